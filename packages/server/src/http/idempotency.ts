import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { CompiledQuery, isAbortedTransactionError, type ControlledTransaction, type ExpressionBuilder, type Transaction, type TransactionBuilder } from 'kysely';
import { dialectOf, type Db, type DialectName } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { translate } from '../domain/messages.js';
import type { AppContext, AppEnv } from './context.js';

/** How long an answer is kept for replay (the contract's 24 hours). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A claim without an answer can only have been committed by a server version that stored the
 * claim on its own (this one never commits one): once it is older than any request lives, it is
 * taken over. Younger, it may still belong to such a server during an upgrade: 409.
 */
const ABANDONED_CLAIM_MS = 60_000;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** PostgreSQL: `lock_timeout` (set on the pool, see db/database.ts) ran out. */
const LOCK_NOT_AVAILABLE = '55P03';
/** PostgreSQL: a statement after one that failed, in the same transaction. */
const IN_FAILED_TRANSACTION = '25P02';

type Effect = () => unknown;
const afterCommitEffects = new WeakMap<AppContext, Effect[]>();

/**
 * One write is one transaction, and `Idempotency-Key` lives inside it.
 *
 * Every POST/PUT/PATCH/DELETE runs in one database transaction: the middleware opens it and sets
 * it as the request's `db`, so every statement of the handler joins it; a handler's own
 * `db.transaction()` becomes a savepoint inside it. The answer decides the outcome:
 *
 * - below 500 the transaction commits. That includes 4xx thrown as HttpError/ValidationFailure:
 *   they are answers like any other (a failed sign-in counts the attempt, then answers 422, and
 *   the count must stay);
 * - 500 and up (and anything thrown that became a 500) rolls back: nothing of it remains, and a
 *   retry gets a real second try;
 * - on PostgreSQL a failed statement aborts the whole transaction. A handler that caught the
 *   failure (a unique index → 422) keeps its 4xx answer, with nothing stored; one that answers
 *   2xx/3xx although its changes are gone gets a 500 instead of a false success.
 *
 * `Idempotency-Key` on a write of a signed-in caller: the first complete answer per (key,
 * session, method, path) is stored — in the same transaction as the change — and replayed (same
 * status, same body, header `Idempotent-Replayed: true`) for a repeated key, without running the
 * handler again. The app retries failed calls up to 100 times, so a write whose answer was lost
 * on the way must not be applied twice.
 *
 * - The claim (the key's row), the handler's changes and the stored answer commit together. A
 *   crash anywhere before the commit leaves none of them, so the retry applies the change once;
 *   after the commit the retry gets the replay.
 * - A concurrent duplicate waits: on PostgreSQL its INSERT of the claim waits on the unique index
 *   until the first commits (then it replays) or rolls back (then it runs); after the pool's
 *   `lock_timeout` (15 s, the app's own timeout) it answers 409. On SQLite Kysely runs one
 *   transaction at a time on the one connection, so the duplicate simply runs after the first.
 * - The same key with a different body answers 422 (errors under `Idempotency-Key`) rather than
 *   replaying the answer to another request, as the IETF Idempotency-Key draft advises.
 * - Answers that set a cookie (sign-in, sign-up) are not stored — a replay could not hand out the
 *   session without keeping its token, and signing in twice is harmless — but their change
 *   commits.
 * - Keys of callers without a session are not stored at all. Such a key has no owner to be kept
 *   under: a shared `anonymous` scope let one caller's answer (a failed sign-in) be replayed to,
 *   or block, another caller who sent the same key; scoping by client address or user agent would
 *   still join people behind one NAT. And nothing anonymous needs a replay: sign-up, sign-in,
 *   joining and resetting a password start a session (never stored anyway) or fail without a
 *   change worth protecting, and asking for a reset link twice sends at most one mail a minute.
 *
 * Handlers must reach the database through `c.get('db')` only: on SQLite the transaction holds
 * the one connection, so a statement on another handle would wait for it forever. Slow work that
 * needs no database (password hashing, a mail server) runs while the transaction is open, which
 * on SQLite holds up every other request's queries meanwhile; side effects that must follow the
 * commit (a mail whose link needs the committed row) belong in `afterCommit`.
 */
