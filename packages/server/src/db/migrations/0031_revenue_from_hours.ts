import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database.js';

// One rounding from minutes to money, the invoice line's: an entry's revenue is its minutes as
// hours to two decimals (half up), times its rate, to whole cents (half up) — 8:01 at €85.50 is
// 8.02 h, €685.71, on the report and the dashboard as on the invoice line and the e-invoice
// (resources/dashboard/rules.ts `entryRevenueCents`). Migration 0006 summed minutes × rate ÷ 60
// per entry (€685.43). The running totals' triggers take the new rule, and `time_months` is
// summed again from the entries.

type Rule = (of: 'new.' | 'old.' | '' | '"e".') => string;
/** An entry's revenue in whole cents: hours in hundredths (half up), then × rate (half up), in 64 bits. */
const fromHours: Rule = (of) => `((cast(${of}"minutes" as bigint) * 100 + 30) / 60 * ${of}"rate_cents" + 50) / 100`;
/** Migration 0006's rule: minutes × rate ÷ 60, half up. */
const fromMinutes: Rule = (of) => `(cast(${of}"minutes" as bigint) * ${of}"rate_cents" + 30) / 60`;

const month = (date: string) => `substr(${date}, 1, 7)`;

const subtract = (revenue: Rule) => `
  update "time_days" set "minutes" = "minutes" - old."minutes" where "user_id" = old."user_id" and "date" = old."date";
  delete from "time_days" where "user_id" = old."user_id" and "date" = old."date" and "minutes" = 0;
  update "time_months" set "minutes" = "minutes" - old."minutes", "revenue_cents" = "revenue_cents" - ${revenue('old.')}
    where "user_id" = old."user_id" and "month" = ${month('old."date"')} and "activity_id" = old."activity_id";
  delete from "time_months" where "user_id" = old."user_id" and "month" = ${month('old."date"')} and "activity_id" = old."activity_id" and "minutes" = 0;`;

const add = (revenue: Rule) => `
  insert into "time_days" ("user_id", "date", "organization_id", "minutes") values (new."user_id", new."date", new."organization_id", new."minutes")
    on conflict ("user_id", "date") do update set "minutes" = "time_days"."minutes" + excluded."minutes";
  insert into "time_months" ("user_id", "month", "activity_id", "organization_id", "minutes", "revenue_cents")
    values (new."user_id", ${month('new."date"')}, new."activity_id", new."organization_id", new."minutes", ${revenue('new.')})
    on conflict ("user_id", "month", "activity_id") do update
    set "minutes" = "time_months"."minutes" + excluded."minutes", "revenue_cents" = "time_months"."revenue_cents" + excluded."revenue_cents";`;

const WATCHED = `"minutes", "rate_cents", "date", "user_id", "activity_id", "organization_id"`;

async function useRule(db: Kysely<any>, revenue: Rule): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    for (const trigger of ['insert', 'delete', 'update']) await sql.raw(`drop trigger "time_entries_totals_${trigger}"`).execute(db);
    await sql.raw(`create trigger "time_entries_totals_insert" after insert on "time_entries" begin ${add(revenue)} end`).execute(db);
    await sql.raw(`create trigger "time_entries_totals_delete" after delete on "time_entries" begin ${subtract(revenue)} end`).execute(db);
    await sql.raw(`create trigger "time_entries_totals_update" after update of ${WATCHED} on "time_entries" begin ${subtract(revenue)} ${add(revenue)} end`).execute(db);
  } else {
    // The trigger calls the function by name: replacing it is enough.
    await sql
      .raw(
        `create or replace function "time_entries_totals"() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then ${subtract(revenue)}
  end if;
  if tg_op in ('INSERT', 'UPDATE') then ${add(revenue)}
  end if;
  return null;
end
$$`,
      )
      .execute(db);
  }
  // Summed per member, activity and month in one pass over the entries and joined to the totals by
  // their key. A sum per `time_months` row, correlated, found no index since 0030 made the key on
  // (user, activity, date) partial: each of a million-entry database's ~120,000 rows scanned a
  // member's entries, and the upgrade had not ended after 25 minutes.
  await sql.raw(`update "time_months" set "revenue_cents" = 0`).execute(db);
  await sql
    .raw(
      `update "time_months" set "revenue_cents" = "sums"."revenue_cents"
    from (select "e"."user_id", "e"."activity_id", ${month('"e"."date"')} as "month", sum(${revenue('"e".')}) as "revenue_cents"
      from "time_entries" as "e" group by "e"."user_id", "e"."activity_id", ${month('"e"."date"')}) as "sums"
    where "sums"."user_id" = "time_months"."user_id" and "sums"."activity_id" = "time_months"."activity_id" and "sums"."month" = "time_months"."month"`,
    )
    .execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await useRule(db, fromHours);
}

export async function down(db: Kysely<any>): Promise<void> {
  await useRule(db, fromMinutes);
}
