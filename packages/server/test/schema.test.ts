import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectOf, type Db } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { openTestDatabase } from './support/server.js';

/**
 * src/db/schema.ts is written by hand; this test holds it to the migrated database, so a migration
 * whose column the types miss (or a type without its column) fails here and not in production:
 * the same tables, per table the same columns, each nullable exactly when its type admits null,
 * and every `Generated<…>` column filled by the database (a default or an identity).
 */

interface Column {
  nullable: boolean;
  /** The database fills it when an insert leaves it out: a default, the row id, or null. */
  generated: boolean;
}
type Tables = Record<string, Record<string, Column>>;

/** The tables of `Database` in schema.ts, read with the TypeScript parser. */
function declaredTables(): Tables {
  const file = join(import.meta.dirname, '../src/db/schema.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
  });
  const columnsOf = (name: string): Record<string, Column> => {
    const declaration = interfaces.get(name);
    if (!declaration) throw new Error(`schema.ts: no interface ${name}`);
    const columns: Record<string, Column> = {};
    for (const member of declaration.members) {
      if (!ts.isPropertySignature(member) || !member.type) continue;
      const type = member.type;
      const admitsNull = (node: ts.Node): boolean =>
        (ts.isLiteralTypeNode(node) && node.literal.kind === ts.SyntaxKind.NullKeyword) || node.getChildren().some(admitsNull);
      columns[member.name.getText()] = {
        nullable: admitsNull(type),
        generated: ts.isTypeReferenceNode(type) && type.typeName.getText() === 'Generated',
      };
    }
    return columns;
  };
  const database = interfaces.get('Database');
  if (!database) throw new Error('schema.ts: no interface Database');
  return Object.fromEntries(
    database.members.filter(ts.isPropertySignature).map((member) => [member.name.getText(), columnsOf(member.type!.getText())]),
  );
}

/** The tables of the migrated database (Kysely's own migration tables left out). */
async function migratedTables(db: Db): Promise<Tables> {
  const rows =
    dialectOf(db) === 'postgres'
      ? (
          await sql<{ table_name: string; column_name: string; is_nullable: string; column_default: string | null; is_identity: string }>`
            select table_name, column_name, is_nullable, column_default, is_identity
            from information_schema.columns where table_schema = current_schema()`.execute(db)
        ).rows.map((row) => ({
          table: row.table_name,
          column: row.column_name,
          nullable: row.is_nullable === 'YES',
          generated: row.column_default !== null || row.is_identity === 'YES' || row.is_nullable === 'YES',
        }))
      : (
          await sql<{ table: string; name: string; notnull: number; dflt_value: string | null; pk: number; type: string }>`
            select m.name as "table", p.name, p."notnull", p.dflt_value, p.pk, p.type
            from sqlite_schema m join pragma_table_info(m.name) p
            where m.type = 'table' and m.name not like 'sqlite_%'`.execute(db)
        ).rows.map((row) => ({
          table: row.table,
          column: row.name,
          // A primary key is taken as not null, as PostgreSQL enforces: SQLite's legacy quirk lets a
          // text primary key without NOT NULL (sessions.id, login_throttles.key) hold null, which
          // the stores never write.
          nullable: row.notnull === 0 && row.pk === 0,
          generated: row.dflt_value !== null || (row.pk > 0 && row.type.toUpperCase() === 'INTEGER') || (row.notnull === 0 && row.pk === 0),
        }));
  const tables: Tables = {};
  for (const row of rows) {
    if (row.table.startsWith('kysely_migration')) continue;
    (tables[row.table] ??= {})[row.column] = { nullable: row.nullable, generated: row.generated };
  }
  return tables;
}

let db: Db;
let dropSchema: () => Promise<void>;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kwartier-schema-'));
  ({ db, dropSchema } = await openTestDatabase(dir));
  await migrateToLatest(db);
});
afterAll(async () => {
  await db?.destroy();
  await dropSchema?.();
  rmSync(dir, { recursive: true, force: true });
});

describe('db/schema.ts and the migrated database', () => {
  it('have the same tables and, per table, the same columns', async () => {
    const declared = declaredTables();
    const migrated = await migratedTables(db);
    expect(Object.keys(declared).sort()).toEqual(Object.keys(migrated).sort());
    for (const table of Object.keys(migrated)) {
      expect(Object.keys(declared[table] ?? {}).sort(), table).toEqual(Object.keys(migrated[table]).sort());
    }
  });

  it('agree on which columns may be null', async () => {
    const declared = declaredTables();
    const migrated = await migratedTables(db);
    const differences = Object.entries(migrated).flatMap(([table, columns]) =>
      Object.entries(columns)
        .filter(([column, { nullable }]) => declared[table]?.[column] && declared[table][column].nullable !== nullable)
        .map(([column, { nullable }]) => `${table}.${column}: the database says ${nullable ? 'nullable' : 'not null'}`),
    );
    expect(differences).toEqual([]);
  });

  it('declare Generated only for columns the database fills itself', async () => {
    const declared = declaredTables();
    const migrated = await migratedTables(db);
    const unfilled = Object.entries(declared).flatMap(([table, columns]) =>
      Object.entries(columns)
        .filter(([column, { generated }]) => generated && migrated[table]?.[column] && !migrated[table][column].generated)
        .map(([column]) => `${table}.${column}`),
    );
    expect(unfilled).toEqual([]);
  });
});