export function idempotency(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!WRITE_METHODS.has(c.req.method)) return next();
    const root = c.get('db');
    const key = c.req.header('idempotency-key');
    const session = c.get('session');
    const identity: Identity | undefined =
      key && session ? { key, scope: `session:${session.id}`, method: c.req.method, path: c.req.path } : undefined;
    const requestHash = identity ? createHash('sha256').update(c.get('rawBody') ?? '').digest('hex') : '';

    const statements = statementsFor(root);
    const effects: Effect[] = [];
    const trx = await root.startTransaction().execute();
    const finish = async (commit: boolean) => {
      if (trx.isCommitted || trx.isRolledBack) return;
      if (commit) await trx.commit().execute();
      else await trx.rollback().execute();
    };
    c.set('db', withNestedTransactions(trx));
    afterCommitEffects.set(c, effects);
    try {
      if (identity) {
        const earlier = await claim(trx, statements, identity, requestHash, new Date());
        if (earlier) {
          await finish(false);
          return answerFromEarlier(c, earlier, requestHash);
        }
      }
      await next();
      if (c.res.status >= 500) {
        await finish(false);
        return;
      }
      if (identity) {
        if (c.get('sessionStarted')) await run(trx, statements.forget, identityValues(identity));
        else await run(trx, statements.store, [c.res.status, await answerText(c), ...identityValues(identity)]);
      }
      await finish(true);
    } catch (error) {
      await finish(false).catch(() => {});
      if (codeOf(error) === LOCK_NOT_AVAILABLE) return c.json({ message: translate(c.get('locale'), 'idempotency.in_progress') }, 409);
      if (codeOf(error) !== IN_FAILED_TRANSACTION && !isAbortedTransactionError(error)) throw error;
      // PostgreSQL rolled back: a statement failed and the handler carried on.
      if (c.res.status >= 400) return;
      console.error(`${c.req.method} ${c.req.path}: a statement failed inside the request's transaction, which rolled back`);
      // The handler's answer is final by now (returning another would be ignored), so it is
      // replaced, headers and all: a session cookie in it names a session that is not there.
      c.res = undefined;
      c.res = Response.json({ message: translate(c.get('locale'), 'http.server_error') }, { status: 500 });
      return;
    } finally {
      c.set('db', root);
      afterCommitEffects.delete(c);
    }
    for (const effect of effects) runEffect(c, effect);
  };
}

/**
 * Runs `effect` once the request's transaction has committed (at once for a request without
 * one, a GET); never when it rolls back. It starts before the answer leaves, but the answer does
 * not wait for it, and its failure is logged, not answered. For side effects outside the
 * database that must not happen for a change that is not there: a mail with a link to a row of
 * this request (`afterCommit(c, () => mailer.sendAfterAnswer(…))`).
 */
export function afterCommit(c: AppContext, effect: Effect): void {
  const effects = afterCommitEffects.get(c);
  if (effects) effects.push(effect);
  else runEffect(c, effect);
}

function runEffect(c: AppContext, effect: Effect) {
  const where = `${c.req.method} ${c.req.path}`;
  Promise.resolve()
    .then(effect)
    .catch((error) => console.error(`${where}: an after-commit effect failed:`, error));
}

/**
 * The request's transaction as the handler's `db`. Kysely refuses `transaction()` on a
 * transaction; here it opens a savepoint instead, so a handler's all-or-nothing part stays
 * all-or-nothing within the request (and on PostgreSQL a failure inside it, rolled back to the
 * savepoint, does not abort the request's transaction).
 */
function withNestedTransactions(trx: ControlledTransaction<Database, string[]>): Db {
  let savepoints = 0;
  const nested = (outer: ControlledTransaction<Database, string[]>) => {
    const builder = {
      async execute<T>(work: (db: Transaction<Database>) => Promise<T>): Promise<T> {
        const name = `nested_${++savepoints}`;
        const inner = (await outer.savepoint(name).execute()) as ControlledTransaction<Database, string[]>;
        let result: T;
        try {
          result = await work(patch(inner));
        } catch (error) {
          await inner.rollbackToSavepoint(name).execute();
          throw error;
        }
        await inner.releaseSavepoint(name).execute();
        return result;
      },
      setIsolationLevel(): never {
        throw new Error("a nested transaction runs at the isolation level of the request's transaction");
      },
      setAccessMode(): never {
        throw new Error("a nested transaction runs in the access mode of the request's transaction");
      },
    };
    return builder as unknown as TransactionBuilder<Database>;
  };
  const patch = (t: ControlledTransaction<Database, string[]>) => {
    Object.defineProperty(t, 'transaction', { value: () => nested(t), configurable: true });
    return t;
  };
  return patch(trx) as unknown as Db;
}

interface Identity {
  key: string;
  scope: string;
  method: string;
  path: string;
}

interface StoredAnswer {
  request_hash: string;
  status: number | null;
  body: string | null;
}

