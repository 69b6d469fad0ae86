// Benchmark: saving one cell of the time sheet, `POST /api/time/save`, which answers the
// refreshed week, for a week of 20 lines, against the bare `GET /health` of the same server in
// the same run (goal: ratio ≥ 0.15 on SQLite and PostgreSQL). Reading the week
// (`POST /api/time`) is measured beside it for scale. Then the same saves as an open-loop load
// at 200 a second (goal: p99 ≤ 25 ms), twice: with autocannon's overallRate (`atRate`), which
// sends each second's share in a burst and over-counts its tail (see `paced`), and truly steady,
// a save every 5 ms (`paced`, bench/harness.ts), the figure for the goal.
//
// Each of the 50 connections is a member of their own, as 50 people filling in their weeks
// would be (one member's saves come one after another from the app's queue): the member's
// 20-line week has 15 minutes on every weekday of every line, and every save sets a random cell
// of it to 0–60 minutes (0 removes the entry), with a fresh Idempotency-Key as the app sends.
// Nothing here asserts a time.
//
//   pnpm --filter @kwartier/server bench                 bench/clients.ts, then this
//   BENCH_SECONDS=3 pnpm --filter @kwartier/server exec tsx bench/time.ts   a quick look
//
// Databases, the server child and the measuring rounds: bench/harness.ts.
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { Insertable } from 'kysely';
import { migrateToLatest } from '../src/db/migrate.js';
import type { ActivityUserTable, TimeEntriesTable, TimeLinesTable } from '../src/db/schema.js';
import { newOrganization } from '../src/domain/organizations.js';
import { hashPassword } from '../src/domain/passwords.js';
import { newOwnerFields } from '../src/resources/auth/rules.js';
import { insertPeople } from '../src/resources/team/store.js';
import { weekOf } from '../src/resources/time/rules.js';
import { atRate, CONNECTIONS, measure, onEveryDatabase, paced, ratio, ROUNDS, SECONDS, signIn, startServer, stopServer, type Route, type Target } from './harness.js';

const PASSWORD = 'benchmark password';
const MEMBERS = CONNECTIONS;
const LINES = 20;
/** Activities the members are on beyond their week's lines: the week's `availableactivities`. */
const AVAILABLE = 5;
const WEEK = weekOf('2026-03-02', 1);
/** Saves a second of the open-loop load (p99 ≤ 25 ms at 200/s); BENCH_RATE to change. */
const STEADY_RATE = Number(process.env.BENCH_RATE ?? 200);
/** Connections (members) of the open-loop load. */
const STEADY_CONNECTIONS = Number(process.env.BENCH_RATE_CONNECTIONS ?? 10);
const emailOf = (member: number) => `bench-time-${member}@example.org`;

/**
 * One save as the app sends it, for the probes (bench/cpuprobe.ts, bench/tailprobe.ts): a random
 * cell of the member's week (`cookie`) set to 0–60 minutes, with a fresh Idempotency-Key.
 */
export async function saveRandomCell(base: string, cookie: string, lines: readonly number[]): Promise<void> {
  const answer = await fetch(`${base}/api/time/save`, {
    method: 'POST',
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', cookie, 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      time: Math.floor(Math.random() * 61),
      activity_id: lines[Math.floor(Math.random() * lines.length)],
      date: WEEK.days[Math.floor(Math.random() * 7)],
    }),
  });
  if (answer.status !== 200) throw new Error(`save answered ${answer.status}: ${await answer.text()}`);
  await answer.arrayBuffer();
}

