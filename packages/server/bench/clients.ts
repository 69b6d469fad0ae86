// Benchmark: authenticated `GET /api/clients` (session lookup, contract validation, an
// organisation-scoped query of 100 clients) against the bare `GET /health` route of the same
// server, measured in the same run. The ratio is the figure to watch: absolute req/s depend on
// the machine, the ratio much less. Nothing here asserts a time.
//
//   pnpm --filter @kwartier/server bench          (BENCH_SECONDS=3 for a quick look)
//
// The server runs in a child process, as in production, so that autocannon's load generation
// does not share its event loop.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { packageRoot } from '../src/config.js';
import { createDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { newOrganization } from '../src/domain/organizations.js';
import { hashPassword } from '../src/domain/passwords.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const CLIENTS = 100;
const EMAIL = 'bench@example.org';
const PASSWORD = 'benchmark password';

async function seed(dataDir: string) {
  const db = createDatabase({ dataDir });
  await migrateToLatest(db);
  const now = new Date();
  const organization = await db.insertInto('organizations').values(newOrganization('Bench BV', now)).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('users')
    .values({
      organization_id: organization.id,
      name: 'Bench Admin',
      email: EMAIL,
      password_hash: await hashPassword(PASSWORD),
      admin: 1,
      super_admin: 0,
      active: 1,
      locale: 'en',
      dateformat: 'DD-MM-YYYY',
      invite_token: null,
      created_at: now.toISOString(),
    })
    .execute();
  await db
    .insertInto('clients')
    .values(
      Array.from({ length: CLIENTS }, (_, i) => ({
        organization_id: organization.id,
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
}

/** Starts `src/main.ts` on a free loopback port; resolves with its URL once it listens. */
function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(packageRoot(), 'src', 'main.ts')], {
    cwd: packageRoot(),
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', STATIC_DIR: join(dataDir, 'no-app') },
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

async function measure(title: string, url: string, headers: Record<string, string>) {
  // A short warm-up first, so the JIT and SQLite's page cache are not part of the figure.
  await autocannon({ url, connections: CONNECTIONS, duration: Math.min(2, SECONDS), headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers, timeout: 10 });
  const failed = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${title.padEnd(28)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms` +
      (failed ? `   (${failed} failed)` : ''),
  );
  if (failed > 0) throw new Error(`${title}: ${failed} requests failed`);
  return result.requests.average;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'kwartier-bench-'));
  await seed(dataDir);
  const server = startServer(dataDir);
  try {
    const base = await server.url;
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const check = await fetch(`${base}/api/clients`, { headers: { cookie, 'x-requested-with': 'XMLHttpRequest' } });
    const clients = (await check.json()) as unknown[];
    if (clients.length !== CLIENTS) throw new Error(`expected ${CLIENTS} clients, got ${clients.length}`);

    console.log(`${CONNECTIONS} connections, ${SECONDS} s per route, SQLite, loopback\n`);
    const app = { cookie, 'x-requested-with': 'XMLHttpRequest' };
    const bare = await measure('GET /health (baseline)', `${base}/health`, {});
    const list = await measure(`GET /api/clients (${CLIENTS} rows)`, `${base}/api/clients`, app);
    // Session lookup + contract matching + one row: tells the fixed cost of an API call apart
    // from the cost of the 100 rows (reading them and writing ~30 kB of JSON).
    const user = await measure('GET /api/user (1 row)', `${base}/api/user`, app);
    console.log(`\nratio /api/clients ÷ /health: ${(list / bare).toFixed(3)}`);
    console.log(`ratio /api/user ÷ /health:    ${(user / bare).toFixed(3)}`);
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => (server.child.exitCode === null ? server.child.once('exit', resolve) : resolve(undefined)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
