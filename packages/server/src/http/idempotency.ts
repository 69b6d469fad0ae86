import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { translate } from '../domain/messages.js';
import type { AppEnv } from './context.js';

/** How long an answer is kept for replay (the contract's 24 hours). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a duplicate waits for the first request to finish; the app's own timeout is 15 s. */
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 25;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * `Idempotency-Key` on a write: the first complete answer per (key, session, method, path) is
 * stored and replayed — same status, same body, header `Idempotent-Replayed: true` — for a
 * repeated key, without running the handler again. The app retries failed calls up to 100
 * times, so a write whose answer was lost on the way must not be applied twice.
 *
 * - A duplicate arriving while the first is still running waits for it (polling the stored row,
 *   which works across processes and on both databases) and then gets the replay; after 15 s
 *   it answers 409.
 * - The same key with a different body answers 422 (errors under `Idempotency-Key`) rather
 *   than replaying the answer to another request, as the IETF Idempotency-Key draft advises.
 * - Server errors (5xx) and thrown errors are not stored: a retry should get a real second try.
 * - Answers that set a cookie (sign-in, sign-up) are not stored: a replay could not hand out
 *   the session without keeping its token, and signing in twice is harmless anyway.
 * - Requests without a session share the `anonymous` scope; keys are random UUIDs, so callers
 *   do not meet each other's keys.
 */
export function idempotency(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (!key || !WRITE_METHODS.has(c.req.method)) return next();
    const db = c.get('db');
    const session = c.get('session');
    const identity = {
      key,
      scope: session ? `session:${session.id}` : 'anonymous',
      method: c.req.method,
      path: c.req.path,
    };
    const requestHash = createHash('sha256').update(c.get('rawBody') ?? '').digest('hex');
    const now = new Date();

    let claimed = await claim(db, identity, requestHash, now);
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    while (!claimed) {
      const stored = await findRow(db, identity);
      if (!stored) {
        // The first request failed and released its claim: this one gets to try.
        claimed = await claim(db, identity, requestHash, new Date());
        continue;
      }
      if (stored.request_hash !== requestHash) {
        const message = translate(c.get('locale'), 'idempotency.mismatch');
        return c.json({ message, errors: { 'Idempotency-Key': [message] } }, 422);
      }
      if (stored.status !== null) {
        return new Response(stored.status === 204 ? null : stored.body, {
          status: stored.status,
          headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' },
        });
      }
      if (Date.now() > deadline) return c.json({ message: translate(c.get('locale'), 'idempotency.in_progress') }, 409);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }

    const release = () => db.deleteFrom('idempotency_keys').where(whereIdentity(identity)).execute();
    try {
      await next();
    } catch (error) {
      await release();
      throw error;
    }
    if (c.res.status >= 500 || c.get('sessionStarted')) {
      await release();
      return;
    }
    const body = c.res.status === 204 ? '' : await c.res.clone().text();
    await db.updateTable('idempotency_keys').set({ status: c.res.status, body }).where(whereIdentity(identity)).execute();
  };
}

interface Identity {
  key: string;
  scope: string;
  method: string;
  path: string;
}

function whereIdentity(identity: Identity) {
  return (eb: ExpressionBuilder<Database, 'idempotency_keys'>) =>
    eb.and([
      eb('key', '=', identity.key),
      eb('scope', '=', identity.scope),
      eb('method', '=', identity.method),
      eb('path', '=', identity.path),
    ]);
}

function findRow(db: Db, identity: Identity) {
  return db.selectFrom('idempotency_keys').selectAll().where(whereIdentity(identity)).executeTakeFirst();
}

/** Inserts the in-progress row; false when another request holds the key already. */
async function claim(db: Db, identity: Identity, requestHash: string, now: Date): Promise<boolean> {
  // An answer older than 24 hours is forgotten: the key may be used afresh.
  await db
    .deleteFrom('idempotency_keys')
    .where(whereIdentity(identity))
    .where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString())
    .execute();
  const result = await db
    .insertInto('idempotency_keys')
    .values({ ...identity, request_hash: requestHash, status: null, body: null, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['key', 'scope', 'method', 'path']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Drops answers past their 24 hours; run at start and then hourly. */
export async function forgetExpiredIdempotencyKeys(db: Db, now = new Date()): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString()).execute();
}
