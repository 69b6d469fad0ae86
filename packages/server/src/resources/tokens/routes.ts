import { Hono } from 'hono';
import { newAccessToken, tokenExpiry } from '../../domain/accessTokens.js';
import { tokenHash } from '../../domain/tokens.js';
import { audit } from '../../http/audit.js';
import { currentUser, HttpError, route, sessionUser, storeOf, ValidationFailure, type AppEnv } from '../../http/context.js';
import { accessTokenStore } from '../../stores/accessTokens.js';
import { accessTokenShape } from './shape.js';

// My profile › API tokens: the caller's own personal access tokens only.

export const tokenRoutes = new Hono<AppEnv>();

route(tokenRoutes, '/api/user/tokens', 'get', async (c) => {
  const now = new Date();
  const rows = await storeOf(c, accessTokenStore).listOf(currentUser(c).id);
  return c.json(
    rows.map((row) => accessTokenShape(row, now)),
    200,
  );
});

/** A new token, its secret in this answer only. A call made with a token cannot make one: a leaked token must not breed. */
route(tokenRoutes, '/api/user/tokens', 'post', async (c, { body }) => {
  const user = sessionUser(c, 'token.session_only');
  const now = new Date();
  const expiry = tokenExpiry(body, now);
  if ('error' in expiry) throw new ValidationFailure({ [expiry.field]: expiry.error });
  const secret = newAccessToken();
  const row = await storeOf(c, accessTokenStore).insert({
    user_id: user.id,
    name: body.name,
    token_hash: tokenHash(secret),
    scope: body.scope,
    created_at: now.toISOString(),
    expires_at: expiry.at.toISOString(),
  });
  await audit(c, 'user.token_created', { type: 'user', id: user.id }, { name: row.name, to: row.scope });
  return c.json({ ...accessTokenShape(row, now), token: secret }, 201);
});

route(tokenRoutes, '/api/user/tokens/{id}', 'delete', async (c, { params }) => {
  const user = currentUser(c);
  const revoked = await storeOf(c, accessTokenStore).revoke(user.id, params.id);
  if (!revoked) throw new HttpError(404, 'http.not_found');
  await audit(c, 'user.token_revoked', { type: 'user', id: user.id }, { name: revoked.name });
  return c.body(null, 204);
});
