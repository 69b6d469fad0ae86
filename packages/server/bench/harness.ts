// What the benchmarks share: the databases they run on, the server child they start, signing in,
// and measuring routes in alternating rounds with autocannon. Each benchmark (clients.ts,
// time.ts) seeds its own data and picks its routes; the ratios between routes of one run are
// the figures to watch. Nothing here asserts a time.
//
//   BENCH_SECONDS   seconds per route in all (12 by default), spread over
//   BENCH_ROUNDS    rounds (3 by default)
//   BENCH_CPU_PROF     1: the server child writes a V8 CPU profile to /tmp/prof when it stops
//   BENCH_DATABASE_URL (or DATABASE_URL)   also measure on PostgreSQL, in a schema of its own
//                                          (`bench_<random>`, via search_path) dropped afterwards
//
// The server runs in a child process (bench/server.ts), as in production, so that autocannon's
// load generation does not share its event loop.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { packageRoot } from '../src/config.js';
import { createDatabase, type DatabaseOptions, type Db } from '../src/db/database.js';

/** Seconds per route in all, spread over the rounds. */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 12);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const CONNECTIONS = 50;

export interface Target {
  label: string;
  /** Environment for the server child: which database it opens. */
  env: Record<string, string>;
  /** The target's database; `statementTimeoutMs: 0` for a seed's long statements (PostgreSQL). */
  open(options?: Pick<DatabaseOptions, 'statementTimeoutMs'>): Db;
  cleanUp(): Promise<void>;
}

export function sqliteTarget(): Target {
  const dataDir = mkdtempSync(join(tmpdir(), 'kwartier-bench-'));
  return {
    label: 'SQLite',
    env: { DATA_DIR: dataDir, DATABASE_URL: '', STATIC_DIR: join(dataDir, 'no-app') },
    open: (options = {}) => createDatabase({ dataDir, ...options }),
    cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export async function postgresTarget(baseUrl: string): Promise<Target> {
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
    open: (options = {}) => createDatabase({ databaseUrl: url.toString(), ...options }),
    async cleanUp() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `run` on SQLite, then on PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) is set. */
export function onEveryDatabase(run: (target: Target) => Promise<void>) {
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
}

/** Starts bench/server.ts on a free loopback port; resolves with its URL once it listens. */
export function startServer(target: Target) {
  const child = spawn(process.execPath, [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []), '--import', 'tsx', join(packageRoot(), 'bench', 'server.ts')], {
    cwd: packageRoot(),
    env: { ...process.env, ...target.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start within 30 s')), 30_000);
    let output = '';
    const listening = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        // From now on the request log (a line a request, as in production) is read and dropped.
        child.stdout.off('data', listening);
        child.stdout.resume();
        resolve(found[1]);
      }
    };
    child.stdout.on('data', listening);
    child.once('exit', (code) => reject(new Error(`server exited early with code ${code}`)));
  });
  return { child, url };
}

/** Stops the server child and waits for it to be gone. */
export async function stopServer(server: ReturnType<typeof startServer>) {
  server.child.kill('SIGTERM');
  await new Promise((resolve) => (server.child.exitCode === null ? server.child.once('exit', resolve) : resolve(undefined)));
}

/** Signs in through the API; returns the Cookie header of the session. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

export interface Load {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** A new `Idempotency-Key` on every request, as the app sends. */
  freshKey?: boolean;
  /**
   * Changes each request before it is sent (after the fresh key), given autocannon's context of
   * its connection: an object of that connection's own, kept across its requests.
   */
  vary?: (request: { headers: Record<string, string>; body?: string }, connection: Record<string, unknown>) => { headers: Record<string, string>; body?: string };
}

export interface Route {
  title: string;
  url: string;
  load?: Load;
  /** Connections at once (CONNECTIONS unless given): 1 measures one request after another, its latency without queueing. */
  connections?: number;
}

function autocannonOptions({ url, load = {}, connections = CONNECTIONS }: Route) {
  const { method = 'GET', headers = {}, body, freshKey = false, vary } = load;
  const setupRequest = (request: Record<string, any>, context: Record<string, unknown>) => {
    let next = { ...request, headers: { ...request.headers } };
    if (freshKey) next.headers['idempotency-key'] = randomUUID();
    if (vary) next = { ...next, ...vary(next as { headers: Record<string, string>; body?: string }, context) };
    return next;
  };
  return {
    url,
    connections,
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body,
    requests: freshKey || vary ? [{ setupRequest: setupRequest as any }] : undefined,
  };
}

