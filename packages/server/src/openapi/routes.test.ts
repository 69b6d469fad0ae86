import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import { honoPath } from '../http/context.js';
import { defaultContract } from './contract.js';

/** Routes that are deliberately not API operations. */
const OUTSIDE_CONTRACT = new Set(['GET /health', 'GET /ready', 'GET /metrics']);

describe('the server and openapi.yaml', () => {
  it('declares every route the server answers', async () => {
    const db = createDatabase({ sqliteFile: ':memory:' });
    const app = createApp({ db, config: loadConfig({}) });
    const contract = defaultContract();
    const routes = app.routes
      .filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path}`)
      .filter((route) => !OUTSIDE_CONTRACT.has(route));
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const [method, path] = route.split(' ');
      const concrete = path.replace(/:(\w+)/g, '1');
      expect(contract.match(method, concrete).kind, route).toBe('operation');
      const { operation } = contract.match(method, concrete) as { operation: { template: string } };
      expect(operation.template.replace(/\{(\w+)\}/g, ':$1'), route).toBe(path);
    }
    await db.destroy();
  });

  it('answers every operation openapi.yaml declares, at the route its path names', async () => {
    const db = createDatabase({ sqliteFile: ':memory:' });
    const app = createApp({ db, config: loadConfig({}) });
    const routes = new Set(app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`));
    const operations = defaultContract().operations();
    expect(operations.length).toBeGreaterThan(0);
    const missing = operations
      .map((operation) => `${operation.method.toUpperCase()} ${honoPath(operation.template)}`)
      .filter((route) => !routes.has(route));
    expect(missing).toEqual([]);
    await db.destroy();
  });
});
