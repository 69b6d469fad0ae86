import { describe, expect, it } from 'vitest';
import { formatNumber, intlLocale, numberSeparators } from './formatNumber';

describe('intlLocale', () => {
  it('writes English the British way and Dutch the Dutch way', () => {
    expect(intlLocale('en')).toBe('en-GB');
    expect(intlLocale('nl')).toBe('nl-NL');
    expect(intlLocale('NL')).toBe('nl-NL');
  });
  it('keeps any other tag and defaults to English', () => {
    expect(intlLocale('nl-BE')).toBe('nl-BE');
    expect(intlLocale('')).toBe('en-GB');
    expect(intlLocale(null)).toBe('en-GB');
  });
});

describe('formatNumber', () => {
  it('groups thousands and writes decimals per language', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'nl')).toBe('1.234,5');
  });
  it('passes Intl options through', () => {
    expect(formatNumber(7.5, 'nl', { minimumFractionDigits: 2 })).toBe('7,50');
    expect(formatNumber(0.21, 'en', { style: 'percent' })).toBe('21%');
    expect(formatNumber(1234, 'nl', { useGrouping: false })).toBe('1234');
  });
});

describe('numberSeparators', () => {
  it('knows the separators of each language', () => {
    expect(numberSeparators('en')).toEqual({ decimal: '.', group: ',' });
    expect(numberSeparators('nl')).toEqual({ decimal: ',', group: '.' });
  });
});
