import { Hono } from 'hono';
import { currentUser, type AppEnv } from '../http/context.js';
import { userShape } from '../http/shapes.js';

export const userRoutes = new Hono<AppEnv>();

userRoutes.get('/api/user', (c) => {
  const user = currentUser(c);
  return c.json(userShape(user, user.id), 200);
});
