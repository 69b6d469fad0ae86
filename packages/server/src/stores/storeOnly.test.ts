import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Only a store touches the database: every query of a resource is in its `store.ts`, sessions,
// login throttling, idempotency and super admins in `src/stores/`, schema and migrations in
// `src/db/`. Routes, rules, shapes and middleware take stores, never a query builder.

const SRC = join(import.meta.dirname, '..');
/** Kysely's ways into the database: the four statement builders, raw SQL and compiled queries. */
const DATABASE_USE = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|executeQuery)\(|\bsql`|\bsql\.(raw|lit|ref|id|table|join)\b|CompiledQuery\b/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function mayQuery(path: string): boolean {
  const file = relative(SRC, path).split('\\').join('/');
  return file.startsWith('db/') || file.startsWith('stores/') || /^resources\/[^/]+\/store\.ts$/.test(file);
}

describe('only stores touch the database', () => {
  it('finds no Kysely query outside store.ts, stores/ and db/', () => {
    const offenders = sourceFiles(SRC)
      .filter((path) => !mayQuery(path))
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, index }))
          .filter(({ line }) => DATABASE_USE.test(line))
          .map(({ line, index }) => `${relative(SRC, path)}:${index + 1}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  it('recognises a query when it sees one', () => {
    expect(DATABASE_USE.test(`await db.selectFrom('users')`)).toBe(true);
    expect(DATABASE_USE.test('sql`select 1`')).toBe(true);
    expect(DATABASE_USE.test(`const from = 'selectFrom'`)).toBe(false);
  });
});
