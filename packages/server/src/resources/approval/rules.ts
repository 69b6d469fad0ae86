import { parseDate } from '@internationalized/date';
import { contractLimits, type WeekApproval, type WeekApprovalStatus } from '@kwartier/api';
import type { MessageId } from '../../domain/messages.js';
import type { DayHold, Week } from '../time/rules.js';

// Approval of weeks and locked periods, as pure rules: what holds a member's
// days, when a week may be submitted or decided, and what a lock may span.

/** A locked period, both days inclusive (`YYYY-MM-DD`). */
export interface LockedPeriod {
  start_date: string;
  end_date: string;
}

/** What the store reads about one member's week. */
export interface WeekState {
  /** The organisation has approval of weeks on. */
  approval: boolean;
  /** The week's submission, if it was ever submitted. */
  status: WeekApprovalStatus | null;
  comment: string | null;
  /** The organisation's locks that overlap the week. */
  locks: LockedPeriod[];
}

/** The longest period one lock may span, in days (a year, leap or not). */
export const MAX_LOCK_DAYS: number = contractLimits.maxRangeDays;

/**
 * What holds each day of the week: a lock first (for everyone, whatever the approval setting),
 * then — only while approval is on — an approved or submitted week. A rejected week holds
 * nothing: the member changes it and submits it again.
 */
export function dayHolds(week: Week, state: WeekState): DayHold[] {
  const weekHold: DayHold = state.approval && (state.status === 'approved' || state.status === 'submitted') ? state.status : null;
  return week.days.map((day) => (state.locks.some((lock) => lock.start_date <= day && day <= lock.end_date) ? 'locked' : weekHold));
}

/** What holds the days of several members over a range (`approvalStore.holdsBetween`): for a timer's days or an import's rows. */
export interface RangeHolds {
  approval: boolean;
  locks: LockedPeriod[];
  /** The members' submitted and approved weeks that overlap the range, each with its own first and last day. */
  weeks: { user_id: number; week_start: string; week_end: string; status: WeekApprovalStatus }[];
}

/**
 * What holds one member's day, as {@link dayHolds} decides it for a week: a lock first (for
 * everyone), then — only while approval is on — the member's approved or submitted week.
 */
export function dayHoldOf(holds: RangeHolds, userId: number, date: string): DayHold {
  if (holds.locks.some((lock) => lock.start_date <= date && date <= lock.end_date)) return 'locked';
  if (!holds.approval) return null;
  const week = holds.weeks.find((w) => w.user_id === userId && w.week_start <= date && date <= w.week_end);
  return week?.status === 'approved' || week?.status === 'submitted' ? week.status : null;
}

/** The week's approval state for the week answer; undefined while approval is off. */
export function weekApproval(state: WeekState): WeekApproval | undefined {
  if (!state.approval) return undefined;
  return { status: state.status ?? 'open', comment: state.status === 'rejected' ? state.comment : null };
}

/** Why the week may not be submitted (409), or null: approval must be on, and the week open or rejected. */
export function submitProblem(state: Pick<WeekState, 'approval' | 'status'>): MessageId | null {
  if (!state.approval) return 'approval.off';
  if (state.status === 'submitted') return 'approval.already_submitted';
  if (state.status === 'approved') return 'approval.already_approved';
  return null;
}

/** Why a submission may not be approved or rejected (409), or null: only a submitted week. */
export function decideProblem(status: WeekApprovalStatus): MessageId | null {
  return status === 'submitted' ? null : 'approval.not_submitted';
}

/** Why an approval may not be undone (409), or null: only an approved week none of whose hours is on an invoice. */
export function undoProblem(submission: { status: WeekApprovalStatus; invoiced: boolean }): MessageId | null {
  if (submission.status !== 'approved') return 'approval.not_approved';
  return submission.invoiced ? 'approval.week_invoiced' : null;
}

/** Why a lock may not span these days (422 under `end_date`), or null. */
export function lockProblem(start: string, end: string): { id: MessageId; params?: Record<string, number> } | null {
  if (end < start) return { id: 'approval.lock_end_before_start' };
  const days = parseDate(end).compare(parseDate(start)) + 1;
  return days > MAX_LOCK_DAYS ? { id: 'approval.lock_too_long', params: { days: MAX_LOCK_DAYS } } : null;
}
