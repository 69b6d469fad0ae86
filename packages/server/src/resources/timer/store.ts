import type { Db } from '../../db/database.js';
import type { TimersTable } from '../../db/schema.js';

// The member's timer: every query names the caller's organisation and the caller. The time it
// adds to the time sheet goes through the time sheet's own store (resources/time/store.ts).

/** A timer with the names of its activity, as the contract's Timer shows them. */
export interface TimerRow extends TimersTable {
  activity_name: string;
  project_name: string;
  client_name: string;
  color: string | null;
}

export interface TimerActivityRow {
  id: number;
  name: string;
  project_name: string;
  client_name: string;
  color: string | null;
}

export function timerStore(db: Db) {
  return {
    /** The member's timer with its activity's names, or undefined. */
    find(organizationId: number, userId: number): Promise<TimerRow | undefined> {
      return db
        .selectFrom('timers as t')
        .innerJoin('activities as a', 'a.id', 't.activity_id')
        .innerJoin('projects as p', 'p.id', 'a.project_id')
        .innerJoin('clients as c', 'c.id', 'p.client_id')
        .selectAll('t')
        .select(['a.name as activity_name', 'p.name as project_name', 'c.name as client_name', 'c.color'])
        .where('t.organization_id', '=', organizationId)
        .where('t.user_id', '=', userId)
        .executeTakeFirst();
    },

    /** The activities the member can start a timer on: on it, active, in an active project; by project, then activity name. */
    activities(organizationId: number, userId: number): Promise<TimerActivityRow[]> {
      return db
        .selectFrom('activity_user as au')
        .innerJoin('activities as a', 'a.id', 'au.activity_id')
        .innerJoin('projects as p', 'p.id', 'a.project_id')
        .innerJoin('clients as c', 'c.id', 'p.client_id')
        .select(['a.id', 'a.name', 'p.name as project_name', 'c.name as client_name', 'c.color'])
        .where('au.user_id', '=', userId)
        .where('a.organization_id', '=', organizationId)
        .where('a.active', '=', 1)
        .where('p.active', '=', 1)
        .orderBy('p.name')
        .orderBy('a.name')
        .orderBy('a.id')
        .execute();
    },

    /** The organisation's rounding of a stopped timer, in minutes (0 none). */
    async rounding(organizationId: number): Promise<number> {
      const row = await db.selectFrom('organizations').select('timer_rounding').where('id', '=', organizationId).executeTakeFirstOrThrow();
      return row.timer_rounding;
    },

    /** A new running timer, replacing any the member had. */
    async start(timer: { organizationId: number; userId: number; activityId: number; note: string | null; startedAt: Date; timeZone: string }): Promise<void> {
      await db.deleteFrom('timers').where('user_id', '=', timer.userId).where('organization_id', '=', timer.organizationId).execute();
      await db
        .insertInto('timers')
        .values({
          user_id: timer.userId,
          organization_id: timer.organizationId,
          activity_id: timer.activityId,
          note: timer.note,
          started_at: timer.startedAt.toISOString(),
          time_zone: timer.timeZone,
          stopped_at: null,
          refusal_message: null,
          refusal_params: null,
        })
        .execute();
    },

    /** Keeps the timer stopped at `stoppedAt` with the reason its time could not be saved. */
    async keepStopped(organizationId: number, userId: number, stoppedAt: Date, refusal: { message: string; params: Record<string, string> }): Promise<void> {
      await db
        .updateTable('timers')
        .set({ stopped_at: stoppedAt.toISOString(), refusal_message: refusal.message, refusal_params: JSON.stringify(refusal.params) })
        .where('organization_id', '=', organizationId)
        .where('user_id', '=', userId)
        .execute();
    },

    async remove(organizationId: number, userId: number): Promise<void> {
      await db.deleteFrom('timers').where('organization_id', '=', organizationId).where('user_id', '=', userId).execute();
    },

    /** The member's open entry on an activity and day (not an invoiced one beside it): its minutes and note, or undefined. */
    entry(organizationId: number, userId: number, activityId: number, date: string): Promise<{ minutes: number; note: string | null } | undefined> {
      return db
        .selectFrom('time_entries')
        .select(['minutes', 'note'])
        .where('organization_id', '=', organizationId)
        .where('user_id', '=', userId)
        .where('activity_id', '=', activityId)
        .where('date', '=', date)
        .where('invoice_line_id', 'is', null)
        .executeTakeFirst();
    },
  };
}
