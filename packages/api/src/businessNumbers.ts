import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';
import { checkVAT, countries as vatCountries } from 'jsvat';

/**
 * The checks a bookkeeper expects of an organisation's or client's bank, tax and registration
 * numbers, written once for the server (422 before storing) and the screens (a message under the
 * field before sending). Each check answers which problem it found, or null; the words are the
 * caller's.
 *
 * - IBAN: ISO 13616 (country, length for that country, mod-97 check digits), by ibantools.
 * - VAT number: it starts with its country's code (EN 16931 BR-CO-9: the e-invoice needs it);
 *   where that country's form is known (the EU's, Switzerland's, Norway's, the UK's: jsvat) the
 *   form and check digits must match — the Dutch btw-id is `NL` + 9 digits + `B` + 2 digits whose
 *   check is the old 11-proof or, for numbers given out since 2020, mod 97 over the whole number
 *   as in an IBAN; the Belgian one 10 digits starting 0 or 1 with a mod-97 check.
 *   A business in the Netherlands has a Dutch VAT number.
 * - KvK number (Dutch chamber of commerce): 8 digits, for a business in the Netherlands — or one
 *   whose country nobody wrote down, which the e-invoice takes for the Netherlands too, unless its
 *   VAT number names another country. Elsewhere a registration number is letters, digits,
 *   spaces, dots, dashes and slashes, with a digit among them.
 * - Peppol ID (`scheme:identifier`): the scheme is a code of the EAS list EN 16931 accepts
 *   (BR-CL-25), and the identifier has the form its scheme prescribes where Kwartier knows it
 *   (KvK, OIN, Belgian company number, GLN, the VAT schemes of NL, BE, DE and FR).
 */

/** The business details the checks read: the same fields on an organisation and a client. */
export interface BusinessNumbers {
  country?: string | null;
  iban?: string | null;
  vat?: string | null;
  chamberofcommerce?: string | null;
  /** A client's electronic address for e-invoices (an organisation has none). */
  peppol_id?: string | null;
}

/**
 * What is wrong with a business number; the field it is filed under is the key. `vat_nl`: not
 * the Dutch form (NL, 9 digits, B, 2 digits) where the business is Dutch; `vat_prefix`: no
 * country code in front; `vat_form`: not the form of its country's numbers; `vat_check`: the
 * form, but the check digits do not match (a typing error); `kvk_nl`: not 8 digits;
 * `registration`: not a registration number at all; `peppol_scheme`: not `scheme:identifier`
 * with a scheme of the EAS list; `peppol_id`: the identifier is not of its scheme's form.
 */
export type BusinessNumberProblem = 'iban' | 'vat_nl' | 'vat_prefix' | 'vat_form' | 'vat_check' | 'kvk_nl' | 'registration' | 'peppol_scheme' | 'peppol_id';

/** The fields the checks file their problems under. */
export type BusinessNumberField = 'iban' | 'vat' | 'chamberofcommerce' | 'peppol_id';

/** Names of the Netherlands as people type them in the free-text country field (lower case). */
const NETHERLANDS = new Set(['nl', 'nld', 'nederland', 'the netherlands', 'netherlands', 'holland', 'niederlande', 'pays-bas', 'países bajos']);

/**
 * Whether a country, as typed in the country field, is the Netherlands: its ISO code (NL, NLD) or
 * its name in Dutch or English ('Nederland', 'Netherlands', 'The Netherlands', 'Holland'),
 * in any case. An empty country is not: the Dutch checks are not applied to a business whose
 * country nobody wrote down.
 */
export function isNetherlands(country: string | null | undefined): boolean {
  return NETHERLANDS.has((country ?? '').trim().replace(/\s+/g, ' ').toLowerCase());
}

/** Text without spaces, dots and dashes, in upper case: how an IBAN or VAT number is stored and compared. */
function compact(text: string): string {
  return text.replace(/[\s.-]/g, '').toUpperCase();
}

/** An IBAN as stored: no spaces, upper case ('nl91 abna 0417 1643 00' → 'NL91ABNA0417164300'); empty stays empty. */
export function normalizeIban(iban: string): string {
  return electronicFormatIBAN(iban.trim()) ?? compact(iban);
}

/** An IBAN as people read it: groups of four ('NL91 ABNA 0417 1643 00'); anything that is not one as it was written. */
export function formatIban(iban: string): string {
  return isValidIBAN(normalizeIban(iban)) ? friendlyFormatIBAN(normalizeIban(iban)) ?? iban : iban;
}

/** A VAT number as stored: no spaces or dots, upper case ('nl 1234.56.789 b01' → 'NL123456789B01'). */
export function normalizeVat(vat: string): string {
  return compact(vat);
}

