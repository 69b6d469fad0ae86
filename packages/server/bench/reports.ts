// Benchmark: reports at a million time entries — the dashboard's data (bench/dashboardSeed.ts:
// one organisation of 200 members, 1,000,000 entries over 2022–2026). Measured one request after
// another (1 connection, so no queueing is in the figures), against the bare `GET /health` of the
// same server in the same run:
//
//   - the admin's year 2026 grouped by member and project (the goal: ≤ 200 ms a call, on SQLite
//     and PostgreSQL) — whole months, so it reads the monthly running totals;
//   - the same year grouped by week and member, which reads the year's ~200,000 entries;
//   - the first page (100) of the year's entries of one project, with the count and sums;
//   - the year by member and project with the expenses beside the hours (`type: both`; 50,000
//     expenses over the five years) and the year's expenses by category (`type: expenses`).
//
// Nothing here asserts a time.
//
//   BENCH_SECONDS=6 pnpm --filter @kwartier/server exec tsx bench/reports.ts
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test …       also PostgreSQL
import { dialectOf } from '../src/db/database.js';
import { groupedStatement, type ReportQuery } from '../src/resources/reports/store.js';
import { measure, onEveryDatabase, ratio, ROUNDS, SECONDS, signIn, startServer, stopServer, type Route, type Target } from './harness.js';
import { emailOf, ENTRIES, MEMBERS, PASSWORD, seed, YEAR } from './dashboardSeed.js';

interface Report {
  rows: unknown[];
  totals: { time: number; billable_time: number; revenue: string | null };
}

/** The query plan of the year by member and project, as the database will run it: it should read the monthly totals' index. */
async function showPlan(target: Target) {
  const db = target.open();
  try {
    const { organization_id: organizationId } = await db
      .selectFrom('users')
      .innerJoin('memberships', 'memberships.user_id', 'users.id')
      .select('memberships.organization_id')
      .where('users.email', '=', emailOf(0))
      .executeTakeFirstOrThrow();
    const query: ReportQuery = { organizationId, ...YEAR, userIds: [], clientIds: [], projectIds: [], activityIds: [], billable: null, invoiced: null, overBudget: null, locale: 'en' };
    const compiled = groupedStatement(dialectOf(db), query, ['member', 'project'], 1);
    const explain = dialectOf(db) === 'postgres' ? 'explain ' : 'explain query plan ';
    const { rows } = await db.executeQuery<Record<string, string>>({ ...compiled, sql: explain + compiled.sql });
    console.log(`\n${target.label} plan, report year by member and project:`);
    for (const row of rows) console.log(`  ${row.detail ?? row['QUERY PLAN']}`);
  } finally {
    await db.destroy();
  }
}

async function run(target: Target) {
  await seed(target);
  await showPlan(target);
  const server = startServer(target);
  try {
    const base = await server.url;
    // Member 0 is the admin (everyone's time, revenue included); member 1 a member (their own).
    const admin = await signIn(base, emailOf(0), PASSWORD);
    const member = await signIn(base, emailOf(1), PASSWORD);
    const headers = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
    const call = async <T>(path: string, cookie: string, body: object) => {
      const answer = await fetch(`${base}${path}`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify(body) });
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
      return (await answer.json()) as T;
    };
    // The answers are the data: the year by member and project and by week and member hold the same time.
    const byProject = await call<Report>('/api/reports', admin, { ...YEAR, group_by: ['member', 'project'] });
    const byWeek = await call<Report>('/api/reports', admin, { ...YEAR, group_by: ['week', 'member'] });
    if (byProject.totals.time !== byWeek.totals.time || byProject.totals.revenue === null || byProject.rows.length < MEMBERS) {
      throw new Error(`unexpected year: ${JSON.stringify(byProject.totals)} (${byProject.rows.length} rows) vs ${JSON.stringify(byWeek.totals)}`);
    }
    const projects = await call<{ rows: { groups: { key: string }[] }[] }>('/api/reports', admin, { ...YEAR, group_by: ['project'] });
    const projectId = Number(projects.rows[0].groups[0].key);
    console.log(
      `\n${target.label}: ${ENTRIES.toLocaleString('en')} entries, ${MEMBERS} members; year by member and project ${byProject.rows.length} rows of ${(byProject.totals.time / 60).toFixed(0)} h, by week and member ${byWeek.rows.length} rows`,
    );

    const report = (title: string, path: string, cookie: string, body: object): Route => ({
      title,
      url: `${base}${path}`,
      connections: 1,
      load: { method: 'POST', headers: { 'x-requested-with': 'XMLHttpRequest', cookie }, body: JSON.stringify(body), freshKey: true },
    });
    const routes: Route[] = [
      { title: 'GET /health (no database)', url: `${base}/health`, connections: 1 },
      report('year member×project (admin)', '/api/reports', admin, { ...YEAR, group_by: ['member', 'project'] }),
      report('year member×project (member)', '/api/reports', member, { ...YEAR, group_by: ['member', 'project'] }),
      report('year week×member (entries)', '/api/reports', admin, { ...YEAR, group_by: ['week', 'member'] }),
      report('year entries, 1 project, page 1', '/api/reports/entries', admin, { ...YEAR, project_ids: [projectId], per_page: 100 }),
      report('year member×project, with expenses', '/api/reports', admin, { ...YEAR, type: 'both', group_by: ['member', 'project'] }),
      report('year expenses by category', '/api/reports', admin, { ...YEAR, type: 'expenses', group_by: ['category'] }),
    ];
    console.log(`\nOne request after another (1 connection), ${SECONDS} s per route in ${ROUNDS} rounds: latency per call\n`);
    const serial = await measure(routes);
    console.log('');
    for (const [i, route] of routes.entries()) if (i > 0) ratio(`${route.title} ÷ GET /health`, serial[i], serial[0]);
    console.log('');
    for (const [i, route] of routes.entries()) {
      if (i > 0) console.log(`${route.title.padEnd(34)} p50 ${serial[i].p50} ms, p99 ${serial[i].p99} ms (${(1000 / serial[i].perSecond).toFixed(2)} ms a call)`);
    }
  } finally {
    await stopServer(server);
    await target.cleanUp();
  }
}

onEveryDatabase(run);
