import { describe, expect, it } from 'vitest';
import {
  businessNumberProblems,
  formatIban,
  isDutchChamberOfCommerce,
  isDutchVat,
  isNetherlands,
  isValidIban,
  normalizedBusinessNumbers,
  normalizeIban,
} from './businessNumbers';

describe('isValidIban (ISO 13616)', () => {
  it('accepts IBANs of several countries, with spaces and in lower case', () => {
    for (const iban of ['NL91ABNA0417164300', 'nl91 abna 0417 1643 00', 'DE89 3704 0044 0532 0130 00', 'BE68539007547034', 'GB29NWBK60161331926819']) {
      expect(isValidIban(iban), iban).toBe(true);
    }
  });
  it('refuses a wrong check digit (mod 97), a wrong length for the country and an unknown country', () => {
    expect(isValidIban('NL91ABNA0417164301')).toBe(false);
    expect(isValidIban('NL02RABO0123456789')).toBe(false);
    expect(isValidIban('NL91ABNA041716430')).toBe(false);
    expect(isValidIban('NL91ABNA04171643000')).toBe(false);
    expect(isValidIban('XX91ABNA0417164300')).toBe(false);
    expect(isValidIban('not an iban')).toBe(false);
  });
});

describe('normalizeIban and formatIban', () => {
  it('stores without spaces in upper case, shows in groups of four', () => {
    expect(normalizeIban(' nl91 abna 0417 1643 00 ')).toBe('NL91ABNA0417164300');
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(formatIban('not an iban')).toBe('not an iban');
  });
});

describe('Dutch numbers', () => {
  it('knows the Netherlands by code and by name', () => {
    for (const country of ['NL', 'nld', 'Nederland', 'Netherlands', ' the  Netherlands ', 'HOLLAND']) expect(isNetherlands(country), country).toBe(true);
    for (const country of ['', null, undefined, 'België', 'Germany', 'NLX']) expect(isNetherlands(country), String(country)).toBe(false);
  });
  it('checks a VAT number: NL, 9 digits, B, 2 digits', () => {
    expect(isDutchVat('NL123456789B01')).toBe(true);
    expect(isDutchVat('nl 1234.56.789 b01')).toBe(true);
    expect(isDutchVat('NL12345678B01')).toBe(false);
    expect(isDutchVat('NL123456789X01')).toBe(false);
    expect(isDutchVat('123456789B01')).toBe(false);
  });
  it('checks a KvK number: 8 digits', () => {
    expect(isDutchChamberOfCommerce('30123456')).toBe(true);
    expect(isDutchChamberOfCommerce('3012 3456')).toBe(true);
    expect(isDutchChamberOfCommerce('3012345')).toBe(false);
    expect(isDutchChamberOfCommerce('301234567')).toBe(false);
    expect(isDutchChamberOfCommerce('3012345A')).toBe(false);
  });
});

describe('businessNumberProblems', () => {
  it('finds nothing wrong with good or empty numbers', () => {
    expect(businessNumberProblems({ country: 'Nederland', iban: 'NL91ABNA0417164300', vat: 'NL123456789B01', chamberofcommerce: '30123456' })).toEqual({});
    expect(businessNumberProblems({ country: 'Nederland', iban: '', vat: null, chamberofcommerce: '  ' })).toEqual({});
  });
  it('files each problem under its field', () => {
    expect(businessNumberProblems({ country: 'Nederland', iban: 'NL91ABNA0417164301', vat: 'NL123B01', chamberofcommerce: '123' })).toEqual({
      iban: 'iban',
      vat: 'vat_nl',
      chamberofcommerce: 'kvk_nl',
    });
  });
  it('applies the Dutch forms only where the country is the Netherlands, or to a VAT number starting with NL', () => {
    expect(businessNumberProblems({ country: 'België', vat: 'BE0123456789', chamberofcommerce: '0123.456.789' })).toEqual({});
    expect(businessNumberProblems({ country: null, vat: 'DE123456789', chamberofcommerce: '12345' })).toEqual({});
    expect(businessNumberProblems({ country: null, vat: 'NL123' })).toEqual({ vat: 'vat_nl' });
    expect(businessNumberProblems({ country: 'Germany', iban: 'DE89370400440532013001' })).toEqual({ iban: 'iban' });
  });
});

describe('normalizedBusinessNumbers', () => {
  it('stores IBAN and VAT compact in upper case, KvK without spaces, empty as null', () => {
    expect(normalizedBusinessNumbers({ iban: ' nl91 abna 0417 1643 00', vat: 'nl 123456789 b01', chamberofcommerce: '3012 3456' })).toEqual({
      iban: 'NL91ABNA0417164300',
      vat: 'NL123456789B01',
      chamberofcommerce: '30123456',
    });
    expect(normalizedBusinessNumbers({ iban: ' ', vat: null })).toEqual({ iban: null, vat: null, chamberofcommerce: null });
  });
});
