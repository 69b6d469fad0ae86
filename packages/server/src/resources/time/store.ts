import { dialectOf, type Db } from '../../db/database.js';
import type { Flag } from '../../db/schema.js';
import { runStatement } from '../../db/statements.js';
import type { Bookability } from './rules.js';

// Every query names the caller's organisation AND the caller: a member sees and books only their
// own time, and another organisation's activity is as absent as one that never existed.
//
// The statements of a save and of reading a week — every time call reads one — are written out
// once (db/statements.ts) rather than built with Kysely per request: bench/time.ts measures the
// save against the bare /health route, and building took longer than running.

/** An activity as the time sheet sees it for one member: names, colour and what decides booking. */
export interface TimeActivity extends Bookability {
  activity_id: number;
  activity_name: string;
  project_name: string;
  client_name: string;
  color: string | null;
  /** The member's hourly rate on it in cents; null when they are not on it. */
  rate_cents: number | null;
}

/** An activity with its place in one member's week. */
export interface WeekActivity extends TimeActivity {
  /** A line of the week: added to it (time_lines), or holding hours in it. */
  line: boolean;
  /** The member's minutes on it per day of the week, first to last. */
  times: number[];
  /** Per day of the week: the day's hours are billed on an invoice line (read-only). */
  invoiced: boolean[];
  /** Per day of the week: the number of the invoice the day's hours are on, else null. */
  invoiceNumbers: (string | null)[];
  /** Per day of the week: the note of the day's entry, else null. */
  notes: (string | null)[];
}

/** A day of a line holding hours, and whether they are billed on an invoice line. */
export interface DayWithHours {
  date: string;
  invoiced: boolean;
}

/** The columns of a TimeActivity, as the statements below select them from `a`, `p`, `c` and `au`. */
const ACTIVITY_COLUMNS = `"a"."id" as "activity_id", "a"."name" as "activity_name", "a"."active" as "activity_active",
  "p"."name" as "project_name", "p"."active" as "project_active", "p"."startdate", "p"."enddate",
  "c"."name" as "client_name", "c"."color", "au"."rate_cents"`;

const ACTIVITY = `select ${ACTIVITY_COLUMNS}
from "activities" as "a"
inner join "projects" as "p" on "p"."id" = "a"."project_id"
inner join "clients" as "c" on "c"."id" = "p"."client_id"
left join "activity_user" as "au" on "au"."activity_id" = "a"."id" and "au"."user_id" = ?
where "a"."id" = ? and "a"."organization_id" = ?`;

const DAY_COLUMNS = [0, 1, 2, 3, 4, 5, 6].map((day) => `cast(sum(case when "te"."date" = ? then "te"."minutes" else 0 end) as integer) as "d${day}"`).join(', ');
/** Per day: the number of the invoice the day's entry is billed on (one entry per member, activity and day), else null. */
const INVOICED_COLUMNS = [0, 1, 2, 3, 4, 5, 6].map((day) => `max(case when "te"."date" = ? then "inv"."invoicenumber" end) as "n${day}"`).join(', ');
/** Per day: the note of the day's entry (one entry per member, activity and day), else null. */
const NOTE_COLUMNS = [0, 1, 2, 3, 4, 5, 6].map((day) => `max(case when "te"."date" = ? then "te"."note" end) as "t${day}"`).join(', ');

/**
 * The week: the activities the member is on, and those that are a line of the week (added to it,
 * or holding hours in it), by project name, then activity name, each with the member's minutes
 * per day (`d0` … `d6`). Starts from the member's own rows, so its cost follows their activities,
 * not the organisation's.
 */
