import { weekOf } from '../time/rules.js';
import type { ReportGroup, ReportType } from '@kwartier/api';
import type { MessageId } from '../../domain/messages.js';

// Reports: tracked time of a range, filtered, grouped by one or two of client,
// project, activity, member, day, week and month. The range follows the dashboard's rules
// (dashboard/rules.ts `rangeProblem`: at most 366 days); the sums follow its revenue rule (whole
// cents per entry, summed), counting only billable time.

/** The groups that are periods: a row of one of them is a day, a week or a month. */
export const PERIOD_GROUPS: ReadonlySet<ReportGroup> = new Set<ReportGroup>(['day', 'week', 'month']);

/** Why the groups may not be asked for (422 under `group_by`), or null; an expense has no activity, time no category. */
export function groupsProblem(groups: readonly ReportGroup[], type: ReportType = 'hours'): MessageId | null {
  if (new Set(groups).size !== groups.length) return 'reports.group_twice';
  if (groups.filter((group) => PERIOD_GROUPS.has(group)).length > 1) return 'reports.two_periods';
  if (countsExpenses(type) && groups.includes('activity')) return 'reports.activity_expenses';
  if (type !== 'expenses' && groups.includes('category')) return 'reports.category_hours';
  return null;
}

/** Whether a report of this type counts tracked time. */
export const countsHours = (type: ReportType): boolean => type !== 'expenses';

/** Whether a report of this type counts expenses. */
export const countsExpenses = (type: ReportType): boolean => type !== 'hours';

/**
 * Whether the report may read the monthly running totals (`time_months`) for the whole months
 * of its range: only when no row needs a day (grouped by day or week) and no filter looks at a
 * single entry (invoiced or not). The other filters (client, project, activity, member,
 * billable) are properties of the activity or member, which the monthly totals keep.
 */
export function readsMonthlyTotals(groups: readonly ReportGroup[], filter: { invoiced?: boolean | null }): boolean {
  return !groups.includes('day') && !groups.includes('week') && (filter.invoiced ?? null) === null;
}

/** The first day of the week holding `date` (`YYYY-MM-DD`), weeks starting on `firstDay` (0 Sunday … 6 Saturday). */
export function weekStart(date: string, firstDay: number): string {
  return weekOf(date, firstDay).start;
}

/** The members a caller's report covers: an admin the ones asked for (all when none), a member only themselves. */
export function reportMembers(isAdmin: boolean, userId: number, asked: readonly number[] | undefined): readonly number[] {
  if (!isAdmin) return [userId];
  return asked ?? [];
}
