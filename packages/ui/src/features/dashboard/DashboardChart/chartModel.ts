import type { DashboardStartDate, DashboardTimeTotals } from '@kwartier/api';
import { intlLocale } from '../../../i18n/formatNumber';
import { parseHexColor, readableOn, toHex, type Rgba } from '../../../theme/color';

/** One bar of the chart: a day and the minutes tracked on it. */
export interface ChartDay {
  /** `YYYY-MM-DD`. */
  date: string;
  /** Midnight UTC of the day, in milliseconds (days are calendar days: no time zone applies). */
  utc: number;
  minutes: number;
}

const DAY_MS = 86_400_000;

/** Midnight UTC of the contract's `startdate` (whose month is 1–12). */
export function startUtc({ year, month, day }: DashboardStartDate): number {
  return Date.UTC(year, month - 1, day);
}

/** The bars: one per entry of `timetotals`, the first on `startdate`, one day apart. */
export function chartDays({ timetotals, startdate }: DashboardTimeTotals): ChartDay[] {
  const start = startUtc(startdate);
  return timetotals.map((minutes, index) => {
    const utc = start + index * DAY_MS;
    return { date: new Date(utc).toISOString().slice(0, 10), utc, minutes };
  });
}

/** Whether any day of the period has time. */
export function hasTime(timetotals: readonly number[]): boolean {
  return timetotals.some((minutes) => minutes > 0);
}

/** Whole-hour steps for the value axis: 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, … hours. */
function hourSteps(): number[] {
  const steps: number[] = [];
  for (let power = 1; power <= 1e6; power *= 10) {
    for (const factor of [1, 2, 2.5, 3, 4, 5, 6, 8]) {
      const step = factor * power;
      if (Number.isInteger(step)) steps.push(step);
    }
  }
  return steps;
}
const HOUR_STEPS = hourSteps();

/**
 * The value axis' marks in minutes, on whole hours (labelled `8:00`): from 0 up to the first mark
 * at or above the busiest day, at most `maxIntervals` intervals apart; at least one hour high.
 *
 * ```ts
 * hourSplits(450)  // [0, 120, 240, 360, 480]  (0:00, 2:00, 4:00, 6:00, 8:00)
 * hourSplits(0)    // [0, 60]
 * ```
 */
export function hourSplits(maxMinutes: number, maxIntervals = 4): number[] {
  const hours = Math.max(1, Math.ceil(Math.max(0, maxMinutes) / 60));
  const step = HOUR_STEPS.find((candidate) => Math.ceil(hours / candidate) <= maxIntervals) ?? hours;
  const top = Math.ceil(hours / step) * step;
  return Array.from({ length: top / step + 1 }, (_, index) => index * step * 60);
}

/** How the day axis writes a day, by the number of days shown. */
export type DayLabelStyle = 'weekday' | 'day' | 'month';

/** A week names its days ('Mon 16'), up to two months their dates ('16 Nov'), longer periods months ('Jan'). */
export function dayLabelStyle(dayCount: number): DayLabelStyle {
  if (dayCount <= 7) return 'weekday';
  if (dayCount <= 62) return 'day';
  return 'month';
}

/** Room one label of each style needs on the axis, in CSS pixels, space around it included. */
const LABEL_WIDTH: Record<DayLabelStyle, number> = { weekday: 64, day: 56, month: 40 };

const LABEL_FORMATS: Record<DayLabelStyle, Intl.DateTimeFormatOptions> = {
  weekday: { weekday: 'short', day: 'numeric', timeZone: 'UTC' },
  day: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  month: { month: 'short', timeZone: 'UTC' },
};

/** Formats a day's UTC midnight as an axis label in the interface language ('Mon 16', '16 Nov', 'Jan'). */
export function dayLabelFormatter(style: DayLabelStyle, locale: string): (utc: number) => string {
  const format = new Intl.DateTimeFormat(intlLocale(locale), LABEL_FORMATS[style]);
  return (utc) => format.format(utc);
}

/** Formats a day in full for the chart's data table ('Monday, 16 November 2026'). */
export function dayNameFormatter(locale: string): (utc: number) => string {
  const format = new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (utc) => format.format(utc);
}

/**
 * Which bars get a label on the day axis (indexes into `days`), so that labels never crowd
 * `width` CSS pixels: every day when there is room, else every n-th day from the first; in
 * `month` style the first day of each month (every n-th month when narrow).
 */
export function dayTicks(days: readonly Pick<ChartDay, 'utc'>[], width: number): number[] {
  if (days.length === 0) return [];
  const style = dayLabelStyle(days.length);
  const room = Math.max(1, Math.floor(width / LABEL_WIDTH[style]));
  const indexes = days.map((_, index) => index);
  if (style !== 'month') {
    const step = Math.ceil(days.length / room);
    return indexes.filter((index) => index % step === 0);
  }
  const monthStarts = indexes.filter((index) => new Date(days[index]!.utc).getUTCDate() === 1);
  const step = Math.ceil(monthStarts.length / room);
  return monthStarts.filter((_, position) => position % step === 0);
}

/**
 * The colours of the team chart's members, from the theme's colours (`candidates`, e.g. primary,
 * secondary, accent, success, warning, danger as hex): each darkened until it reaches AA contrast
 * (4.5:1) on `surface`, and one too close to a colour already taken left out, so every colour is
 * distinguishable from the others and from the background. With more members than colours the
 * colours repeat in order (the legend and the data table still name each member).
 */
export function memberColors(candidates: readonly string[], surface: string, count: number): string[] {
  const background = parseHexColor(surface) ?? { r: 255, g: 255, b: 255, a: 1 };
  const palette: Rgba[] = [];
  for (const candidate of candidates) {
    const parsed = parseHexColor(candidate);
    if (!parsed) continue;
    const readable = parseHexColor(readableOn(parsed, background))!;
    if (palette.every((taken) => colorDistance(taken, readable) >= MIN_COLOR_DISTANCE)) palette.push(readable);
  }
  if (palette.length === 0) palette.push({ r: 0, g: 0, b: 0, a: 1 });
  return Array.from({ length: count }, (_, index) => toHex(palette[index % palette.length]!));
}

/** Two colours closer than this ({@link colorDistance}, 0–765) look alike side by side in a bar. */
export const MIN_COLOR_DISTANCE = 110;

/**
 * How different two colours look: the "redmean" weighted RGB distance, a cheap approximation of
 * perceived difference (green weighs most; red and blue by how red the pair is).
 */
export function colorDistance(a: Rgba, b: Rgba): number {
  const redMean = (a.r + b.r) / 2;
  const dr = a.r - b.r;
  const dg = a.g - b.g;
  const db = a.b - b.b;
  return Math.sqrt((2 + redMean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - redMean) / 256) * db * db);
}

/**
 * The stacked bars' series for uPlot, top first: for each member from the last to the first, the
 * day's minutes of that member and every member before it, so drawing them in this order leaves
 * each member's own part of the bar in their colour, the first member at the bottom.
 */
export function stackedSeries(members: readonly { timetotals: readonly number[] }[]): number[][] {
  const cumulative: number[][] = [];
  members.forEach((member, index) => {
    const below = cumulative[index - 1];
    cumulative.push(member.timetotals.map((minutes, day) => minutes + (below?.[day] ?? 0)));
  });
  return cumulative.reverse();
}
