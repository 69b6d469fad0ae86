import { normalizeEmail } from './text.js';

// Login throttling ("throttled per account and address"), as Laravel does it: attempts
// are counted per account *and* client address together, and per client address. Guesses from
// one place lock that place out of that account, never the owner signing in from another place
// (a count per account alone would let anyone keep the owner out with a few wrong passwords a
// minute). Counts are kept in a fixed window of one minute that starts with the first attempt.
// They are counted *before* the password is checked, so a burst of parallel guesses cannot slip
// past the limit; a successful sign-in forgives its own attempt.

export const LOGIN_WINDOW_SECONDS = 60;

/**
 * Attempts per window: 5 per account from one client address ("5 tries a minute", the
 * usual limit against guessing a password), 20 per client address whatever the accounts, so one
 * machine cannot try many accounts while an office behind one address is not locked out by a
 * few typos.
 */
export const LOGIN_LIMITS = { account: 5, ip: 20 } as const;

export type ThrottleKind = keyof typeof LOGIN_LIMITS;

/**
 * The key of the account from one address: `account:<email>|<address>`, the email lower-cased
 * and URI-encoded (so it holds no `|`, and `accountKeyPrefix` names exactly its keys).
 */
export function accountThrottleKey(email: string, address: string): string {
  return `${accountKeyPrefix(email)}${address}`;
}

/** The start every key of this account has, whatever the address. */
export function accountKeyPrefix(email: string): string {
  return `account:${encodeURIComponent(normalizeEmail(email))}|`;
}

export function addressThrottleKey(address: string): string {
  return `ip:${address}`;
}

/** Windows that started at or before this moment are over. */
export function windowCutoff(now: Date): string {
  return new Date(now.getTime() - LOGIN_WINDOW_SECONDS * 1000).toISOString();
}

export type Lockout = { locked: false } | { locked: true; retryAfterSeconds: number };

/** After counting this attempt: is the key over its limit, and for how long still? */
export function lockout(kind: ThrottleKind, attempts: number, windowStartedAt: string, now: Date): Lockout {
  if (attempts <= LOGIN_LIMITS[kind]) return { locked: false };
  const endsAt = new Date(windowStartedAt).getTime() + LOGIN_WINDOW_SECONDS * 1000;
  return { locked: true, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
}

/** The longer of several lockouts (email and address both locked: wait for both). */
export function longestLockout(lockouts: Lockout[]): Lockout {
  let longest: Lockout = { locked: false };
  for (const current of lockouts) {
    if (current.locked && (!longest.locked || current.retryAfterSeconds > longest.retryAfterSeconds)) longest = current;
  }
  return longest;
}

/**
 * The caller's address. Behind a reverse proxy every request comes from the proxy, so with
 * `trustProxy` the last X-Forwarded-For entry counts: the one the proxy itself added (earlier
 * entries are whatever the client claimed).
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trustProxy: boolean): string {
  if (trustProxy && forwardedFor) {
    const last = forwardedFor.split(',').map((part) => part.trim()).filter(Boolean).pop();
    if (last) return last;
  }
  return socketAddress ?? 'unknown';
}
