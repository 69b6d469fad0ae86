import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { finishSsoSignIn, providerAccess, removeSsoSettings, saveSsoSettings, ssoSettings, SsoFailure, startSsoSignIn } from '../../actions/sso.js';
import { serverSecretBox } from '../../domain/secretBox.js';
import { signInPageWith, SSO_CALLBACK_PATH, SSO_SIGN_IN_MINUTES, SSO_STATE_COOKIE } from '../../domain/singleSignOn.js';
import { actorOf, visitorOf } from '../../http/actor.js';
import { HttpError, route, ValidationFailure, type AppContext, type AppEnv } from '../../http/context.js';
import { isSecure, startSession } from '../../http/session.js';
import { ssoShape } from './shape.js';

// Single sign-on (OpenID Connect): the admin's connection (`/api/organization/sso`) and the two
// page loads of a sign-in (`/login/sso` to the provider, `/login/sso/callback` back). The changes
// are actions (actions/sso.ts); the state cookie and the session cookie are here.

export const ssoRoutes = new Hono<AppEnv>();

const boxOf = (c: AppContext) => serverSecretBox(c.get('config'));
const accessOf = (c: AppContext) => providerAccess(c.get('config'));

/** The redirect URI registered at the provider. */
const callbackUrlOf = (c: AppContext) => `${c.get('config').appUrl}${SSO_CALLBACK_PATH}`;

const STATE_COOKIE_PATH = '/login/sso';

route(ssoRoutes, '/api/organization/sso', 'get', async (c) => {
  const connection = await ssoSettings(c.get('db'), actorOf(c));
  if (!connection) throw new HttpError(404, 'http.not_found');
  return c.json(ssoShape(connection, callbackUrlOf(c)), 200);
});

route(ssoRoutes, '/api/organization/sso', 'put', async (c, { body }) => {
  const saved = await saveSsoSettings(c.get('db'), actorOf(c), boxOf(c), body, accessOf(c));
  return c.json(ssoShape(saved, callbackUrlOf(c)), 200);
});

route(ssoRoutes, '/api/organization/sso', 'delete', async (c) => {
  await removeSsoSettings(c.get('db'), actorOf(c));
  return c.body(null, 204);
});

/**
 * Back to the sign-in page with the reason (`sso_error`, and `X-SSO-Error` for scripts). Anything
 * but a refusal of ours (the database away, a bug) is logged and told as the provider being
 * unavailable: a page load never ends on a stack or a 500.
 */
function failed(c: AppContext, error: unknown): Response {
  const code = error instanceof SsoFailure ? error.code : 'provider_unavailable';
  if (!(error instanceof SsoFailure)) console.error(`${c.req.method} ${c.req.path}: single sign-on failed unexpectedly`, error);
  c.header('X-SSO-Error', code);
  return c.redirect(signInPageWith(code), 302);
}

/** The person this browser's session (its cookie; never a personal access token) is signed in as, if any. */
function signedInPerson(c: AppContext): number | undefined {
  const session = c.get('session');
  return session && !session.accessToken ? session.user.id : undefined;
}

route(ssoRoutes, '/login/sso', 'get', async (c, { query }) => {
  // Neither an address nor an organisation: 422, a request the app never makes.
  if (query.email === undefined && query.organization === undefined) throw new ValidationFailure({ email: 'validation.required' });
  try {
    const { state, url } = await startSsoSignIn(
      c.get('db'),
      visitorOf(c),
      boxOf(c),
      { email: query.email, organizationId: query.organization, personId: signedInPerson(c), returnTo: query.return_to, redirectUri: callbackUrlOf(c) },
      accessOf(c),
    );
    setCookie(c, SSO_STATE_COOKIE, state, { path: STATE_COOKIE_PATH, httpOnly: true, sameSite: 'Lax', secure: isSecure(c), maxAge: SSO_SIGN_IN_MINUTES * 60 });
    return c.redirect(url.href, 302);
  } catch (error) {
    return failed(c, error);
  }
});

route(ssoRoutes, '/login/sso/callback', 'get', async (c) => {
  const browserState = getCookie(c, SSO_STATE_COOKIE);
  deleteCookie(c, SSO_STATE_COOKIE, { path: STATE_COOKIE_PATH, httpOnly: true, sameSite: 'Lax', secure: isSecure(c) });
  try {
    // The URL the provider redirected to, as registered (behind a proxy the request's own URL may differ).
    const callbackUrl = new URL(callbackUrlOf(c));
    callbackUrl.search = new URL(c.req.url).search;
    const { user, returnTo } = await finishSsoSignIn(c.get('db'), visitorOf(c), boxOf(c), { callbackUrl, browserState }, accessOf(c));
    await startSession(c, user);
    return c.redirect(returnTo, 302);
  } catch (error) {
    return failed(c, error);
  }
});
