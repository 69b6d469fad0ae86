import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { isAbortedTransactionError } from 'kysely';
import { withNestedTransactions } from '../db/transaction.js';
import { translate } from '../domain/messages.js';
import { claimKey, forgetKey, idempotencyStatements, sessionScope, storeAnswer, type Identity, type StoredAnswer } from '../stores/idempotency.js';
import { sessionsMayHaveChanged } from '../stores/sessions.js';
import { committed } from '../db/commits.js';
import { HttpError, ValidationFailure, type AppContext, type AppEnv } from './context.js';
import { WRITE_METHODS } from '@kwartier/api';


/** PostgreSQL: `lock_timeout` (set on the pool, see db/database.ts) ran out. */
const LOCK_NOT_AVAILABLE = '55P03';
/** PostgreSQL: a statement after one that failed, in the same transaction. */
const IN_FAILED_TRANSACTION = '25P02';

type Effect = () => unknown;
const afterCommitEffects = new WeakMap<AppContext, Effect[]>();
const awaitedEffects = new WeakMap<AppContext, Effect[]>();

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
 * Operations marked `x-read-only` in the contract (periods, dashboard totals, reading a week of
 * the time sheet: reads that take a JSON body) are no writes: they run on the root handle, and an
 * Idempotency-Key they carry is ignored — a team's year of totals, or a week read again at every
 * visit of the time sheet, kept for 24 hours per call would serve nobody.
 *
 * Handlers must reach the database through `c.get('db')` only: on SQLite the transaction holds
 * the one connection, so a statement on another handle would wait for it forever. Slow work that
 * needs no database (password hashing, a mail server) runs while the transaction is open, which
 * on SQLite holds up every other request's queries meanwhile; side effects that must follow the
 * commit (a mail whose link needs the committed row) belong in `afterCommit`.
 */
