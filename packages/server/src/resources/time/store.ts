import { sql } from 'kysely';
import { dialectOf, type Db } from '../../db/database.js';
import type { Flag } from '../../db/schema.js';
import { runStatement } from '../../db/statements.js';
import type { Bookability } from './rules.js';

// Every query names the caller's organisation AND the caller: a member sees and books only their
// own time, and another organisation's activity is as absent as one that never existed.

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
  /** A line of the week was added (time_lines); hours in the week make it a line too. */
  line: boolean;
}

export interface TimeEntry {
  activity_id: number;
  date: string;
  minutes: number;
}

/** What the week's answer is made of. */
export interface WeekRows {
  /** The member's activities and the week's lines, by project name, then activity name. */
  activities: WeekActivity[];
  /** The member's entries of the week. */
  entries: TimeEntry[];
}

/**
 * The hot read of every time call, written out once (db/statements.ts): the organisation's
 * activities that the member is on or that are a line of the week (added to it, or holding
 * hours in it), by project name, then activity name. `rate_cents` is null when the member is not
 * on the activity.
 */
const WEEK_ACTIVITIES = `select * from (
  select "a"."id" as "activity_id", "a"."name" as "activity_name", "a"."active" as "activity_active",
    "p"."name" as "project_name", "p"."active" as "project_active", "p"."startdate", "p"."enddate",
    "c"."name" as "client_name", "c"."color", "au"."rate_cents",
    case when exists (select 1 from "time_lines" as "l" where "l"."user_id" = ? and "l"."activity_id" = "a"."id" and "l"."week_start" >= ? and "l"."week_start" <= ?)
      or exists (select 1 from "time_entries" as "e" where "e"."user_id" = ? and "e"."activity_id" = "a"."id" and "e"."date" >= ? and "e"."date" <= ?)
      then 1 else 0 end as "line"
  from "activities" as "a"
  inner join "projects" as "p" on "p"."id" = "a"."project_id"
  inner join "clients" as "c" on "c"."id" = "p"."client_id"
  left join "activity_user" as "au" on "au"."activity_id" = "a"."id" and "au"."user_id" = ?
  where "a"."organization_id" = ?
) as "w"
where "w"."rate_cents" is not null or "w"."line" = 1
order by "w"."project_name", "w"."activity_name", "w"."activity_id"`;

/** The member's entries of the week. */
const WEEK_ENTRIES = `select "activity_id", "date", "minutes" from "time_entries"
where "user_id" = ? and "date" >= ? and "date" <= ? and "organization_id" = ?`;

export function timeStore(db: Db) {
  const activities = (organizationId: number, userId: number) =>
    db
      .selectFrom('activities')
      .innerJoin('projects', 'projects.id', 'activities.project_id')
      .innerJoin('clients', 'clients.id', 'projects.client_id')
      .leftJoin('activity_user', (join) => join.onRef('activity_user.activity_id', '=', 'activities.id').on('activity_user.user_id', '=', userId))
      .select([
        'activities.id as activity_id',
        'activities.name as activity_name',
        'activities.active as activity_active',
        'projects.name as project_name',
        'projects.active as project_active',
        'projects.startdate',
        'projects.enddate',
        'clients.name as client_name',
        'clients.color',
        'activity_user.rate_cents',
      ])
      .where('activities.organization_id', '=', organizationId);

  const entriesOfLine = (organizationId: number, userId: number, activityId: number, from: string, to: string): Promise<TimeEntry[]> =>
    db
      .selectFrom('time_entries')
      .select(['activity_id', 'date', 'minutes'])
      .where('organization_id', '=', organizationId)
      .where('user_id', '=', userId)
      .where('activity_id', '=', activityId)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .execute();

  const asTimeActivity = <R extends Omit<TimeActivity, 'member'>>(row: R): R & { member: boolean } => ({ ...row, member: row.rate_cents !== null });

  return {
    /** The organisation's first day of the week (0 Sunday … 6 Saturday). */
    async firstDayOfWeek(organizationId: number): Promise<number> {
      const row = await db.selectFrom('organizations').select('firstdayoftheweek').where('id', '=', organizationId).executeTakeFirstOrThrow();
      return row.firstdayoftheweek;
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
      const row = await activities(organizationId, userId).where('activities.id', '=', activityId).executeTakeFirst();
      return row && asTimeActivity(row);
    },

    /**
     * The member's activities (those they are on) together with every activity that is a line of
     * the week from `from` to `to` — added to it, or holding hours in it — with their entries.
     */
    async week(organizationId: number, userId: number, from: string, to: string): Promise<WeekRows> {
      const { rows } = await runStatement<Omit<TimeActivity, 'member'> & { line: Flag }>(db, WEEK_ACTIVITIES, [userId, from, to, userId, from, to, userId, organizationId]);
      const { rows: entries } = await runStatement<TimeEntry>(db, WEEK_ENTRIES, [userId, from, to, organizationId]);
      return { activities: rows.map(({ line, ...row }) => ({ ...asTimeActivity(row), line: line === 1 })), entries };
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

    /** The member's minutes on a day over all lines but one. */
    async minutesOn(organizationId: number, userId: number, date: string, exceptActivityId: number): Promise<number> {
      const row = await db
        .selectFrom('time_entries')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('minutes'), sql<number>`0`).as('minutes'))
        .where('organization_id', '=', organizationId)
        .where('user_id', '=', userId)
        .where('date', '=', date)
        .where('activity_id', '<>', exceptActivityId)
        .executeTakeFirstOrThrow();
      return Number(row.minutes);
    },

    /**
     * Sets the member's minutes on an activity and day with their current rate on it; 0 removes
     * the entry. Minutes equal to those stored change nothing (not the rate either).
     */
    async setMinutes(organizationId: number, userId: number, activityId: number, date: string, minutes: number, rateCents: number, now: Date): Promise<void> {
      if (minutes === 0) {
        await db
          .deleteFrom('time_entries')
          .where('organization_id', '=', organizationId)
          .where('user_id', '=', userId)
          .where('activity_id', '=', activityId)
          .where('date', '=', date)
          .execute();
        return;
      }
      const at = now.toISOString();
      await db
        .insertInto('time_entries')
        .values({ organization_id: organizationId, user_id: userId, activity_id: activityId, date, minutes, rate_cents: rateCents, created_at: at, updated_at: at })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'activity_id', 'date'])
            .doUpdateSet({ minutes, rate_cents: rateCents, updated_at: at })
            .where('time_entries.minutes', '<>', minutes),
        )
        .execute();
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

    /** The member's entries on the activity from `from` to `to`. */
    entriesOfLine,

    /** Removes the activity's line from the member's week from `from` to `to`, with its hours there. */
    async removeLine(organizationId: number, userId: number, activityId: number, from: string, to: string): Promise<void> {
      await db
        .deleteFrom('time_entries')
        .where('organization_id', '=', organizationId)
        .where('user_id', '=', userId)
        .where('activity_id', '=', activityId)
        .where('date', '>=', from)
        .where('date', '<=', to)
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

