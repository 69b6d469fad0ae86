import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';

/**
 * The checks people expect of an organisation's or client's bank and registration numbers, written
 * once for the server (422 before storing) and the screens (a message under the field before
 * sending): IBAN by ISO 13616 (country, length for that country, mod-97 check digits), and where
 * the business is Dutch, the VAT number (`NL` + 9 digits + `B` + 2 digits) and the KvK number
 * (8 digits). Each check answers which problem it found, or null; the words are the caller's.
 */

/** The business details the checks read: the same fields on an organisation and a client. */
export interface BusinessNumbers {
  country?: string | null;
  iban?: string | null;
  vat?: string | null;
  chamberofcommerce?: string | null;
}

/** What is wrong with a business number; the field it is filed under is the key. */
export type BusinessNumberProblem = 'iban' | 'vat_nl' | 'kvk_nl';

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

/** Whether a Dutch VAT number (btw-id) has its form: `NL`, 9 digits, `B`, 2 digits. */
export function isDutchVat(vat: string): boolean {
  return /^NL\d{9}B\d{2}$/.test(normalizeVat(vat));
}

/** Whether a KvK number (Dutch chamber of commerce) has its form: 8 digits. */
export function isDutchChamberOfCommerce(number: string): boolean {
  return /^\d{8}$/.test(normalizeChamberOfCommerce(number));
}

/**
 * The problems of a business's numbers, by field: an IBAN that is not one (any country); where
 * the country is the Netherlands ({@link isNetherlands}), a VAT number or KvK number not in the
 * Dutch form. A VAT number that starts with `NL` is Dutch whatever the country says. Empty
 * fields are not checked (they are optional).
 */
export function businessNumberProblems(details: BusinessNumbers): Partial<Record<'iban' | 'vat' | 'chamberofcommerce', BusinessNumberProblem>> {
  const problems: Partial<Record<'iban' | 'vat' | 'chamberofcommerce', BusinessNumberProblem>> = {};
  const dutch = isNetherlands(details.country);
  const iban = details.iban?.trim();
  const vat = details.vat?.trim();
  const kvk = details.chamberofcommerce?.trim();
  if (iban && !isValidIban(iban)) problems.iban = 'iban';
  if (vat && (dutch || normalizeVat(vat).startsWith('NL')) && !isDutchVat(vat)) problems.vat = 'vat_nl';
  if (kvk && dutch && !isDutchChamberOfCommerce(kvk)) problems.chamberofcommerce = 'kvk_nl';
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
