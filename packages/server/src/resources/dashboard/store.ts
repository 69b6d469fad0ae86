import type { DashboardScope } from '@kwartier/api';
import type { Db } from '../../db/database.js';
import { runStatement } from '../../db/statements.js';

// Every query names the caller's organisation, and with scope `me` the caller too. Both read
// `time_entries` for the range only, through the covering indexes of migration 0006: the team's
// rows by (organization_id, date, …), the caller's by (user_id, date, …), so neither ever reads a
// member's whole history nor the table itself. The statements are written out once
// (db/statements.ts) as the time sheet's are; bench/dashboard.ts measures them at a million
// entries.

/** Revenue of one entry in whole cents, rounded half up (rules.ts `entryRevenueCents`); in 64 bits, as minutes × rate may pass 2³¹. */
const ENTRY_REVENUE_CENTS = `(cast("minutes" as bigint) * "rate_cents" + 30) / 60`;

const IN_RANGE = `"date" >= ? and "date" <= ? and "organization_id" = ?`;

const DAY_TOTALS: Record<DashboardScope, string> = {
  me: `select "date", cast(sum("minutes") as integer) as "minutes" from "time_entries"
where "user_id" = ? and ${IN_RANGE} group by "date"`,
  team: `select "date", cast(sum("minutes") as integer) as "minutes" from "time_entries"
where ${IN_RANGE} group by "date"`,
};

/**
 * Time and revenue per activity and member in the range, with the names the dashboard shows:
 * by project name, activity name and member name (ids break ties), and each member's place in
 * the order of member names (`user_rank`), so the rows per project and member can be put in the
 * same order without comparing names again.
 */
const activityTotals = (filter: string) => `with "e" as (
  select "activity_id", "user_id", cast(sum("minutes") as integer) as "minutes", cast(sum(${ENTRY_REVENUE_CENTS}) as bigint) as "revenue_cents"
  from "time_entries"
  where ${filter}
  group by "activity_id", "user_id"
)
select "p"."id" as "project_id", "p"."name" as "project_name", "a"."name" as "activity_name", "u"."id" as "user_id", "u"."name" as "user_name",
  "c"."color", "e"."minutes", "e"."revenue_cents",
  dense_rank() over (order by "u"."name", "u"."id") as "user_rank"
from "e"
inner join "activities" as "a" on "a"."id" = "e"."activity_id"
inner join "projects" as "p" on "p"."id" = "a"."project_id"
inner join "clients" as "c" on "c"."id" = "p"."client_id"
inner join "users" as "u" on "u"."id" = "e"."user_id"
order by "p"."name", "p"."id", "a"."name", "a"."id", "u"."name", "u"."id"`;

const ACTIVITY_TOTALS: Record<DashboardScope, string> = {
  me: activityTotals(`"user_id" = ? and ${IN_RANGE}`),
  team: activityTotals(IN_RANGE),
};

/** One activity's time of one member in the range. */
export interface ActivityTotal {
  project_id: number;
  project_name: string;
  activity_name: string;
  user_id: number;
  user_name: string;
  color: string | null;
  minutes: number;
  revenue_cents: number;
  /** The member's place among the members of the answer, by name (1 first). */
  user_rank: number;
}

/** pg hands 64-bit integers (the revenue, and the rank on PostgreSQL) over as text. */
type StoredTotal = Omit<ActivityTotal, 'revenue_cents' | 'user_rank'> & { revenue_cents: number | string; user_rank: number | string };

export function dashboardStore(db: Db) {
  const parameters = (scope: DashboardScope, organizationId: number, userId: number, from: string, to: string) =>
    scope === 'me' ? [userId, from, to, organizationId] : [from, to, organizationId];

  return {
    /** Minutes per day from `from` to `to` of the caller (`me`) or the organisation (`team`), for the days that have any. */
    async dayTotals(scope: DashboardScope, organizationId: number, userId: number, from: string, to: string): Promise<{ date: string; minutes: number }[]> {
      const { rows } = await runStatement<{ date: string; minutes: number }>(db, DAY_TOTALS[scope], parameters(scope, organizationId, userId, from, to));
      return rows;
    },

    /** Time and revenue per activity and member from `from` to `to`, in the order the dashboard shows them. */
    async activityTotals(scope: DashboardScope, organizationId: number, userId: number, from: string, to: string): Promise<ActivityTotal[]> {
      const { rows } = await runStatement<StoredTotal>(db, ACTIVITY_TOTALS[scope], parameters(scope, organizationId, userId, from, to));
      return rows.map((row) => ({ ...row, revenue_cents: Number(row.revenue_cents), user_rank: Number(row.user_rank) }));
    },
  };
}
