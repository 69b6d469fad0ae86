import { describe, expect, it } from 'vitest';
import { currencyDecimals, decimalText, displayDecimal, displayMoney, divideRounded, divideRoundedIn, fitsCurrency, formatMoney, isCurrencyCode, formatNumber, hundredthsBig, hundredthsOf, intlLocale, numberSeparators, parseMoney, roundHalfAwayFromZero } from './money';

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

describe('hundredthsOf', () => {
  it('reads the digits of a contract decimal as one whole number', () => {
    expect(hundredthsOf('85')).toBe(8500);
    expect(hundredthsOf('85.5')).toBe(8550);
    expect(hundredthsOf('85.05')).toBe(8505);
    expect(hundredthsOf('0.29')).toBe(29);
    expect(hundredthsOf('4.35')).toBe(435);
    expect(hundredthsOf('007.5')).toBe(750);
    expect(hundredthsOf('-10.00')).toBe(-1000);
    expect(hundredthsOf('-0.05')).toBe(-5);
    expect(Object.is(hundredthsOf('-0.00'), 0)).toBe(true);
    expect(hundredthsOf('9999999999.99')).toBe(999_999_999_999);
    expect(hundredthsOf('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
  });
  it('is null for anything else, or for more than a number counts exactly', () => {
    for (const text of ['', '1,50', '1.234', '.5', '5.', '+5', '1e3', ' 5', null, undefined]) expect(hundredthsOf(text), String(text)).toBeNull();
    expect(hundredthsOf('90071992547409.92')).toBeNull();
    expect(hundredthsBig('90071992547409.92')).toBe(9007199254740992n);
  });
});

describe('decimalText', () => {
  it('writes hundredths with a dot and two decimals, never minus zero', () => {
    expect(decimalText(8500)).toBe('85.00');
    expect(decimalText(5)).toBe('0.05');
    expect(decimalText(-123456)).toBe('-1234.56');
    expect(decimalText(-0)).toBe('0.00');
    expect(decimalText(123456789012345678901234n)).toBe('1234567890123456789012.34');
    expect(() => decimalText(1.5)).toThrow(RangeError);
  });
});

describe('rounding half away from zero', () => {
  it('rounds a half up for positive and down for negative amounts', () => {
    expect(divideRounded(5n, 10n)).toBe(1n);
    expect(divideRounded(-5n, 10n)).toBe(-1n);
    expect(divideRounded(4n, 10n)).toBe(0n);
    expect(divideRounded(-14n, 10n)).toBe(-1n);
    expect(divideRounded(15n, 10n)).toBe(2n);
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(Object.is(roundHalfAwayFromZero(-0.4), 0)).toBe(true);
  });
});

describe('displayMoney and displayDecimal', () => {
  it('format a contract decimal in each language, exactly', () => {
    expect(displayMoney('1848.75', 'en')).toBe('€1,848.75');
    expect(displayMoney('1848.75', 'nl')).toBe(`€${NBSP}1.848,75`);
    expect(displayMoney('-0.05', 'nl')).toBe(`€${NBSP}-0,05`);
    expect(displayMoney('12345678901234567.89', 'en')).toBe('€12,345,678,901,234,567.89');
    expect(formatMoney(184875n, 'nl')).toBe(`€${NBSP}1.848,75`);
    expect(formatMoney(-0.5, 'en')).toBe('-€0.01');
  });
  it('write quantities without trailing zeros', () => {
    expect(displayDecimal('21.75', 'nl')).toBe('21,75');
    expect(displayDecimal('21.75', 'en')).toBe('21.75');
    expect(displayDecimal('21.00', 'nl')).toBe('21');
    expect(displayDecimal('12.50', 'nl')).toBe('12,5');
    expect(displayDecimal('1234.00', 'nl')).toBe('1.234');
  });
  it('give back what they cannot read', () => {
    expect(displayMoney('abc', 'en')).toBe('abc');
    expect(displayDecimal('1,5', 'en')).toBe('1,5');
  });
});

describe('currencies', () => {
  it('formats by currency and language: no decimals for JPY, US$ or $ as the language writes it', () => {
    expect(formatMoney(150000, 'en', 'JPY')).toBe('JP¥1,500');
    expect(formatMoney(150000, 'ja-JP', 'JPY')).toBe('￥1,500');
    expect(formatMoney(150000, 'nl', 'JPY')).toBe('JP¥\u00a01.500');
    expect(formatMoney(123450, 'en', 'USD')).toBe('US$1,234.50');
    expect(formatMoney(123450, 'en-US', 'USD')).toBe('$1,234.50');
    expect(formatMoney(123450, 'nl', 'USD')).toBe('US$\u00a01.234,50');
    expect(displayMoney('1500.00', 'en', 'JPY')).toBe('JP¥1,500');
  });

  it('knows the ISO 4217 codes, in capitals only', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('JPY')).toBe(true);
    expect(isCurrencyCode('eur')).toBe(false);
    expect(isCurrencyCode('ABC')).toBe(false);
  });

  it('takes amounts with at most the currency\'s decimals', () => {
    expect(currencyDecimals('EUR')).toBe(2);
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('BHD')).toBe(2);
    expect(fitsCurrency(150000, 'JPY')).toBe(true);
    expect(fitsCurrency(150050, 'JPY')).toBe(false);
    expect(fitsCurrency(150050n, 'EUR')).toBe(true);
  });

  it('rounds to the currency\'s minor unit half away from zero', () => {
    expect(divideRoundedIn(125n * 33300n, 100n, 'JPY')).toBe(41600n);
    expect(divideRoundedIn(-125n * 33300n, 100n, 'JPY')).toBe(-41600n);
    expect(divideRoundedIn(150n * 33300n, 100n, 'JPY')).toBe(50000n);
    expect(divideRoundedIn(125n * 33300n, 100n, 'EUR')).toBe(divideRounded(125n * 33300n, 100n));
  });
});
