// Benchmark: the clients API against bench-only routes doing the same database work on the same
// server (bench/server.ts), measured in the same run:
//
//   GET  /api/clients (100 rows)       ÷ GET  /bench/clients (the same SELECT, rows as JSON)
//   POST /api/clients + Idempotency-Key ÷ POST /bench/clients (the same single INSERT)
//
// plus the bare `GET /health` and `GET /api/user` (session lookup + contract matching + one row)
// for scale. The ratios are the figures to watch: absolute req/s depend on the machine (and on
// whatever else runs on it), ratios within one run much less. Nothing here asserts a time.
//
//   pnpm --filter @kwartier/server bench                 SQLite, then PostgreSQL when
//                                                        BENCH_DATABASE_URL (or DATABASE_URL) is set
//   BENCH_SECONDS=3 pnpm --filter @kwartier/server bench  a quick look (BENCH_ROUNDS: 3 by default)
//
// On PostgreSQL the bench works in a schema of its own (`bench_<random>`, via search_path),
// dropped afterwards. The server runs in a child process, as in production, so that
// autocannon's load generation does not share its event loop.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { packageRoot } from '../src/config.js';
import { createDatabase, type Db } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { newOrganization } from '../src/domain/organizations.js';
import { hashPassword } from '../src/domain/passwords.js';
import { newOwnerFields } from '../src/resources/auth/rules.js';

/** Seconds per route in all, spread over the rounds. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 12);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const CLIENTS = 100;
const PASSWORD = 'benchmark password';
/** Lists are read in one organisation, creates go to another, so the list stays 100 rows. */
const LIST_EMAIL = 'bench-list@example.org';
const CREATE_EMAIL = 'bench-create@example.org';

interface Target {
  label: string;
  /** Environment for the server child: which database it opens. */
  env: Record<string, string>;
  open(): Db;
  cleanUp(): Promise<void>;
}

function sqliteTarget(): Target {
  const dataDir = mkdtempSync(join(tmpdir(), 'kwartier-bench-'));
  return {
    label: 'SQLite',
    env: { DATA_DIR: dataDir, DATABASE_URL: '', STATIC_DIR: join(dataDir, 'no-app') },
    open: () => createDatabase({ dataDir }),
    cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(baseUrl: string): Promise<Target> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'kwartier-bench-'));
  return {
    label: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString(), STATIC_DIR: join(dataDir, 'no-app') },
    open: () => createDatabase({ databaseUrl: url.toString() }),
    async cleanUp() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function addAdmin(db: Db, organizationId: number, email: string, passwordHash: string, now: Date) {
  await db.insertInto('users').values(newOwnerFields({ organizationId, name: 'Bench Admin', email, passwordHash, now })).execute();
}

/** Two organisations with an admin each; the first has 100 clients. Returns their ids. */
async function seed(target: Target) {
  const db = target.open();
  await migrateToLatest(db);
  const now = new Date();
  const passwordHash = await hashPassword(PASSWORD);
  const listing = await db.insertInto('organizations').values(newOrganization('Bench BV', now)).returning('id').executeTakeFirstOrThrow();
  const creating = await db.insertInto('organizations').values(newOrganization('Bench Create BV', now)).returning('id').executeTakeFirstOrThrow();
  await addAdmin(db, listing.id, LIST_EMAIL, passwordHash, now);
  await addAdmin(db, creating.id, CREATE_EMAIL, passwordHash, now);
  await db
    .insertInto('clients')
    .values(
      Array.from({ length: CLIENTS }, (_, i) => ({
        organization_id: listing.id,
        name: `Client ${String(i + 1).padStart(3, '0')}`,
        clientnumber: `C-${1000 + i}`,
        city: 'Utrecht',
        email: `client${i + 1}@example.org`,
        color: '#E91E63FF',
        active: i % 10 === 0 ? (0 as const) : (1 as const),
        created_at: now.toISOString(),
      })),
    )
    .execute();
  await db.destroy();
  return { listing: listing.id, creating: creating.id };
}

/** Starts bench/server.ts on a free loopback port; resolves with its URL once it listens. */
function startServer(target: Target) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(packageRoot(), 'bench', 'server.ts')], {
    cwd: packageRoot(),
    env: { ...process.env, ...target.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start within 30 s')), 30_000);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited early with code ${code}`)));
  });
  return { child, url };
}

async function signIn(base: string, email: string): Promise<string> {
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

interface Load {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** A new `Idempotency-Key` on every request, as the app sends. */
  freshKey?: boolean;
}

interface Route {
  title: string;
  url: string;
  load?: Load;
}

function autocannonOptions({ url, load = {} }: Route) {
  const { method = 'GET', headers = {}, body, freshKey = false } = load;
  return {
    url,
    connections: CONNECTIONS,
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body,
    requests: freshKey
      ? [{ setupRequest: (request: Record<string, any>) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } }) }]
      : undefined,
  };
}