/** An organisation with MEMBERS members, each on every activity with a 20-line week. Returns the week's activity ids. */
export async function seed(target: Target): Promise<number[]> {
  const db = target.open();
  await migrateToLatest(db);
  const now = new Date().toISOString();
  const passwordHash = await hashPassword(PASSWORD);
  const organization = await db.insertInto('organizations').values(newOrganization({ name: 'Bench Time BV' }, new Date())).returning('id').executeTakeFirstOrThrow();
  const organization_id = organization.id;
  const client = await db
    .insertInto('clients')
    .values({ organization_id, name: 'Bakkerij Jansen', color: '#E91E63FF', active: 1, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const projects = await db
    .insertInto('projects')
    .values(['Website', 'Support'].map((name) => ({ organization_id, client_id: client.id, name, projectnumber: 'P-1', active: 1 as const, created_at: now })))
    .returning('id')
    .execute();
  const activities = await db
    .insertInto('activities')
    .values(
      Array.from({ length: LINES + AVAILABLE }, (_, i) => ({
        organization_id,
        project_id: projects[i % 2].id,
        name: `Activity ${String(i + 1).padStart(2, '0')}`,
        active: 1 as const,
        created_at: now,
      })),
    )
    .returning('id')
    .execute();
  const members = (
    await insertPeople(
      db,
      Array.from({ length: MEMBERS }, (_, member) => {
        const owner = newOwnerFields({ organizationId: organization_id, name: `Member ${member}`, email: emailOf(member), passwordHash, now: new Date() });
        return { ...owner, membership: { ...owner.membership, admin: 0 as const } };
      }),
    )
  ).map((id) => ({ id }));
  const lines = activities.slice(0, LINES).map((activity) => activity.id);
  for (const { id: user_id } of members) {
    await db
      .insertInto('activity_user')
      .values(activities.map(({ id: activity_id }): Insertable<ActivityUserTable> => ({ organization_id, activity_id, user_id, rate_cents: 8550, created_at: now })))
      .execute();
    await db
      .insertInto('time_lines')
      .values(lines.map((activity_id): Insertable<TimeLinesTable> => ({ organization_id, user_id, activity_id, week_start: WEEK.start, created_at: now })))
      .execute();
    await db
      .insertInto('time_entries')
      .values(
        lines.flatMap((activity_id) =>
          WEEK.days.slice(0, 5).map((date): Insertable<TimeEntriesTable> => ({
            organization_id,
            user_id,
            activity_id,
            date,
            minutes: 15,
            rate_cents: 8550,
            created_at: now,
            updated_at: now,
          })),
        ),
      )
      .execute();
  }
  await db.destroy();
  return lines;
}

async function run(target: Target) {
  const lines = await seed(target);
  const server = startServer(target);
  try {
    await measureTimeSheet(target.label, await server.url, lines);
  } finally {
    await stopServer(server);
    await target.cleanUp();
  }
}

/**
 * The measurements against the server at `base` (one instance here; a balancer in front of
 * several would do) holding the seeded members, whose week has the activities `lines`.
 */
export async function measureTimeSheet(label: string, base: string, lines: number[]) {
  {
    const cookies: string[] = [];
    for (let member = 0; member < MEMBERS; member += 1) cookies.push(await signIn(base, emailOf(member), PASSWORD));
    const app = { 'x-requested-with': 'XMLHttpRequest' };
    const check = await fetch(`${base}/api/time/save`, {
      method: 'POST',
      headers: { ...app, cookie: cookies[0], 'content-type': 'application/json' },
      body: JSON.stringify({ time: 30, activity_id: lines[0], date: WEEK.start }),
    });
    const week = (await check.json()) as { time: { activitytimes: unknown[] }; availableactivities: unknown[] };
    if (check.status !== 200 || week.time.activitytimes.length !== LINES || week.availableactivities.length !== AVAILABLE) {
      throw new Error(`expected a ${LINES}-line week with ${AVAILABLE} available activities, got ${check.status} ${JSON.stringify(week).slice(0, 300)}`);
    }

    // Every connection signs in as a member of its own (autocannon keeps a context per connection).
    let connections = 0;
    const asMember = (request: { headers: Record<string, string>; body?: string }, connection: Record<string, unknown>) => {
      connection.cookie ??= cookies[connections++ % cookies.length];
      return { ...request, headers: { ...request.headers, cookie: connection.cookie as string } };
    };
    const randomCell = () => ({
      time: Math.floor(Math.random() * 61),
      activity_id: lines[Math.floor(Math.random() * LINES)],
      date: WEEK.days[Math.floor(Math.random() * 7)],
    });

    console.log(`\n${label}: ${CONNECTIONS} connections (a member each), ${LINES}-line weeks, ${SECONDS} s per route in ${ROUNDS} rounds, loopback\n`);
    const saving: Route = {
      title: 'POST /api/time/save + Idempotency-Key',
      url: `${base}/api/time/save`,
      load: {
        method: 'POST',
        headers: app,
        body: JSON.stringify(randomCell()),
        freshKey: true,
        vary: (request, connection) => ({ ...asMember(request, connection), body: JSON.stringify(randomCell()) }),
      },
    };
    const [health, read, save] = await measure([
      { title: 'GET /health (no database)', url: `${base}/health` },
      {
        title: `POST /api/time (${LINES}-line week)`,
        url: `${base}/api/time`,
        load: { method: 'POST', headers: app, body: JSON.stringify({ date: WEEK.start }), vary: asMember },
      },
      saving,
    ]);
    // The open-loop load: a steady STEADY_RATE saves a second from STEADY_CONNECTIONS members,
    // and /health at the same rate as the floor of the measurement itself (autocannon sends a
    // rate in bursts, the more connections the larger: at 50 connections /health alone had a p99
    // of ~150 ms at 200/s, at 5 to 10 a few ms).
    const floor = await atRate({ title: 'GET /health', url: `${base}/health`, connections: STEADY_CONNECTIONS }, STEADY_RATE);
    const steady = await atRate({ ...saving, title: 'POST /api/time/save', connections: STEADY_CONNECTIONS }, STEADY_RATE);
    // The same rate truly steady (`paced`: a save every 5 ms at 200/s, latency from when it was due).
    const pacedFloor = await paced({ title: 'GET /health', url: `${base}/health`, connections: STEADY_CONNECTIONS }, STEADY_RATE);
    const pacedSaves = await paced({ ...saving, title: 'POST /api/time/save', connections: STEADY_CONNECTIONS }, STEADY_RATE);
    console.log('');
    ratio('POST /api/time/save ÷ GET /health', save, health);
    ratio('POST /api/time ÷ GET /health', read, health);
    console.log(`p99 POST /api/time/save                        ${save.p99} ms (worst round, ${CONNECTIONS} connections flat out)`);
    console.log(
      `p99 POST /api/time/save at ${STEADY_RATE}/s                ${steady.p99} ms (worst round, ${STEADY_CONNECTIONS} connections; answered ${steady.perSecond.toFixed(0)}/s; GET /health alike: ${floor.p99} ms)`,
    );
    console.log(
      `p99 POST /api/time/save paced ${STEADY_RATE}/s           ${pacedSaves.p99} ms (worst round, a save every ${(1000 / STEADY_RATE).toFixed(1)} ms; answered ${pacedSaves.perSecond.toFixed(0)}/s; GET /health alike: ${pacedFloor.p99} ms)`,
    );
    return { health, read, save, steady, floor, paced: pacedSaves, pacedFloor };
  }
}

// Run as a script (imported, it only lends its seed and measurements).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) onEveryDatabase(run);