/** req/s and latency of one run; throws when any request failed. */
async function once(route: Route, seconds: number) {
  const result = await autocannon({ ...autocannonOptions(route), duration: seconds, timeout: 10 });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${route.title}: ${failed} requests failed`);
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

export interface Measured {
  /** Mean req/s over the rounds. */
  perSecond: number;
  rounds: number[];
  /** The worst round's latency percentiles, ms. */
  p50: number;
  p99: number;
}

/**
 * The routes measured in turn, ROUNDS times over (a, b, c, a, b, c, …), SECONDS per route in
 * all: on a machine shared with other work a busy moment then hits every route alike instead
 * of one. `settle` runs after each run: autocannon stops sending when its time is up, but the
 * server still answers what it was sent, and a slow route's backlog must not be counted against
 * the next one. Returns the mean req/s per route and the worst round's latencies.
 */
export async function measure(routes: Route[], settle: () => Promise<void> = async () => {}): Promise<Measured[]> {
  const seconds = Math.max(1, Math.round(SECONDS / ROUNDS));
  // A short warm-up first, so the JIT and the database's caches are not part of the figure.
  for (const route of routes) {
    await autocannon({ ...autocannonOptions(route), duration: Math.min(2, seconds) });
    await settle();
  }
  const runs = routes.map(() => [] as Awaited<ReturnType<typeof once>>[]);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, route] of routes.entries()) {
      runs[i].push(await once(route, seconds));
      await settle();
    }
  }
  return routes.map((route, i) => {
    const perSecond = runs[i].reduce((sum, run) => sum + run.perSecond, 0) / ROUNDS;
    const p50 = Math.max(...runs[i].map((run) => run.p50));
    const p99 = Math.max(...runs[i].map((run) => run.p99));
    console.log(`${route.title.padEnd(36)} ${perSecond.toFixed(0).padStart(7)} req/s   p50 ≤ ${p50} ms   p99 ≤ ${p99} ms`);
    return { perSecond, rounds: runs[i].map((run) => run.perSecond), p50, p99 };
  });
}

export interface Steady {
  /** Requests per second asked for, and answered (mean over the rounds). */
  rate: number;
  perSecond: number;
  /** Latency percentiles per round, ms, and the worst round's. */
  rounds: { p50: number; p99: number }[];
  p50: number;
  p99: number;
}

/**
 * An open-loop load: `rate` requests per second in all, spread over the route's connections
 * (autocannon's `overallRate`), ROUNDS times for SECONDS / ROUNDS each after a short warm-up;
 * throws when any request failed. Unlike `measure`, which keeps every connection busy and so
 * reports what the server manages at most (and the queueing that comes with it), this asks for
 * a steady rate below that and reports the latency a caller then sees. autocannon waits for an
 * answer before a connection sends again, so a stall delays the requests behind it on that
 * connection instead of counting them late (the reason for the many connections, CONNECTIONS
 * unless the route says otherwise). But it is no steady load, and its correction for that
 * over-counts slow answers: see `paced`, the steady one.
 */
export async function atRate(route: Route, rate: number): Promise<Steady> {
  const seconds = Math.max(1, Math.round(SECONDS / ROUNDS));
  await autocannon({ ...autocannonOptions(route), overallRate: rate, duration: Math.min(2, seconds) });
  const runs = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const result = await autocannon({ ...autocannonOptions(route), overallRate: rate, duration: seconds, timeout: 10 });
    const failed = result.errors + result.timeouts + result.non2xx;
    if (failed > 0) throw new Error(`${route.title} at ${rate}/s: ${failed} requests failed`);
    runs.push({ perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
  }
  const perSecond = runs.reduce((sum, run) => sum + run.perSecond, 0) / ROUNDS;
  const p50 = Math.max(...runs.map((run) => run.p50));
  const p99 = Math.max(...runs.map((run) => run.p99));
  const spread = runs.map((run) => run.p99).join(', ');
  console.log(`${`${route.title} at ${rate}/s`.padEnd(36)} ${perSecond.toFixed(0).padStart(7)} req/s   p50 ≤ ${p50} ms   p99 ≤ ${p99} ms   (p99 per round: ${spread} ms)`);
  return { rate, perSecond, rounds: runs.map(({ p50: a, p99: b }) => ({ p50: a, p99: b })), p50, p99 };
}

export function ratio(title: string, a: Pick<Measured, 'perSecond' | 'rounds'>, b: Pick<Measured, 'perSecond' | 'rounds'>) {
  const perRound = a.rounds.map((value, i) => value / b.rounds[i]);
  const spread = ROUNDS > 1 ? `   (rounds ${Math.min(...perRound).toFixed(3)}–${Math.max(...perRound).toFixed(3)})` : '';
  console.log(`ratio ${title.padEnd(44)} ${(a.perSecond / b.perSecond).toFixed(3)}${spread}`);
}

/**
 * A truly steady load: one request every 1000 / `rate` ms by the clock, each sent at its time
 * whether or not the earlier ones were answered (so a stall is counted in full, for every request
 * it delays), ROUNDS times for SECONDS / ROUNDS each after a short warm-up; throws when any
 * request failed. Latency runs from the time a request was due to the end of its answer. Request
 * i takes the context of "connection" i % connections (the route's `vary`: a member each), over
 * fetch's keep-alive connections.
 *
 * `atRate` (autocannon's overallRate) is not steady: each connection sends back to back until it
 * has made its share of the second, then waits for the next second, so every second starts with
 * all connections sending at once (10 saves in flight, queued behind each other), and autocannon's
 * correction for coordinated omission takes 1 / rate *seconds* as an interval in ms (1 ms), adding
 * a made-up sample for every ms of every answer: both raise its percentiles well above what a
 * caller at a steady rate sees.
 */
export async function paced(route: Route, rate: number): Promise<Steady> {
  const { url, load = {}, connections = CONNECTIONS } = route;
  const { method = 'GET', headers = {}, body, freshKey = false, vary } = load;
  const contexts = Array.from({ length: connections }, () => ({}) as Record<string, unknown>);
  const interval = 1000 / rate;
  const send = async (i: number) => {
    let request: { headers: Record<string, string>; body?: string } = { headers: body === undefined ? { ...headers } : { ...headers, 'content-type': 'application/json' }, body };
    if (freshKey) request.headers['idempotency-key'] = randomUUID();
    if (vary) request = { ...request, ...vary(request, contexts[i % connections]) };
    const answer = await fetch(url, { method, headers: request.headers, body: request.body });
    await answer.arrayBuffer();
    if (answer.status >= 300) throw new Error(`${route.title} at ${rate}/s: answered ${answer.status}`);
  };
  const run = async (seconds: number) => {
    const count = Math.round(seconds * rate);
    const latencies: number[] = [];
    const started = performance.now();
    const underWay: Promise<void>[] = [];
    for (let i = 0; i < count; i += 1) {
      const due = started + i * interval;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      underWay.push(send(i).then(() => void latencies.push(performance.now() - due)));
    }
    await Promise.all(underWay);
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] * 10) / 10;
    return { perSecond: count / elapsed, p50: at(0.5), p99: at(0.99), max: at(1) };
  };
  const seconds = Math.max(1, Math.round(SECONDS / ROUNDS));
  await run(Math.min(2, seconds));
  const runs = [];
  for (let round = 0; round < ROUNDS; round += 1) runs.push(await run(seconds));
  const perSecond = runs.reduce((sum, r) => sum + r.perSecond, 0) / ROUNDS;
  const p50 = Math.max(...runs.map((r) => r.p50));
  const p99 = Math.max(...runs.map((r) => r.p99));
  const spread = runs.map((r) => `${r.p99} (max ${r.max})`).join(', ');
  console.log(`${`${route.title} paced ${rate}/s`.padEnd(36)} ${perSecond.toFixed(0).padStart(7)} req/s   p50 ≤ ${p50} ms   p99 ≤ ${p99} ms   (p99 per round: ${spread} ms)`);
  return { rate, perSecond, rounds: runs.map(({ p50: a, p99: b }) => ({ p50: a, p99: b })), p50, p99 };
}
