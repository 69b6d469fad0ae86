// The benchmark's server: the real app (`createApp`, as src/main.ts serves it) behind a wrapper
// that adds two bench-only routes doing just the database work of the routes under test:
//
//   GET  /bench/clients?organization=<id>   the same SELECT as GET /api/clients, rows as JSON
//   POST /bench/clients?organization=<id>   the same single INSERT as POST /api/clients
//
// They skip everything else (session, CSRF, contract validation, idempotency, the request's
// transaction), so "API route ÷ bench route" is the cost of that machinery. This file lives in
// bench/, is started only by bench/clients.ts and is not part of the build (tsup bundles
// src/main.ts and src/cli.ts): the routes never exist in production.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase } from '../src/db/database.js';
import { CLIENT_COLUMNS } from '../src/resources/clients/store.js';

const config = loadConfig();
const db = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = createApp({ db, config });


const bench = new Hono();
// Requests still under way when the load stops (autocannon does not wait for them) are answered
// before the database closes.
let underWay = 0;
bench.use('*', async (_c, next) => {
  underWay += 1;
  try {
    await next();
  } finally {
    underWay -= 1;
  }
});
bench.get('/bench/clients', async (c) => {
  const organizationId = Number(c.req.query('organization'));
  const rows = await db.selectFrom('clients').select(CLIENT_COLUMNS).where('organization_id', '=', organizationId).orderBy('name').orderBy('id').execute();
  return c.json(rows, 200);
});
bench.post('/bench/clients', async (c) => {
  const organizationId = Number(c.req.query('organization'));
  const { name } = await c.req.json<{ name: string }>();
  const row = await db
    .insertInto('clients')
    .values({ name, clientnumber: null, active: 1, organization_id: organizationId, created_at: new Date().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return c.json(row, 201);
});
// Everything else is the app itself; `c.env` carries the socket for the client address.
bench.all('*', (c) => app.fetch(c.req.raw, c.env));

const server = serve({ fetch: bench.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`bench server listening on http://${info.address}:${info.port}`);
});

process.on('SIGTERM', async () => {
  setTimeout(() => process.exit(0), 10_000).unref();
  server.close();
  while (underWay > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  await db.destroy();
  process.exit(0);
});
