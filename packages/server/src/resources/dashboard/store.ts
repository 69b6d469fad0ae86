import type { DashboardScope, Locale } from '@kwartier/api';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Flag } from '../../db/schema.js';
import { runStatement } from '../../db/statements.js';
import { memberNameSql } from '../mydata/rules.js';
import { rangeParts, type Span } from './rules.js';

// Every query names the caller's organisation, and with scope `me` the caller too. The dashboard
// reads the running totals migration 0006 keeps (triggers on time_entries): `time_days` for the
// minutes per day, `time_months` for time and revenue per activity in the range's whole months,
// and `time_entries` only for the days of months the range holds in part (a week, or the ends
// of a range that does not follow month edges). The team's rows come from the organisation's
// indexes on those tables, the caller's from their own keys; no call reads a member's whole
// history. The statements are written out (db/statements.ts), as the time sheet's are;
// bench/dashboard.ts measures them at a million entries.

/** Revenue of one entry in whole cents, rounded half up (rules.ts `entryRevenueCents`); in 64 bits, as minutes × rate may pass 2³¹. */
const ENTRY_REVENUE_CENTS = `((cast("minutes" as bigint) * 100 + 30) / 60 * "rate_cents" + 50) / 100`;

/** The rows of the caller (`me`) or of the organisation (`team`): what each statement's filter starts with. */
const WHO: Record<DashboardScope, string> = { me: `"user_id" = ? and `, team: '' };

const DAY_TOTALS: Record<DashboardScope, string> = {
  me: `select "date", "minutes" from "time_days"
where "user_id" = ? and "date" >= ? and "date" <= ? and "organization_id" = ?`,
  team: `select "date", cast(sum("minutes") as integer) as "minutes" from "time_days"
where "date" >= ? and "date" <= ? and "organization_id" = ?
group by "date"`,
};

/** The organisation's minutes per day and member, with the member's name as read in `locale` (the team chart's colours). */
const MEMBER_DAY_TOTALS = (locale: Locale) => `select "d"."date", "d"."user_id", ${memberNameSql('"u"', locale)} as "user_name", "d"."minutes" from "time_days" as "d"
inner join "users" as "u" on "u"."id" = "d"."user_id"
where "d"."date" >= ? and "d"."date" <= ? and "d"."organization_id" = ?
order by "u"."name", "u"."id", "d"."date"`;

const MONTHS = (scope: DashboardScope) => `select "activity_id", "user_id", "minutes", "revenue_cents" from "time_months"
  where ${WHO[scope]}"month" >= ? and "month" <= ? and "organization_id" = ?`;
const DAYS = (scope: DashboardScope) => `select "activity_id", "user_id", "minutes", ${ENTRY_REVENUE_CENTS} as "revenue_cents" from "time_entries"
  where ${WHO[scope]}"date" >= ? and "date" <= ? and "organization_id" = ?`;

/**
 * Time and revenue per activity and member from the parts of the range, with the names the
 * dashboard shows: by project name, activity name and member name (ids break ties), and each
 * member's place in the order of member names (`user_rank`), so the rows per project and member
 * can be put in the same order without comparing names again.
 */
const activityTotals = (parts: string[], locale: Locale) => `with "t" as (
  ${parts.join('\n  union all\n  ')}
), "e" as (
  select "activity_id", "user_id", cast(sum("minutes") as integer) as "minutes", cast(sum("revenue_cents") as bigint) as "revenue_cents"
  from "t" group by "activity_id", "user_id"
)
select "p"."id" as "project_id", "p"."name" as "project_name", "a"."name" as "activity_name", "u"."id" as "user_id", ${memberNameSql('"u"', locale)} as "user_name",
  "c"."color", "c"."currency", "a"."billable", "e"."minutes", "e"."revenue_cents",
  dense_rank() over (order by "u"."name", "u"."id") as "user_rank"
from "e"
inner join "activities" as "a" on "a"."id" = "e"."activity_id"
inner join "projects" as "p" on "p"."id" = "a"."project_id"
inner join "clients" as "c" on "c"."id" = "p"."client_id"
inner join "users" as "u" on "u"."id" = "e"."user_id"
order by "p"."name", "p"."id", "a"."name", "a"."id", "u"."name", "u"."id"`;

