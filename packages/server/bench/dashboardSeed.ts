// The dashboard benchmark's data (bench/dashboard.ts): one organisation of 200 members with
// 1,000,000 time entries over five years, seeded by one INSERT … SELECT over a recursive series
// in one transaction, the entries in date order as time sheets fill them. They are written into
// the schema as it was before the dashboard (migration 0005), and migration 0006 then sums them
// into its running totals, as an upgrade of a database with history would (and the insert is not
// slowed by the totals' triggers, row by row). The SQLite file is kept under .bench/
// (gitignored), keyed by SEED_VERSION and the latest migration, and copied for each run;
// PostgreSQL is seeded anew in the run's own schema (then VACUUM ANALYZE, as autovacuum would do,
// so index-only scans see an all-visible table). Expenses (migration 0033) come after the
// upgrade: 250 a member over the five years, on the organisation's default categories.
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Insertable } from 'kysely';
import { packageRoot } from '../src/config.js';
import { createDatabase, dialectOf, SQLITE_FILE_NAME, type Db } from '../src/db/database.js';
import { migrateTo, migrateToLatest } from '../src/db/migrate.js';
import { migrations } from '../src/db/migrations/index.js';
import type { ActivityUserTable } from '../src/db/schema.js';
import { newOrganization } from '../src/domain/organizations.js';
import { hashPassword } from '../src/domain/passwords.js';
import { newOwnerFields } from '../src/resources/auth/rules.js';
import { insertPeople } from '../src/resources/team/store.js';
import type { Target } from './harness.js';

/** Raise when the seeded data changes: a cached file of another version is not used. */
export const SEED_VERSION = 2;
export const PASSWORD = 'benchmark password';
export const MEMBERS = 200;
const ENTRIES_PER_MEMBER = 5000;
export const ENTRIES = MEMBERS * ENTRIES_PER_MEMBER;
const EXPENSES_PER_MEMBER = 250;
export const EXPENSES = MEMBERS * EXPENSES_PER_MEMBER;
const FIRST_DAY = '2022-01-01';
/** 2022-01-01 … 2026-12-31. */
const DAYS = 1826;
const CLIENTS = 5;
const PROJECTS = 20;
const ACTIVITIES_PER_PROJECT = 5;
/** The activities each member is on (and books on, two or three a day). */
export const ACTIVITIES_PER_MEMBER = 10;
export const MONTH = { from: '2026-03-01', to: '2026-03-31' };
export const YEAR = { from: '2026-01-01', to: '2026-12-31' };
export const emailOf = (member: number) => `bench-dashboard-${member}@example.org`;

/** The series `n`(i) of 0 … count − 1 and the organisation's members `m`(user_id, mi), numbered from 0: the start of a seed's WITH. */
function perMember(organizationId: number, count: number) {
  return sql`with recursive "n"("i") as (
    select 0 union all select "i" + 1 from "n" where "i" < ${count - 1}
  ), "m" as (
    select "id" as "user_id", row_number() over (order by "id") - 1 as "mi" from "users" where "organization_id" = ${organizationId}
  )`;
}

/** The `i`-th of `count` rows' day, spread evenly over the five years (`YYYY-MM-DD`). */
function spreadDate(db: Db, count: number) {
  return dialectOf(db) === 'postgres'
    ? sql`to_char(cast(${FIRST_DAY} as date) + "n"."i" * ${DAYS} / ${count}, 'YYYY-MM-DD')`
    : sql`date(${FIRST_DAY}, '+' || ("n"."i" * ${DAYS} / ${count}) || ' days')`;
}

/**
 * The entries: member `m`'s `i`-th entry (0 … 4999) lies on day i × DAYS ÷ 5000 of the five
 * years, on their activity (i + m) mod 10 (so a day's two or three entries are on different
 * activities), 15 to 240 minutes, at their rate on it.
 */
