import type { MiddlewareHandler } from 'hono';
import type { UnofficialStatusCode } from 'hono/utils/http-status';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { pickLocale } from '../domain/messages.js';
import { isExpired, newSessionToken, SESSION_COOKIE, SESSION_DAYS, sessionExpiry, sessionIdOf, shouldExtend } from '../domain/sessions.js';
import type { Db } from '../db/database.js';
import type { AppContext, AppEnv } from './context.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isSecure(c: AppContext): boolean {
  if (c.get('config').cookieSecure) return true;
  // Behind a TLS-terminating proxy the request reaches us as http; the proxy says so.
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}

function writeSessionCookie(c: AppContext, token: string) {
  setCookie(c, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecure(c),
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(c: AppContext) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isSecure(c) });
}

/** Starts a session for the user and hands its token to the browser. */
export async function startSession(c: AppContext, userId: number): Promise<void> {
  const db = c.get('db');
  // A sign-in replaces the session the browser had (no session fixation).
  const previous = getCookie(c, SESSION_COOKIE);
  if (previous) await db.deleteFrom('sessions').where('id', '=', sessionIdOf(previous)).execute();
  const token = newSessionToken();
  const now = new Date();
  await db
    .insertInto('sessions')
    .values({ id: sessionIdOf(token), user_id: userId, expires_at: sessionExpiry(now).toISOString(), created_at: now.toISOString() })
    .execute();
  writeSessionCookie(c, token);
  c.set('sessionStarted', true);
}

/** Ends the browser's session server-side (whatever its state) and clears the cookie. */
export async function endSession(c: AppContext): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) await c.get('db').deleteFrom('sessions').where('id', '=', sessionIdOf(token)).execute();
  clearSessionCookie(c);
}

/**
 * Resolves the session cookie to the signed-in user and applies the CSRF rules of the contract:
 *
 * - A write (POST/PUT/PATCH/DELETE), or any `/api/**` call, without
 *   `X-Requested-With: XMLHttpRequest` answers 419 'token expired'. Browsers only send that
 *   header from script on the same origin, so a cross-site form cannot forge a write.
 * - A cookie naming an unknown or expired session is cleared. On a write that answers 419 (the
 *   app reloads the page and the user signs in again); on a read the caller is simply
 *   anonymous, so protected calls answer 401 and pages still load.
 */
export function sessions(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const db = c.get('db');
    const method = c.req.method;
    const unsafe = UNSAFE_METHODS.has(method);
    const isApi = c.req.path === '/api' || c.req.path.startsWith('/api/');
    const fromApp = c.req.header('x-requested-with') === 'XMLHttpRequest';
    // 419 is Laravel's "page expired", which the app's client reacts to (SPEC §8); Hono types
    // only registered codes, hence UnofficialStatusCode.
    const tokenExpired = () => c.json({ message: 'token expired' }, 419 as UnofficialStatusCode);

    c.set('session', undefined);
    c.set('locale', pickLocale(undefined, c.req.header('accept-language')));
    if ((unsafe || isApi) && !fromApp) return tokenExpired();

    const token = getCookie(c, SESSION_COOKIE);
    let stale = false;
    if (token) {
      const id = sessionIdOf(token);
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .select(['sessions.expires_at as session_expires_at'])
        .where('sessions.id', '=', id)
        .executeTakeFirst();
      const now = new Date();
      if (!row || isExpired(row.session_expires_at, now) || row.active !== 1) {
        stale = true;
        if (row) await db.deleteFrom('sessions').where('id', '=', id).execute();
      } else {
        const { session_expires_at: expiresAt, ...user } = row;
        c.set('session', { id, expiresAt, user });
        c.set('locale', pickLocale(user.locale, undefined));
        if (shouldExtend(expiresAt, now)) {
          await db.updateTable('sessions').set({ expires_at: sessionExpiry(now).toISOString() }).where('id', '=', id).execute();
          writeSessionCookie(c, token);
        }
      }
    }

    if (stale) {
      clearSessionCookie(c);
      if (unsafe) return tokenExpired();
    }
    await next();
  };
}

/** Drops sessions past their expiry; run at start and then hourly. */
export async function forgetExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
}

/** Ends every session of a user (password reset, deactivation): a stolen cookie stops working. */
export async function endAllSessionsOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Ends the user's sessions in other browsers, keeping this one (password change). */
export async function endOtherSessions(c: AppContext, userId: number): Promise<void> {
  const current = c.get('session');
  let query = c.get('db').deleteFrom('sessions').where('user_id', '=', userId);
  if (current) query = query.where('id', '!=', current.id);
  await query.execute();
}
