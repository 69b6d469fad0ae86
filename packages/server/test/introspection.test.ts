import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.js';
import { ownSchemaIntrospector } from '../src/db/introspection.js';
import { hasMigration, migrateToLatest } from '../src/db/migrate.js';
import { openTestDatabase } from './support/server.js';

// On PostgreSQL every test file works in a schema of its own and drops it when done. The migrator
// asks which tables exist; Kysely's introspector answered from every schema and failed with
// `schema "…" does not exist` when another file dropped its schema during the read — CI's
// failure of stop 43. The migrator now reads only its own schema.

const dir = mkdtempSync(join(tmpdir(), 'kwartier-introspection-'));
let db: Db;
let dropSchema: () => Promise<void>;
let dialect: 'sqlite' | 'postgres';

beforeAll(async () => {
  ({ db, dropSchema, dialect } = await openTestDatabase(dir));
  await migrateToLatest(db);
});
afterAll(async () => {
  await db?.destroy();
  await dropSchema?.();
  rmSync(dir, { recursive: true, force: true });
});

describe('the tables of our own schema', () => {
  it('lists this database’s tables with their columns, the row id as generated', async () => {
    const tables = await ownSchemaIntrospector(db).getTables();
    const clients = tables.find((table) => table.name === 'clients');
    expect(clients?.columns.map((column) => column.name)).toEqual(expect.arrayContaining(['id', 'organization_id', 'name']));
    expect(clients?.columns.find((column) => column.name === 'id')?.isAutoIncrementing).toBe(true);
    expect(clients?.columns.find((column) => column.name === 'organization_id')).toMatchObject({ isNullable: false, isAutoIncrementing: false });
    // Kysely's own tables only when asked for (its migrator asks), as its introspectors do.
    expect(tables.map((table) => table.name)).not.toContain('kysely_migration');
    expect((await ownSchemaIntrospector(db).getTables({ withInternalKyselyTables: true })).map((table) => table.name)).toContain('kysely_migration');
  });

  it('on PostgreSQL: never another schema’s table, and never fails while other schemas come and go', async (context) => {
    if (dialect !== 'postgres') {
      console.log('introspection.test: the schema churn runs on PostgreSQL only (one schema per SQLite file)');
      context.skip();
    }
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    const ours = rows[0].schema;
    // Another client creates and drops schemas holding a serial column, as test files beside this one do.
    const churn = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await churn.connect();
    let churning = true;
    const churned = (async () => {
      let n = 0;
      while (churning) {
        const name = `${ours}_churn_${n++}`;
        await churn.query(`create schema ${name}; create table ${name}.t (id serial primary key, organization_id integer)`);
        await churn.query(`drop schema ${name} cascade`);
      }
      return n;
    })();
    try {
      for (let i = 0; i < 150; i++) {
        const tables = await ownSchemaIntrospector(db).getTables();
        expect(tables.every((table) => table.schema === ours)).toBe(true);
        expect(await hasMigration(db, '0001_initial')).toBe(true);
      }
    } finally {
      churning = false;
      expect(await churned).toBeGreaterThan(0);
      await churn.end();
    }
  });
});
