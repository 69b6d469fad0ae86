import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// One store writes each table: the statements that write (Kysely's insertInto, updateTable,
// deleteFrom, and hand-written INSERT/UPDATE/DELETE) are read from the code, and each table's
// writers listed. A table written by a second store fails here — except the ones this list still
// names, which are to move into their table's own store (and the list shrinks: a writer listed
// here that no longer writes fails too, so the list is always true).

const SRC = join(import.meta.dirname, '..');

/** Table → the stores that write it besides its own, as the code is today. */
const NOT_YET_MOVED: Record<string, readonly string[]> = {};

/** Each table's own store: the one file whose writes are not listed above. */
const KYSELY_WRITE = /\.(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*'([a-z_]+)'/g;
const SQL_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?\s+(?:\(|set\b|where\b|as\b|select\b|values\b|on\b)/gi;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Table → the files that write it, from the code's text. */
export function writersOf(files: Record<string, string>): Map<string, Set<string>> {
  const writers = new Map<string, Set<string>>();
  for (const [file, text] of Object.entries(files)) {
    for (const pattern of [KYSELY_WRITE, SQL_WRITE]) {
      for (const match of text.matchAll(pattern)) {
        const table = match[1]!.toLowerCase();
        writers.set(table, (writers.get(table) ?? new Set()).add(file));
      }
    }
  }
  return writers;
}

describe('one store writes each table', () => {
  const files = Object.fromEntries(sourceFiles(SRC).map((path) => [relative(SRC, path).split('\\').join('/'), readFileSync(path, 'utf8')]));
  const writers = writersOf(files);

  it('finds writes only in stores and the database code', () => {
    const outside = [...writers.values()].flatMap((set) => [...set]).filter((file) => !/^(stores\/|db\/|resources\/[^/]+\/store\.ts$)/.test(file));
    expect([...new Set(outside)]).toEqual([]);
  });

  it('has one writer per table but the second writers still to move, listed', () => {
    const seconds = Object.fromEntries(
      [...writers]
        .filter(([, set]) => set.size > 1)
        .map(([table, set]) => [table, secondWriters(table, set)])
        .filter(([, list]) => list.length > 0)
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
    const listed = Object.fromEntries(Object.entries(NOT_YET_MOVED).map(([table, list]) => [table, [...list].sort()]).sort(([a], [b]) => String(a).localeCompare(String(b))));
    expect(seconds).toEqual(listed);
  });

  it('reads a write of either kind', () => {
    const found = writersOf({ 'a.ts': "await db.updateTable('clients').set(x)", 'b.ts': 'const q = `INSERT INTO time_entries (a) VALUES ($1)`', 'c.ts': "db.selectFrom('users')" });
    expect(Object.fromEntries([...found].map(([table, set]) => [table, [...set]]))).toEqual({ clients: ['a.ts'], time_entries: ['b.ts'] });
  });
});

/** The store each table written by more than one file belongs to; any other table so written fails whole. */
const OWNERS: Record<string, string> = {
  activities: 'resources/activities/store.ts',
  activity_user: 'resources/activities/store.ts',
  clients: 'resources/clients/store.ts',
  projects: 'resources/projects/store.ts',
  time_entries: 'resources/time/store.ts',
  users: 'resources/team/store.ts',
  organizations: 'resources/organization/store.ts',
  idempotency_keys: 'stores/idempotency.ts',
  invoice_lines: 'resources/invoices/store.ts',
  login_throttles: 'stores/loginThrottle.ts',
  password_resets: 'resources/auth/store.ts',
  sessions: 'stores/sessions.ts',
  time_import_rows: 'resources/import/store.ts',
};

/** The writers of a table besides its own store (every writer, for a table that names no owner). */
function secondWriters(table: string, files: Set<string>): string[] {
  const owner = OWNERS[table];
  return [...files].filter((file) => file !== owner).sort();
}
