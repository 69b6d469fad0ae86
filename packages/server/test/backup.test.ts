import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, SQLITE_FILE_NAME, type Db } from '../src/db/database.js';
import { migrateTo, migrateToLatest } from '../src/db/migrate.js';
import { migrations } from '../src/db/migrations/index.js';
import { databaseEnv, runCli } from './support/cli.js';
import { signedInAdmin } from './support/people.js';
import { openTestDatabase, startTestServer, type TestServer } from './support/server.js';

// `kwartier-admin backup` and `restore`, as processes on the test server's
// database: SQLite through the online backup API, PostgreSQL through pg_dump/pg_restore (this
// file's PostgreSQL run needs them, as the postgres project's machine has them).

const onPostgres = process.env.KWARTIER_TEST_DIALECT === 'postgres';
let server: TestServer;
let folder: string;
const fresh: Array<() => Promise<void>> = [];

beforeAll(async () => {
  server = await startTestServer();
  folder = mkdtempSync(join(tmpdir(), 'kwartier-backup-'));
});
afterAll(async () => {
  for (const drop of fresh) await drop();
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A new empty place to restore into: a DATA_DIR, or on PostgreSQL a new database (with the test schema's name in its search_path, as the dump holds it). */
async function freshPlace(source?: Record<string, string>): Promise<{ env: Record<string, string>; open: () => Db }> {
  if (!onPostgres) {
    const dataDir = mkdtempSync(join(folder, 'data-'));
    return { env: { DATA_DIR: dataDir }, open: () => createDatabase({ dataDir }) };
  }
  const name = `kwartier_restore_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  fresh.push(async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL((source ?? (await databaseEnv(server))).DATABASE_URL);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, open: () => createDatabase({ databaseUrl: url.toString() }) };
}

/**
 * Every table's rows, each table sorted, for comparing two databases whole — but the operator's
 * own audit entries (`instance.backup` / `instance.restore`), written once the command has
 * succeeded, so of a moment after the one compared; the first test checks them on their own.
 */
async function everyTable(db: Db): Promise<Record<string, string[]>> {
  const tables = onPostgres
    ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)).rows
    : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)).rows;
  const result: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows } =
      name === 'audit_entries'
        ? await sql<Record<string, unknown>>`select * from audit_entries where kind not like 'instance.%'`.execute(db)
        : await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    result[name] = rows.map((row) => JSON.stringify(row, (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString('base64') : value))).sort();
  }
  return result;
}

async function withDb<T>(open: () => Db, use: (db: Db) => Promise<T>): Promise<T> {
  const db = open();
  try {
    return await use(db);
  } finally {
    await db.destroy();
  }
}

describe('kwartier-admin backup and restore', { timeout: 60_000 }, () => {
  it('restores into a fresh place every table as it was at the backup; refuses to overwrite either end without --force', async () => {
    const { browser, organizationId } = await signedInAdmin(server);
    for (const name of ['Acme', 'Café "Ü"', 'Bakkerij']) expect((await browser.post('/api/clients', { name })).status).toBe(201);
    const operatorEntries = (db: Db) =>
      db.selectFrom('audit_entries').select(['kind', 'user_id']).where('organization_id', '=', organizationId).where('kind', 'like', 'instance.%').orderBy('id').execute();
    const file = join(folder, 'at-rest.backup');

    const backedUp = await runCli(server, ['backup', file]);
    expect(backedUp, backedUp.output).toMatchObject({ code: 0, output: expect.stringContaining(`Backed up to ${file}`) });
    const before = await everyTable(server.db);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['users', 'clients', 'kysely_migration']));

    const place = await freshPlace();
    const restored = await runCli(server, ['restore', file], place.env);
    expect(restored, restored.output).toMatchObject({ code: 0, output: expect.stringContaining('Restored') });
    expect(await withDb(place.open, everyTable)).toEqual(before);
    // In every organisation's audit trail, by no person: the backup where it was taken (after its
    // moment, so not in the backup), the restore in the restored database.
    expect(backedUp.output).toMatch(/Recorded in the audit trail of \d+ organisations?\./);
    expect(await operatorEntries(server.db)).toEqual([{ kind: 'instance.backup', user_id: null }]);
    expect(await withDb(place.open, operatorEntries)).toEqual([{ kind: 'instance.restore', user_id: null }]);

    // Not over a database that holds something, unless --force (which replaces it whole).
    expect((await browser.post('/api/clients', { name: 'After the backup' })).status).toBe(201);
    const again = await runCli(server, ['restore', file], place.env);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/not empty|holds a database already/);
    await withDb(place.open, (db) => sql`insert into kysely_migration (name, timestamp) values ('zz_in_the_way', ${new Date().toISOString()})`.execute(db));
    if (!onPostgres) {
      // Not even with --force under a running server (SQLite: its open connection is seen).
      const underServer = await runCli(server, ['restore', file, '--force']);
      expect(underServer).toMatchObject({ code: 1, output: expect.stringContaining('stop the server first') });
      expect((await browser.get('/api/clients')).body).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'After the backup' })]));
    }
    const forced = await runCli(server, ['restore', file, '--force'], place.env);
    expect(forced, forced.output).toMatchObject({ code: 0 });
    expect(await withDb(place.open, everyTable)).toEqual(before);

    // Not over an existing backup file, unless --force.
    const overwrite = await runCli(server, ['backup', file]);
    expect(overwrite).toMatchObject({ code: 1, output: expect.stringContaining('exists already') });
    const replaced = await runCli(server, ['backup', '--force', file]);
    expect(replaced, replaced.output).toMatchObject({ code: 0 });
    const newer = await freshPlace();
    expect((await runCli(server, ['restore', file], newer.env)).code).toBe(0);
    expect(await withDb(newer.open, everyTable)).toEqual(await everyTable(server.db));
  });

  it('backs up while saves go on: a consistent database holding a prefix of the saves', async () => {
    const { browser } = await signedInAdmin(server);
    const sent: string[] = [];
    let acknowledged = 0;
    let writing = true;
    const writes = (async () => {
      for (let i = 0; writing; i++) {
        const name = `Write ${String(i).padStart(5, '0')}`;
        sent.push(name);
        const answer = await browser.post('/api/clients', { name });
        expect(answer.status).toBe(201);
        acknowledged += 1;
      }
    })();
    await expect.poll(() => acknowledged, { timeout: 10_000 }).toBeGreaterThan(5);
    const file = join(folder, 'during-writes.backup');
    const acknowledgedAtStart = acknowledged;
    const backedUp = await runCli(server, ['backup', file]);
    const sentAtEnd = sent.length;
    const acknowledgedAtEnd = acknowledged;
    writing = false;
    await writes;
    expect(backedUp, backedUp.output).toMatchObject({ code: 0 });
    // The saves went on while the command ran.
    expect(acknowledgedAtEnd).toBeGreaterThan(acknowledgedAtStart);

    const place = await freshPlace();
    const restored = await runCli(server, ['restore', file], place.env);
    expect(restored, restored.output).toMatchObject({ code: 0 });
    if (!onPostgres) {
      const copy = new SQLite(join(place.env.DATA_DIR, SQLITE_FILE_NAME), { readonly: true });
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(copy.pragma('foreign_key_check')).toEqual([]);
      copy.close();
    }
    const names = await withDb(place.open, async (db) => (await db.selectFrom('clients').select('name').where('name', 'like', 'Write %').orderBy('id').execute()).map((row) => row.name));
    expect(names).toEqual(sent.slice(0, names.length));
    expect(names.length).toBeGreaterThanOrEqual(acknowledgedAtStart);
    expect(names.length).toBeLessThanOrEqual(sentAtEnd);
  });

  it('says clearly why it cannot: no folder for the file, not a backup, no pg_dump', async () => {
    const nowhere = await runCli(server, ['backup', join(folder, 'no-such-folder', 'x.backup')]);
    expect(nowhere).toMatchObject({ code: 1, output: expect.stringContaining('does not exist') });
    expect((await runCli(server, ['backup'])).code).toBe(2);
    expect((await runCli(server, ['restore', 'a', 'b'])).code).toBe(2);
    const missing = await runCli(server, ['restore', join(folder, 'missing.backup')], (await freshPlace()).env);
    expect(missing).toMatchObject({ code: 1, output: expect.stringContaining('There is no backup') });
    const junk = join(folder, 'junk.backup');
    writeFileSync(junk, 'not a backup at all');
    const place = await freshPlace();
    const notABackup = await runCli(server, ['restore', junk], place.env);
    expect(notABackup.code).toBe(1);
    if (!onPostgres) expect(existsSync(join(place.env.DATA_DIR, SQLITE_FILE_NAME))).toBe(false);
    if (onPostgres) {
      const noTool = await runCli(server, ['backup', join(folder, 'no-tool.backup')], { PATH: join(folder, 'empty-path') });
      expect(noTool).toMatchObject({ code: 1, output: expect.stringContaining('pg_dump was not found') });
      expect(existsSync(join(folder, 'no-tool.backup'))).toBe(false);
    }
    expect(readFileSync(junk, 'utf8')).toBe('not a backup at all');
  });

  it('restores an older backup, which the server migrates forward when it starts (migrateToLatest)', async () => {
    const dir = mkdtempSync(join(folder, 'older-'));
    const older = await openTestDatabase(dir);
    try {
      await migrateTo(older.db, '0018_reminders');
      let source: Record<string, string> = { DATA_DIR: dir };
      if (onPostgres) {
        const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(older.db);
        const url = new URL(process.env.TEST_DATABASE_URL!);
        url.searchParams.set('options', `-c search_path=${rows[0].schema}`);
        source = { DATABASE_URL: url.toString() };
      }
      const file = join(folder, 'older.backup');
      expect((await runCli(server, ['backup', file], source)).code).toBe(0);
      if (onPostgres) {
        // Into a place whose search_path names another schema than the dump holds: refused.
        const elsewhere = await freshPlace();
        const refused = await runCli(server, ['restore', file], elsewhere.env);
        expect(refused).toMatchObject({ code: 1, output: expect.stringContaining('does not hold the schema') });
      }
      const place = await freshPlace(source);
      expect((await runCli(server, ['restore', file], place.env)).code).toBe(0);
      await withDb(place.open, async (db) => {
        const names = async () => (await db.selectFrom('kysely_migration' as never).select('name' as never).execute()).map((row) => (row as { name: string }).name).sort();
        expect((await names()).at(-1)).toBe('0018_reminders');
        await migrateToLatest(db);
        expect(await names()).toEqual(Object.keys(migrations).sort());
      });
    } finally {
      await older.db.destroy();
      await older.dropSchema();
    }
  });
});
