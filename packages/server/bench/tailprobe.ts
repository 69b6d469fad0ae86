// Where the tail of the time sheet's save at a steady rate comes from: `POST /api/time/save`
// sent truly steadily (one every 1000 / PROBE_RATE ms by the clock, each whether or not the
// earlier ones were answered, from 10 members), and per save three figures side by side:
//
// - the client's latency, from the moment the save was due to the end of its answer;
// - how late the client itself sent it (its own event loop: on a busy machine the client is late too);
// - the server's own time for it, the `ms` of its request log line (from the first middleware to
//   the answer made: without the wait for the event loop before and the socket write after);
//
// and the server child's garbage collection pauses in the same seconds (bench/gcObserver.cjs).
// A client p99 far above the server's is queueing (the server or the machine busy elsewhere); a
// server p99 near the GC pauses is the collector. Nothing here asserts a time.
//
//   pnpm --filter @kwartier/server exec tsx bench/tailprobe.ts        SQLite, 200/s for 8 s
//   PROBE_RATE=100 PROBE_SECONDS=20 PROBE_DATABASE_URL=postgres://… …
import { join } from 'node:path';
import { packageRoot } from '../src/config.js';
import { postgresTarget, signIn, sqliteTarget, startServer, stopServer } from './harness.js';
import { saveRandomCell, seed } from './time.js';

const MEMBERS = 10;
const RATE = Number(process.env.PROBE_RATE ?? 200);
const SECONDS = Number(process.env.PROBE_SECONDS ?? 8);

const target = process.env.PROBE_DATABASE_URL ? await postgresTarget(process.env.PROBE_DATABASE_URL) : sqliteTarget();
target.env.NODE_OPTIONS = `--require ${join(packageRoot(), 'bench', 'gcObserver.cjs')}`;
const lines = await seed(target);
const server = startServer(target);
const serverMs: number[] = [];
const pauses: number[] = [];
try {
  const base = await server.url;
  // The harness drops the server's output once it listens; read it here as well.
  let rest = '';
  server.child.stdout.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split('\n');
    rest = parts.pop()!;
    for (const line of parts) {
      const gc = /^gc ([\d.]+) ms$/.exec(line);
      if (gc) pauses.push(Number(gc[1]));
      else if (line.startsWith('{')) {
        const logged = JSON.parse(line) as { route?: string; ms?: number };
        if (logged.route === '/api/time/save' && logged.ms !== undefined) serverMs.push(logged.ms);
      }
    }
  });
  const cookies: string[] = [];
  for (let member = 0; member < MEMBERS; member += 1) cookies.push(await signIn(base, `bench-time-${member}@example.org`, 'benchmark password'));
  const save = (i: number) => saveRandomCell(base, cookies[i % MEMBERS]!, lines);
  const quantile = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted.length === 0 ? '-' : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)].toFixed(1);
  };
  const spread = (values: number[]) => `p50 ${quantile(values, 0.5)}  p90 ${quantile(values, 0.9)}  p99 ${quantile(values, 0.99)}  max ${quantile(values, 1)} ms`;
  for (const count of [400, RATE * SECONDS]) {
    serverMs.length = 0;
    pauses.length = 0;
    const latencies: number[] = [];
    const lateness: number[] = [];
    const underWay: Promise<void>[] = [];
    const started = performance.now();
    for (let i = 0; i < count; i += 1) {
      const due = started + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lateness.push(Math.max(0, performance.now() - due));
      underWay.push(save(i).then(() => void latencies.push(performance.now() - due)));
    }
    await Promise.all(underWay);
    // The last log lines are on their way.
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (count === 400) continue;
    console.log(`${target.label}: ${count} saves at ${RATE}/s from ${MEMBERS} members`);
    console.log(`client latency (from due)   ${spread(latencies)}`);
    console.log(`client sent late by         ${spread(lateness)}`);
    console.log(`server time (request log)   ${spread(serverMs)}   (${serverMs.length} lines)`);
    console.log(`server GC pauses            ${spread(pauses)}   (${pauses.length} in ${SECONDS} s, ${pauses.reduce((a, b) => a + b, 0).toFixed(0)} ms in all)`);
  }
} finally {
  await stopServer(server);
  await target.cleanUp();
}
