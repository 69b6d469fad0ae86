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
  peppolIdProblem,
  vatProblem,
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
    expect(isDutchVat('NL123456782B01')).toBe(true);
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

describe('vatProblem', () => {
  it('accepts Dutch VAT numbers by the old 11-proof and by the mod-97 check of numbers since 2020', () => {
    expect(vatProblem('NL123456782B01')).toBeNull(); // 11-proof
    expect(vatProblem('nl 1234.567.58 b01')).toBeNull(); // mod 97 over NL123456758B01, as an IBAN's
    expect(vatProblem('NL000099998B57')).toBeNull();
  });
  it('refuses a Dutch VAT number whose check digits match neither, or not of the Dutch form', () => {
    expect(vatProblem('NL123456789B01')).toBe('vat_check');
    expect(vatProblem('NL123456783B01')).toBe('vat_check');
    expect(vatProblem('NL12345678B01')).toBe('vat_nl');
    expect(vatProblem('NL123456782X01')).toBe('vat_nl');
  });
  it('needs the country code in front: a word or bare digits are no VAT number', () => {
    expect(vatProblem('hello')).toBe('vat_prefix');
    expect(vatProblem('123456782B01')).toBe('vat_prefix');
    expect(vatProblem('XX123456789')).toBe('vat_prefix');
  });
  it("checks other countries' forms and check digits, Belgium's new 1-series included", () => {
    expect(vatProblem('BE0123456749')).toBeNull();
    expect(vatProblem('BE1000000021')).toBeNull();
    expect(vatProblem('BE0123456748')).toBe('vat_check');
    expect(vatProblem('BE123')).toBe('vat_form');
    expect(vatProblem('DE136695976')).toBeNull();
    expect(vatProblem('DE136695977')).toBe('vat_check');
    expect(vatProblem('DE12345')).toBe('vat_form');
    expect(vatProblem('FR40303265045')).toBeNull();
    expect(vatProblem('EL094259216')).toBeNull();
  });
  it('takes a VAT number of a country whose form it does not know by its code and 2 to 13 letters and digits', () => {
    expect(vatProblem('US123456789')).toBeNull();
    expect(vatProblem('XI123456789')).toBeNull();
    expect(vatProblem('US1')).toBe('vat_form');
    expect(vatProblem('US12345678901234')).toBe('vat_form');
  });
});

describe('peppolIdProblem', () => {
  it('accepts an EAS scheme with an identifier of its form', () => {
    for (const id of ['0106:30123456', '0190:00000001234567890000', '9944:NL123456782B01', '0208:0123456749', '0088:8712345678906', '9925:BE0123456749', '0007:5567321707']) {
      expect(peppolIdProblem(id), id).toBeNull();
    }
  });
  it('refuses a scheme outside the EAS list and an identifier not of its scheme', () => {
    expect(peppolIdProblem('1234:30123456')).toBe('peppol_scheme');
    expect(peppolIdProblem('30123456')).toBe('peppol_scheme');
    expect(peppolIdProblem('0106:12ab')).toBe('peppol_id');
    expect(peppolIdProblem('0106:301234567')).toBe('peppol_id');
    expect(peppolIdProblem('9944:NL123456789B01')).toBe('peppol_id');
    expect(peppolIdProblem('9944:DE136695976')).toBe('peppol_id');
    expect(peppolIdProblem('0088:8712345678905')).toBe('peppol_id');
    expect(peppolIdProblem(`0007:${'1'.repeat(51)}`)).toBe('peppol_id');
  });
});

describe('businessNumberProblems', () => {
  it('finds nothing wrong with good or empty numbers', () => {
    expect(businessNumberProblems({ country: 'Nederland', iban: 'NL91ABNA0417164300', vat: 'NL123456782B01', chamberofcommerce: '30123456' })).toEqual({});
    expect(businessNumberProblems({ country: 'Nederland', iban: '', vat: null, chamberofcommerce: '  ' })).toEqual({});
  });
  it('files each problem under its field', () => {
    expect(businessNumberProblems({ country: 'Nederland', iban: 'NL91ABNA0417164301', vat: 'NL123B01', chamberofcommerce: '123' })).toEqual({
      iban: 'iban',
      vat: 'vat_nl',
      chamberofcommerce: 'kvk_nl',
    });
  });
  it('applies the Dutch forms where the country is the Netherlands, or to a VAT number starting with NL', () => {
    expect(businessNumberProblems({ country: 'België', vat: 'BE0123456749', chamberofcommerce: '0123.456.749' })).toEqual({});
    expect(businessNumberProblems({ country: null, vat: 'DE136695976', chamberofcommerce: 'HRB 12345' })).toEqual({});
    expect(businessNumberProblems({ country: null, vat: 'NL123' })).toEqual({ vat: 'vat_nl' });
    expect(businessNumberProblems({ country: 'Germany', iban: 'DE89370400440532013001' })).toEqual({ iban: 'iban' });
    // A Dutch business has a Dutch VAT number: without NL in front, or another country's, it says the Dutch form.
    expect(businessNumberProblems({ country: 'Nederland', vat: '123456782B01' })).toEqual({ vat: 'vat_nl' });
    expect(businessNumberProblems({ country: 'Nederland', vat: 'BE0123456749' })).toEqual({ vat: 'vat_nl' });
  });
  it('refuses what a bookkeeper would: a word as VAT number, letters in a KvK number, a bad Peppol ID', () => {
    expect(businessNumberProblems({ country: null, vat: 'hello' })).toEqual({ vat: 'vat_prefix' });
    expect(businessNumberProblems({ country: 'Germany', vat: 'hello' })).toEqual({ vat: 'vat_prefix' });
    expect(businessNumberProblems({ country: 'Nederland', vat: 'NL123456789B01' })).toEqual({ vat: 'vat_check' });
    // No country written down: Dutch, as the e-invoice takes it, unless the VAT number names another country.
    expect(businessNumberProblems({ country: null, chamberofcommerce: '12ab' })).toEqual({ chamberofcommerce: 'kvk_nl' });
    expect(businessNumberProblems({ country: '', vat: 'NL123456782B01', chamberofcommerce: '1234' })).toEqual({ chamberofcommerce: 'kvk_nl' });
    expect(businessNumberProblems({ country: 'Germany', chamberofcommerce: 'hello' })).toEqual({ chamberofcommerce: 'registration' });
    expect(businessNumberProblems({ country: 'Germany', chamberofcommerce: 'HRB 12345' })).toEqual({});
    expect(businessNumberProblems({ peppol_id: '0106:12ab' })).toEqual({ peppol_id: 'peppol_id' });
    expect(businessNumberProblems({ peppol_id: '1234:12345678' })).toEqual({ peppol_id: 'peppol_scheme' });
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
