import { fromDate, toCalendarDate, toZoned } from '@internationalized/date';

// The timer's pure rules: which moments count, how the elapsed time becomes minutes per day of the
// member's time zone, and how its note joins an entry's note. The time sheet's own rules (read-only
// days, 24:00 per day) are those of resources/time/rules.ts.

/** What an organisation may round a stopped timer up to, in minutes; 0 is none (the nearest minute). */
export const TIMER_ROUNDINGS = [0, 1, 5, 6, 10, 15] as const;
export type TimerRounding = (typeof TIMER_ROUNDINGS)[number];

/** Whether `zone` is an IANA time zone this server knows (`Europe/Amsterdam`, `UTC`). */
export function knownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The moment a start or stop counts at: the client's `at` (when the user pressed the button, so a
 * call sent later from the offline queue keeps it), never later than the server's clock (a client
 * clock running ahead cannot book the future) nor before `notBefore` (a stop before its start is a
 * stop at its start). Without `at`, the server's clock.
 */
export function effectiveMoment(at: string | undefined, serverNow: Date, notBefore?: Date): Date {
  let moment = at === undefined ? serverNow : new Date(Math.min(new Date(at).getTime(), serverNow.getTime()));
  if (notBefore && moment < notBefore) moment = notBefore;
  return moment;
}

/** The day (`YYYY-MM-DD`) of `timeZone` that `moment` falls on: the day a timer started then runs on. */
export function dayAt(moment: Date, timeZone: string): string {
  return toCalendarDate(fromDate(moment, timeZone)).toString();
}

/** A part of the timer's run within one day of its time zone. */
export interface DaySegment {
  /** `YYYY-MM-DD` in the time zone. */
  date: string;
  milliseconds: number;
}

/** The run from `start` to `stop` cut at each midnight of `timeZone` (a day of 23 or 25 hours when the clocks change). */
export function daySegments(start: Date, stop: Date, timeZone: string): DaySegment[] {
  const segments: DaySegment[] = [];
  let from = start.getTime();
  const end = stop.getTime();
  while (from < end) {
    const day = toCalendarDate(fromDate(new Date(from), timeZone));
    const nextMidnight = toZoned(day.add({ days: 1 }), timeZone).toDate().getTime();
    const to = Math.min(nextMidnight, end);
    segments.push({ date: day.toString(), milliseconds: to - from });
    from = to;
  }
  return segments;
}

/** The elapsed time in whole minutes: up to a multiple of `rounding`, or to the nearest minute (0). */
export function roundedMinutes(milliseconds: number, rounding: TimerRounding): number {
  if (rounding === 0) return Math.round(milliseconds / 60_000);
  return Math.ceil(milliseconds / (rounding * 60_000)) * rounding;
}

/**
 * The minutes each day gets: the total is the whole run rounded per the organisation; each day
 * gets the minutes up to its midnight (to the nearest minute, counted from the start, so the days
 * always add up to the total) and what the rounding adds goes to the last day. Days that get no
 * minutes are left out.
 */
export function minutesPerDay(segments: DaySegment[], rounding: TimerRounding): { date: string; minutes: number }[] {
  const total = roundedMinutes(
    segments.reduce((sum, segment) => sum + segment.milliseconds, 0),
    rounding,
  );
  const days: { date: string; minutes: number }[] = [];
  let elapsed = 0;
  let counted = 0;
  segments.forEach((segment, i) => {
    elapsed += segment.milliseconds;
    const upTo = i === segments.length - 1 ? total : Math.min(total, Math.round(elapsed / 60_000));
    if (upTo > counted) days.push({ date: segment.date, minutes: upTo - counted });
    counted = Math.max(counted, upTo);
  });
  return days;
}

/** An entry's note with the timer's note added on a new line (nothing added for no note). */
export function appendedNote(existing: string | null, note: string | null): string | null {
  if (!note) return existing;
  return existing ? `${existing}\n${note}` : note;
}
