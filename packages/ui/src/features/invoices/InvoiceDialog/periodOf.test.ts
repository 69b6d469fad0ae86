import { describe, expect, it } from 'vitest';
import { localToday, periodOf } from './periodOf';

describe('periodOf', () => {
  it("names the date's month and year in the user's language", () => {
    expect(periodOf('2026-03-31', 'en')).toBe('March 2026');
    expect(periodOf('2026-03-01', 'nl')).toBe('maart 2026');
    expect(periodOf('2025-12-15', 'nl')).toBe('december 2025');
  });
  it('gives nothing for a missing or malformed date', () => {
    expect(periodOf(null, 'en')).toBe('');
    expect(periodOf('31-03-2026', 'en')).toBe('');
  });
});

describe('localToday', () => {
  it('is the local calendar day', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
