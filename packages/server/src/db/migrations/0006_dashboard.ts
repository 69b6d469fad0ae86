import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database.js';

// The dashboard keeps what it shows, so that no call reads a member's whole history,
// nor a year of the team's entries: two running totals of `time_entries`, kept by the database
// itself (triggers on every insert, update and delete of an entry, whoever writes it), in the
// same transaction as the change.
//
// - `time_days`: a member's minutes per day, all activities together (the chart). A year of a
//   200-member team is ~73,000 rows instead of ~200,000 entries.
// - `time_months`: a member's minutes and revenue per activity per calendar month (`YYYY-MM`),
//   the revenue in whole cents summed per entry, each entry's minutes × its rate ÷ 60 rounded
//   half up (resources/dashboard/rules.ts). A year of that team is ~24,000 rows; a range that
//   does not start or end on a month's edge adds the entries of its partial months.
//
// A row goes when its minutes reach 0 (an entry always has minutes: saving 0 removes it), so the
// totals hold only what the entries hold. Both are keyed by member first (`me`: the member's
// days or months, nothing else) and indexed by organisation and date or month with the summed
// columns in the index (`team`: an index-only scan of the range). On SQLite they are WITHOUT
// ROWID tables, the key being the table's own b-tree.
//
// The rows of entries saved before this migration are summed here once.

/** An entry's revenue in whole cents, rounded half up, in 64 bits (minutes × rate may pass 2³¹). */
const revenue = (of: 'new.' | 'old.' | '') => `(cast(${of}"minutes" as bigint) * ${of}"rate_cents" + 30) / 60`;
/** `YYYY-MM` of a `YYYY-MM-DD` date, the same text in both dialects. */
const month = (date: string) => `substr(${date}, 1, 7)`;

/** Takes the entry `old` out of the totals. */
const subtract = `
  update "time_days" set "minutes" = "minutes" - old."minutes" where "user_id" = old."user_id" and "date" = old."date";
  delete from "time_days" where "user_id" = old."user_id" and "date" = old."date" and "minutes" = 0;
  update "time_months" set "minutes" = "minutes" - old."minutes", "revenue_cents" = "revenue_cents" - ${revenue('old.')}
    where "user_id" = old."user_id" and "month" = ${month('old."date"')} and "activity_id" = old."activity_id";
  delete from "time_months" where "user_id" = old."user_id" and "month" = ${month('old."date"')} and "activity_id" = old."activity_id" and "minutes" = 0;`;

/** Adds the entry `new` to the totals. */
const add = `
  insert into "time_days" ("user_id", "date", "organization_id", "minutes") values (new."user_id", new."date", new."organization_id", new."minutes")
    on conflict ("user_id", "date") do update set "minutes" = "time_days"."minutes" + excluded."minutes";
  insert into "time_months" ("user_id", "month", "activity_id", "organization_id", "minutes", "revenue_cents")
    values (new."user_id", ${month('new."date"')}, new."activity_id", new."organization_id", new."minutes", ${revenue('new.')})
    on conflict ("user_id", "month", "activity_id") do update
    set "minutes" = "time_months"."minutes" + excluded."minutes", "revenue_cents" = "time_months"."revenue_cents" + excluded."revenue_cents";`;

/** The columns whose change moves an entry's place or amount in the totals. */
const WATCHED = `"minutes", "rate_cents", "date", "user_id", "activity_id", "organization_id"`;

export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = dialectOf(db) === 'sqlite';
  const withoutRowid = sqlite ? ' without rowid' : '';
  await sql
    .raw(
      `create table "time_days" (
    "user_id" integer not null references "users" ("id") on delete cascade,
    "date" text not null,
    "organization_id" integer not null references "organizations" ("id") on delete cascade,
    "minutes" integer not null,
    constraint "time_days_pkey" primary key ("user_id", "date")
  )${withoutRowid}`,
    )
    .execute(db);
  await sql
    .raw(
      `create table "time_months" (
    "user_id" integer not null references "users" ("id") on delete cascade,
    "month" text not null,
    "activity_id" integer not null references "activities" ("id") on delete cascade,
    "organization_id" integer not null references "organizations" ("id") on delete cascade,
    "minutes" integer not null,
    "revenue_cents" bigint not null,
    constraint "time_months_pkey" primary key ("user_id", "month", "activity_id")
  )${withoutRowid}`,
    )
    .execute(db);

  await sql`insert into "time_days" ("user_id", "date", "organization_id", "minutes")
    select "user_id", "date", min("organization_id"), sum("minutes") from "time_entries" group by "user_id", "date"`.execute(db);
  await sql
    .raw(
      `insert into "time_months" ("user_id", "month", "activity_id", "organization_id", "minutes", "revenue_cents")
    select "user_id", ${month('"date"')}, "activity_id", min("organization_id"), sum("minutes"), sum(${revenue('')})
    from "time_entries" group by "user_id", ${month('"date"')}, "activity_id"`,
    )
    .execute(db);

  // `team`: the range of the organisation, read from the index alone. (Made after the sums above:
  // one sorted build instead of row by row.)
  await db.schema.createIndex('time_days_organization_id_date_index').on('time_days').columns(['organization_id', 'date', 'minutes']).execute();
  await db.schema
    .createIndex('time_months_organization_id_month_index')
    .on('time_months')
    .columns(['organization_id', 'month', 'user_id', 'activity_id', 'minutes', 'revenue_cents'])
    .execute();

  if (sqlite) {
    await sql.raw(`create trigger "time_entries_totals_insert" after insert on "time_entries" begin ${add} end`).execute(db);
    await sql.raw(`create trigger "time_entries_totals_delete" after delete on "time_entries" begin ${subtract} end`).execute(db);
    await sql.raw(`create trigger "time_entries_totals_update" after update of ${WATCHED} on "time_entries" begin ${subtract} ${add} end`).execute(db);
  } else {
    await sql
      .raw(
        `create function "time_entries_totals"() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then ${subtract}
  end if;
  if tg_op in ('INSERT', 'UPDATE') then ${add}
  end if;
  return null;
end
$$`,
      )
      .execute(db);
    await sql
      .raw(`create trigger "time_entries_totals" after insert or update of ${WATCHED} or delete on "time_entries" for each row execute function "time_entries_totals"()`)
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    for (const trigger of ['insert', 'delete', 'update']) await sql.raw(`drop trigger "time_entries_totals_${trigger}"`).execute(db);
  } else {
    await sql`drop trigger "time_entries_totals" on "time_entries"`.execute(db);
    await sql`drop function "time_entries_totals"()`.execute(db);
  }
  await db.schema.dropTable('time_months').execute();
  await db.schema.dropTable('time_days').execute();
}
