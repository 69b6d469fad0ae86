// Benchmark: the dashboard at a million time entries. One organisation of 200 members with
// 1,000,000 entries over five years (2022–2026); both dashboard calls for one member's month
// (`me`, March 2026) and for the whole team's year (`team`, 2026, about 200,000 entries), against
// the bare `GET /health` of the same server in the same run. Goals: me/month ≤ 5 ms and
// team/year ≤ 100 ms for one request (the serial figures below: one connection, one request
// after another, so no queueing is in them); at 50 connections the req/s and their ratio to the
// bare route. Nothing here asserts a time.
//
//   pnpm --filter @kwartier/server bench                 clients.ts, time.ts, then this
//   BENCH_SECONDS=3 pnpm --filter @kwartier/server exec tsx bench/dashboard.ts   a quick look
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test …                also PostgreSQL
//
// The data and how it is seeded (once for SQLite, cached under .bench/): bench/dashboardSeed.ts.
// Databases, the server child and the measuring rounds: bench/harness.ts.
import { dialectOf } from '../src/db/database.js';
import { runStatement } from '../src/db/statements.js';
import { activityTotalsStatement, dayTotalsStatement, type Statement } from '../src/resources/dashboard/store.js';
import { CONNECTIONS, measure, onEveryDatabase, ratio, ROUNDS, SECONDS, signIn, startServer, stopServer, type Route, type Target } from './harness.js';
import { ACTIVITIES_PER_MEMBER, emailOf, ENTRIES, MEMBERS, MONTH, PASSWORD, seed, YEAR } from './dashboardSeed.js';

interface ActivityTotals {
  activityTimes: unknown[];
  totals: { time: number; revenue: string | null };
}

/** The query plans of both calls for me/month and team/year, as the database will run them: they should read the running totals' indexes. */
async function showPlans(target: Target) {
  const db = target.open();
  try {
    const { organization_id: organizationId, id: userId } = await db
      .selectFrom('users')
      .innerJoin('memberships', 'memberships.user_id', 'users.id')
      .select(['memberships.organization_id', 'users.id'])
      .where('users.email', '=', emailOf(1))
      .executeTakeFirstOrThrow();
    const explain = dialectOf(db) === 'postgres' ? 'explain ' : 'explain query plan ';
    const plans: [string, Statement][] = [
      ['timetotals me/month', dayTotalsStatement('me', organizationId, userId, MONTH.from, MONTH.to)],
      ['activitytotals me/month', activityTotalsStatement('me', organizationId, userId, MONTH.from, MONTH.to)],
      ['timetotals team/year', dayTotalsStatement('team', organizationId, userId, YEAR.from, YEAR.to)],
      ['activitytotals team/year', activityTotalsStatement('team', organizationId, userId, YEAR.from, YEAR.to)],
    ];
    for (const [title, { text, parameters }] of plans) {
      const { rows } = await runStatement<Record<string, string>>(db, explain + text, parameters);
      console.log(`\n${target.label} plan, ${title}:`);
      for (const row of rows) console.log(`  ${row.detail ?? row['QUERY PLAN']}`);
    }
  } finally {
    await db.destroy();
  }
}

