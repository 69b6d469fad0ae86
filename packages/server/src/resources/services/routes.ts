import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.js';

export const serviceRoutes = new Hono<AppEnv>();
