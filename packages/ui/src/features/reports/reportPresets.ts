import { endOfMonth, endOfYear, parseDate, startOfMonth, startOfWeek, startOfYear, type CalendarDate } from '@internationalized/date';
import { calendarWeekStart } from '../../primitives/DatePicker/datePickerValue';

// The date range presets of the Reports screen (this week … last year), weeks from the
// organisation's first day.

/** The ranges offered as presets. */
export const RANGE_PRESETS = ['thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'thisQuarter', 'lastQuarter', 'thisYear', 'lastYear'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];


/** The first day of the week holding `date`, weeks starting on `firstDay` (0 Sunday … 6 Saturday). */
function startOfWeekOn(date: CalendarDate, firstDay: number): CalendarDate {
  return startOfWeek(date, 'en-GB', calendarWeekStart(firstDay) ?? 'mon');
}

/** The range of a preset on `today` (`YYYY-MM-DD`), weeks from the organisation's first day. */
export function presetRange(preset: RangePreset, today: string, firstDayOfWeek = 1): { from: string; to: string } {
  const day = parseDate(today);
  const range = (from: CalendarDate, to: CalendarDate) => ({ from: from.toString(), to: to.toString() });
  const quarter = (date: CalendarDate) => startOfMonth(date).subtract({ months: (date.month - 1) % 3 });
  switch (preset) {
    case 'thisWeek': {
      const start = startOfWeekOn(day, firstDayOfWeek);
      return range(start, start.add({ days: 6 }));
    }
    case 'lastWeek': {
      const start = startOfWeekOn(day, firstDayOfWeek).subtract({ days: 7 });
      return range(start, start.add({ days: 6 }));
    }
    case 'thisMonth':
      return range(startOfMonth(day), endOfMonth(day));
    case 'lastMonth': {
      const last = startOfMonth(day).subtract({ months: 1 });
      return range(last, endOfMonth(last));
    }
    case 'thisQuarter': {
      const start = quarter(day);
      return range(start, endOfMonth(start.add({ months: 2 })));
    }
    case 'lastQuarter': {
      const start = quarter(day).subtract({ months: 3 });
      return range(start, endOfMonth(start.add({ months: 2 })));
    }
    case 'thisYear':
      return range(startOfYear(day), endOfYear(day));
    case 'lastYear': {
      const last = startOfYear(day).subtract({ years: 1 });
      return range(last, endOfYear(last));
    }
  }
}

/** The preset `from`–`to` is, if any. */
export function presetOf(range: { from: string; to: string }, today: string, firstDayOfWeek = 1): RangePreset | null {
  return RANGE_PRESETS.find((preset) => {
    const candidate = presetRange(preset, today, firstDayOfWeek);
    return candidate.from === range.from && candidate.to === range.to;
  }) ?? null;
}

