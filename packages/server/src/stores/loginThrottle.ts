import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { accountKeyPrefix, accountThrottleKey, addressThrottleKey, lockout, longestLockout, windowCutoff, type Lockout } from '../domain/loginThrottle.js';

// The storage side of login throttling; the rules are in domain/loginThrottle.ts. Counts live
// in the database so that they hold across processes and restarts, on both dialects.

/** The throttle's statements on the request's handle (see http/context.ts `storeOf`). */
export function loginThrottleStore(db: Db) {
  return {
    count: (email: string, address: string, now?: Date) => countLoginAttempt(db, email, address, now),
    forgive: (keys: string[]) => forgiveLoginAttempt(db, keys),
    clearAccount: (email: string) => clearAccountThrottle(db, email),
  };
}

/**
 * Counts one sign-in attempt for the account from the caller's address and for the caller's
 * address, in one atomic statement per key (parallel attempts cannot all read "not locked"), and
 * tells whether either is now over its limit.
 */
export async function countLoginAttempt(db: Db, email: string, address: string, now = new Date()): Promise<{ lockout: Lockout; keys: string[] }> {
  const accountKey = accountThrottleKey(email, address);
  const ipKey = addressThrottleKey(address);
  const [byAccount, byIp] = [await count(db, accountKey, now), await count(db, ipKey, now)];
  return {
    lockout: longestLockout([
      lockout('account', byAccount.attempts, byAccount.window_started_at, now),
      lockout('ip', byIp.attempts, byIp.window_started_at, now),
    ]),
    keys: [accountKey, ipKey],
  };
}

/** A successful sign-in: the account starts afresh from this address, and its attempt does not count for the address. */
export async function forgiveLoginAttempt(db: Db, [accountKey, ipKey]: string[]): Promise<void> {
  await db.deleteFrom('login_throttles').where('key', '=', accountKey).execute();
  await db
    .updateTable('login_throttles')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('key', '=', ipKey)
    .where('attempts', '>', 0)
    .execute();
}

/** A password reset proves the owner: the account's counts at every address start afresh. */
export async function clearAccountThrottle(db: Db, email: string): Promise<void> {
  const prefix = accountKeyPrefix(email);
  // A prefix compare that means the same on both dialects (no LIKE wildcards, no collation).
  await db
    .deleteFrom('login_throttles')
    .where(sql<string>`substr(key, 1, ${sql.lit(prefix.length)})`, '=', prefix)
    .execute();
}

async function count(db: Db, key: string, now: Date) {
  const cutoff = windowCutoff(now);
  const started = now.toISOString();
  // A window that is over starts again with this attempt; otherwise the attempt is added.
  const windowOver = sql<boolean>`login_throttles.window_started_at <= ${cutoff}`;
  return db
    .insertInto('login_throttles')
    .values({ key, attempts: 1, window_started_at: started })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        attempts: sql<number>`case when ${windowOver} then 1 else login_throttles.attempts + 1 end`,
        window_started_at: sql<string>`case when ${windowOver} then ${started} else login_throttles.window_started_at end`,
      }),
    )
    .returning(['attempts', 'window_started_at'])
    .executeTakeFirstOrThrow();
}

/** Drops counts of windows that are over; run at start and then hourly. */
export async function forgetOldLoginAttempts(db: Db, now = new Date()): Promise<void> {
  await db.deleteFrom('login_throttles').where('window_started_at', '<=', windowCutoff(now)).execute();
}