/** A KvK number as stored: no spaces ('3012 3456' → '30123456'). */
export function normalizeChamberOfCommerce(number: string): string {
  return number.replace(/\s/g, '');
}

/** Whether an IBAN is one: a known country, that country's length and format, and mod-97 check digits. */
export function isValidIban(iban: string): boolean {
  return isValidIBAN(normalizeIban(iban));
}

/** Whether a Dutch VAT number (btw-id) has its form: `NL`, 9 digits, `B`, 2 digits (check digits not read). */
export function isDutchVat(vat: string): boolean {
  return /^NL\d{9}B\d{2}$/.test(normalizeVat(vat));
}

/** Whether a KvK number (Dutch chamber of commerce) has its form: 8 digits. */
export function isDutchChamberOfCommerce(number: string): boolean {
  return /^\d{8}$/.test(normalizeChamberOfCommerce(number));
}

/** jsvat's countries but Brazil (whose numbers have no country code, so would claim any number starting with digits) and Belgium (checked here). */
const VAT_COUNTRIES = vatCountries.filter((country) => country.name !== 'Brazil' && country.name !== 'Belgium');

/** A Belgian company (enterprise) number: 10 digits, the first 0 or 1, the last two 97 − (the first eight mod 97). */
export function isBelgianCompanyNumber(digits: string): boolean {
  if (!/^[01]\d{9}$/.test(digits)) return false;
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));
}

/** Codes before a VAT number that name no country of ISO 3166 (`EL` is Greece's VAT prefix, `XI` Northern Ireland's). */
const VAT_ONLY_PREFIXES = new Set(['EL', 'XI']);
const NOT_COUNTRIES = new Set(['ZZ', 'EU', 'EZ', 'UN', 'UK']);
let regionNames: Intl.DisplayNames | undefined;

/** Whether two letters are a country's code (ISO 3166-1 alpha-2, as the runtime's region names know them). */
function isCountryCode(code: string): boolean {
  if (VAT_ONLY_PREFIXES.has(code)) return true;
  if (NOT_COUNTRIES.has(code) || code.startsWith('Q') || code.startsWith('X')) return false;
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  return regionNames.of(code) !== undefined;
}

/**
 * What is wrong with a VAT number, or null: without a country code in front, `vat_prefix`; where
 * its country's form is known, `vat_form` (or `vat_nl` for a Dutch one) when it is not of that
 * form, `vat_check` when its check digits do not match; elsewhere 2 to 13 letters and digits after
 * the code.
 */
export function vatProblem(vat: string): BusinessNumberProblem | null {
  const number = normalizeVat(vat);
  const prefix = number.slice(0, 2);
  if (!/^[A-Z]{2}/.test(number) || !isCountryCode(prefix)) return 'vat_prefix';
  if (prefix === 'NL') {
    if (!isDutchVat(number)) return 'vat_nl';
    return checkVAT(number, VAT_COUNTRIES).isValid ? null : 'vat_check';
  }
  if (prefix === 'BE') {
    const digits = number.slice(2);
    if (!/^\d{10}$/.test(digits)) return 'vat_form';
    return isBelgianCompanyNumber(digits) ? null : 'vat_check';
  }
  const result = checkVAT(number, VAT_COUNTRIES);
  if (result.isSupportedCountry) {
    if (!result.isValidFormat) return 'vat_form';
    return result.isValid ? null : 'vat_check';
  }
  return /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(number) ? null : 'vat_form';
}

/** The EAS codes (CEF code list, numeric ones) an e-invoice's electronic address may use (EN 16931 BR-CL-25). */
const EAS_CODES = new Set(
  (
    '0002 0007 0009 0037 0060 0088 0096 0097 0106 0130 0135 0142 0147 0151 0154 0158 0170 0177 0183 0184 0188 0190 0191 0192 0193 ' +
    '0194 0195 0196 0198 0199 0200 0201 0202 0203 0204 0205 0208 0209 0210 0211 0212 0213 0215 0216 0217 0218 0219 0220 0221 0225 ' +
    '0230 0235 0240 0242 0244 0245 0246 0248 9910 9913 9914 9915 9918 9919 9920 9922 9923 9924 9925 9926 9927 9928 9929 9930 9931 ' +
    '9932 9933 9934 9935 9936 9937 9938 9939 9940 9941 9942 9943 9944 9945 9946 9947 9948 9949 9950 9951 9952 9953 9957 9959'
  ).split(' '),
);

/** A GS1 number's check digit (GLN, GTIN): weights 3 and 1 from the right, to a multiple of 10. */
function hasGs1CheckDigit(digits: string): boolean {
  const sum = [...digits.slice(0, -1)].reverse().reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}

