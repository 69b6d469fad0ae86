import { describe, expect, it } from 'vitest';
import { EXPIRY_PRESETS, expiryDateRange, formatExpiry, MAX_TOKEN_DAYS } from './accessTokenExpiry';

describe('expiryDateRange', () => {
  it('runs from tomorrow to a year ahead of a given day', () => {
    expect(expiryDateRange(new Date(), '2026-11-27')).toEqual({ min: '2026-11-28', max: '2027-11-27' });
    expect(expiryDateRange(new Date(), '2028-02-28')).toEqual({ min: '2028-02-29', max: '2029-02-27' });
  });

  it('keeps to what both the local day and the server’s UTC day allow', () => {
    // Amsterdam, 00:30 on the 28th: UTC is still the 27th.
    expect(expiryDateRange(new Date('2026-11-27T23:30:00Z'), undefined, 'Europe/Amsterdam')).toEqual({ min: '2026-11-29', max: '2027-11-27' });
    // New York, 20:00 on the 27th: UTC is the 28th already.
    expect(expiryDateRange(new Date('2026-11-28T01:00:00Z'), undefined, 'America/New_York')).toEqual({ min: '2026-11-29', max: '2027-11-27' });
    // Midday: the same day everywhere.
    expect(expiryDateRange(new Date('2026-11-27T12:00:00Z'), undefined, 'Europe/Amsterdam')).toEqual({ min: '2026-11-28', max: '2027-11-27' });
  });
});

describe('formatExpiry', () => {
  it('writes the day in the user’s date format', () => {
    expect(formatExpiry('2026-05-31T08:12:44Z', 'DD-MM-YYYY')).toBe('31-05-2026');
    expect(formatExpiry('2026-05-31T08:12:44Z', 'YYYY-MM-DD')).toBe('2026-05-31');
    expect(formatExpiry('2026-05-31T08:12:44Z', 'MM/DD/YYYY')).toBe('05/31/2026');
  });

  it('reads the end of a picked date in UTC, so it is that date', () => {
    expect(formatExpiry('2026-12-31T23:59:59.999Z', 'DD-MM-YYYY')).toBe('31-12-2026');
  });

  it('is empty for no moment', () => {
    expect(formatExpiry('not a date', 'DD-MM-YYYY')).toBe('');
  });
});

describe('the presets', () => {
  it('end at the contract’s longest lifetime', () => {
    expect(MAX_TOKEN_DAYS).toBe(365);
    expect(EXPIRY_PRESETS.at(-1)).toBe(MAX_TOKEN_DAYS);
  });
});
