import { describe, expect, it } from 'vitest';
import { formatCents, parseCents } from './money.js';

describe('parseCents', () => {
  it('reads whole amounts and one or two decimals', () => {
    expect(parseCents('85')).toBe(8500);
    expect(parseCents('85.5')).toBe(8550);
    expect(parseCents('85.50')).toBe(8550);
    expect(parseCents('85.05')).toBe(8505);
    expect(parseCents('0')).toBe(0);
    expect(parseCents('0.01')).toBe(1);
    expect(parseCents('007.5')).toBe(750);
  });

  it('reads negative amounts, and minus zero as zero', () => {
    expect(parseCents('-10.00')).toBe(-1000);
    expect(parseCents('-0.05')).toBe(-5);
    expect(Object.is(parseCents('-0.00'), 0)).toBe(true);
  });

  it('is exact where a float is not', () => {
    // parseFloat('0.29') * 100 is 28.999999999999996, and 4.35 * 100 is 434.99999999999994.
    expect(parseCents('0.29')).toBe(29);
    expect(parseCents('4.35')).toBe(435);
    expect(parseCents('9999999999.99')).toBe(999_999_999_999);
    expect(parseCents('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses anything that is not such an amount', () => {
    for (const text of ['', '85.', '.5', '85.123', '85,50', '1e3', ' 85', '+85', '--1', 'NaN', '0x10', '85.5.0']) {
      expect(() => parseCents(text), text).toThrow(RangeError);
    }
    expect(() => parseCents('90071992547409.92')).toThrow(/too large/);
  });
});

describe('formatCents', () => {
  it('writes exactly two decimals with a dot', () => {
    expect(formatCents(8500)).toBe('85.00');
    expect(formatCents(8550)).toBe('85.50');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(123456)).toBe('1234.56');
    expect(formatCents(-5)).toBe('-0.05');
    expect(formatCents(-123456)).toBe('-1234.56');
    expect(formatCents(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatCents(85.5)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
  });

  it('round-trips with parseCents', () => {
    for (const cents of [0, 1, 99, 100, 8550, -1, -1005, 2_147_483_647]) expect(parseCents(formatCents(cents))).toBe(cents);
  });
});
