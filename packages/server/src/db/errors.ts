/** True when a write failed on a unique index, on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // better-sqlite3: SQLITE_CONSTRAINT_UNIQUE (or _PRIMARYKEY); pg: SQLSTATE 23505.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * Node's codes for a connection that could not be made or was cut (the database host is down,
 * restarting, or the network between is): passing conditions.
 */
const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'EHOSTDOWN', 'ENETUNREACH', 'ENETDOWN', 'EAI_AGAIN']);

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
 * a client that lost its connection, our `query_timeout`.
 */
const UNAVAILABLE_MESSAGES = [
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated/,
  /not queryable$/,
  /^Query read timeout$/,
  /^Postgres connection has been discarded$/,
];

/**
 * True when `error` says the database cannot be reached or refuses work for now (not that a
 * statement was wrong): the request may succeed when tried again later, so it answers 503 with a
 * `Retry-After` (http/errors.ts) rather than 500. Looks through `cause` chains and
 * AggregateErrors (Node's connect to every address of a host name).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number): boolean => {
    if (!value || typeof value !== 'object' || seen.has(value) || depth > 8) return false;
    seen.add(value);
    const { code, message, cause, errors } = value as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || SQLITE_BUSY.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    if (visit(cause, depth + 1)) return true;
    return Array.isArray(errors) && errors.some((inner) => visit(inner, depth + 1));
  };
  return visit(error, 0);
}
