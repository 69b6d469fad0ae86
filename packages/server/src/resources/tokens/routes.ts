import { Hono } from 'hono';
import { createAccessToken, revokeAccessToken } from '../../actions/tokens.js';
import { actorOf } from '../../http/actor.js';
import { currentUser, route, sessionUser, storeOf, type AppEnv } from '../../http/context.js';
import { accessTokenStore } from '../../stores/accessTokens.js';
import { accessTokenShape } from './shape.js';

// My profile › API tokens: the caller's own personal access tokens only (actions/tokens.ts).

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
  sessionUser(c, 'token.session_only');
  const now = new Date();
  const { row, secret } = await createAccessToken(c.get('db'), actorOf(c), body, now);
  return c.json({ ...accessTokenShape(row, now), token: secret }, 201);
});

route(tokenRoutes, '/api/user/tokens/{id}', 'delete', async (c, { params }) => {
  await revokeAccessToken(c.get('db'), actorOf(c), params.id);
  return c.body(null, 204);
});