/** The identifiers Kwartier knows the form of, by EAS scheme: a VAT scheme's identifier is the VAT number of its country. */
const PEPPOL_IDENTIFIERS: Record<string, (id: string) => boolean> = {
  '0106': (id) => /^\d{8}$/.test(id),
  '0190': (id) => /^\d{20}$/.test(id),
  '0208': (id) => isBelgianCompanyNumber(id),
  '0088': (id) => /^\d{13}$/.test(id) && hasGs1CheckDigit(id),
  '9944': (id) => id.toUpperCase().startsWith('NL') && vatProblem(id) === null,
  '9925': (id) => id.toUpperCase().startsWith('BE') && vatProblem(id) === null,
  '9930': (id) => id.toUpperCase().startsWith('DE') && vatProblem(id) === null,
  '9957': (id) => id.toUpperCase().startsWith('FR') && vatProblem(id) === null,
};

/**
 * What is wrong with a Peppol ID, or null: `peppol_scheme` when it is not `scheme:identifier`
 * with a scheme of the EAS list, `peppol_id` when the identifier is not of its scheme's form
 * (at most 50 characters without spaces; for the schemes Kwartier knows, their form).
 */
export function peppolIdProblem(peppolId: string): BusinessNumberProblem | null {
  const match = /^(\d{4}):(.*)$/.exec(peppolId.trim());
  if (!match || !EAS_CODES.has(match[1]!)) return 'peppol_scheme';
  const [, scheme, id] = match as unknown as [string, string, string];
  if (!/^\S{1,50}$/.test(id)) return 'peppol_id';
  return (PEPPOL_IDENTIFIERS[scheme]?.(id) ?? true) ? null : 'peppol_id';
}

/** A registration number of any country: letters, digits, spaces, dots, dashes and slashes, a digit among them. */
function isRegistrationNumber(number: string): boolean {
  return /^[\p{L}\p{N} ./-]+$/u.test(number) && /\p{N}/u.test(number);
}

/**
 * The problems of a business's numbers, by field ({@link BusinessNumberProblem}): an IBAN that is
 * not one (any country); a VAT number ({@link vatProblem}), which for a business in the
 * Netherlands ({@link isNetherlands}) is a Dutch one; a KvK number of 8 digits for a business in
 * the Netherlands or of no written country whose VAT number names no other, a registration
 * number elsewhere; a Peppol ID ({@link peppolIdProblem}). Empty fields are not checked (they are
 * optional).
 */
export function businessNumberProblems(details: BusinessNumbers): Partial<Record<BusinessNumberField, BusinessNumberProblem>> {
  const problems: Partial<Record<BusinessNumberField, BusinessNumberProblem>> = {};
  const iban = details.iban?.trim();
  const vat = details.vat?.trim();
  const kvk = details.chamberofcommerce?.trim();
  const peppolId = details.peppol_id?.trim();
  const netherlands = isNetherlands(details.country);
  const vatCountry = vat ? normalizeVat(vat).slice(0, 2) : null;
  const foreignVat = vatCountry !== null && vatCountry !== 'NL' && /^[A-Z]{2}$/.test(vatCountry) && isCountryCode(vatCountry);
  const dutch = netherlands || (!details.country?.trim() && !foreignVat);
  if (iban && !isValidIban(iban)) problems.iban = 'iban';
  if (vat) {
    const problem = vatProblem(vat);
    if (netherlands && (problem === 'vat_prefix' || (problem === null && vatCountry !== 'NL'))) problems.vat = 'vat_nl';
    else if (problem) problems.vat = problem;
  }
  if (kvk) {
    if (dutch && !isDutchChamberOfCommerce(kvk)) problems.chamberofcommerce = 'kvk_nl';
    else if (!dutch && !isRegistrationNumber(kvk)) problems.chamberofcommerce = 'registration';
  }
  if (peppolId) {
    const problem = peppolIdProblem(peppolId);
    if (problem) problems.peppol_id = problem;
  }
  return problems;
}

/**
 * The numbers as stored: IBAN without spaces in upper case, VAT number without spaces or dots in
 * upper case, KvK number without spaces; empty ones (after trimming) as null.
 */
export function normalizedBusinessNumbers(details: { iban?: string | null; vat?: string | null; chamberofcommerce?: string | null }) {
  const clean = (text: string | null | undefined, normalize: (text: string) => string) => {
    const trimmed = text?.trim();
    return trimmed ? normalize(trimmed) : null;
  };
  return {
    iban: clean(details.iban, normalizeIban),
    vat: clean(details.vat, normalizeVat),
    chamberofcommerce: clean(details.chamberofcommerce, normalizeChamberOfCommerce),
  };
}