/** The statement for a scope and a shape of range (with or without whole months, with 0–2 spans of days): at most six per scope. */
const statements = new Map<string, string>();
function activityTotalsText(scope: DashboardScope, months: boolean, daySpans: number, locale: Locale): string {
  const key = `${scope} ${months} ${daySpans} ${locale}`;
  let text = statements.get(key);
  if (text === undefined) {
    text = activityTotals([...(months ? [MONTHS(scope)] : []), ...Array.from({ length: daySpans }, () => DAYS(scope))], locale);
    statements.set(key, text);
  }
  return text;
}

/** One member's minutes on one day. */
export interface MemberDayTotal {
  date: string;
  user_id: number;
  user_name: string;
  minutes: number;
}

/** One activity's time of one member in the range. */
export interface ActivityTotal {
  project_id: number;
  project_name: string;
  activity_name: string;
  user_id: number;
  user_name: string;
  color: string | null;
  /** The client's currency: the revenue's (migration 0037). */
  currency: string;
  /** Whether the activity is billable (1) or not (0). */
  billable: Flag;
  minutes: number;
  revenue_cents: number;
  /** The member's place among the members of the answer, by name (1 first). */
  user_rank: number;
}

/** pg hands 64-bit integers (the revenue, and the rank on PostgreSQL) over as text. */
type StoredTotal = Omit<ActivityTotal, 'revenue_cents' | 'user_rank'> & { revenue_cents: number | string; user_rank: number | string };

/** A filter's parameters: the caller when `me`, the span, the organisation. */
const filter = (scope: DashboardScope, organizationId: number, userId: number, span: Span) =>
  scope === 'me' ? [userId, span.from, span.to, organizationId] : [span.from, span.to, organizationId];

/** A statement of the dashboard with its parameters (bench/dashboard.ts shows their query plans). */
export interface Statement {
  text: string;
  parameters: unknown[];
}

/** Minutes per day of the caller (`me`) or the organisation (`team`) from `from` to `to`. */
export function dayTotalsStatement(scope: DashboardScope, organizationId: number, userId: number, from: string, to: string): Statement {
  return { text: DAY_TOTALS[scope], parameters: filter(scope, organizationId, userId, { from, to }) };
}

/** Time and revenue per activity and member of the caller (`me`) or the organisation (`team`) from `from` to `to`. */
export function activityTotalsStatement(scope: DashboardScope, organizationId: number, userId: number, from: string, to: string, locale: Locale = 'en'): Statement {
  const { months, days } = rangeParts(from, to);
  return {
    text: activityTotalsText(scope, months !== null, days.length, locale),
    parameters: [...(months ? [months] : []), ...days].flatMap((span) => filter(scope, organizationId, userId, span)),
  };
}

/** One entry with a note, as the dashboard's notes list it. */
export interface NoteEntry {
  date: string;
  project_name: string;
  activity_name: string;
  user_name: string;
  color: string | null;
  billable: Flag;
  minutes: number;
  note: string;
}

/** The most entries with a note the dashboard lists at once. */
export const MAX_NOTES = 500;

/**
 * The first steps of an organisation, each an existence check on an index of the organisation
 * (or of the caller): any client, any project, any time (the organisation's for an admin, the
 * caller's own for a member: `time_days` keeps a row per member and day with time), and whether
 * the caller is on an active activity of an active project.
 */
const FIRST_STEPS = (admin: boolean) => `select
  case when exists (select 1 from "clients" where "organization_id" = ?) then 1 else 0 end as "clients",
  case when exists (select 1 from "projects" where "organization_id" = ?) then 1 else 0 end as "projects",
  case when exists (select 1 from "time_days" where ${admin ? '' : '"user_id" = ? and '}"organization_id" = ?) then 1 else 0 end as "time",
  case when exists (select 1 from "activity_user" as "au"
    inner join "activities" as "a" on "a"."id" = "au"."activity_id"
    inner join "projects" as "p" on "p"."id" = "a"."project_id"
    where "au"."user_id" = ? and "au"."organization_id" = ? and "a"."active" = 1 and "p"."active" = 1) then 1 else 0 end as "activities"`;

