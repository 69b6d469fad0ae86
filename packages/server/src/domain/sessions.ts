import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'kwartier_session';
export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A new session token for the cookie: 32 random bytes, URL-safe. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The id a session is stored under: the token's sha256. Only the browser holds the token, so
 * reading the sessions table does not let anyone act as a user.
 */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + SESSION_DAYS * DAY_MS);
}

export function isExpired(expiresAt: string, now: Date): boolean {
  return expiresAt <= now.toISOString();
}

/**
 * Sessions slide: a session in use keeps living for another 30 days. The expiry is pushed at
 * most once a day so that an active user does not cause a database write on every request.
 */
export function shouldExtend(expiresAt: string, now: Date): boolean {
  return new Date(expiresAt).getTime() - now.getTime() < (SESSION_DAYS - 1) * DAY_MS;
}