async function run(target: Target) {
  await seed(target);
  await showPlans(target);
  const server = startServer(target);
  try {
    const base = await server.url;
    const cookies: string[] = [];
    // Member 0 is the admin (revenue included); the others are members.
    for (let member = 0; member < CONNECTIONS; member += 1) cookies.push(await signIn(base, emailOf(member), PASSWORD));
    const app = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
    const call = async <T>(path: string, cookie: string, body: object) => {
      const answer = await fetch(`${base}${path}`, { method: 'POST', headers: { ...app, cookie }, body: JSON.stringify(body) });
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
      return (await answer.json()) as T;
    };
    // The answers are the data: the team's year holds what the days say, with revenue for the admin.
    const year = await call<ActivityTotals>('/api/dashboard/activitytotals', cookies[0], { ...YEAR, scope: 'team' });
    const days = await call<{ timetotals: number[] }>('/api/dashboard/timetotals', cookies[1], { ...YEAR, scope: 'team' });
    const minutes = days.timetotals.reduce((sum, day) => sum + day, 0);
    if (year.totals.time !== minutes || year.totals.revenue === null || year.activityTimes.length !== MEMBERS * ACTIVITIES_PER_MEMBER) {
      throw new Error(`unexpected team year: ${JSON.stringify(year.totals)}, ${year.activityTimes.length} rows, ${minutes} minutes per day`);
    }
    const month = await call<ActivityTotals>('/api/dashboard/activitytotals', cookies[1], { ...MONTH, scope: 'me' });
    console.log(
      `\n${target.label}: ${ENTRIES.toLocaleString('en')} entries, ${MEMBERS} members; team/year ${year.activityTimes.length} rows of ${(year.totals.time / 60).toFixed(0)} h, me/month ${month.activityTimes.length} rows of ${(month.totals.time / 60).toFixed(0)} h`,
    );

    // Every connection asks as a member of its own for `me`; `team` is the same for everyone.
    let connections = 0;
    const asMember = (request: { headers: Record<string, string>; body?: string }, connection: Record<string, unknown>) => {
      connection.cookie ??= cookies[connections++ % cookies.length];
      return { ...request, headers: { ...request.headers, cookie: connection.cookie as string } };
    };
    // As the app sends them: every POST with a fresh Idempotency-Key (@kwartier/api adds one to every write).
    const dashboard = (title: string, path: string, range: { from: string; to: string }, scope: 'me' | 'team'): Route => ({
      title,
      url: `${base}${path}`,
      load: { method: 'POST', headers: { 'x-requested-with': 'XMLHttpRequest' }, body: JSON.stringify({ ...range, scope }), freshKey: true, vary: asMember },
    });
    // autocannon stops sending when its time is up, but the server still answers what it was
    // sent (50 team years take seconds): wait until a call that needs the database is answered
    // at once again, so one route's backlog is not counted against the next.
    const settle = async () => {
      for (let started = 0, tries = 0; tries < 600; tries += 1) {
        started = Date.now();
        await fetch(`${base}/api/user`, { headers: { cookie: cookies[0], 'x-requested-with': 'XMLHttpRequest' } });
        if (Date.now() - started < 20) return;
      }
    };
    const routes: Route[] = [
      { title: 'GET /health (no database)', url: `${base}/health` },
      dashboard('timetotals me/month', '/api/dashboard/timetotals', MONTH, 'me'),
      dashboard('activitytotals me/month', '/api/dashboard/activitytotals', MONTH, 'me'),
      dashboard('timetotals team/year', '/api/dashboard/timetotals', YEAR, 'team'),
      dashboard('activitytotals team/year', '/api/dashboard/activitytotals', YEAR, 'team'),
    ];

    console.log(`\nOne request after another (1 connection), ${SECONDS} s per route in ${ROUNDS} rounds: latency per call\n`);
    const serial = await measure(routes.map((route) => ({ ...route, connections: 1 })), settle);
    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per route in ${ROUNDS} rounds, loopback\n`);
    const loaded = await measure(routes, settle);
    console.log('');
    for (const [i, route] of routes.entries()) if (i > 0) ratio(`${route.title} ÷ GET /health (1 connection)`, serial[i], serial[0]);
    for (const [i, route] of routes.entries()) if (i > 0) ratio(`${route.title} ÷ GET /health (${CONNECTIONS})`, loaded[i], loaded[0]);
    console.log('');
    for (const [i, route] of routes.entries()) {
      if (i > 0) console.log(`${route.title.padEnd(28)} one at a time: p50 ${serial[i].p50} ms, p99 ${serial[i].p99} ms (${(1000 / serial[i].perSecond).toFixed(2)} ms a call)`);
    }
  } finally {
    await stopServer(server);
    await target.cleanUp();
  }
}

onEveryDatabase(run);
