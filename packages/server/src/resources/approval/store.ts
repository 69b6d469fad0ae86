import { sql } from 'kysely';
import type { WeekApprovalStatus, WeekSubmissionLine } from '@kwartier/api';
import { dialectOf, type Db } from '../../db/database.js';
import type { Flag } from '../../db/schema.js';
import { runStatement } from '../../db/statements.js';
import { HttpError } from '../../domain/failures.js';
import type { Week } from '../time/rules.js';
import type { LockedPeriod, RangeHolds, WeekState } from './rules.js';

// Week submissions and locked periods (migration 0021). Every query names the caller's
// organisation: another organisation's submission or lock is as absent as one that never existed.

/** A submission as the Approvals screen lists it. */
export interface SubmissionRow {
  id: number;
  user_id: number;
  user_name: string;
  week_start: string;
  week_end: string;
  status: WeekApprovalStatus;
  comment: string | null;
  total_time: number;
  submitted_at: string;
  decided_by_name: string | null;
  decided_at: string | null;
  lines: WeekSubmissionLine[];
  invoiced: boolean;
}

export interface LockRow extends LockedPeriod {
  id: number;
  locked_by_name: string | null;
  created_at: string;
}

/**
 * Every time call reads it (the week's holds): the approval setting and the week's submission
 * (a left join: a week may have none) as the row of kind 0, each lock that overlaps the week as
 * a row of kind 1 — one round trip, written out (db/statements.ts).
 */
const WEEK_STATE = `select 0 as "kind", "o"."time_approval" as "approval", "ws"."status", "ws"."comment", null as "start_date", null as "end_date"
from "organizations" as "o"
left join "week_submissions" as "ws" on "ws"."organization_id" = "o"."id" and "ws"."user_id" = ? and "ws"."week_start" = ?
where "o"."id" = ?
union all
select 1, null, null, null, "start_date", "end_date" from "period_locks"
where "organization_id" = ? and "start_date" <= ? and "end_date" >= ?`;

/** Removes the member's week submissions (their account goes). */
export async function removeSubmissionsOf(db: Db, organizationId: number, userId: number): Promise<void> {
  await db.deleteFrom('week_submissions').where('organization_id', '=', organizationId).where('user_id', '=', userId).execute();
}

