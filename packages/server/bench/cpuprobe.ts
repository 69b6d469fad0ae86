// Server CPU time per request: the server child's own user + system time (/proc/<pid>/stat)
// over a fixed number of requests, for `GET /health` and for the time sheet's save
// (`POST /api/time/save` with a fresh Idempotency-Key, as bench/time.ts sends it). CPU time per
// request moves less than req/s when other processes share the cores (though it still rises with
// the load: caches and migrations), and it tells where a request's cost is. Linux only; nothing
// here asserts a figure.
//
//   pnpm --filter @kwartier/server exec tsx bench/cpuprobe.ts          SQLite
//   PROBE_DATABASE_URL=postgres://… … tsx bench/cpuprobe.ts             PostgreSQL
//   PROBE_SAVES=6000 BENCH_CPU_PROF=1 …                                 more saves, and a V8 profile
//   PROBE_CONCURRENCY=1 …                                               one request at a time (4 by default)
import { readFileSync } from 'node:fs';
import { postgresTarget, signIn, sqliteTarget, startServer, stopServer } from './harness.js';
import { saveRandomCell, seed } from './time.js';

const MEMBERS = 8;
const CONCURRENCY = Number(process.env.PROBE_CONCURRENCY ?? 4);
const SAVES = Number(process.env.PROBE_SAVES ?? 4000);
const HEALTH_CHECKS = 20_000;

/** The process's user + system CPU time in ms (/proc counts in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Runs `one` `count` times, CONCURRENCY at a time. */
async function repeat(count: number, one: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < count) await one(next++);
  }));
}

const target = process.env.PROBE_DATABASE_URL ? await postgresTarget(process.env.PROBE_DATABASE_URL) : sqliteTarget();
const lines = await seed(target);
const server = startServer(target);
try {
  const base = await server.url;
  const pid = server.child.pid!;
  const cookies: string[] = [];
  for (let member = 0; member < MEMBERS; member += 1) cookies.push(await signIn(base, `bench-time-${member}@example.org`, 'benchmark password'));

  /** CPU µs per request over `count` requests, after a warm-up of 300. */
  const probe = async (title: string, count: number, one: (i: number) => Promise<void>) => {
    await repeat(300, one);
    const before = cpuMs(pid);
    const started = performance.now();
    await repeat(count, one);
    const perRequest = ((cpuMs(pid) - before) * 1000) / count;
    const wall = ((performance.now() - started) * 1000) / count;
    console.log(`${title.padEnd(24)} ${perRequest.toFixed(0).padStart(6)} µs CPU per request, ${wall.toFixed(0).padStart(6)} µs wall (${count} requests, ${CONCURRENCY} at a time)`);
    return perRequest;
  };
  const health = await probe('GET /health', HEALTH_CHECKS, async () => {
    await (await fetch(`${base}/health`)).arrayBuffer();
  });
  const save = await probe('POST /api/time/save', SAVES, async (i) => {
    await saveRandomCell(base, cookies[i % MEMBERS]!, lines);
  });
  console.log(`${target.label}: a save costs ${(save / health).toFixed(1)} × a /health in server CPU (÷ = ${(health / save).toFixed(3)})`);
} finally {
  await stopServer(server);
  await target.cleanUp();
}
