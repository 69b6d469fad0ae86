import type { PeriodLock, WeekSubmission } from '@kwartier/api';
import type { LockRow, SubmissionRow } from './store.js';

// Stored rows → the contract's WeekSubmission and PeriodLock.

export function submissionShape(row: SubmissionRow): WeekSubmission {
  return {
    id: row.id,
    user_id: row.user_id,
    user_name: row.user_name,
    week_start: row.week_start,
    week_end: row.week_end,
    status: row.status,
    comment: row.comment,
    total_time: row.total_time,
    submitted_at: row.submitted_at,
    decided_by_name: row.decided_by_name,
    decided_at: row.decided_at,
    lines: row.lines,
    invoiced: row.invoiced,
  };
}

export function lockShape(row: LockRow): PeriodLock {
  return { id: row.id, start_date: row.start_date, end_date: row.end_date, locked_by_name: row.locked_by_name, created_at: row.created_at };
}