const WEEK = `with "e" as (
  select "te"."activity_id", ${DAY_COLUMNS}, ${INVOICED_COLUMNS}, ${NOTE_COLUMNS} from "time_entries" as "te"
  left join "invoice_lines" as "il" on "il"."id" = "te"."invoice_line_id"
  left join "invoices" as "inv" on "inv"."id" = "il"."invoice_id"
  where "te"."user_id" = ? and "te"."date" >= ? and "te"."date" <= ? and "te"."organization_id" = ?
  group by "te"."activity_id"
), "l" as (
  select distinct "activity_id" from "time_lines"
  where "user_id" = ? and "week_start" >= ? and "week_start" <= ? and "organization_id" = ?
), "ids" as (
  select "activity_id" from "activity_user" where "user_id" = ? and "organization_id" = ?
  union select "activity_id" from "l"
  union select "activity_id" from "e"
)
select ${ACTIVITY_COLUMNS},
  case when "l"."activity_id" is not null or "e"."activity_id" is not null then 1 else 0 end as "line",
  coalesce("e"."d0", 0) as "d0", coalesce("e"."d1", 0) as "d1", coalesce("e"."d2", 0) as "d2", coalesce("e"."d3", 0) as "d3",
  coalesce("e"."d4", 0) as "d4", coalesce("e"."d5", 0) as "d5", coalesce("e"."d6", 0) as "d6",
  "e"."n0", "e"."n1", "e"."n2", "e"."n3", "e"."n4", "e"."n5", "e"."n6",
  "e"."t0", "e"."t1", "e"."t2", "e"."t3", "e"."t4", "e"."t5", "e"."t6"
from "ids"
inner join "activities" as "a" on "a"."id" = "ids"."activity_id"
inner join "projects" as "p" on "p"."id" = "a"."project_id"
inner join "clients" as "c" on "c"."id" = "p"."client_id"
left join "activity_user" as "au" on "au"."activity_id" = "a"."id" and "au"."user_id" = ?
left join "l" on "l"."activity_id" = "a"."id"
left join "e" on "e"."activity_id" = "a"."id"
where "a"."organization_id" = ?
order by "p"."name", "a"."name", "a"."id"`;

const FIRST_DAY = `select "firstdayoftheweek" from "organizations" where "id" = ?`;

const MINUTES_ON = `select cast(coalesce(sum("minutes"), 0) as integer) as "minutes" from "time_entries"
where "user_id" = ? and "date" = ? and "activity_id" <> ? and "organization_id" = ?`;

/**
 * The member's entry on an activity and day, to see whether it is billed on an invoice line.
 * PostgreSQL holds the entry — invoiced or not, so the condition is not in the `where` — until
 * the save's transaction ends: an invoice waits for the save and then bills the saved minutes,
 * or the save waits for an invoice that holds it and then finds it invoiced
 * (store.uninvoicedEntries of the invoices).
 */
const CELL_ENTRY = `select "invoice_line_id" from "time_entries"
where "user_id" = ? and "activity_id" = ? and "date" = ? and "organization_id" = ?`;

/**
 * Sets an entry's minutes and rate; minutes equal to those stored change nothing, and neither
 * does anything on an invoiced entry (billed hours never change, whatever path writes).
 */
const SET_MINUTES = `insert into "time_entries" ("organization_id", "user_id", "activity_id", "date", "minutes", "rate_cents", "created_at", "updated_at")
values (?, ?, ?, ?, ?, ?, ?, ?)
on conflict ("user_id", "activity_id", "date") do update
set "minutes" = excluded."minutes", "rate_cents" = excluded."rate_cents", "updated_at" = excluded."updated_at"
where "time_entries"."minutes" <> excluded."minutes" and "time_entries"."invoice_line_id" is null`;

/**
 * Sets the note of an existing entry, never of an invoiced one (billed hours never change, and
 * neither does what they say was done); the same note changes nothing.
 */
const SET_NOTE = `update "time_entries" set "note" = ?, "updated_at" = ?
where "user_id" = ? and "activity_id" = ? and "date" = ? and "organization_id" = ? and "invoice_line_id" is null
and coalesce("note", '') <> coalesce(?, '')`;

/** The minutes of the member's entry on an activity and day (0 when none). */
const CELL_MINUTES = `select "minutes" from "time_entries"
where "user_id" = ? and "activity_id" = ? and "date" = ? and "organization_id" = ?`;

/** Removes an entry, never an invoiced one. */
const REMOVE_ENTRY = `delete from "time_entries" where "user_id" = ? and "activity_id" = ? and "date" = ? and "organization_id" = ? and "invoice_line_id" is null`;

const ADD_LINE = `insert into "time_lines" ("organization_id", "user_id", "activity_id", "week_start", "created_at")
values (?, ?, ?, ?, ?)
on conflict ("user_id", "week_start", "activity_id") do nothing`;

type ActivityRow = Omit<TimeActivity, 'member'>;
type WeekRow = ActivityRow & { line: Flag; d0: number; d1: number; d2: number; d3: number; d4: number; d5: number; d6: number } & Record<
    `n${0 | 1 | 2 | 3 | 4 | 5 | 6}`,
    string | null
  > &
  Record<`t${0 | 1 | 2 | 3 | 4 | 5 | 6}`, string | null>;

