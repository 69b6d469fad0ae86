import { parseDate, startOfWeek, type CalendarDate } from '@internationalized/date';
import type { Locale, TimeReadOnlyReason, WeekDate } from '@kwartier/api';
import type { Flag } from '../../db/schema.js';
import type { MessageId } from '../../domain/messages.js';
import { intlLocale } from '../../i18n/index.js';

// The time sheet: a member registers their own minutes per activity and day, in weeks that start
// on the organisation's first day of the week. Dates are `YYYY-MM-DD` text throughout; calendar
// maths goes through @internationalized/date, names through Intl in the user's language.

/** A cell holds at most 24:00, and so does a member's day over all lines. */
export const MINUTES_PER_DAY = 1440;

/** `DayOfWeek` of the contract (0 Sunday … 6 Saturday) as @internationalized/date names it. */
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** The Intl locale of an interface language, as the component library formats (`en` → `en-GB`). */

/** The seven days of a week, first to last. */
export interface Week {
  start: string;
  end: string;
  days: string[];
}

/** The week containing `date`, starting on `firstDayOfWeek` (0 Sunday … 6 Saturday). */
export function weekOf(date: string, firstDayOfWeek: number): Week {
  const start = startOfWeek(parseDate(date), 'en-GB', WEEKDAYS[firstDayOfWeek] ?? 'mon');
  const days = Array.from({ length: 7 }, (_, i) => start.add({ days: i }).toString());
  return { start: days[0], end: days[6], days };
}

/** `date` moved by whole weeks (−1: the same weekday of the week before). */
export function shiftedByWeeks(date: string, weeks: number): string {
  return parseDate(date).add({ weeks }).toString();
}

/** The week `weeks` weeks later (−1: the week before), starting on the same weekday. */
export function shiftedWeek(week: Week, weeks: number): Week {
  const days = week.days.map((day) => shiftedByWeeks(day, weeks));
  return { start: days[0], end: days[6], days };
}

function asUtcDate(date: CalendarDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day));
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: 'UTC' });
    formatters.set(key, found);
  }
  return found;
}

/** Weeks named so far, by language and first day: every time call answers one. */
const namedWeeks = new Map<string, WeekDate[]>();

/**
 * The contract's `weekdates`: each day with its month and weekday named in the user's language.
 * Kept per language and week (the same answer for everyone, and Intl formatting is the costly
 * part); the caller must not change what it gets.
 */
export function weekDates(week: Week, locale: Locale): WeekDate[] {
  const key = `${locale} ${week.start}`;
  let named = namedWeeks.get(key);
  if (!named) {
    named = week.days.map((day) => {
      const date = parseDate(day);
      const utc = asUtcDate(date);
      return {
        date: day,
        day: date.day,
        month: date.month,
        monthname: formatter(locale, { month: 'long' }).format(utc),
        year: date.year,
        dayofweekshortname: formatter(locale, { weekday: 'short' }).format(utc),
      };
    });
    // Bounded: forget the oldest week once a few years of weeks in both languages are kept.
    if (namedWeeks.size >= 1000) namedWeeks.delete(namedWeeks.keys().next().value!);
    namedWeeks.set(key, named);
  }
  return named;
}