/** req/s of one run; throws when any request failed. */
async function once(route: Route, seconds: number) {
  const result = await autocannon({ ...autocannonOptions(route), duration: seconds, timeout: 10 });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${route.title}: ${failed} requests failed`);
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * The routes measured in turn, ROUNDS times over (a, b, c, a, b, c, …), SECONDS per route in
 * all: on a machine shared with other work a busy moment then hits every route alike instead
 * of one. Returns the mean req/s per route.
 */
async function measure(routes: Route[]) {
  const seconds = Math.max(1, Math.round(SECONDS / ROUNDS));
  // A short warm-up first, so the JIT and the database's caches are not part of the figure.
  for (const route of routes) await autocannon({ ...autocannonOptions(route), duration: Math.min(2, seconds) });
  const runs = routes.map(() => [] as Awaited<ReturnType<typeof once>>[]);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, route] of routes.entries()) runs[i].push(await once(route, seconds));
  }
  return routes.map((route, i) => {
    const perSecond = runs[i].reduce((sum, run) => sum + run.perSecond, 0) / ROUNDS;
    const p50 = Math.max(...runs[i].map((run) => run.p50));
    const p99 = Math.max(...runs[i].map((run) => run.p99));
    console.log(`${route.title.padEnd(36)} ${perSecond.toFixed(0).padStart(7)} req/s   p50 ≤ ${p50} ms   p99 ≤ ${p99} ms`);
    return { perSecond, rounds: runs[i].map((run) => run.perSecond) };
  });
}

function ratio(title: string, a: { perSecond: number; rounds: number[] }, b: { perSecond: number; rounds: number[] }) {
  const perRound = a.rounds.map((value, i) => value / b.rounds[i]);
  const spread = ROUNDS > 1 ? `   (rounds ${Math.min(...perRound).toFixed(3)}–${Math.max(...perRound).toFixed(3)})` : '';
  console.log(`ratio ${title.padEnd(44)} ${(a.perSecond / b.perSecond).toFixed(3)}${spread}`);
}

async function run(target: Target) {
  const organizations = await seed(target);
  const server = startServer(target);
  try {
    const base = await server.url;
    const listCookie = await signIn(base, LIST_EMAIL);
    const createCookie = await signIn(base, CREATE_EMAIL);
    const check = await fetch(`${base}/api/clients`, { headers: { cookie: listCookie, 'x-requested-with': 'XMLHttpRequest' } });
    const clients = (await check.json()) as unknown[];
    if (clients.length !== CLIENTS) throw new Error(`expected ${CLIENTS} clients, got ${clients.length}`);

    console.log(`\n${target.label}: ${CONNECTIONS} connections, ${SECONDS} s per route in ${ROUNDS} rounds, loopback\n`);
    const lister = { cookie: listCookie, 'x-requested-with': 'XMLHttpRequest' };
    const creator = { cookie: createCookie, 'x-requested-with': 'XMLHttpRequest' };
    const body = JSON.stringify({ name: 'Bench Client BV' });
    const [health, user] = await measure([
      { title: 'GET /health (no database)', url: `${base}/health` },
      // Session lookup + contract matching + one row: the fixed cost of an API call.
      { title: 'GET /api/user (1 row)', url: `${base}/api/user`, load: { headers: lister } },
    ]);
    const [bareList, list] = await measure([
      { title: 'GET /bench/clients (same SELECT)', url: `${base}/bench/clients?organization=${organizations.listing}` },
      { title: `GET /api/clients (${CLIENTS} rows)`, url: `${base}/api/clients`, load: { headers: lister } },
    ]);
    const [bareCreate, create] = await measure([
      { title: 'POST /bench/clients (same INSERT)', url: `${base}/bench/clients?organization=${organizations.creating}`, load: { method: 'POST', body } },
      { title: 'POST /api/clients + Idempotency-Key', url: `${base}/api/clients`, load: { method: 'POST', headers: creator, body, freshKey: true } },
    ]);
    console.log('');
    ratio('GET /api/clients ÷ GET /bench/clients', list, bareList);
    ratio('POST /api/clients ÷ POST /bench/clients', create, bareCreate);
    ratio('GET /api/clients ÷ GET /health', list, health);
    ratio('GET /api/user ÷ GET /health', user, health);
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => (server.child.exitCode === null ? server.child.once('exit', resolve) : resolve(undefined)));
    await target.cleanUp();
  }
}

async function main() {
  await run(sqliteTarget());
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (postgresUrl) await run(await postgresTarget(postgresUrl));
  else console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL to measure it too)');
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
