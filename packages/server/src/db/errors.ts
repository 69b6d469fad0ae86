/** True when a write failed on a unique index, on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // better-sqlite3: SQLITE_CONSTRAINT_UNIQUE (or _PRIMARYKEY); pg: SQLSTATE 23505.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * The mark of an error that arose from the database connection itself (db/database.ts sets it:
 * a connection the pool could not make, or an `error` a connection emitted): a Node socket error
 * such as ECONNREFUSED or ECONNRESET says nothing of where it came from (a mail server's says the
 * same), so only a marked one counts.
 */
const CONNECTION_FAILED = Symbol('kwartier.databaseConnectionFailed');

/** Marks `error` as the database connection's failure (see {@link isDatabaseUnavailable}); returns it. */
export function markConnectionFailure<T>(error: T): T {
  if (error && typeof error === 'object') (error as { [CONNECTION_FAILED]?: true })[CONNECTION_FAILED] = true;
  return error;
}

/**
 * PostgreSQL SQLSTATEs of a database that is away or refusing work for now: class 08 (connection
 * exception), 53300 too_many_connections, 57014 query_canceled (our `statement_timeout`),
 * 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting
 * down), 57P05 idle_session_timeout.
 */
const UNAVAILABLE_SQLSTATES = new Set(['53300', '57014', '57P01', '57P02', '57P03', '57P05']);

/** SQLite: another connection held the file's write lock longer than `busy_timeout`. */
const SQLITE_BUSY = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_RECOVERY']);

/**
 * What node-postgres and pg-pool throw without a code when the connection is gone or was never
 * had: a pool acquire that ran out of time, a connect timeout, a connection ended under a query,
 * a client that lost its connection, our `query_timeout`, Kysely's discarded connection.
 */
const UNAVAILABLE_MESSAGES = [
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Query read timeout$/,
  /^Postgres connection has been discarded$/,
];

/**
 * True when `error` says the database cannot be reached or refuses work for now (not that a
 * statement was wrong): the request may succeed when tried again later, so it answers 503 with a
 * `Retry-After` (http/errors.ts) rather than 500. Looks through `cause` chains.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number): boolean => {
    if (!value || typeof value !== 'object' || seen.has(value) || depth > 8) return false;
    seen.add(value);
    const { code, message, cause } = value as { code?: unknown; message?: unknown; cause?: unknown };
    if ((value as { [CONNECTION_FAILED]?: true })[CONNECTION_FAILED]) return true;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || SQLITE_BUSY.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    return visit(cause, depth + 1);
  };
  return visit(error, 0);
}