export function idempotency(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // A read sent as POST (`x-read-only` in the contract) changes nothing: no transaction, no key kept.
    if (!WRITE_METHODS.has(c.req.method) || c.get('operation')?.readOnly) return next();
    const root = c.get('db');
    const key = c.req.header('idempotency-key');
    const session = c.get('session');
    const identity: Identity | undefined =
      key && session ? { key, scope: sessionScope(session.id), method: c.req.method, path: c.req.path } : undefined;
    const requestHash = identity ? createHash('sha256').update(c.get('rawBody') ?? '').digest('hex') : '';

    const statements = idempotencyStatements(root);
    const effects: Effect[] = [];
    const awaited: Effect[] = [];
    let stored = false;
    let claimed = false;
    const trx = await root.startTransaction().execute();
    const finish = async (commit: boolean) => {
      if (trx.isCommitted || trx.isRolledBack) return;
      if (commit) {
        await trx.commit().execute();
        // Before the answer leaves: the caller's next request must see what this one changed.
        sessionsMayHaveChanged(root);
        committed();
      } else await trx.rollback().execute();
    };
    c.set('db', withNestedTransactions(trx));
    if (identity) keepAnswerTexts(c);
    afterCommitEffects.set(c, effects);
    awaitedEffects.set(c, awaited);
    try {
      if (identity) {
        const earlier = await claimKey(trx, statements, identity, requestHash, new Date());
        if (earlier) {
          await finish(false);
          return answerFromEarlier(earlier, requestHash);
        }
      }
      await next();
      if (c.res.status >= 500) {
        await finish(false);
        return;
      }
      if (identity) {
        if (c.get('sessionStarted')) await forgetKey(trx, statements, identity);
        else if (awaited.length === 0) {
          await storeAnswer(trx, statements, identity, c.res.status, await answerText(c));
          stored = true;
        }
        // With work still to follow the commit (answerAfterCommit) the claim stays unanswered
        // until that work has decided the answer: a duplicate meanwhile hears "in progress"
        // (409), never a replay of an answer that is not final.
        else claimed = true;
      }
      await finish(true);
    } catch (error) {
      await finish(false).catch(() => {});
      if (codeOf(error) === LOCK_NOT_AVAILABLE) throw new HttpError(409, 'idempotency.in_progress');
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
      awaitedEffects.delete(c);
    }
    try {
      for (const effect of awaited) {
        const replaced = await effect();
        if (!(replaced instanceof Response)) continue;
        // The effect's answer is the request's (and the one kept for the key, below).
        c.res = undefined;
        c.res = replaced;
      }
      if (claimed && identity) {
        const text = await answerText(c);
        await root.transaction().execute((t) => storeAnswer(t, statements, identity, c.res.status, text));
      }
    } catch (error) {
      // The answer becomes the effect's failure: the claim is given up, so a retry runs again.
      if ((stored || claimed) && identity) await root.transaction().execute((t) => forgetKey(t, statements, identity));
      throw error;
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

/**
 * Runs `effect` once the request's transaction has committed, before the answer leaves: the
 * answer waits for it, and what it throws becomes the answer (through `onError`), with the
 * request's `Idempotency-Key` given up. A Response it returns becomes the answer instead of the
 * handler's (an invoice mailed: the invoice as it is after the mail, resources/invoicemails).
 * The answer is kept for the key only once the effect has run; a repeat of the key meanwhile
 * hears 409 "in progress" rather than a replay of an answer that is not final. For work outside the database
 * that must follow the commit and whose failure the caller must hear of (the invitation mail:
 * SMTP is not held inside the transaction, which on SQLite would hold the only connection). The
 * effect runs with the request's `db` back to the database itself, so an undo it writes is a
 * short transaction of its own. Only on a write (a request with a transaction).
 */
export function answerAfterCommit(c: AppContext, effect: Effect): void {
  const effects = awaitedEffects.get(c);
  if (!effects) throw new Error('answerAfterCommit needs the transaction of a write');
  effects.push(effect);
}

function runEffect(c: AppContext, effect: Effect) {
  const where = `${c.req.method} ${c.req.path}`;
  Promise.resolve()
    .then(effect)
    .catch((error) => console.error(`${where}: an after-commit effect failed:`, error));
}

/** The text of answers made by `c.json` or `c.body` with a text, by answer. */
const answerTexts = new WeakMap<Response, string>();

/**
 * Has the handler's `c.json` and `c.body` note the text of the answer they make, so the answer
 * is stored from that text rather than read back out of the Response (which turns the node
 * server's lightweight answer into a web stream and back: a tenth of a keyed create's time,
 * bench/clients.ts). The answer itself is made as before.
 */
function keepAnswerTexts(c: AppContext) {
  const body = c.body;
  c.body = ((data: unknown, ...rest: unknown[]) => {
    const answer = (body as (...args: unknown[]) => Response)(data, ...rest);
    if (typeof data === 'string') answerTexts.set(answer, data);
    return answer;
  }) as typeof c.body;
  c.json = ((object: unknown, arg?: unknown, headers?: Record<string, string>) =>
    (c.body as (...args: unknown[]) => Response)(JSON.stringify(object), arg, { 'Content-Type': 'application/json', ...headers })) as typeof c.json;
}

/** The answer's body as text, for storing; the answer is rebuilt from it (cheaper than a clone). */
async function answerText(c: AppContext): Promise<string> {
  const answer = c.res;
  if (answer.status === 204) return '';
  const known = answerTexts.get(answer);
  if (known !== undefined) return known;
  if (answer.body === null) return '';
  const text = await answer.text();
  c.res = undefined;
  c.res = new Response(text, answer);
  return text;
}

function answerFromEarlier(earlier: StoredAnswer, requestHash: string) {
  if (earlier.request_hash !== requestHash) throw new ValidationFailure({ 'Idempotency-Key': 'idempotency.mismatch' });
  // Only a server version that stored claims on their own leaves one unanswered.
  if (earlier.status === null) throw new HttpError(409, 'idempotency.in_progress');
  return new Response(earlier.status === 204 ? null : earlier.body, {
    status: earlier.status,
    headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' },
  });
}

function codeOf(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}
