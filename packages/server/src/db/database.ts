import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';
import pg from 'pg';
import { postgresChangeFeed, type ChangeFeed } from './changeFeed.js';
import { markConnectionFailure } from './errors.js';
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
  /**
   * PostgreSQL: the longest wait for a connection — a free one of the pool, or a new one being
   * made — before the query fails (a 503): a database that is away never holds a request.
   * Default {@link DEFAULT_CONNECT_TIMEOUT_MS}.
   */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL: the longest one statement may run (`statement_timeout`; 0 = no limit); the client
   * gives up on an answer 5 s after it (`query_timeout`: a database host that went silent).
   * Default {@link DEFAULT_STATEMENT_TIMEOUT_MS}.
   */
  statementTimeoutMs?: number;
}

/** `DATABASE_CONNECT_TIMEOUT_MS`' default. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
/** `DATABASE_STATEMENT_TIMEOUT_MS`' default: above the 15 s `lock_timeout`, so a wait for a lock ends as such. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 20_000;

/** Opens the database the configuration asks for: PostgreSQL when a URL is given, else SQLite. */
export function createDatabase(options: DatabaseOptions): Db {
  if (options.databaseUrl) {
    // lock_timeout: a statement that waits 15 s (the app's own timeout) for a lock gives up
    // instead of holding its connection. A request repeating an Idempotency-Key waits on the
    // first one's claim this way, and answers 409 after that (http/idempotency.ts).
    const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    const feed = postgresChangeFeed(options.databaseUrl, { connectTimeoutMs });
    const pool = new PoolWithFeed(feed, {
      connectionString: options.databaseUrl,
      max: 10,
      lock_timeout: 15_000,
      connectionTimeoutMillis: connectTimeoutMs,
      ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + 5_000 } : {}),
      // A connection whose peer vanished without a word (a host gone) is found out by TCP.
      keepAlive: true,
    });
    survivesLostConnections(pool);
    pool.on('connect', preparedStatements);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    changeFeeds.set(db, feed);
    pools.set(db, pool);
    return db;
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
  return new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) });
}

/**
 * SQLite's transactions begin IMMEDIATE: the write lock is taken (waiting up to `busy_timeout`
 * for another process's write, e.g. `kwartier-admin` beside the server) before the first read.
 * A deferred transaction that reads and then writes fails at once with SQLITE_BUSY when another
 * process committed in between — its snapshot is stale and waiting cannot help. Within one
 * process nothing changes: its one connection runs one transaction at a time anyway.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  readonly #settings: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#settings = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#settings);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/**
 * Kysely prepares every query anew; on a hot path preparing costs about as much as running.
 * Queries built by Kysely come out as a small set of SQL texts (values are parameters), so the
 * prepared statements are kept by text. Safe because Kysely runs a statement to completion
 * (`all`/`run`) before the next one; we never stream rows from SQLite.
 */
function withStatementCache(sqlite: SQLite.Database, limit = 500) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        // A query text built from user input (an IN list of varying length) must not grow the
        // cache without bound: forget the oldest entry.
        if (statements.size >= limit) statements.delete(statements.keys().next().value!);
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/** Statement texts seen once (not named yet) and the names given, process-wide. */
const seenOnce = new Set<string>();
const statementNames = new Map<string, string>();
/** Texts named at most; past it (or a text seen only once so far) a statement runs unnamed. */
const NAMED_LIMIT = 1000;

/**
 * PostgreSQL parses and plans an unnamed statement anew every time: for the week of the time
 * sheet planning took three times as long as running (bench/time.ts). node-postgres keeps a named
 * statement prepared on its connection, so every text that comes back gets a name: from its
 * second run on each connection runs it from the plan it kept (and PostgreSQL re-plans by itself
 * after a change to a table it reads). Not named:
 *
 * - a text seen once: a query built from input (an IN list of varying length) must not fill the
 *   server's memory with statements run once (and at most NAMED_LIMIT texts are named);
 * - a statement without parameters (migrations send several statements in one text, which a
 *   prepared statement cannot hold);
 * - a result of `*` (`users.*`, `returning *`): a migration that adds a column — run by a newer
 *   instance while this one serves — would change the row a kept plan answers, which PostgreSQL
 *   refuses ("cached plan must not change result type") where an unnamed statement just works;
 * - a look into `pg_catalog` (the migrator's): nothing hot, and about the schema itself.
 */
function preparedStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (text: unknown, values?: unknown, callback?: unknown) => {
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0 && callback === undefined) {
      const name = statementName(text);
      if (name) return query({ name, text, values });
    }
    return query(text, values, callback);
  };
}

function statementName(text: string): string | undefined {
  const name = statementNames.get(text);
  if (name !== undefined || statementNames.size >= NAMED_LIMIT) return name;
  if (!seenOnce.has(text)) {
    if (seenOnce.size >= NAMED_LIMIT * 10) seenOnce.clear();
    seenOnce.add(text);
    return undefined;
  }
  seenOnce.delete(text);
  if (STAR_RESULT.test(text) || text.includes('pg_catalog')) return undefined;
  const named = `k${statementNames.size + 1}`;
  statementNames.set(text, named);
  return named;
}

/** `select *`, `"users".*`, `returning *`: a result whose columns are the table's. */
const STAR_RESULT = /(?:select|returning|,)\s*\*|\.\*/i;

const changeFeeds = new WeakMap<Db, ChangeFeed>();

/**
 * What tells this process of changes to users and sessions made anywhere (db/changeFeed.ts):
 * on PostgreSQL; not on SQLite, where another process (the operator's command) could change the
 * file unheard. Undefined for a transaction: ask the database handle itself.
 */
export function changeFeedOf(db: Db): ChangeFeed | undefined {
  return changeFeeds.get(db);
}

const pools = new WeakMap<Db, pg.Pool>();

/** The PostgreSQL pool of a database handle (for its metrics: in use, idle, waiting); undefined on SQLite. */
export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

/**
 * A connection the database ends (a restart, `pg_terminate_backend`, a network cut) makes its
 * client emit `error`; an `error` event nobody listens to ends the process. pg-pool listens on an
 * idle client, drops it and re-emits the error on the pool; a client lent to a query has no
 * listener of pg-pool's — its query fails with the error, and pg-pool drops it when given back
 * (no longer queryable). So: a listener on the pool and one on every client, which mark the error
 * as the connection's (db/errors.ts: the request answers 503) and log. The
 * pool makes new connections as they are asked for, so it recovers by itself once the database is back.
 */
function survivesLostConnections(pool: pg.Pool) {
  let lastLogged = 0;
  const log = (error: Error) => {
    // The same error fails the client's queries, just after this (on the next tick): a 503.
    markConnectionFailure(error);
    // One line per second at most: a restart ends every connection at once.
    if (Date.now() - lastLogged < 1_000) return;
    lastLogged = Date.now();
    console.error(`database connection lost: ${error.message}`);
  };
  pool.on('error', log);
  pool.on('connect', (client) => client.on('error', log));
}

/** The pool, whose end (Kysely's `destroy()`) also ends the change feed's connection. */
class PoolWithFeed extends pg.Pool {
  constructor(
    private readonly feed: ChangeFeed,
    config: pg.PoolConfig,
  ) {
    super(config);
  }

  /** A connection the pool could not make (refused, timed out) is the database's failure to answer (db/errors.ts). */
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().catch((error: unknown) => {
      // A PostgreSQL answer (a wrong password, no such database) is no outage: only its own codes count.
      throw error instanceof pg.DatabaseError ? error : markConnectionFailure(error);
    });
  }

  override async end(): Promise<void> {
    await this.feed.stop();
    return super.end();
  }
}

export function dialectOf<DB>(db: Kysely<DB>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
