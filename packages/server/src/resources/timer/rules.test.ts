import { describe, expect, it } from 'vitest';
import { appendedNote, daySegments, effectiveMoment, knownTimeZone, minutesPerDay, roundedMinutes } from './rules.js';

const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;

describe('the moment a start or stop counts at', () => {
  const server = at('2026-03-03T10:00:00Z');
  it("is the client's moment, or the server's without one", () => {
    expect(effectiveMoment('2026-03-03T09:00:00Z', server)).toEqual(at('2026-03-03T09:00:00Z'));
    expect(effectiveMoment(undefined, server)).toEqual(server);
  });
  it("is never later than the server's clock, nor before the start", () => {
    expect(effectiveMoment('2026-03-03T11:00:00Z', server)).toEqual(server);
    expect(effectiveMoment('2026-03-03T08:00:00Z', server, at('2026-03-03T09:00:00Z'))).toEqual(at('2026-03-03T09:00:00Z'));
  });
});

describe('days of a run', () => {
  it('is one day within a day', () => {
    expect(daySegments(at('2026-03-03T08:00:00Z'), at('2026-03-03T09:30:00Z'), 'Europe/Amsterdam')).toEqual([{ date: '2026-03-03', milliseconds: 90 * MINUTE }]);
  });
  it("is cut at the time zone's midnight, not UTC's", () => {
    // 23:30 to 00:45 in Amsterdam (UTC+1 in March).
    expect(daySegments(at('2026-03-03T22:30:00Z'), at('2026-03-03T23:45:00Z'), 'Europe/Amsterdam')).toEqual([
      { date: '2026-03-03', milliseconds: 30 * MINUTE },
      { date: '2026-03-04', milliseconds: 45 * MINUTE },
    ]);
    expect(daySegments(at('2026-03-03T22:30:00Z'), at('2026-03-03T23:45:00Z'), 'UTC')).toEqual([{ date: '2026-03-03', milliseconds: 75 * MINUTE }]);
  });
  it('spans whole days, and a day of 23 hours when the clocks go forward', () => {
    const segments = daySegments(at('2026-03-28T23:00:00Z'), at('2026-03-30T00:00:00Z'), 'Europe/Amsterdam');
    expect(segments).toEqual([
      { date: '2026-03-29', milliseconds: 23 * 60 * MINUTE },
      { date: '2026-03-30', milliseconds: 2 * 60 * MINUTE },
    ]);
  });
  it('is nothing for no time', () => {
    expect(daySegments(at('2026-03-03T08:00:00Z'), at('2026-03-03T08:00:00Z'), 'UTC')).toEqual([]);
  });
});

describe('rounding', () => {
  it('none: to the nearest minute', () => {
    expect(roundedMinutes(89.4 * 1000, 0)).toBe(1);
    expect(roundedMinutes(90 * 1000, 0)).toBe(2);
    expect(roundedMinutes(20 * 1000, 0)).toBe(0);
  });
  it('up to a whole number of minutes', () => {
    expect(roundedMinutes(61 * 1000, 1)).toBe(2);
    expect(roundedMinutes(60 * MINUTE + 1000, 15)).toBe(75);
    expect(roundedMinutes(60 * MINUTE, 15)).toBe(60);
    expect(roundedMinutes(7 * MINUTE, 6)).toBe(12);
    expect(roundedMinutes(1 * MINUTE, 10)).toBe(10);
    expect(roundedMinutes(11 * MINUTE, 5)).toBe(15);
    expect(roundedMinutes(0, 15)).toBe(0);
  });
  it('adds what it rounds to the last day; the days add up to the total', () => {
    const segments = [
      { date: '2026-03-03', milliseconds: 30 * MINUTE + 20_000 },
      { date: '2026-03-04', milliseconds: 44 * MINUTE },
    ];
    expect(minutesPerDay(segments, 15)).toEqual([
      { date: '2026-03-03', minutes: 30 },
      { date: '2026-03-04', minutes: 45 },
    ]);
    expect(minutesPerDay(segments, 0)).toEqual([
      { date: '2026-03-03', minutes: 30 },
      { date: '2026-03-04', minutes: 44 },
    ]);
  });
  it('leaves out days that get no minutes', () => {
    expect(minutesPerDay([{ date: '2026-03-03', milliseconds: 10_000 }, { date: '2026-03-04', milliseconds: 5 * MINUTE }], 0)).toEqual([{ date: '2026-03-04', minutes: 5 }]);
    expect(minutesPerDay([{ date: '2026-03-03', milliseconds: 10_000 }], 0)).toEqual([]);
  });
});

describe('notes and zones', () => {
  it('adds the timer note to an entry note on a new line', () => {
    expect(appendedNote(null, 'Sketches')).toBe('Sketches');
    expect(appendedNote('Call', 'Sketches')).toBe('Call\nSketches');
    expect(appendedNote('Call', null)).toBe('Call');
  });
  it('knows IANA zones', () => {
    expect(knownTimeZone('Europe/Amsterdam')).toBe(true);
    expect(knownTimeZone('Mars/Olympus')).toBe(false);
  });
});
