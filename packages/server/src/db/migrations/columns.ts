import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { dialectOf } from '../database.js';

// Column helpers shared by migrations. Migrations run against both dialects, and these are the
// only two column kinds whose SQL differs. Never change what an existing helper emits: applied
// migrations must stay reproducible.

/** Auto-numbered integer primary key: INTEGER PRIMARY KEY AUTOINCREMENT on SQLite, SERIAL on PostgreSQL. */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Binary column: BLOB on SQLite, BYTEA on PostgreSQL. */
export function binaryType(db: Kysely<any>): 'blob' | 'bytea' {
  return dialectOf(db) === 'postgres' ? 'bytea' : 'blob';
}

/** A flag stored as 0/1 integer so both dialects hand back the same JavaScript value. */
export function flag(defaultValue: 0 | 1) {
  return (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(defaultValue);
}
