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

/**
 * How often a session's `last_seen_at` (and address, user agent) is written at most: a session in
 * use is noted as seen when its stored moment is older than this, so an active browser costs one
 * small update every five minutes, not one per request.
 */
export const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

/** Whether a session last seen at `lastSeenAt` (null: never noted) should be noted as seen now. */
export function shouldNoteSeen(lastSeenAt: string | null, now: Date): boolean {
  return lastSeenAt === null || now.getTime() - new Date(lastSeenAt).getTime() >= LAST_SEEN_EVERY_MS;
}

/**
 * The id a session is known by in the API (My profile › Sessions): derived from the stored id
 * (itself the token's sha256) by another hash, so an answer names a session without handing out
 * its token or the hash it is stored under, and needs no column of its own.
 */
export function sessionHandleOf(id: string): string {
  return createHash('sha256').update(`kwartier-session-handle:${id}`).digest('base64url').slice(0, 22);
}

/** The longest User-Agent kept; real ones are well under it. */
export const USER_AGENT_MAX = 512;