function entriesStatement(db: Db, organizationId: number, now: string) {
  return sql`${perMember(organizationId, ENTRIES_PER_MEMBER)}, "ma" as (
    select "user_id", "activity_id", "rate_cents", row_number() over (partition by "user_id" order by "activity_id") - 1 as "k"
    from "activity_user" where "organization_id" = ${organizationId}
  )
  insert into "time_entries" ("organization_id", "user_id", "activity_id", "date", "minutes", "rate_cents", "created_at", "updated_at")
  select ${organizationId}, "m"."user_id", "ma"."activity_id", ${spreadDate(db, ENTRIES_PER_MEMBER)}, (("n"."i" * 7 + "m"."mi") % 16 + 1) * 15, "ma"."rate_cents", ${now}, ${now}
  from "m" cross join "n"
  inner join "ma" on "ma"."user_id" = "m"."user_id" and "ma"."k" = ("n"."i" + "m"."mi") % ${ACTIVITIES_PER_MEMBER}
  order by 4, 2`;
}

/**
 * The expenses, into the latest schema: member `m`'s `i`-th expense (0 … 249) lies on day
 * i × DAYS ÷ 250, on a project of one of their activities, in category i mod (the list's
 * length), 5.00 to 249.00 before 21 % VAT, every third one not billable, billable ones with a
 * 10 % markup.
 */
function expensesStatement(db: Db, organizationId: number, now: string) {
  return sql`${perMember(organizationId, EXPENSES_PER_MEMBER)}, "mp" as (
    select "au"."user_id", "a"."project_id", row_number() over (partition by "au"."user_id" order by "au"."activity_id") - 1 as "k"
    from "activity_user" "au" inner join "activities" "a" on "a"."id" = "au"."activity_id" where "au"."organization_id" = ${organizationId}
  ), "c" as (
    select "id" as "category_id", row_number() over (order by "id") - 1 as "ci", count(*) over () as "cn" from "expense_categories" where "organization_id" = ${organizationId}
  )
  insert into "expenses" ("organization_id", "user_id", "project_id", "category_id", "date", "description", "amount_cents", "vat", "vat_included", "billable", "markup", "created_at", "updated_at")
  select ${organizationId}, "m"."user_id", "mp"."project_id", "c"."category_id", ${spreadDate(db, EXPENSES_PER_MEMBER)}, 'Bench expense', (("n"."i" * 13 + "m"."mi") % 245 + 5) * 100, 2100, 0,
    case when ("n"."i" + "m"."mi") % 3 = 0 then 0 else 1 end, case when ("n"."i" + "m"."mi") % 3 = 0 then 0 else 1000 end, ${now}, ${now}
  from "m" cross join "n"
  inner join "mp" on "mp"."user_id" = "m"."user_id" and "mp"."k" = ("n"."i" + "m"."mi") % ${ACTIVITIES_PER_MEMBER}
  inner join "c" on "c"."ci" = "n"."i" % "c"."cn"
  order by 5, 2`;
}

/** The schema the entries are written into: the one before the dashboard's running totals. */
const SEEDED_SCHEMA = '0005_time';

/**
 * The organisation, its catalogue, 200 members (the first one admin) and their million entries,
 * in one transaction, into a database migrated to SEEDED_SCHEMA; then the later migrations.
 */