const asTimeActivity = <R extends ActivityRow>(row: R): R & { member: boolean } => ({ ...row, member: row.rate_cents !== null });

export function timeStore(db: Db) {
  const entriesOfLine = (organizationId: number, userId: number, activityId: number, from: string, to: string, lock = false) => {
    const query = db
      .selectFrom('time_entries')
      .select(['date', 'minutes', 'invoice_line_id'])
      .where('organization_id', '=', organizationId)
      .where('user_id', '=', userId)
      .where('activity_id', '=', activityId)
      .where('date', '>=', from)
      .where('date', '<=', to);
    return (lock && dialectOf(db) === 'postgres' ? query.forUpdate() : query).execute();
  };

  return {
    /** The organisation's first day of the week (0 Sunday … 6 Saturday). */
    async firstDayOfWeek(organizationId: number): Promise<number> {
      const { rows } = await runStatement<{ firstdayoftheweek: number }>(db, FIRST_DAY, [organizationId]);
      return rows[0].firstdayoftheweek;
    },

    /**
     * Holds the member's row until the request's transaction ends (PostgreSQL), so two saves of
     * theirs cannot both pass the 24:00-per-day check on the same day. SQLite runs one write
     * transaction at a time anyway.
     */
    async lockMember(userId: number): Promise<void> {
      if (dialectOf(db) === 'postgres') await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    },

    /** An activity of the organisation as this member sees it, or undefined. */
    async activity(organizationId: number, userId: number, activityId: number): Promise<TimeActivity | undefined> {
      const { rows } = await runStatement<ActivityRow>(db, ACTIVITY, [userId, activityId, organizationId]);
      return rows[0] && asTimeActivity(rows[0]);
    },

    /**
     * The member's week of seven `days`: the activities they are on together with every activity
     * that is a line of the week, by project name, then activity name, with their minutes per day.
     */
    async week(organizationId: number, userId: number, days: string[]): Promise<WeekActivity[]> {
      const from = days[0];
      const to = days[6];
      const { rows } = await runStatement<WeekRow>(db, WEEK, [
        ...days,
        ...days,
        ...days,
        userId,
        from,
        to,
        organizationId,
        userId,
        from,
        to,
        organizationId,
        userId,
        organizationId,
        userId,
        organizationId,
      ]);
      return rows.map(({ line, d0, d1, d2, d3, d4, d5, d6, n0, n1, n2, n3, n4, n5, n6, t0, t1, t2, t3, t4, t5, t6, ...row }) => {
        const invoiceNumbers = [n0, n1, n2, n3, n4, n5, n6].map((number) => number ?? null);
        return {
          ...asTimeActivity(row),
          line: line === 1,
          times: [d0, d1, d2, d3, d4, d5, d6],
          invoiced: invoiceNumbers.map((number) => number !== null),
          invoiceNumbers,
          notes: [t0, t1, t2, t3, t4, t5, t6].map((note) => note ?? null),
        };
      });
    },

    /** Whether the activity is a line of the member's week from `from` to `to`: added to it, or holding hours in it. */
    async isLine(organizationId: number, userId: number, activityId: number, from: string, to: string): Promise<boolean> {
      const line = await db
        .selectFrom('time_lines')
        .select('id')
        .where('organization_id', '=', organizationId)
        .where('user_id', '=', userId)
        .where('activity_id', '=', activityId)
        .where('week_start', '>=', from)
        .where('week_start', '<=', to)
        .limit(1)
        .executeTakeFirst();
      return line !== undefined || (await entriesOfLine(organizationId, userId, activityId, from, to)).length > 0;
    },

    /** Whether the member's hours on the activity and day are billed on an invoice line (held on PostgreSQL: see CELL_ENTRY). */
    async cellInvoiced(organizationId: number, userId: number, activityId: number, date: string): Promise<boolean> {
      const text = dialectOf(db) === 'postgres' ? `${CELL_ENTRY} for update` : CELL_ENTRY;
      const { rows } = await runStatement<{ invoice_line_id: number | null }>(db, text, [userId, activityId, date, organizationId]);
      return rows.length > 0 && rows[0].invoice_line_id !== null;
    },

    /** The member's minutes on a day over all lines but one. */
    async minutesOn(organizationId: number, userId: number, date: string, exceptActivityId: number): Promise<number> {
      const { rows } = await runStatement<{ minutes: number }>(db, MINUTES_ON, [userId, date, exceptActivityId, organizationId]);
      return rows[0].minutes;
    },

    /**
     * Sets the member's minutes on an activity and day with their current rate on it; 0 removes
     * the entry. Minutes equal to those stored change nothing (not the rate either).
     */
    async setMinutes(organizationId: number, userId: number, activityId: number, date: string, minutes: number, rateCents: number, now: Date): Promise<void> {
      if (minutes === 0) {
        await runStatement(db, REMOVE_ENTRY, [userId, activityId, date, organizationId]);
        return;
      }
      const at = now.toISOString();
      await runStatement(db, SET_MINUTES, [organizationId, userId, activityId, date, minutes, rateCents, at, at]);
    },

    /** The member's minutes on an activity and day: 0 when the cell holds no entry. */
    async cellMinutes(organizationId: number, userId: number, activityId: number, date: string): Promise<number> {
      const { rows } = await runStatement<{ minutes: number }>(db, CELL_MINUTES, [userId, activityId, date, organizationId]);
      return rows[0]?.minutes ?? 0;
    },

    /** Sets (null: removes) the note of the member's entry on an activity and day; an invoiced entry keeps its note. */
    async setNote(organizationId: number, userId: number, activityId: number, date: string, note: string | null, now: Date): Promise<void> {
      await runStatement(db, SET_NOTE, [note, now.toISOString(), userId, activityId, date, organizationId, note]);
    },

    /** Makes the activity a line of the week starting on `weekStart` (if it is, it stays one). */
    async addLine(organizationId: number, userId: number, activityId: number, weekStart: string, now: Date): Promise<void> {
      await runStatement(db, ADD_LINE, [organizationId, userId, activityId, weekStart, now.toISOString()]);
    },

    /** Makes the activities lines of the week starting on `weekStart` (those that are already stay). */
    async addLines(organizationId: number, userId: number, activityIds: number[], weekStart: string, now: Date): Promise<void> {
      if (activityIds.length === 0) return;
      await db
        .insertInto('time_lines')
        .values(activityIds.map((activityId) => ({ organization_id: organizationId, user_id: userId, activity_id: activityId, week_start: weekStart, created_at: now.toISOString() })))
        .onConflict((oc) => oc.columns(['user_id', 'week_start', 'activity_id']).doNothing())
        .execute();
    },

    /**
     * The days on which the member has hours on the activity, from `from` to `to`, and whether
     * they are invoiced; held until the request's transaction ends (PostgreSQL), so an invoice
     * cannot take them between this check and their removal.
     */
    async daysWithHours(organizationId: number, userId: number, activityId: number, from: string, to: string): Promise<DayWithHours[]> {
      return (await entriesOfLine(organizationId, userId, activityId, from, to, true)).map((entry) => ({ date: entry.date, invoiced: entry.invoice_line_id !== null }));
    },

    /** The numbers of the invoices that bill the member's hours on the activity from `from` to `to`, in order. */
    async invoiceNumbers(organizationId: number, userId: number, activityId: number, from: string, to: string): Promise<string[]> {
      const rows = await db
        .selectFrom('time_entries')
        .innerJoin('invoice_lines', 'invoice_lines.id', 'time_entries.invoice_line_id')
        .innerJoin('invoices', 'invoices.id', 'invoice_lines.invoice_id')
        .select('invoices.invoicenumber')
        .distinct()
        .where('time_entries.organization_id', '=', organizationId)
        .where('time_entries.user_id', '=', userId)
        .where('time_entries.activity_id', '=', activityId)
        .where('time_entries.date', '>=', from)
        .where('time_entries.date', '<=', to)
        .orderBy('invoices.invoicenumber')
        .execute();
      return rows.map((row) => row.invoicenumber);
    },

    /** Removes the activity's line from the member's week from `from` to `to`, with its hours there (never invoiced ones). */
    async removeLine(organizationId: number, userId: number, activityId: number, from: string, to: string): Promise<void> {
      await db
        .deleteFrom('time_entries')
        .where('organization_id', '=', organizationId)
        .where('user_id', '=', userId)
        .where('activity_id', '=', activityId)
        .where('date', '>=', from)
        .where('date', '<=', to)
        .where('invoice_line_id', 'is', null)
        .execute();
      await db
        .deleteFrom('time_lines')
        .where('organization_id', '=', organizationId)
        .where('user_id', '=', userId)
        .where('activity_id', '=', activityId)
        .where('week_start', '>=', from)
        .where('week_start', '<=', to)
        .execute();
    },
  };
}
