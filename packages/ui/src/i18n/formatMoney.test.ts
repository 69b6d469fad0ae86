import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from './formatMoney';

// Intl puts a no-break space between the euro sign and a Dutch amount.
const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('formats integer cents as Intl does for en-GB and nl-NL', () => {
    expect(formatMoney(123450, 'en')).toBe('€1,234.50');
    expect(formatMoney(123450, 'nl')).toBe(`€${NBSP}1.234,50`);
  });
  it('formats zero, small and negative amounts', () => {
    expect(formatMoney(0, 'en')).toBe('€0.00');
    expect(formatMoney(5, 'nl')).toBe(`€${NBSP}0,05`);
    expect(formatMoney(-123450, 'en')).toBe('-€1,234.50');
    expect(formatMoney(-123450, 'nl')).toBe(`€${NBSP}-1.234,50`);
  });
  it('formats millions without float noise', () => {
    expect(formatMoney(123456789, 'en')).toBe('€1,234,567.89');
    expect(formatMoney(30, 'en')).toBe('€0.30');
  });
  it('rounds a fraction of a cent and never shows minus zero', () => {
    expect(formatMoney(1234.6, 'en')).toBe('€12.35');
    expect(formatMoney(-0.4, 'en')).toBe('€0.00');
  });
  it('takes another currency', () => {
    expect(formatMoney(123450, 'en', 'USD')).toBe('US$1,234.50');
  });
});

describe('parseMoney', () => {
  it('reads what formatMoney writes', () => {
    for (const cents of [0, 5, 30, 123450, -123450, 123456789]) {
      expect(parseMoney(formatMoney(cents, 'en'), 'en')).toBe(cents);
      expect(parseMoney(formatMoney(cents, 'nl'), 'nl')).toBe(cents);
    }
  });
  it('reads plain amounts with the locale decimal separator', () => {
    expect(parseMoney('1234,50', 'nl')).toBe(123450);
    expect(parseMoney('1234.50', 'en')).toBe(123450);
    expect(parseMoney('12,5', 'nl')).toBe(1250);
    expect(parseMoney(',5', 'nl')).toBe(50);
    expect(parseMoney('7', 'en')).toBe(700);
    expect(parseMoney('  7  ', 'nl')).toBe(700);
  });
  it('reads thousands separators', () => {
    expect(parseMoney('1.234,50', 'nl')).toBe(123450);
    expect(parseMoney('1,234.50', 'en')).toBe(123450);
    expect(parseMoney('1.234', 'nl')).toBe(123400);
    expect(parseMoney('1,234', 'en')).toBe(123400);
    expect(parseMoney('1.234.567', 'nl')).toBe(123456700);
    expect(parseMoney('12.345', 'nl')).toBe(1234500);
    expect(parseMoney(`1${NBSP}234,50`, 'nl')).toBe(123450);
  });
  it('accepts the other decimal separator where it cannot be grouping', () => {
    expect(parseMoney('12.5', 'nl')).toBe(1250);
    expect(parseMoney('12.50', 'nl')).toBe(1250);
    expect(parseMoney('12,5', 'en')).toBe(1250);
    // Both present: the last one separates decimals.
    expect(parseMoney('1,234.50', 'nl')).toBe(123450);
    expect(parseMoney('1.234,50', 'en')).toBe(123450);
  });
  it('reads currency signs and minus signs', () => {
    expect(parseMoney('€1,234.50', 'en')).toBe(123450);
    expect(parseMoney('€ 12,50', 'nl')).toBe(1250);
    expect(parseMoney('EUR 12,50', 'nl')).toBe(1250);
    expect(parseMoney('12,50 €', 'nl')).toBe(1250);
    expect(parseMoney('-€12.50', 'en')).toBe(-1250);
    expect(parseMoney('€ -12,50', 'nl')).toBe(-1250);
    expect(parseMoney('\u221212,50', 'nl')).toBe(-1250);
    expect(parseMoney('+12', 'en')).toBe(1200);
    expect(parseMoney('-0', 'en')).toBe(0);
  });
  it('returns null for anything that is not an amount of money', () => {
    for (const text of ['', ' ', '€', 'abc', '12a', '1.2.3', '1,23,4.5', '12,345', '--1', '1-2', '.', ',']) {
      expect(parseMoney(text, 'nl'), text).toBeNull();
    }
    expect(parseMoney('1.234', 'en')).toBeNull();
    expect(parseMoney(null, 'en')).toBeNull();
    expect(parseMoney(undefined, 'en')).toBeNull();
    expect(parseMoney('9'.repeat(20), 'en')).toBeNull();
  });
});
