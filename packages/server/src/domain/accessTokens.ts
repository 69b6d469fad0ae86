import { randomBytes } from 'node:crypto';
import type { TokenScope } from '@kwartier/api';

// Personal access tokens: pure rules. The secret is `kwt_` + 32 random bytes;
// only its sha256 (domain/tokens.ts tokenHash) is stored.

/** Prefix of every token's secret, so a leaked one is recognisable (secret scanners, logs). */
export const ACCESS_TOKEN_PREFIX = 'kwt_';
/** The longest a token may live. */
export const ACCESS_TOKEN_MAX_DAYS = 365;
/** `last_used_at` is noted at most this often per token. */
export const TOKEN_USE_EVERY_MS = 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

export function newAccessToken(): string {
  return ACCESS_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/** The secret of an `Authorization: Bearer …` header, or undefined when there is none. */
export function bearerTokenOf(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization);
  return match?.[1];
}

/** Whether a token of `scope` may make a request with `method`: `read` only GET and HEAD. */
export function scopeAllows(scope: TokenScope, method: string): boolean {
  return scope === 'write' || method === 'GET' || method === 'HEAD';
}

export type Expiry = { at: Date } | { error: 'token.expiry_required' | 'token.expiry_range'; field: 'expires_in_days' | 'expires_on' };

/**
 * When a new token expires: `days` from now, or at the end (UTC) of the date `on` — exactly one
 * of the two, not today or before, and at most ACCESS_TOKEN_MAX_DAYS ahead.
 */
export function tokenExpiry(input: { expires_in_days?: number; expires_on?: string }, now: Date): Expiry {
  const { expires_in_days: days, expires_on: on } = input;
  if ((days === undefined) === (on === undefined)) return { error: 'token.expiry_required', field: 'expires_in_days' };
  if (days !== undefined) {
    if (days < 1 || days > ACCESS_TOKEN_MAX_DAYS) return { error: 'token.expiry_range', field: 'expires_in_days' };
    return { at: new Date(now.getTime() + days * DAY_MS) };
  }
  const endOfDay = new Date(`${on}T23:59:59.999Z`);
  const today = now.toISOString().slice(0, 10);
  const latest = new Date(now.getTime() + ACCESS_TOKEN_MAX_DAYS * DAY_MS).toISOString().slice(0, 10);
  if (Number.isNaN(endOfDay.getTime()) || on! <= today || on! > latest) return { error: 'token.expiry_range', field: 'expires_on' };
  return { at: endOfDay };
}

/** Whether a token last used at `lastUsedAt` should be noted as used now. */
export function shouldNoteUse(lastUsedAt: string | null, now: Date): boolean {
  return lastUsedAt === null || now.getTime() - new Date(lastUsedAt).getTime() >= TOKEN_USE_EVERY_MS;
}

/** Whether this use is the token's first of the (UTC) day: the audit trail records that one only. */
export function isFirstUseOfDay(lastUsedAt: string | null, now: Date): boolean {
  return lastUsedAt === null || lastUsedAt.slice(0, 10) !== now.toISOString().slice(0, 10);
}

// ---- CORS origins --------------------------------------------------------------------------

/** An origin as compared: scheme and host in lower case, the port as written. */
export function normalOrigin(origin: string): string {
  return origin.toLowerCase();
}

/** The origins as stored: one per line. */
export function storedOrigins(origins: readonly string[]): string {
  return origins.map(normalOrigin).join('\n');
}

export function originsOf(stored: string): string[] {
  return stored === '' ? [] : stored.split('\n');
}

/** Whether two of the origins are the same (case of the host ignored). */
export function hasDuplicateOrigin(origins: readonly string[]): boolean {
  return new Set(origins.map(normalOrigin)).size !== origins.length;
}

/** Whether an organisation's stored list names the request's `Origin`. */
export function listsOrigin(stored: string, origin: string): boolean {
  return originsOf(stored).includes(normalOrigin(origin));
}

/** The methods and headers a preflight allows. */
export const CORS_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
export const CORS_HEADERS = 'Authorization, Content-Type, Accept, Accept-Language, X-Requested-With, Idempotency-Key, X-Request-Id';
/** How long a browser may keep a preflight's answer (seconds). */
export const CORS_MAX_AGE = 600;
