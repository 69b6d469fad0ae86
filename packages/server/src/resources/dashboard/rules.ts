import { endOfMonth, parseDate, startOfMonth } from '@internationalized/date';
import { contractLimits, type DashboardStartDate } from '@kwartier/api';
import type { MessageId } from '../../domain/messages.js';

// The dashboard's totals: minutes per day for the chart, and time and revenue per project and
// per activity, of the caller (`me`) or of every member of their organisation (`team`).
//
// Revenue is minutes × the hourly rate the entry kept when it was saved (time_entries.rate_cents)
// ÷ 60, in cents, rounded half up per entry — per member, activity and day, the smallest amount
// the time sheet shows — and summed from there. So every sum the dashboard shows is a sum of the
// same whole cents: the activity rows of a project add up to its project row, the rows to the
// total, and the team's total to the members' own totals, to the cent. (Rounding once per shown
// sum instead would make each sum nearer the exact amount by less than a cent per entry, but
// then the rows need not add up to the total as displayed.)

/** The longest range the dashboard answers: a leap year. */
export const MAX_DAYS: number = contractLimits.maxRangeDays;

/** The number of days from `from` to `to`, both included (0 or less when `to` lies before `from`). */
export function daysIn(from: string, to: string): number {
  return parseDate(to).compare(parseDate(from)) + 1;
}

/** Why the range may not be asked for (422 under `to`), with the message's values, or null. */
export function rangeProblem(from: string, to: string): { id: MessageId; params: Record<string, number> } | null {
  const days = daysIn(from, to);
  if (days < 1) return { id: 'dashboard.to_before_from', params: {} };
  if (days > MAX_DAYS) return { id: 'dashboard.range_too_long', params: { days: MAX_DAYS } };
  return null;
}

/** The contract's `startdate`: `from` as year, month (1–12) and day. */
export function startDate(from: string): DashboardStartDate {
  const { year, month, day } = parseDate(from);
  return { year, month, day };
}

/** Minutes per day from `from` to `to` (one entry per day, 0 for a day without time), from the days that have time. */
export function minutesPerDay(from: string, to: string, days: { date: string; minutes: number }[]): number[] {
  const totals = new Array<number>(daysIn(from, to)).fill(0);
  const first = parseDate(from);
  for (const { date, minutes } of days) totals[parseDate(date).compare(first)] += minutes;
  return totals;
}

/**
 * Each member's minutes per day from `from` to `to` (zeros for days without time), in the order of
 * `rows` (by member name, then id), from the members' rows of days with time.
 */
export function membersPerDay(
  from: string,
  to: string,
  rows: { date: string; user_id: number; user_name: string; minutes: number }[],
): { user_id: number; user_name: string; timetotals: number[] }[] {
  const members = new Map<number, { user_name: string; days: { date: string; minutes: number }[] }>();
  for (const row of rows) {
    const member = members.get(row.user_id) ?? { user_name: row.user_name, days: [] };
    member.days.push({ date: row.date, minutes: Number(row.minutes) });
    members.set(row.user_id, member);
  }
  return [...members].map(([user_id, { user_name, days }]) => ({ user_id, user_name, timetotals: minutesPerDay(from, to, days) }));
}

/**
 * The revenue of one entry in whole cents, by the invoice line's rule: its minutes as hours to
 * two decimals (half up), times `rateCents`, to whole cents (half up) — 8:01 at €85.50 is 8.02 h,
 * €685.71 (rates are never negative). The store computes the same in SQL, `((minutes × 100 + 30)
 * / 60 × rate + 50) / 100` in integers, and so do the totals' triggers (migration 0031).
 */
export function entryRevenueCents(minutes: number, rateCents: number): number {
  return Math.floor((Math.floor((minutes * 100 + 30) / 60) * rateCents + 50) / 100);
}

/** A range of days or of months (`YYYY-MM`), both ends inclusive. */
export interface Span {
  from: string;
  to: string;
}

/**
 * The range split into the whole calendar months it holds, read from the monthly totals, and the
 * days of the months it holds only in part (before the first whole month and after the last),
 * read from the entries: none, one or two spans of days. A range within one month that is not the
 * whole month is days only.
 */
export function rangeParts(from: string, to: string): { months: Span | null; days: Span[] } {
  const first = parseDate(from);
  const last = parseDate(to);
  const firstWhole = first.day === 1 ? first : startOfMonth(first).add({ months: 1 });
  const lastWhole = last.compare(endOfMonth(last)) === 0 ? startOfMonth(last) : startOfMonth(last).subtract({ months: 1 });
  if (firstWhole.compare(lastWhole) > 0) return { months: null, days: [{ from, to }] };
  const days: Span[] = [];
  if (first.day !== 1) days.push({ from, to: endOfMonth(first).toString() });
  if (last.compare(endOfMonth(last)) !== 0) days.push({ from: startOfMonth(last).toString(), to });
  return { months: { from: firstWhole.toString().slice(0, 7), to: lastWhole.toString().slice(0, 7) }, days };
}
