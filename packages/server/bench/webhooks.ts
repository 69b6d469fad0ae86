// Benchmark: webhook delivery through one worker (jobs/webhooks.ts) to a receiver on this machine,
// in one process, no HTTP server of ours: events are made by a real action (`createClient`, its
// audit entry queuing the delivery in its transaction), sent by the worker with a Standard
// Webhooks signature, and received by a `node:http` server that verifies each signature.
//
//   1. Throughput: BENCH_WEBHOOK_EVENTS events queued first, then one worker sends them all
//      (`runOnce`, batches of 20 side by side): events per second.
//   2. Delay from commit to delivery: the worker running as main.ts runs it (woken after the
//      commit that queued a delivery), events made one at a time at BENCH_WEBHOOK_RATE a second;
//      each event's delay is from its transaction's commit to the receiver reading its body.
//      p50, p99 and the largest.
//
//   pnpm --filter @kwartier/server exec tsx bench/webhooks.ts        SQLite, then PostgreSQL
//                                                                     with BENCH_DATABASE_URL
// Nothing here asserts a time.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { createClient } from '../src/actions/clients.js';
import { systemActor } from '../src/actions/actor.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { ownTransaction } from '../src/db/transaction.js';
import { newOrganization } from '../src/domain/organizations.js';
import { secretBox } from '../src/domain/secretBox.js';
import { newWebhookSecret } from '../src/domain/webhooks.js';
import { createWebhookWorker } from '../src/jobs/webhooks.js';
import { webhookStore } from '../src/stores/webhooks.js';
import { onEveryDatabase, type Target } from './harness.js';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 2000);
const RATE = Number(process.env.BENCH_WEBHOOK_RATE ?? 50);
const PACED_EVENTS = Number(process.env.BENCH_WEBHOOK_PACED ?? 500);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

onEveryDatabase(async (target: Target) => {
  const db = target.open();
  try {
    await migrateToLatest(db);
    const box = secretBox(randomBytes(32).toString('base64'));
    const secret = newWebhookSecret();
    const verifier = new Webhook(secret);
    const arrived = new Map<number, number>();
    let refused = 0;
    let onArrival: (() => void) | undefined;
    const receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        try {
          verifier.verify(body, request.headers as Record<string, string>);
        } catch {
          refused += 1;
          response.writeHead(401).end();
          return;
        }
        arrived.set((JSON.parse(body) as { data: { id: number } }).data.id, performance.now());
        response.writeHead(204).end();
        onArrival?.();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

    const now = new Date();
    const organization = await db.insertInto('organizations').values(newOrganization({ name: 'Bench Webhooks BV' }, now)).returning('id').executeTakeFirstOrThrow();
    await webhookStore(db).insert(organization.id, { url, description: 'bench', event_types: ['client.created'], active: 1 }, box.seal(secret), now);
    const actor = systemActor(organization.id);
    let made = 0;
    /** One event: a client created in a transaction of its own; answers its id and the moment its commit returned. */
    const event = async () => {
      const client = await ownTransaction(db, (trx) => createClient(trx, actor, { name: `Client ${++made}` }));
      return { id: client.id, committed: performance.now() };
    };

    // 1. Throughput.
    for (let i = 0; i < EVENTS; i++) await event();
    const worker = createWebhookWorker({ db, box, allowPrivate: true });
    const started = performance.now();
    const sent = await worker.runOnce();
    const seconds = (performance.now() - started) / 1000;
    await worker.stop();
    console.log(`\n${target.label}: ${sent} events through one worker in ${seconds.toFixed(2)} s: ${(sent / seconds).toFixed(0)} events/s (${arrived.size} verified, ${refused} refused)`);

    // 2. Commit to delivery, at a steady rate.
    arrived.clear();
    const live = createWebhookWorker({ db, box, allowPrivate: true });
    live.start();
    const commits = new Map<number, number>();
    const begin = performance.now();
    for (let i = 0; i < PACED_EVENTS; i++) {
      const due = begin + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const { id, committed } = await event();
      commits.set(id, committed);
    }
    await new Promise<void>((resolve) => {
      const check = () => {
        if ([...commits.keys()].every((id) => arrived.has(id))) resolve();
      };
      onArrival = check;
      check();
    });
    onArrival = undefined;
    await live.stop();
    const delays = [...commits].map(([id, committed]) => arrived.get(id)! - committed).sort((a, b) => a - b);
    console.log(
      `${target.label}: commit to delivery, ${delays.length} events at ${RATE}/s: p50 ${percentile(delays, 50).toFixed(1)} ms, p99 ${percentile(delays, 99).toFixed(1)} ms, max ${delays[delays.length - 1]!.toFixed(1)} ms`,
    );
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  } finally {
    await db.destroy();
    await target.cleanUp();
  }
});