function whereIdentity(identity: Identity) {
  return (eb: ExpressionBuilder<Database, 'idempotency_keys'>) =>
    eb.and([
      eb('idempotency_keys.key', '=', identity.key),
      eb('idempotency_keys.scope', '=', identity.scope),
      eb('idempotency_keys.method', '=', identity.method),
      eb('idempotency_keys.path', '=', identity.path),
    ]);
}

/**
 * Inserts the claim in the request's transaction. Returns nothing when this request holds the
 * key now, else the earlier request's row. One statement on the hot path: an answer past its 24
 * hours, or an abandoned claim, is taken over by the same upsert.
 */
async function claim(trx: Transaction<Database>, statements: Statements, identity: Identity, requestHash: string, now: Date) {
  const expired = new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString();
  const abandoned = new Date(now.getTime() - ABANDONED_CLAIM_MS).toISOString();
  for (;;) {
    const claimed = await run(trx, statements.claim, [...identityValues(identity), requestHash, now.toISOString(), expired, abandoned]);
    if (claimed.rows.length > 0) return undefined;
    const earlier = await trx.selectFrom('idempotency_keys').select(['request_hash', 'status', 'body']).where(whereIdentity(identity)).executeTakeFirst();
    // Gone in between (forgotten by the hourly clean-up): claim afresh.
    if (earlier) return earlier;
  }
}

// The statements every keyed write runs, written out once per dialect: building them with
// Kysely's query builder took four times as long as running them (bench/clients.ts).
const CLAIM = `insert into "idempotency_keys" ("key", "scope", "method", "path", "request_hash", "status", "body", "created_at")
  values (?, ?, ?, ?, ?, null, null, ?)
  on conflict ("key", "scope", "method", "path") do update
    set "request_hash" = "excluded"."request_hash", "status" = null, "body" = null, "created_at" = "excluded"."created_at"
    where "idempotency_keys"."created_at" < ? or ("idempotency_keys"."status" is null and "idempotency_keys"."created_at" < ?)
  returning "key"`;
const WHERE_IDENTITY = `where "key" = ? and "scope" = ? and "method" = ? and "path" = ?`;
const STORE = `update "idempotency_keys" set "status" = ?, "body" = ? ${WHERE_IDENTITY}`;
const FORGET = `delete from "idempotency_keys" ${WHERE_IDENTITY}`;

interface Statements {
  claim: string;
  store: string;
  forget: string;
}

const statementsByDialect = new Map<DialectName, Statements>();
const dialects = new WeakMap<Db, DialectName>();

function statementsFor(db: Db): Statements {
  let dialect = dialects.get(db);
  if (!dialect) dialects.set(db, (dialect = dialectOf(db)));
  let statements = statementsByDialect.get(dialect);
  if (!statements) {
    // PostgreSQL numbers its placeholders; SQLite takes them in order.
    const numbered = (text: string) => {
      let n = 0;
      return dialect === 'postgres' ? text.replace(/\?/g, () => `$${++n}`) : text;
    };
    statements = { claim: numbered(CLAIM), store: numbered(STORE), forget: numbered(FORGET) };
    statementsByDialect.set(dialect, statements);
  }
  return statements;
}

function run(trx: Transaction<Database>, text: string, parameters: unknown[]) {
  return trx.executeQuery(CompiledQuery.raw(text, parameters));
}

function identityValues(identity: Identity) {
  return [identity.key, identity.scope, identity.method, identity.path];
}

/** The answer's body as text, for storing; the answer is rebuilt from it (cheaper than a clone). */
async function answerText(c: AppContext): Promise<string> {
  const answer = c.res;
  if (answer.status === 204 || answer.body === null) return '';
  const text = await answer.text();
  c.res = undefined;
  c.res = new Response(text, answer);
  return text;
}

function answerFromEarlier(c: AppContext, earlier: StoredAnswer, requestHash: string) {
  if (earlier.request_hash !== requestHash) {
    const message = translate(c.get('locale'), 'idempotency.mismatch');
    return c.json({ message, errors: { 'Idempotency-Key': [message] } }, 422);
  }
  // Only a server version that stored claims on their own leaves one unanswered.
  if (earlier.status === null) return c.json({ message: translate(c.get('locale'), 'idempotency.in_progress') }, 409);
  return new Response(earlier.status === 204 ? null : earlier.body, {
    status: earlier.status,
    headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' },
  });
}

function codeOf(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}

/** Drops answers past their 24 hours; run at start and then hourly. */
export async function forgetExpiredIdempotencyKeys(db: Db, now = new Date()): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString()).execute();
}
