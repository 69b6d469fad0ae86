import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.js';

export const contactRoutes = new Hono<AppEnv>();
