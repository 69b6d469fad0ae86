import type { MiddlewareHandler } from 'hono';
import { CORS_HEADERS, CORS_MAX_AGE, CORS_METHODS } from '../domain/accessTokens.js';
import { anyOrganizationListsOrigin, organizationListsOrigin } from '../stores/accessTokens.js';
import type { AppEnv } from './context.js';

/**
 * CORS for the API, from the origins organisations list (`api_origins`):
 *
 * - Only `/api/**` calls carrying an `Origin` other than the app's own are concerned.
 * - A preflight (OPTIONS with `Access-Control-Request-Method`) carries no credentials, so no
 *   caller: it is allowed for an origin that **any** organisation lists (the methods and headers
 *   of `CORS_METHODS` / `CORS_HEADERS`, kept `CORS_MAX_AGE` seconds), and answered 204 without
 *   CORS headers otherwise.
 * - The actual request is then judged by its caller: with a session or token, the caller's
 *   **own** organisation must list the origin, and the answer allows it with credentials. A
 *   caller without either (a 401, a public call) gets the origin allowed without credentials when
 *   some organisation lists it, so the other app can read the 401. An origin nobody lists gets no
 *   CORS headers at all: the browser hides the answer.
 */
export function cors(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const isApi = c.req.path === '/api' || c.req.path.startsWith('/api/');
    if (!origin || !isApi || isOwnOrigin(origin, c.req.url, c.get('config').appUrl)) return next();
    const db = c.get('db');

    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      const headers: Record<string, string> = { Vary: 'Origin' };
      if (await anyOrganizationListsOrigin(db, origin)) {
        Object.assign(headers, {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Credentials': 'true',
          'Access-Control-Allow-Methods': CORS_METHODS,
          'Access-Control-Allow-Headers': CORS_HEADERS,
          'Access-Control-Max-Age': String(CORS_MAX_AGE),
        });
      }
      return c.body(null, 204, headers);
    }

    await next();
    const user = c.get('session')?.user;
    const allowed = user ? await organizationListsOrigin(db, user.organization_id, origin) : await anyOrganizationListsOrigin(db, origin);
    c.res.headers.append('Vary', 'Origin');
    if (!allowed) return;
    c.res.headers.set('Access-Control-Allow-Origin', origin);
    if (user) c.res.headers.set('Access-Control-Allow-Credentials', 'true');
    c.res.headers.set('Access-Control-Expose-Headers', 'Retry-After, X-Request-Id, Content-Disposition');
  };
}

/** Whether `origin` is the app's own (the configured APP_URL, or the address the request came to). */
function isOwnOrigin(origin: string, requestUrl: string, appUrl: string | undefined): boolean {
  const origins = [new URL(requestUrl).origin];
  if (appUrl) {
    try {
      origins.push(new URL(appUrl).origin);
    } catch {
      // A malformed APP_URL is reported by the configuration, not here.
    }
  }
  return origins.includes(origin.toLowerCase());
}