export async function seedInto(db: Db) {
  const started = Date.now();
  const now = new Date();
  const at = now.toISOString();
  const passwordHash = await hashPassword(PASSWORD);
  await db.transaction().execute(async (trx) => {
    const { id: organization_id } = await trx.insertInto('organizations').values(newOrganization({ name: 'Bench Dashboard BV' }, now)).returning('id').executeTakeFirstOrThrow();
    const clients = await trx
      .insertInto('clients')
      .values(Array.from({ length: CLIENTS }, (_, i) => ({ organization_id, name: `Client ${i + 1}`, color: `#${(0x203040 * (i + 1)).toString(16).slice(-6).padStart(6, '0')}FF`, active: 1 as const, created_at: at })))
      .returning('id')
      .execute();
    const projects = await trx
      .insertInto('projects')
      .values(Array.from({ length: PROJECTS }, (_, i) => ({ organization_id, client_id: clients[i % CLIENTS].id, name: `Project ${String(i + 1).padStart(2, '0')}`, projectnumber: `P-${i + 1}`, active: 1 as const, created_at: at })))
      .returning('id')
      .execute();
    const activities = await trx
      .insertInto('activities')
      .values(projects.flatMap((project) => Array.from({ length: ACTIVITIES_PER_PROJECT }, (_, i) => ({ organization_id, project_id: project.id, name: `Activity ${i + 1}`, active: 1 as const, created_at: at }))))
      .returning('id')
      .execute();
    const members = (
      await insertPeople(
        trx,
        Array.from({ length: MEMBERS }, (_, member) => {
          const owner = newOwnerFields({ organizationId: organization_id, name: `Member ${String(member).padStart(3, '0')}`, email: emailOf(member), passwordHash, now });
          return { ...owner, membership: { ...owner.membership, admin: member === 0 ? (1 as const) : (0 as const) } };
        }),
      )
    ).map((id) => ({ id }));
    // Member m is on activities m, m + 10, m + 20, … (mod 100): every activity has 20 members.
    await trx
      .insertInto('activity_user')
      .values(
        members.flatMap(({ id: user_id }, member) =>
          Array.from({ length: ACTIVITIES_PER_MEMBER }, (_, j): Insertable<ActivityUserTable> => ({
            organization_id,
            activity_id: activities[(member + j * ACTIVITIES_PER_MEMBER) % activities.length].id,
            user_id,
            rate_cents: 6000 + ((member * 37 + j * 101) % 90) * 50,
            created_at: at,
          })),
        ),
      )
      .execute();
    await entriesStatement(trx, organization_id, at).execute(trx);
  });
  const seeded = Date.now();
  // One migration at a time, timed: an upgrade of a database with history is what this measures.
  const names = Object.keys(migrations);
  for (const name of names.slice(names.indexOf(SEEDED_SCHEMA) + 1)) {
    const from = Date.now();
    await migrateTo(db, name);
    const took = Date.now() - from;
    if (took >= 1000) console.log(`migration ${name}: ${(took / 1000).toFixed(1)} s`);
  }
  const migrated = Date.now();
  const { id: organizationId } = await db.selectFrom('organizations').select('id').executeTakeFirstOrThrow();
  await expensesStatement(db, organizationId, new Date().toISOString()).execute(db);
  const counted = async (table: 'time_entries' | 'expenses') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow()).count);
  if ((await counted('time_entries')) !== ENTRIES) throw new Error(`seeded ${await counted('time_entries')} entries, expected ${ENTRIES}`);
  if ((await counted('expenses')) !== EXPENSES) throw new Error(`seeded ${await counted('expenses')} expenses, expected ${EXPENSES}`);
  if (dialectOf(db) === 'postgres') await sql`vacuum analyze`.execute(db);
  else await sql`analyze`.execute(db);
  const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(0);
  console.log(`seeded ${ENTRIES.toLocaleString('en')} entries in ${seconds(started, seeded)} s, migrated up (running totals summed) in ${seconds(seeded, migrated)} s, ${EXPENSES.toLocaleString('en')} expenses and analysed in ${seconds(migrated, Date.now())} s`);
}

/** The seeded SQLite file for this seed and these migrations: made once, then copied. */
function cachedSqliteFile(): string {
  const names = Object.keys(migrations);
  return join(packageRoot(), '.bench', `dashboard-seed-v${SEED_VERSION}-${names[names.length - 1]}.sqlite`);
}

export async function seed(target: Target) {
  if (target.label !== 'SQLite') {
    // The server's statement timeout is for requests: the seed's INSERT of a million rows and the
    // upgrade's migrations may take longer on a loaded machine.
    const db = target.open({ statementTimeoutMs: 0 });
    await migrateTo(db, SEEDED_SCHEMA);
    await seedInto(db);
    await db.destroy();
    return;
  }
  const cached = cachedSqliteFile();
  if (!existsSync(cached)) {
    const folder = join(packageRoot(), '.bench');
    mkdirSync(folder, { recursive: true });
    // Files of other seed versions or migrations are of no use any more.
    for (const file of readdirSync(folder)) if (file.startsWith('dashboard-seed-')) rmSync(join(folder, file));
    const making = `${cached}.making`;
    const db = createDatabase({ sqliteFile: making });
    await migrateTo(db, SEEDED_SCHEMA);
    await seedInto(db);
    // Everything into the main file, so the one file is the whole database.
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    await db.destroy();
    renameSync(making, cached);
  } else {
    console.log(`seed: ${cached}`);
  }
  const dataDir = target.env.DATA_DIR;
  mkdirSync(dataDir, { recursive: true });
  copyFileSync(cached, join(dataDir, SQLITE_FILE_NAME));
  const db = target.open();
  await migrateToLatest(db);
  await db.destroy();
}

