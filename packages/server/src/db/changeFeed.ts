import pg from 'pg';

/**
 * The channel PostgreSQL notifies on when a row of `users` or `sessions` changes or goes: the
 * triggers of migration 0010 send it, at the commit of the change, to every process listening
 * (this server, a second one, whichever made the change — the operator's command included),
 * with the schema of the changed table as its payload.
 */
export const SESSIONS_CHANNEL = 'kwartier_sessions';

/** The change feed connection's `application_name` (pg_stat_activity). */
export const CHANGE_FEED_APPLICATION_NAME = 'kwartier change feed';

/** Delay before listening again after the connection was lost: doubles up to the maximum. */
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 5_000;
/** How long `sync` waits for the listening connection's answer before giving up (the caller reads instead). */
const SYNC_TIMEOUT_MS = 2_000;

/**
 * Changes to signed-in users and their sessions, as heard from the database. A cache of them
 * (stores/sessions.ts) may only be trusted while the feed is `live`: from the moment LISTEN is in
 * place until its connection is lost, every change is heard.
 */
export interface ChangeFeed {
  /** True while every change is heard. */
  readonly live: boolean;
  /** The PostgreSQL backend that listens (its `pid` in `pg_stat_activity`), while live. */
  readonly backendPid: number | undefined;
  /**
   * Calls `listener` on every change heard and whenever the feed goes live or is lost (changes
   * may have gone unheard in between). The first subscription starts listening: a process that
   * never reads a session (the operator's command, a migration) holds no extra connection.
   */
  subscribe(listener: () => void): void;
  /**
   * Resolves once every notice of a change committed before the call has been heard: a round
   * trip on the listening connection, begun after the call, since PostgreSQL sends the notices
   * pending for a connection before its answer to the connection's next query. Rejects while the
   * feed is not live. Calls at the same time share one round trip.
   */
  sync(): Promise<void>;
  /** Stops listening for good (the database is closing). */
  stop(): Promise<void>;
}

/**
 * A change feed over its own PostgreSQL connection (LISTEN needs one held open). A lost
 * connection is made again, after 0.5 s, 1 s, 2 s … up to 5 s between tries, for as long as the
 * feed is not stopped; meanwhile it is not live. `connectTimeoutMs` bounds each try, and each query on it.
 */
export function postgresChangeFeed(connectionString: string, { connectTimeoutMs = 5_000 }: { connectTimeoutMs?: number } = {}): ChangeFeed {
  const listeners: (() => void)[] = [];
  let client: pg.Client | undefined;
  let live = false;
  let backendPid: number | undefined;
  let started = false;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;
  const tell = () => {
    for (const listener of listeners) listener();
  };

  const listen = async () => {
    // query_timeout: a round trip (sync) on a database gone silent fails instead of holding the
    // request that waits for it; the session is then read through the pool, with its own bounds.
    // Named, so an operator (and the outage test) tells it apart in pg_stat_activity.
    const connection = new pg.Client({
      connectionString,
      connectionTimeoutMillis: connectTimeoutMs,
      query_timeout: connectTimeoutMs,
      keepAlive: true,
      application_name: CHANGE_FEED_APPLICATION_NAME,
    });
    client = connection;
    const lost = (error?: unknown) => {
      // Once per connection, and not when stop() ended it on purpose.
      if (client !== connection) return;
      client = undefined;
      live = false;
      backendPid = undefined;
      tell();
      connection.end().catch(() => {});
      if (stopped) return;
      console.error(`session change feed lost (${error instanceof Error ? error.message : 'connection ended'}); listening again in ${retryMs} ms`);
      retry = setTimeout(listen, retryMs);
      retry.unref();
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    };
    connection.on('error', lost);
    connection.on('end', () => lost());
    // The notice names the schema of the changed table: only this installation's count.
    let schema: string | undefined;
    connection.on('notification', (message) => {
      if (message.channel === SESSIONS_CHANNEL && message.payload === schema) tell();
    });
    try {
      await connection.connect();
      const { rows } = await connection.query<{ schema: string; pid: number }>('select current_schema() as schema, pg_backend_pid() as pid');
      schema = rows[0].schema;
      backendPid = rows[0].pid;
      await connection.query(`LISTEN ${SESSIONS_CHANNEL}`);
    } catch (error) {
      lost(error);
      return;
    }
    if (client !== connection) return;
    retryMs = FIRST_RETRY_MS;
    live = true;
    tell();
  };

  // One round trip at a time; calls meanwhile wait for the next one (the one in flight may have
  // left before a change they must hear of was committed).
  let inFlight: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const ping = async () => {
    const connection = client;
    if (!live || !connection) throw new Error('the session change feed is not live');
    // The empty query: PostgreSQL answers it with its pending notices first, and nothing else.
    const answered = connection.query('');
    answered.catch(() => {});
    // A connection that went silent (no answer, no error) must not hold the requests: they read
    // the session from the database instead.
    let timer: NodeJS.Timeout | undefined;
    const silent = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the session change feed did not answer')), SYNC_TIMEOUT_MS);
    });
    await Promise.race([answered, silent]).finally(() => clearTimeout(timer));
  };
  const sync = (): Promise<void> => {
    if (!inFlight) {
      inFlight = ping().finally(() => (inFlight = undefined));
      return inFlight;
    }
    queued ??= inFlight
      .catch(() => {})
      .then(() => {
        queued = undefined;
        return sync();
      });
    return queued;
  };

  return {
    get live() {
      return live;
    },
    sync,
    get backendPid() {
      return live ? backendPid : undefined;
    },
    subscribe(listener) {
      listeners.push(listener);
      if (started || stopped) return;
      started = true;
      void listen();
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const connection = client;
      client = undefined;
      live = false;
      backendPid = undefined;
      await connection?.end().catch(() => {});
    },
  };
}