export function approvalStore(db: Db) {
  const submissions = (organizationId: number) =>
    db
      .selectFrom('week_submissions as ws')
      .innerJoin('users as u', 'u.id', 'ws.user_id')
      .leftJoin('users as d', 'd.id', 'ws.decided_by')
      .select((eb) => [
        'ws.id',
        'ws.user_id',
        'u.name as user_name',
        'ws.week_start',
        'ws.week_end',
        'ws.status',
        'ws.comment',
        eb
          .selectFrom('time_entries as te')
          .select(sql<number>`cast(coalesce(sum(${sql.ref('te.minutes')}), 0) as integer)`.as('total'))
          .whereRef('te.user_id', '=', 'ws.user_id')
          .where('te.organization_id', '=', organizationId)
          .whereRef('te.date', '>=', 'ws.week_start')
          .whereRef('te.date', '<=', 'ws.week_end')
          .as('total_time'),
        'ws.submitted_at',
        'd.name as decided_by_name',
        'ws.decided_at',
      ])
      .where('ws.organization_id', '=', organizationId);

  type ListedRow = Omit<SubmissionRow, 'total_time' | 'lines' | 'invoiced'> & { total_time: number | string | null };

  /**
   * The submissions with what their hours are: every entry of each member's week (per activity,
   * by project and activity name, then day) and whether any is on an invoice — one query for
   * the whole list.
   */
  const withLines = async (organizationId: number, rows: ListedRow[]): Promise<SubmissionRow[]> => {
    const entries =
      rows.length === 0
        ? []
        : await db
            .selectFrom('week_submissions as ws')
            .innerJoin('time_entries as te', (join) =>
              join.onRef('te.user_id', '=', 'ws.user_id').onRef('te.date', '>=', 'ws.week_start').onRef('te.date', '<=', 'ws.week_end'),
            )
            .innerJoin('activities as a', 'a.id', 'te.activity_id')
            .innerJoin('projects as p', 'p.id', 'a.project_id')
            .select(['ws.id as submission_id', 'a.id as activity_id', 'p.name as project_name', 'a.name as activity_name', 'te.date', 'te.minutes', 'te.note', 'te.invoice_line_id'])
            .where('ws.organization_id', '=', organizationId)
            .where('te.organization_id', '=', organizationId)
            .where('te.minutes', '>', 0)
            .where(
              'ws.id',
              'in',
              rows.map((row) => row.id),
            )
            .orderBy('p.name')
            .orderBy('a.name')
            .orderBy('a.id')
            .orderBy('te.date')
            .execute();
    return rows.map((row) => {
      const lines = new Map<number, WeekSubmissionLine>();
      let invoiced = false;
      for (const entry of entries) {
        if (entry.submission_id !== row.id) continue;
        if (entry.invoice_line_id !== null) invoiced = true;
        const line = lines.get(entry.activity_id) ?? { project_name: entry.project_name, activity_name: entry.activity_name, days: [] };
        line.days.push({ date: entry.date, minutes: entry.minutes, note: entry.note });
        lines.set(entry.activity_id, line);
      }
      return { ...row, total_time: Number(row.total_time ?? 0), lines: [...lines.values()], invoiced };
    });
  };

  const locks = (organizationId: number) =>
    db
      .selectFrom('period_locks as pl')
      .leftJoin('users as u', 'u.id', 'pl.locked_by')
      .select(['pl.id', 'pl.start_date', 'pl.end_date', 'u.name as locked_by_name', 'pl.created_at'])
      .where('pl.organization_id', '=', organizationId);

  return {
    /**
     * What decides the member's week beyond its lines: the approval setting, the week's
     * submission and the locks that overlap it. A save and a submit both hold the member's row
     * first (time store `lockMember`), so they do not cross.
     */
    async weekState(organizationId: number, userId: number, week: Week): Promise<WeekState> {
      const { rows } = await runStatement<{ kind: number; approval: Flag | null; status: WeekApprovalStatus | null; comment: string | null; start_date: string; end_date: string }>(
        db,
        WEEK_STATE,
        [userId, week.start, organizationId, organizationId, week.end, week.start],
      );
      const setting = rows.find((row) => row.kind === 0);
      if (!setting) throw new Error(`organisation ${organizationId} not found`);
      const locks = rows.filter((row) => row.kind === 1).map(({ start_date, end_date }) => ({ start_date, end_date }));
      return { approval: setting.approval === 1, status: setting.status ?? null, comment: setting.comment ?? null, locks };
    },

    /**
     * What holds the days of these members from `from` to `to`: the approval setting, the locks
     * that overlap the range and (approval on) the members' submitted or approved weeks in it.
     */
    async holdsBetween(organizationId: number, userIds: readonly number[], from: string, to: string): Promise<RangeHolds> {
      const { time_approval } = await db.selectFrom('organizations').select('time_approval').where('id', '=', organizationId).executeTakeFirstOrThrow();
      const locks = await db
        .selectFrom('period_locks')
        .select(['start_date', 'end_date'])
        .where('organization_id', '=', organizationId)
        .where('start_date', '<=', to)
        .where('end_date', '>=', from)
        .execute();
      const weeks =
        time_approval === 1 && userIds.length > 0
          ? await db
              .selectFrom('week_submissions')
              .select(['user_id', 'week_start', 'week_end', 'status'])
              .where('organization_id', '=', organizationId)
              .where('user_id', 'in', userIds)
              .where('status', 'in', ['submitted', 'approved'])
              .where('week_start', '<=', to)
              .where('week_end', '>=', from)
              .execute()
          : [];
      return { approval: time_approval === 1, locks, weeks };
    },

    /** Submits the member's week (again, after a rejection: the same row, its decision cleared). */
    /** Submits the week; answers the submission's id. */
    async submit(organizationId: number, userId: number, week: Week, now: Date): Promise<number> {
      const row = await db
        .insertInto('week_submissions')
        .values({ organization_id: organizationId, user_id: userId, week_start: week.start, week_end: week.end, status: 'submitted', comment: null, submitted_at: now.toISOString() })
        .onConflict((oc) =>
          oc.columns(['user_id', 'week_start']).doUpdateSet({
            status: 'submitted',
            week_end: week.end,
            comment: null,
            submitted_at: now.toISOString(),
            decided_by: null,
            decided_at: null,
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The organisation's submissions, only those of `status` when given: newest week first, then member name. */
    async list(organizationId: number, status?: WeekApprovalStatus): Promise<SubmissionRow[]> {
      let query = submissions(organizationId).orderBy('ws.week_start', 'desc').orderBy('u.name').orderBy('ws.id');
      if (status) query = query.where('ws.status', '=', status);
      return withLines(organizationId, await query.execute());
    },

    /** One submission of the organisation, or 404; held until the transaction ends (PostgreSQL) when deciding. */
    async find(organizationId: number, id: number, lock = false): Promise<SubmissionRow> {
      if (lock && dialectOf(db) === 'postgres') {
        await db.selectFrom('week_submissions').select('id').where('organization_id', '=', organizationId).where('id', '=', id).forUpdate().execute();
      }
      const row = await submissions(organizationId).where('ws.id', '=', id).executeTakeFirst();
      if (!row) throw new HttpError(404, 'http.not_found');
      const [submission] = await withLines(organizationId, [row]);
      return submission!;
    },

    /** Approves or rejects a submission. */
    async decide(organizationId: number, id: number, status: 'approved' | 'rejected', comment: string | null, adminId: number | null, now: Date): Promise<void> {
      await db
        .updateTable('week_submissions')
        .set({ status, comment, decided_by: adminId, decided_at: now.toISOString() })
        .where('organization_id', '=', organizationId)
        .where('id', '=', id)
        .execute();
    },

    /** Takes an approval back: the week is submitted again, its decision cleared. */
    async undoApproval(organizationId: number, id: number): Promise<void> {
      await db
        .updateTable('week_submissions')
        .set({ status: 'submitted', comment: null, decided_by: null, decided_at: null })
        .where('organization_id', '=', organizationId)
        .where('id', '=', id)
        .execute();
    },

    /** The member a mail about their week goes to. */
    async member(organizationId: number, userId: number) {
      return db
        .selectFrom('users')
        .innerJoin('memberships', 'memberships.user_id', 'users.id')
        .select(['users.email', 'users.name', 'users.locale'])
        .where('memberships.organization_id', '=', organizationId)
        .where('users.id', '=', userId)
        .executeTakeFirstOrThrow();
    },

    /** The organisation's locks, latest first. */
    async locks(organizationId: number): Promise<LockRow[]> {
      return locks(organizationId).orderBy('pl.start_date', 'desc').orderBy('pl.id', 'desc').execute();
    },

    async addLock(organizationId: number, period: LockedPeriod, adminId: number | null, now: Date): Promise<LockRow> {
      const { id } = await db
        .insertInto('period_locks')
        .values({ organization_id: organizationId, start_date: period.start_date, end_date: period.end_date, locked_by: adminId, created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return locks(organizationId).where('pl.id', '=', id).executeTakeFirstOrThrow();
    },

    /** Removes a lock of the organisation, or 404. */
    /** Removes the lock and answers the days it held (404 when it is not the organisation's). */
    async removeLock(organizationId: number, id: number): Promise<{ start_date: string; end_date: string }> {
      const removed = await db
        .deleteFrom('period_locks')
        .where('organization_id', '=', organizationId)
        .where('id', '=', id)
        .returning(['start_date', 'end_date'])
        .executeTakeFirst();
      if (!removed) throw new HttpError(404, 'http.not_found');
      return removed;
    },

    /** Whether the organisation has approval of weeks on. */
    async approvalOn(organizationId: number): Promise<boolean> {
      const organization = await db.selectFrom('organizations').select('time_approval').where('id', '=', organizationId).executeTakeFirstOrThrow();
      return organization.time_approval === 1;
    },
  };
}
