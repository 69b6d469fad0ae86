import { sql } from 'kysely';
import { chunks } from '../../db/chunks.js';
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
  /** The member's open minutes on it per day of the week (the cell: on no invoice yet), first to last. */
  times: number[];
  /** Per day of the week: the minutes billed on invoice lines, beside the open ones (migration 0030). */
  invoicedTimes: number[];
  /** Per day of the week: the number(s) of the invoice(s) the day's invoiced minutes are on ('2026-0001, 2026-0004'), else null. */
  invoiceNumbers: (string | null)[];
  /** Per day of the week: the note of the day's open entry, else null. */
  notes: (string | null)[];
  /** Per day of the week: the day's open entry was invoiced before it came to Kwartier (an import, migration 0029): it never changes. */
  invoicedElsewhere: boolean[];
}

/** A day of a line holding hours, and whether they are billed on an invoice line. */
export interface DayWithHours {
  date: string;
  invoiced: boolean;
  /** The hours were invoiced outside Kwartier (`time_entries.invoiced_elsewhere`). */
  elsewhere: boolean;
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

/**
 * The activities of a member's week: those they are on, and those that are a line of the week
 * (added to it, `time_lines`, or holding hours in it), with `line` 1 for the latter.
 */
const WEEK_IDS = `select "activity_id", max("line") as "line" from (
  select "activity_id", 0 as "line" from "activity_user" where "user_id" = ? and "organization_id" = ?
  union all select "activity_id", 1 from "time_lines" where "user_id" = ? and "week_start" >= ? and "week_start" <= ? and "organization_id" = ?
  union all select "activity_id", 1 from "time_entries" where "user_id" = ? and "date" >= ? and "date" <= ? and "organization_id" = ?
) as "w" group by "activity_id"`;

/** One activity of the week as the statement below lists it (a JSON array, in this order). */
type WeekActivityTuple = [
  activity_id: number,
  activity_name: string,
  activity_active: Flag,
  project_name: string,
  project_active: Flag,
  startdate: string | null,
  enddate: string | null,
  client_name: string,
  color: string | null,
  rate_cents: number | null,
  line: Flag,
];
/** One entry of the week: activity, day, minutes, note, the number of the invoice billing it and whether it was invoiced elsewhere. */
type WeekEntryTuple = [activity_id: number, date: string, minutes: number, note: string | null, invoicenumber: string | null, invoiced_elsewhere: Flag];

/**
 * The week in one statement that answers two JSON arrays: the activities (WEEK_IDS with their
 * names, flags, dates and the member's rate), by project name, then activity name, and the
 * member's entries of the seven days. Built as JSON by the database and parsed at once: turning
 * rows into objects cost the time sheet's save more than finding them (bench/time.ts), and the
 * days are laid out per activity in JS (`week` below). Starts from the member's own rows, so its
 * cost follows their activities, not the organisation's.
 */
function weekStatement(array: string, aggregate: (item: string, orderBy?: string) => string) {
  return `select (
  select ${aggregate(
    `${array}("a"."id", "a"."name", "a"."active", "p"."name", "p"."active", "p"."startdate", "p"."enddate", "c"."name", "c"."color", "au"."rate_cents", "ids"."line")`,
    '"p"."name", "a"."name", "a"."id"',
  )}
  from (${WEEK_IDS}) as "ids"
  inner join "activities" as "a" on "a"."id" = "ids"."activity_id"
  inner join "projects" as "p" on "p"."id" = "a"."project_id"
  inner join "clients" as "c" on "c"."id" = "p"."client_id"
  left join "activity_user" as "au" on "au"."activity_id" = "a"."id" and "au"."user_id" = ?
  where "a"."organization_id" = ?
) as "activities", (
  select ${aggregate(`${array}("te"."activity_id", "te"."date", "te"."minutes", "te"."note", "inv"."invoicenumber", "te"."invoiced_elsewhere")`)}
  from "time_entries" as "te"
  left join "invoice_lines" as "il" on "il"."id" = "te"."invoice_line_id"
  left join "invoices" as "inv" on "inv"."id" = "il"."invoice_id"
  where "te"."user_id" = ? and "te"."date" >= ? and "te"."date" <= ? and "te"."organization_id" = ?
) as "entries"`;
}

const WEEK = {
  sqlite: weekStatement('json_array', (item, orderBy) => `json_group_array(${item}${orderBy ? ` order by ${orderBy}` : ''})`),
  postgres: weekStatement('json_build_array', (item, orderBy) => `coalesce(json_agg(${item}${orderBy ? ` order by ${orderBy}` : ''}), '[]')`),
};

/** A JSON column as the driver hands it: text from SQLite, parsed already by node-postgres. */
function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

const FIRST_DAY = `select "firstdayoftheweek" from "organizations" where "id" = ?`;

/** The member's minutes on a day but those of one activity's open entry (its invoiced minutes count). */
const MINUTES_ON = `select cast(coalesce(sum("minutes"), 0) as integer) as "minutes" from "time_entries"
where "user_id" = ? and "date" = ? and ("activity_id" <> ? or "invoice_line_id" is not null) and "organization_id" = ?`;

/**
 * The member's open entry on an activity and day (the cell), held on PostgreSQL until the save's
 * transaction ends: an invoice waits for the save and then bills the saved minutes, or the save
 * waits for an invoice that holds it, then finds it invoiced (read committed checks the
 * condition again) and writes a new open entry beside it (store.uninvoicedEntries of the invoices).
 */
const HOLD_CELL = `select "id" from "time_entries"
where "user_id" = ? and "activity_id" = ? and "date" = ? and "organization_id" = ? and "invoice_line_id" is null for update`;

/**
 * Sets the open entry's minutes and rate (the unique key holds for open entries only: migration
 * 0030); minutes equal to those stored change nothing. An invoiced entry is never written (billed
 * hours never change, whatever path writes): more hours that day make an open entry beside it.
 */
const SET_MINUTES = `insert into "time_entries" ("organization_id", "user_id", "activity_id", "date", "minutes", "rate_cents", "created_at", "updated_at")
values (?, ?, ?, ?, ?, ?, ?, ?)
on conflict ("user_id", "activity_id", "date") where "invoice_line_id" is null do update
set "minutes" = excluded."minutes", "rate_cents" = excluded."rate_cents", "updated_at" = excluded."updated_at"
where "time_entries"."minutes" <> excluded."minutes" and "time_entries"."invoice_line_id" is null and "time_entries"."invoiced_elsewhere" = 0`;

/**
 * Sets the note of an existing entry, never of an invoiced one (billed hours never change, and
 * neither does what they say was done); the same note changes nothing.
 */
const SET_NOTE = `update "time_entries" set "note" = ?, "updated_at" = ?
where "user_id" = ? and "activity_id" = ? and "date" = ? and "organization_id" = ? and "invoice_line_id" is null and "invoiced_elsewhere" = 0
and coalesce("note", '') <> coalesce(?, '')`;

/** The minutes of the member's open entry on an activity and day (0 when none). */
const CELL_MINUTES = `select "minutes" from "time_entries"
where "user_id" = ? and "activity_id" = ? and "date" = ? and "organization_id" = ? and "invoice_line_id" is null`;

/** Removes an entry, never an invoiced one (on an invoice line or elsewhere). */
const REMOVE_ENTRY = `delete from "time_entries" where "user_id" = ? and "activity_id" = ? and "date" = ? and "organization_id" = ? and "invoice_line_id" is null and "invoiced_elsewhere" = 0`;

/** Whether the member's open entry on an activity and day was invoiced outside Kwartier. */
const CELL_ELSEWHERE = `select "invoiced_elsewhere" from "time_entries"
where "user_id" = ? and "activity_id" = ? and "date" = ? and "organization_id" = ? and "invoice_line_id" is null`;

const ADD_LINE = `insert into "time_lines" ("organization_id", "user_id", "activity_id", "week_start", "created_at")
values (?, ?, ?, ?, ?)
on conflict ("user_id", "week_start", "activity_id") do nothing`;

/**
 * A save's two writes in one statement on PostgreSQL (one round trip): the entry (SET_MINUTES, or
 * REMOVE_ENTRY for 0 minutes) and the line (ADD_LINE), as data-modifying CTEs, which always run.
 */
const SAVE_CELL = {
  set: `with "entry" as (${SET_MINUTES}), "line" as (${ADD_LINE}) select 1 as "done"`,
  remove: `with "entry" as (${REMOVE_ENTRY}), "line" as (${ADD_LINE}) select 1 as "done"`,
};

/** Minutes an import adds to a member's cell (see addToCells). */
export interface NewCell {
  user_id: number;
  activity_id: number;
  date: string;
  minutes: number;
  note: string | null;
  rate_cents: number;
  invoiced_elsewhere: 0 | 1;
}

/** Ids per statement when entries are linked: well below the bound-parameter limits of SQLite (32 766) and PostgreSQL (65 535). */
const LINK_CHUNK = 1000;

type ActivityRow = Omit<TimeActivity, 'member'>;
const asTimeActivity = <R extends ActivityRow>(row: R): R & { member: boolean } => ({ ...row, member: row.rate_cents !== null });

export function timeStore(db: Db) {
  const entriesOfLine = (organizationId: number, userId: number, activityId: number, from: string, to: string, lock = false) => {
    const query = db
      .selectFrom('time_entries')
      .select(['date', 'minutes', 'invoice_line_id', 'invoiced_elsewhere'])
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
      const { rows } = await runStatement<{ activities: unknown; entries: unknown }>(db, WEEK[dialectOf(db)], [
        ...[userId, organizationId, userId, from, to, organizationId, userId, from, to, organizationId],
        ...[userId, organizationId],
        ...[userId, from, to, organizationId],
      ]);
      const byId = new Map<number, WeekActivity>();
      const activities = fromJson<WeekActivityTuple[]>(rows[0].activities).map(
        ([activity_id, activity_name, activity_active, project_name, project_active, startdate, enddate, client_name, color, rate_cents, line]): WeekActivity => {
          const activity: WeekActivity = {
            activity_id,
            activity_name,
            activity_active,
            project_name,
            project_active,
            startdate,
            enddate,
            client_name,
            color,
            rate_cents,
            member: rate_cents !== null,
            line: line === 1,
            times: [0, 0, 0, 0, 0, 0, 0],
            invoicedTimes: [0, 0, 0, 0, 0, 0, 0],
            invoiceNumbers: [null, null, null, null, null, null, null],
            notes: [null, null, null, null, null, null, null],
            invoicedElsewhere: [false, false, false, false, false, false, false],
          };
          byId.set(activity_id, activity);
          return activity;
        },
      );
      // One open entry per member, activity and day (a partial unique index), and any invoiced ones beside it.
      for (const [activityId, date, minutes, note, invoiceNumber, elsewhere] of fromJson<WeekEntryTuple[]>(rows[0].entries)) {
        const activity = byId.get(activityId);
        const day = days.indexOf(date);
        if (!activity || day < 0) continue;
        if (invoiceNumber === null) {
          activity.times[day] = minutes;
          activity.notes[day] = note;
          activity.invoicedElsewhere[day] = Number(elsewhere) === 1;
          continue;
        }
        activity.invoicedTimes[day] += minutes;
        const numbers = activity.invoiceNumbers[day]?.split(', ') ?? [];
        if (!numbers.includes(invoiceNumber)) activity.invoiceNumbers[day] = [...numbers, invoiceNumber].sort().join(', ');
      }
      return activities;
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

    /** Holds the member's open entry on the activity and day until the transaction ends (PostgreSQL: see HOLD_CELL). */
    async holdCell(organizationId: number, userId: number, activityId: number, date: string): Promise<void> {
      if (dialectOf(db) === 'postgres') await runStatement(db, HOLD_CELL, [userId, activityId, date, organizationId]);
    },

    /** The member's minutes on a day over all lines but one activity's open entry (its invoiced minutes count). */
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

    /** The member's open minutes on an activity and day: 0 when the cell holds no open entry. */
    async cellMinutes(organizationId: number, userId: number, activityId: number, date: string): Promise<number> {
      const { rows } = await runStatement<{ minutes: number }>(db, CELL_MINUTES, [userId, activityId, date, organizationId]);
      return rows[0]?.minutes ?? 0;
    },

    /** Whether the member's open entry on an activity and day was invoiced outside Kwartier (false when there is none). */
    async invoicedElsewhere(organizationId: number, userId: number, activityId: number, date: string): Promise<boolean> {
      const { rows } = await runStatement<{ invoiced_elsewhere: number }>(db, CELL_ELSEWHERE, [userId, activityId, date, organizationId]);
      return Number(rows[0]?.invoiced_elsewhere ?? 0) === 1;
    },

    /** Sets (null: removes) the note of the member's entry on an activity and day; an invoiced entry keeps its note. */
    async setNote(organizationId: number, userId: number, activityId: number, date: string, note: string | null, now: Date): Promise<void> {
      await runStatement(db, SET_NOTE, [note, now.toISOString(), userId, activityId, date, organizationId, note]);
    },

    /**
     * What a save of the time sheet writes: the minutes (`setMinutes`) and the activity as a line
     * of the week starting on `weekStart` (`addLine`); one statement on PostgreSQL.
     */
    async saveCell(organizationId: number, userId: number, activityId: number, date: string, minutes: number, rateCents: number, weekStart: string, now: Date): Promise<void> {
      if (dialectOf(db) !== 'postgres') {
        await this.setMinutes(organizationId, userId, activityId, date, minutes, rateCents, now);
        await this.addLine(organizationId, userId, activityId, weekStart, now);
        return;
      }
      const at = now.toISOString();
      const line = [organizationId, userId, activityId, weekStart, at];
      if (minutes === 0) await runStatement(db, SAVE_CELL.remove, [userId, activityId, date, organizationId, ...line]);
      else await runStatement(db, SAVE_CELL.set, [organizationId, userId, activityId, date, minutes, rateCents, at, at, ...line]);
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
      return (await entriesOfLine(organizationId, userId, activityId, from, to, true)).map((entry) => ({ date: entry.date, invoiced: entry.invoice_line_id !== null, elsewhere: entry.invoiced_elsewhere === 1 }));
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

    /**
     * Adds minutes to the cells (an import): a new cell is inserted, an existing one gets the
     * minutes added, the notes appended on a line of their own and the member's current rate (as
     * a time sheet save that changes the minutes keeps it).
     */
    async addToCells(organizationId: number, cells: NewCell[], now: Date): Promise<void> {
      const at = now.toISOString();
      for (const part of chunks(cells)) {
        await db
          .insertInto('time_entries')
          .values(part.map((cell) => ({ ...cell, organization_id: organizationId, created_at: at, updated_at: at })))
          .onConflict((oc) =>
            // The cell's open entry (the unique key holds for open entries only, migration 0030).
            oc.columns(['user_id', 'activity_id', 'date']).where('invoice_line_id', 'is', null).doUpdateSet({
              minutes: sql<number>`time_entries.minutes + excluded.minutes`,
              note: sql<string | null>`case when excluded.note is null then time_entries.note when time_entries.note is null then excluded.note else time_entries.note || ${'\n'} || excluded.note end`,
              rate_cents: sql<number>`excluded.rate_cents`,
              updated_at: sql<string>`excluded.updated_at`,
            }),
          )
          .execute();
      }
    },

    /** Bills these entries of the organisation on the invoice line, those still on no invoice; answers how many it linked. */
    async linkToLine(organizationId: number, lineId: number, entryIds: readonly number[]): Promise<number> {
      let linked = 0;
      for (let start = 0; start < entryIds.length; start += LINK_CHUNK) {
        const result = await db
          .updateTable('time_entries')
          .set({ invoice_line_id: lineId })
          .where('organization_id', '=', organizationId)
          .where('id', 'in', entryIds.slice(start, start + LINK_CHUNK))
          .where('invoice_line_id', 'is', null)
          .executeTakeFirst();
        linked += Number(result.numUpdatedRows);
      }
      return linked;
    },

    /**
     * Releases the hours billed on these invoice lines of the organisation: editable and offered
     * again. A member's day on an activity holds one open entry (migration 0030), so a released
     * entry whose cell has an open entry already — more hours booked beside the invoiced ones, or
     * another released entry of the same cell — is merged into it: its minutes added (at the open
     * entry's rate), its note appended; the others simply become open.
     */
    async releaseFromLines(organizationId: number, lineIds: readonly number[]): Promise<void> {
      if (lineIds.length === 0) return;
      const merged = await db
        .selectFrom('time_entries as r')
        .select(['r.id', 'r.user_id', 'r.activity_id', 'r.date', 'r.minutes', 'r.note'])
        .where('r.organization_id', '=', organizationId)
        .where('r.invoice_line_id', 'in', lineIds)
        .where(({ or, exists, selectFrom }) =>
          or([
            exists(
              selectFrom('time_entries as o')
                .select('o.id')
                .whereRef('o.user_id', '=', 'r.user_id')
                .whereRef('o.activity_id', '=', 'r.activity_id')
                .whereRef('o.date', '=', 'r.date')
                .where('o.invoice_line_id', 'is', null),
            ),
            exists(
              selectFrom('time_entries as s')
                .select('s.id')
                .whereRef('s.user_id', '=', 'r.user_id')
                .whereRef('s.activity_id', '=', 'r.activity_id')
                .whereRef('s.date', '=', 'r.date')
                .whereRef('s.id', '<', 'r.id')
                .where('s.invoice_line_id', 'in', lineIds),
            ),
          ]),
        )
        .orderBy('r.id')
        .execute();
      const mergedIds = merged.map((entry) => entry.id);
      let released = db.updateTable('time_entries').set({ invoice_line_id: null }).where('organization_id', '=', organizationId).where('invoice_line_id', 'in', lineIds);
      if (mergedIds.length > 0) released = released.where('id', 'not in', mergedIds);
      await released.execute();
      for (const entry of merged) {
        await db.deleteFrom('time_entries').where('organization_id', '=', organizationId).where('id', '=', entry.id).execute();
        await db
          .updateTable('time_entries')
          .set({
            minutes: sql<number>`${sql.ref('minutes')} + ${entry.minutes}`,
            note: entry.note === null ? sql<string | null>`${sql.ref('note')}` : sql<string | null>`case when ${sql.ref('note')} is null then ${entry.note} else ${sql.ref('note')} || ${'\n'} || ${entry.note} end`,
          })
          .where('organization_id', '=', organizationId)
          .where('user_id', '=', entry.user_id)
          .where('activity_id', '=', entry.activity_id)
          .where('date', '=', entry.date)
          .where('invoice_line_id', 'is', null)
          .execute();
      }
    },

    /** Removes the member's time on no invoice and their time sheet lines (their account goes; invoiced time stays). */
    async removeOpenTimeOf(organizationId: number, userId: number): Promise<void> {
      await db.deleteFrom('time_entries').where('organization_id', '=', organizationId).where('user_id', '=', userId).where('invoice_line_id', 'is', null).execute();
      await db.deleteFrom('time_lines').where('organization_id', '=', organizationId).where('user_id', '=', userId).execute();
    },

    /** Removes every time entry of the organisation (it goes: `time_entries` names users and activities without a cascade of its own). */
    async removeAllOf(organizationId: number): Promise<void> {
      await db.deleteFrom('time_entries').where('organization_id', '=', organizationId).execute();
    },
  };
}
