// Server CPU time per request (utime+stime of the server child, /proc), for A/B under load.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { seed } from './time.js';
import { signIn, sqliteTarget, postgresTarget, startServer, stopServer } from './harness.js';
import { weekOf } from '../src/resources/time/rules.js';
const WEEK = weekOf('2026-03-02', 1);
const cpu = (pid: number) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; }; // ms (100 Hz)
async function loop(n: number, conc: number, one: (i: number) => Promise<void>) { let i = 0; await Promise.all(Array.from({ length: conc }, async () => { while (i < n) await one(i++); })); }
const target = process.env.PG ? await postgresTarget(process.env.PG) : sqliteTarget();
const lines = await seed(target);
const server = startServer(target);
const base = await server.url; const pid = server.child.pid!;
const cookies: string[] = []; for (let m = 0; m < 8; m++) cookies.push(await signIn(base, `bench-time-${m}@example.org`, 'benchmark password'));
const measureIt = async (label: string, n: number, one: (i: number) => Promise<void>) => { await loop(Math.min(300, n), 4, one); const a = cpu(pid); const t = Date.now(); await loop(n, 4, one); const b = cpu(pid); console.log(`${label}: ${((b - a) * 1000 / n).toFixed(0)} µs CPU/req, wall ${((Date.now() - t) / n).toFixed(2)} ms/req`); return (b - a) / n; };
const h = await measureIt('GET /health', 20000, async () => { await (await fetch(`${base}/health`)).arrayBuffer(); });
const s = await measureIt('POST /api/time/save', Number(process.env.N ?? 4000), async (i) => { const r = await fetch(`${base}/api/time/save`, { method: 'POST', headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', cookie: cookies[i % 8], 'idempotency-key': randomUUID() }, body: JSON.stringify({ time: Math.floor(Math.random() * 61), activity_id: lines[Math.floor(Math.random() * 20)], date: WEEK.days[Math.floor(Math.random() * 7)] }) }); if (r.status !== 200) throw new Error(String(r.status)); await r.arrayBuffer(); });
console.log(`CPU ratio health/save = ${(h / s).toFixed(3)}`);
await stopServer(server); await target.cleanUp();
