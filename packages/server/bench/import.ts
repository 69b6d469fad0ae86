// Benchmark: importing a 50,000-row Toggl Track detailed report (goal: within
// a minute, the progress shown throughout). The whole journey the app makes, against a server
// child: upload (parse, preview), start with the proposed mapping (creating 50 projects and
// 150 activities under 5 clients), then `continue` until done, each batch of 2,500 rows one
// request and one transaction. Then the same file again: every row already imported, nothing
// written twice. Printed: seconds per step, rows per second, and the time against the goal of
// 60 s as a ratio. Nothing here asserts a time.
//
//   pnpm --filter @kwartier/server exec tsx bench/import.ts
//   BENCH_DATABASE_URL=postgres://… pnpm --filter @kwartier/server exec tsx bench/import.ts   also PostgreSQL
//
// Databases and the server child: bench/harness.ts.
import { migrateToLatest } from '../src/db/migrate.js';
import { newOrganization } from '../src/domain/organizations.js';
import { hashPassword } from '../src/domain/passwords.js';
import { newOwnerFields } from '../src/resources/auth/rules.js';
import { insertPeople } from '../src/resources/team/store.js';
import { onEveryDatabase, signIn, startServer, stopServer, type Target } from './harness.js';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
const MEMBERS = 20;
const PASSWORD = 'benchmark password';
const GOAL_SECONDS = 60;
const memberEmail = (member: number) => `bench-import-${member}@example.org`;

/** A Toggl Track detailed report of ROWS rows: 20 people over 5 clients × 10 projects × 3 tasks, 5 rows per person and working day. */
export function togglExport(rows: number): string {
  const header = 'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags,Amount (EUR)';
  const lines = [header];
  const start = Date.UTC(2024, 0, 1);
  for (let i = 0; i < rows; i++) {
    const member = i % MEMBERS;
    const slot = Math.floor(i / MEMBERS);
    const day = new Date(start + Math.floor(slot / 5) * 86_400_000).toISOString().slice(0, 10);
    const project = (i * 7) % 50;
    const minutes = 15 + ((i * 37) % 76);
    const hh = String(8 + (slot % 5) * 2).padStart(2, '0');
    const duration = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
    lines.push(
      [
        `Member ${member}`,
        memberEmail(member),
        `Client ${project % 5}`,
        `Project ${project}`,
        `Task ${i % 3}`,
        `"Work item ${i}, part ${slot % 5}"`,
        i % 4 === 0 ? 'No' : 'Yes',
        day,
        `${hh}:00:00`,
        day,
        `${hh}:30:00`,
        duration,
        '',
        '85.00',
      ].join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}

async function seed(target: Target): Promise<void> {
  const db = target.open();
  await migrateToLatest(db);
  const passwordHash = await hashPassword(PASSWORD);
  const organization = await db.insertInto('organizations').values(newOrganization({ name: 'Bench Import BV' }, new Date())).returning('id').executeTakeFirstOrThrow();
  await insertPeople(db, [
    newOwnerFields({ organizationId: organization.id, name: 'Bench Admin', email: 'bench-import-admin@example.org', passwordHash, now: new Date() }),
    ...Array.from({ length: MEMBERS }, (_, member) => {
      const owner = newOwnerFields({ organizationId: organization.id, name: `Member ${member}`, email: memberEmail(member), passwordHash, now: new Date() });
      return { ...owner, membership: { ...owner.membership, admin: 0 as const } };
    }),
  ]);
  await db.destroy();
}

async function call(base: string, cookie: string, path: string, body?: unknown) {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

async function importOnce(base: string, cookie: string, csv: string) {
  const t0 = performance.now();
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'Toggl_time_entries.csv');
  const uploaded = await fetch(`${base}/api/imports`, { method: 'POST', headers: { cookie, 'x-requested-with': 'XMLHttpRequest', 'idempotency-key': crypto.randomUUID() }, body: form });
  const preview = await uploaded.json();
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${JSON.stringify(preview)}`);
  const t1 = performance.now();
  let progress = await call(base, cookie, `/api/imports/${preview.id}/start`, { clients: [], projects: [], tasks: [], users: [] });
  const t2 = performance.now();
  let batches = 0;
  while (progress.status !== 'done') {
    progress = await call(base, cookie, `/api/imports/${preview.id}/continue`);
    batches++;
  }
  const t3 = performance.now();
  return { upload: (t1 - t0) / 1000, start: (t2 - t1) / 1000, batches: (t3 - t2) / 1000, total: (t3 - t0) / 1000, count: batches, progress };
}

onEveryDatabase(async (target) => {
  await seed(target);
  const server = startServer(target);
  try {
    const base = await server.url;
    const cookie = await signIn(base, 'bench-import-admin@example.org', PASSWORD);
    const csv = togglExport(ROWS);
    console.log(`\n${target.label}: a Toggl Track export of ${ROWS.toLocaleString('en')} rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB`);
    for (const [label, run] of [
      ['first import', await importOnce(base, cookie, csv)],
      ['same file again', await importOnce(base, cookie, csv)],
    ] as const) {
      const { progress } = run;
      console.log(
        `  ${label.padEnd(16)} upload ${run.upload.toFixed(2)} s, start ${run.start.toFixed(2)} s, ${run.count} batches ${run.batches.toFixed(2)} s — total ${run.total.toFixed(2)} s` +
          ` (${Math.round(ROWS / run.total).toLocaleString('en')} rows/s, ${(run.total / GOAL_SECONDS).toFixed(2)} of the 60 s goal);` +
          ` imported ${progress.imported}, already ${progress.alreadyimported}, skipped ${progress.skippedcount}`,
      );
    }
  } finally {
    await stopServer(server);
    await target.cleanUp();
  }
});
