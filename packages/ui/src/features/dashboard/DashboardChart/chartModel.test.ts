import { describe, expect, it } from 'vitest';
import {
  chartDays,
  dayLabelFormatter,
  dayLabelStyle,
  dayNameFormatter,
  dayTicks,
  hasTime,
  hourSplits,
  colorDistance,
  memberColors,
  MIN_COLOR_DISTANCE,
  stackedSeries,
  startUtc,
} from './chartModel';
import { AA_TEXT_CONTRAST, contrastRatio, parseHexColor } from '../../../theme/color';
import { defaultColors } from '../../../theme/tokens';

const daysFrom = (year: number, month: number, day: number, count: number) =>
  chartDays({ startdate: { year, month, day }, timetotals: Array.from({ length: count }, () => 0) });

describe('chartDays', () => {
  it('gives each total its date, from startdate (month 1–12) one day apart', () => {
    const days = chartDays({ startdate: { year: 2026, month: 3, day: 30 }, timetotals: [480, 0, 90] });
    expect(days).toEqual([
      { date: '2026-03-30', utc: Date.UTC(2026, 2, 30), minutes: 480 },
      { date: '2026-03-31', utc: Date.UTC(2026, 2, 31), minutes: 0 },
      { date: '2026-04-01', utc: Date.UTC(2026, 3, 1), minutes: 90 },
    ]);
  });

  it('counts calendar days across the switch to summer time and through a leap day', () => {
    const days = daysFrom(2028, 2, 28, 33);
    expect(days[1]!.date).toBe('2028-02-29');
    expect(days[2]!.date).toBe('2028-03-01');
    expect(days[32]!.date).toBe('2028-03-31');
    expect(startUtc({ year: 2028, month: 1, day: 1 })).toBe(Date.UTC(2028, 0, 1));
  });
});

describe('hasTime', () => {
  it('is false only when every day is zero', () => {
    expect(hasTime([0, 0, 0])).toBe(false);
    expect(hasTime([])).toBe(false);
    expect(hasTime([0, 1, 0])).toBe(true);
  });
});

describe('hourSplits', () => {
  it('marks whole hours from zero to just above the busiest day, at most four intervals', () => {
    expect(hourSplits(450)).toEqual([0, 120, 240, 360, 480]);
    expect(hourSplits(480)).toEqual([0, 120, 240, 360, 480]);
    expect(hourSplits(90)).toEqual([0, 60, 120]);
    expect(hourSplits(600)).toEqual([0, 180, 360, 540, 720]);
  });

  it('is an hour high for an empty period', () => {
    expect(hourSplits(0)).toEqual([0, 60]);
  });

  it('takes larger whole-hour steps for a team’s days', () => {
    const splits = hourSplits(83 * 60);
    expect(splits).toEqual([0, 1500, 3000, 4500, 6000]);
    expect(splits.every((minutes) => minutes % 60 === 0)).toBe(true);
  });
});

describe('dayLabelStyle and dayLabelFormatter', () => {
  it('names a week’s days, a month’s dates and a year’s months, in the interface language', () => {
    expect(dayLabelStyle(7)).toBe('weekday');
    expect(dayLabelStyle(31)).toBe('day');
    expect(dayLabelStyle(365)).toBe('month');
    const monday = Date.UTC(2026, 10, 16);
    expect(dayLabelFormatter('weekday', 'en')(monday)).toBe('Mon 16');
    expect(dayLabelFormatter('weekday', 'nl')(monday)).toBe('ma 16');
    expect(dayLabelFormatter('day', 'en')(monday)).toBe('16 Nov');
    expect(dayLabelFormatter('day', 'nl')(monday)).toBe('16 nov');
    expect(dayLabelFormatter('month', 'nl')(Date.UTC(2026, 2, 1))).toBe('mrt');
  });

  it('writes a day in full for the data table', () => {
    expect(dayNameFormatter('en')(Date.UTC(2026, 10, 16))).toBe('Monday, 16 November 2026');
    expect(dayNameFormatter('nl')(Date.UTC(2026, 10, 16))).toBe('maandag 16 november 2026');
  });
});

describe('dayTicks', () => {
  it('labels every day of a week or month when there is room', () => {
    expect(dayTicks(daysFrom(2026, 11, 16, 7), 900)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(dayTicks(daysFrom(2026, 3, 1, 31), 31 * 56)).toHaveLength(31);
  });

  it('labels every n-th day when narrow, from the first', () => {
    const ticks = dayTicks(daysFrom(2026, 3, 1, 31), 330);
    expect(ticks).toEqual([0, 7, 14, 21, 28]);
  });

  it('labels the first day of each month for a year, every other month when narrow', () => {
    const year = daysFrom(2026, 1, 1, 365);
    const ticks = dayTicks(year, 1000);
    expect(ticks).toHaveLength(12);
    expect(ticks.map((index) => year[index]!.date.slice(5))).toEqual([
      '01-01', '02-01', '03-01', '04-01', '05-01', '06-01', '07-01', '08-01', '09-01', '10-01', '11-01', '12-01',
    ]);
    expect(dayTicks(year, 330).map((index) => year[index]!.date.slice(5))).toEqual(['01-01', '03-01', '05-01', '07-01', '09-01', '11-01']);
  });

  it('labels nothing without days', () => {
    expect(dayTicks([], 500)).toEqual([]);
  });
});

describe('memberColors', () => {
  const theme = [defaultColors.primary, defaultColors.secondary, defaultColors.accent, defaultColors.success, defaultColors.warning, defaultColors.danger];

  it('takes the theme colours, each AA on the surface and far enough from the others', () => {
    const colors = memberColors(theme, defaultColors.surface, 4);
    expect(new Set(colors).size).toBe(4);
    const surface = parseHexColor(defaultColors.surface)!;
    for (const color of colors) expect(contrastRatio(parseHexColor(color)!, surface)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    for (const [i, a] of colors.entries()) {
      for (const b of colors.slice(i + 1)) expect(colorDistance(parseHexColor(a)!, parseHexColor(b)!)).toBeGreaterThanOrEqual(MIN_COLOR_DISTANCE);
    }
    // The primary colour first, as the one-series chart draws it.
    expect(colors[0]).toBe(defaultColors.primary);
  });

  it('repeats the colours in order beyond the palette, and never fails on a one-colour theme', () => {
    const palette = memberColors(theme, defaultColors.surface, 20);
    const distinct = [...new Set(palette)];
    expect(palette[distinct.length]).toBe(palette[0]);
    expect(memberColors(['#000000', '#000000'], '#ffffff', 3)).toEqual(['#000000', '#000000', '#000000']);
    expect(memberColors(['not a colour'], '#ffffff', 1)).toEqual(['#000000']);
  });
});

describe('stackedSeries', () => {
  it('stacks the members, the top (all members) first and the first member at the bottom', () => {
    expect(stackedSeries([{ timetotals: [60, 0, 30] }, { timetotals: [120, 90, 0] }, { timetotals: [0, 30, 45] }])).toEqual([
      [180, 120, 75],
      [180, 90, 30],
      [60, 0, 30],
    ]);
    expect(stackedSeries([])).toEqual([]);
  });
});
