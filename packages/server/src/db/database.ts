import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export const SQLITE_FILE_NAME = 'kwartier.sqlite';

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent an SQLite file is used. */
  databaseUrl?: string;
  /** Folder for the SQLite file (created when missing). */
  dataDir?: string;
  /** Exact SQLite file; overrides `dataDir` (tests use one file per test file). */
  sqliteFile?: string;
}

/** Opens the database the configuration asks for: PostgreSQL when a URL is given, else SQLite. */
export function createDatabase(options: DatabaseOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  let file = options.sqliteFile;
  if (!file) {
    if (!options.dataDir) throw new Error('createDatabase needs a databaseUrl, a dataDir or an sqliteFile');
    mkdirSync(options.dataDir, { recursive: true });
    file = join(options.dataDir, SQLITE_FILE_NAME);
  }
  const sqlite = new SQLite(file);
  // WAL lets readers go on while a write commits; NORMAL sync is durable enough under WAL
  // (a power cut can lose the last commits, never corrupt the file).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  // SQLite leaves foreign keys unchecked unless asked, per connection.
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
