import type { MiddlewareHandler } from 'hono';
import type { UnofficialStatusCode } from 'hono/utils/http-status';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { pickLocale, translate } from '../domain/messages.js';
import {
  isExpired,
  LAST_SEEN_EVERY_MS,
  SESSION_COOKIE,
  SESSION_DAYS,
  sessionExpiry,
  sessionIdOf,
  shouldExtend,
  shouldNoteSeen,
  USER_AGENT_MAX,
} from '../domain/sessions.js';
import { closeSession, openSession } from '../actions/accounts.js';
import { actorFor } from '../actions/actor.js';
import { deleteSession, extendSession, findSession, noteSessionSeen, type SeenFrom } from '../stores/sessions.js';
import { visitorOf } from './actor.js';
import { callerAddress, type AppContext, type AppEnv } from './context.js';
import { WRITE_METHODS } from '@kwartier/api';
import { bearerTokenOf, isFirstUseOfDay, scopeAllows, shouldNoteUse, TOKEN_USE_EVERY_MS } from '../domain/accessTokens.js';
import { tokenHash } from '../domain/tokens.js';
import { findAccessToken, noteAccessTokenUsed } from '../stores/accessTokens.js';
import { recordAudit } from '../stores/audit.js';


/** Whether cookies this answer sets are marked Secure (HTTPS, or COOKIE_SECURE). */
export function isSecure(c: AppContext): boolean {
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

/** An address to show: a request without a socket (a call the server makes to itself) has none. */
const knownAddress = (address: string) => (address === '' || address === 'unknown' ? null : address);

/** Where this request comes from, as My profile › Sessions shows a session. */
function seenFrom(c: AppContext): SeenFrom {
  return { userAgent: c.req.header('user-agent')?.slice(0, USER_AGENT_MAX) || null, address: knownAddress(callerAddress(c)) };
}

/** Starts a session for the user (actions/accounts.ts `openSession`) and hands its token to the browser. */
export async function startSession(c: AppContext, user: { id: number; organization_id: number }): Promise<void> {
  // A sign-in replaces the session the browser had (no session fixation).
  const previousToken = getCookie(c, SESSION_COOKIE);
  const token = await openSession(c.get('db'), actorFor(visitorOf(c), user, user.id), { ...seenFrom(c), ...(previousToken ? { previousToken } : {}) });
  writeSessionCookie(c, token);
  c.set('sessionStarted', true);
}

/** Ends the browser's session server-side (whatever its state) and clears the cookie. */
export async function endSession(c: AppContext): Promise<void> {
  await closeSession(c.get('db'), getCookie(c, SESSION_COOKIE));
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
    const unsafe = WRITE_METHODS.has(method);
    const isApi = c.req.path === '/api' || c.req.path.startsWith('/api/');
    const fromApp = c.req.header('x-requested-with') === 'XMLHttpRequest';
    // 419 is Laravel's "page expired", which the app's client answers by reloading the page; Hono types
    // only registered codes, hence UnofficialStatusCode.
    const tokenExpired = () => c.json({ message: 'token expired' }, 419 as UnofficialStatusCode);

    c.set('session', undefined);
    c.set('locale', pickLocale(undefined, c.req.header('accept-language')));

    // A personal access token: no cookie and no CSRF header needed — a browser
    // never adds an Authorization header by itself, so a cross-site form cannot forge one.
    const bearer = isApi ? bearerTokenOf(c.req.header('authorization')) : undefined;
    if (bearer !== undefined) return withAccessToken(c, bearer, next);

    if ((unsafe || isApi) && !fromApp) return tokenExpired();

    const token = getCookie(c, SESSION_COOKIE);
    let stale = false;
    if (token) {
      const id = sessionIdOf(token);
      const found = await findSession(db, id);
      const now = new Date();
      if (!found || isExpired(found.expiresAt, now) || found.user.active !== 1) {
        stale = true;
        if (found) await deleteSession(db, id);
      } else {
        const { expiresAt, user, twoFactorForAdmins } = found;
        c.set('session', { id, expiresAt, user, twoFactorForAdmins });
        c.set('locale', pickLocale(user.locale, undefined));
        if (shouldExtend(expiresAt, now)) {
          await extendSession(db, id, sessionExpiry(now));
          writeSessionCookie(c, token);
        }
        // Last seen: one conditional update per session every few minutes, not one per request.
        if (shouldNoteSeen(found.lastSeenAt, now)) await noteSessionSeen(db, id, found, now, seenFrom(c), LAST_SEEN_EVERY_MS);
      }
    }

    if (stale) {
      clearSessionCookie(c);
      if (unsafe) return tokenExpired();
    }
    await next();
  };
}

/**
 * Resolves `Authorization: Bearer <token>` to the token's user: unknown, expired (or revoked:
 * deleted) tokens and tokens of a deactivated user answer 401; a `read` token on anything but
 * GET/HEAD answers 403. `last_used_at` is noted at most once a minute, and the first use of a
 * (UTC) day goes into the audit trail.
 */
async function withAccessToken(c: AppContext, secret: string, next: () => Promise<void>): Promise<Response | void> {
  const db = c.get('db');
  const hash = tokenHash(secret);
  const found = await findAccessToken(db, hash);
  const now = new Date();
  if (!found || isExpired(found.token.expires_at, now) || found.user.active !== 1) {
    return c.json({ message: translate(c.get('locale'), 'http.unauthenticated') }, 401);
  }
  const { token, user } = found;
  c.set('locale', pickLocale(user.locale, undefined));
  if (!scopeAllows(token.scope, c.req.method)) return c.json({ message: translate(c.get('locale'), 'token.read_only') }, 403);
  c.set('session', { id: `token:${hash}`, expiresAt: token.expires_at, user, accessToken: { id: token.id, scope: token.scope } });
  if (shouldNoteUse(token.last_used_at, now) && (await noteAccessTokenUsed(db, token.id, now, TOKEN_USE_EVERY_MS)) && isFirstUseOfDay(token.last_used_at, now)) {
    await recordAudit(db, {
      organizationId: user.organization_id,
      userId: user.id,
      kind: 'user.token_used',
      subject: { type: 'user', id: user.id },
      details: { name: token.name, to: token.scope },
      requestId: c.get('requestId') ?? null,
      at: now,
    });
  }
  await next();
}