export function dashboardStore(db: Db) {
  return {
    /** Which first steps the caller's organisation has done (see FIRST_STEPS); `admin` counts anyone's time. */
    async firstSteps(organizationId: number, userId: number, admin: boolean): Promise<{ clients: boolean; projects: boolean; time: boolean; activities: boolean }> {
      const parameters = [organizationId, organizationId, ...(admin ? [] : [userId]), organizationId, userId, organizationId];
      const { rows } = await runStatement<Record<'clients' | 'projects' | 'time' | 'activities', number>>(db, FIRST_STEPS(admin), parameters);
      const row = rows[0];
      return { clients: Number(row.clients) === 1, projects: Number(row.projects) === 1, time: Number(row.time) === 1, activities: Number(row.activities) === 1 };
    },

    /**
     * The entries with a note from `from` to `to` of the caller (`me`) or the organisation
     * (`team`), by day, project, activity and member name: at most MAX_NOTES + 1, so the caller
     * can tell there were more. Without `colleagues` the team scope holds the caller's own notes only.
     */
    async notes(scope: DashboardScope, organizationId: number, userId: number, from: string, to: string, locale: Locale, colleagues = scope === 'team'): Promise<NoteEntry[]> {
      let query = db
        .selectFrom('time_entries as te')
        .innerJoin('activities as a', 'a.id', 'te.activity_id')
        .innerJoin('projects as p', 'p.id', 'a.project_id')
        .innerJoin('clients as c', 'c.id', 'p.client_id')
        .innerJoin('users as u', 'u.id', 'te.user_id')
        .select(['te.date', 'p.name as project_name', sql<string>`${sql.raw(memberNameSql('"u"', locale))}`.as('user_name'), 'a.name as activity_name', 'c.color', 'a.billable', 'te.minutes', 'te.note'])
        .where('te.organization_id', '=', organizationId)
        .where('te.date', '>=', from)
        .where('te.date', '<=', to)
        .where('te.note', 'is not', null);
      if (scope === 'me' || !colleagues) query = query.where('te.user_id', '=', userId);
      const rows = await query
        .orderBy('te.date')
        .orderBy('p.name')
        .orderBy('a.name')
        .orderBy('u.name')
        .orderBy('te.id')
        .limit(MAX_NOTES + 1)
        .execute();
      return rows.map((row) => ({ ...row, note: row.note ?? '' }));
    },

    /** Minutes per day from `from` to `to` of the caller (`me`) or the organisation (`team`), for the days that have any. */
    async dayTotals(scope: DashboardScope, organizationId: number, userId: number, from: string, to: string): Promise<{ date: string; minutes: number }[]> {
      const { text, parameters } = dayTotalsStatement(scope, organizationId, userId, from, to);
      return (await runStatement<{ date: string; minutes: number }>(db, text, parameters)).rows;
    },

    /** Minutes per day and member of the organisation from `from` to `to` (days with time only), by member name. */
    async memberDayTotals(organizationId: number, from: string, to: string, locale: Locale): Promise<MemberDayTotal[]> {
      return (await runStatement<MemberDayTotal>(db, MEMBER_DAY_TOTALS(locale), [from, to, organizationId])).rows;
    },

    /** Time and revenue per activity and member from `from` to `to`, in the order the dashboard shows them. */
    async activityTotals(scope: DashboardScope, organizationId: number, userId: number, from: string, to: string, locale: Locale): Promise<ActivityTotal[]> {
      const { text, parameters } = activityTotalsStatement(scope, organizationId, userId, from, to, locale);
      const { rows } = await runStatement<StoredTotal>(db, text, parameters);
      return rows.map((row) => ({ ...row, revenue_cents: Number(row.revenue_cents), user_rank: Number(row.user_rank) }));
    },
  };
}