/** A day spelled out for a sentence: 'Tuesday 3 March', 'dinsdag 3 maart'. */
export function dayInWords(day: string, locale: Locale): string {
  return formatter(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(asUtcDate(parseDate(day)));
}

/** Minutes as the time sheet shows them: 90 → '1:30', 1530 → '25:30'. */
export function formatMinutes(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** What decides whether a member may book on an activity, as the store reads it. */
export interface Bookability {
  /** The member is on the activity (has a rate on it). */
  member: boolean;
  activity_active: Flag;
  project_active: Flag;
  /** The project's dates, `YYYY-MM-DD` or null. */
  startdate: string | null;
  enddate: string | null;
}

/**
 * Why an activity cannot be booked at all by the member, or null: they are no longer on it, or
 * its project or the activity itself is inactive. A line like that is not offered (not in
 * `availableactivities`), cannot be added, and Copy Last Week skips it.
 */
export function unbookableReason(activity: Bookability): Extract<TimeReadOnlyReason, 'not_on_activity' | 'project_inactive' | 'activity_inactive'> | null {
  if (!activity.member) return 'not_on_activity';
  if (activity.project_active === 0) return 'project_inactive';
  if (activity.activity_active === 0) return 'activity_inactive';
  return null;
}

/**
 * What holds a member's whole day, whatever the line (resources/approval): a
 * locked period of the organisation, or their week approved or submitted for approval.
 */
export type DayHold = Extract<TimeReadOnlyReason, 'locked' | 'approved' | 'submitted'> | null;

/**
 * Why the member's hours on this day of the line cannot change, or null: first, the day's hours
 * are billed on an invoice line (`invoiced`); then the day is held (`hold`: locked, approved,
 * submitted); then the activity is not bookable (above), or the day lies outside the project's
 * start–end dates (both inclusive). `YYYY-MM-DD` text compares as the days do.
 */
export function readOnlyReason(activity: Bookability, day: string, invoiced = false, hold: DayHold = null): Exclude<TimeReadOnlyReason, 'invoiced_elsewhere'> | null {
  if (invoiced) return 'invoiced';
  if (hold) return hold;
  const unbookable = unbookableReason(activity);
  if (unbookable) return unbookable;
  if (activity.startdate !== null && day < activity.startdate) return 'before_project_start';
  if (activity.enddate !== null && day > activity.enddate) return 'after_project_end';
  return null;
}

/**
 * Why a cell of the member's line cannot change: its open entry was invoiced outside Kwartier
 * (`invoiced_elsewhere`, an imported row the source marked invoiced: it stays as it was), else
 * the day's reason ({@link readOnlyReason}).
 */
export function cellReadOnlyReason(activity: Bookability, day: string, invoicedElsewhere: boolean, hold: DayHold = null): TimeReadOnlyReason | null {
  return invoicedElsewhere ? 'invoiced_elsewhere' : readOnlyReason(activity, day, false, hold);
}

/** The message that gives a read-only reason to a person (a refused save, add or copy). */
export function reasonMessage(reason: TimeReadOnlyReason): MessageId {
  return `time.reason.${reason}`;
}

/**
 * Why the activity a body names may not be used at all (422 under `activity_id`), or null:
 * `undefined` is another organisation's or a missing activity; the member must be on it.
 */
export function activityProblem(activity: Bookability | undefined): MessageId | null {
  if (!activity) return 'validation.in';
  return activity.member ? null : reasonMessage('not_on_activity');
}

/** A line of a member's week as far as a save changes it: its open minutes, invoiced minutes and notes per day. */
export interface WeekLine {
  activity_id: number;
  line: boolean;
  times: number[];
  invoicedTimes: number[];
  notes: (string | null)[];
}

/** The member's minutes on day `day` (0–6) of the week but the open minutes of one line (the cell a save sets): invoiced minutes count. */
export function otherMinutes(lines: readonly WeekLine[], exceptActivityId: number, day: number): number {
  return lines.reduce((total, line) => total + line.invoicedTimes[day] + (line.activity_id === exceptActivityId ? 0 : line.times[day]), 0);
}

/**
 * The week after saving `minutes` on day `day` (0–6) of the activity's line, as the save writes
 * it (time store `setMinutes`, `addLine`): the activity is a line of the week, the cell holds the
 * minutes, and 0 removes the entry with its note; a cell that keeps hours keeps its note. Only
 * for a save that was allowed (an invoiced cell never changes). The rest is the week as read.
 */
export function savedWeek<L extends WeekLine>(lines: readonly L[], activityId: number, day: number, minutes: number): L[] {
  return lines.map((line) => {
    if (line.activity_id !== activityId) return line;
    const times = line.times.slice();
    times[day] = minutes;
    const notes = line.notes.slice();
    if (minutes === 0) notes[day] = null;
    return { ...line, line: true, times, notes };
  });
}

/**
 * Whether saving `minutes` on a day keeps the member's day at most 24:00, given the minutes of
 * their other lines that day: null when it does, else the day's total it would make.
 */
export function overfullDay(otherMinutes: number, minutes: number): { total: string } | null {
  const total = otherMinutes + minutes;
  return total > MINUTES_PER_DAY ? { total: formatMinutes(total) } : null;
}

/**
 * What holds the whole week, so that no line is added to it or removed from it (422 under `date`,
 * the message of a refused save), or null: every day is held — the week is submitted or approved
 * (approval on), or every day lies in a locked period. Days held by a lock give way to the week's
 * own status in the message. A week held on some days only keeps taking and giving up lines (a
 * line with hours on a held day stays: `removeProblem`).
 */
export function weekHold(holds: readonly DayHold[]): DayHold {
  if (holds.length === 0 || holds.some((hold) => hold === null)) return null;
  return holds.find((hold) => hold !== 'locked') ?? 'locked';
}

/**
 * Why the line may not be added to the week (422 under `activity_id`), or null: it must be one of
 * `availableactivities` — bookable, and not a line of the week yet.
 */
export function addProblem(activity: Bookability | undefined, alreadyALine: boolean): MessageId | null {
  const problem = activityProblem(activity);
  if (problem || !activity) return problem;
  const reason = unbookableReason(activity);
  if (reason) return reasonMessage(reason);
  return alreadyALine ? 'time.line_exists' : null;
}

/**
 * Whether the line may be removed with its hours of the week: not when it holds hours on a day
 * that is read-only — invoiced (`time.line_invoiced`, whose message names the invoices), or
 * read-only for the line (those hours may not change, as a save on that day may not). A line
 * without hours always goes.
 */
export function removeProblem(activity: Bookability, daysWithHours: { date: string; invoiced: boolean; elsewhere?: boolean; hold?: DayHold }[]): MessageId | null {
  if (daysWithHours.some((day) => day.invoiced)) return 'time.line_invoiced';
  return daysWithHours.some((day) => cellReadOnlyReason(activity, day.date, day.elsewhere ?? false, day.hold ?? null) !== null) ? 'time.line_readonly' : null;
}

/** The refusal of a line whose hours are on invoices, naming them: one number, or a list in the caller's language ('20260001 and 20260002'). */
export function invoicedLineRefusal(numbers: string[], locale: Locale): { id: MessageId; params: { numbers: string } } {
  return {
    id: numbers.length > 1 ? 'time.line_invoiced_many' : 'time.line_invoiced',
    params: { numbers: new Intl.ListFormat(locale, { type: 'conjunction' }).format(numbers) },
  };
}

/**
 * Copy Last Week fills an empty week only (the grid offers it in its empty state; a week with
 * lines is refused rather than merged, so a second click or a second tab adds nothing
 * unexpected), and only from a week that has lines.
 */
export function copyProblem(linesThisWeek: number, linesLastWeek: number): MessageId | null {
  if (linesThisWeek > 0) return 'time.copy_not_empty';
  return linesLastWeek === 0 ? 'time.copy_nothing' : null;
}

/** Last week's lines split into those to add and those skipped (no longer bookable), in order. */
export function copyPlan<L extends Bookability>(lastWeek: L[]): { add: L[]; skipped: { line: L; reason: TimeReadOnlyReason }[] } {
  const add: L[] = [];
  const skipped: { line: L; reason: TimeReadOnlyReason }[] = [];
  for (const line of lastWeek) {
    const reason = unbookableReason(line);
    if (reason) skipped.push({ line, reason });
    else add.push(line);
  }
  return { add, skipped };
}

/** A note as stored: trimmed, and null when nothing is left (or none was sent). */
export function noteText(note: string | null): string | null {
  const trimmed = note?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * Why a note may not be set on a cell holding `minutes`, or null: a note belongs to an entry, and
 * an entry always has minutes, so a note on an empty cell is refused (422 under `note`); removing
 * a note (null) from an empty cell is nothing to refuse.
 */
export function noteProblem(minutes: number, note: string | null): MessageId | null {
  return minutes === 0 && note !== null ? 'time.note_needs_hours' : null;
}
