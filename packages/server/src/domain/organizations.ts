import { randomUUID } from 'node:crypto';

/** The theme colours a new organisation starts with (the app's default theme), `#RRGGBBAA`. */
export const DEFAULT_COLORS = {
  primary_color: '#1976D2FF',
  secondary_color: '#424242FF',
  accent_color: '#82B1FFFF',
} as const;

/** Monday: most of the product's users (Dutch freelancers) start their week on Monday. */
export const DEFAULT_FIRST_DAY_OF_THE_WEEK = 1;
/** Days; the common Dutch term of payment. */
export const DEFAULT_TERM_OF_PAYMENT = 30;
/** Invoice numbers are zero-padded to 4 digits (0001) until the organisation says otherwise. */
export const DEFAULT_INVOICENUMBER_MIN_LENGTH = 4;

/**
 * A new organisation as sign-up creates it: named after the person signing up (SPEC: "creates
 * the organisation named after the user"), English, default theme and invoice settings.
 */
export function newOrganization(ownerName: string, now: Date) {
  return {
    uuid: randomUUID(),
    name: ownerName,
    ...DEFAULT_COLORS,
    firstdayoftheweek: DEFAULT_FIRST_DAY_OF_THE_WEEK,
    locale: 'en',
    invoice_text: null,
    invoice_termofpayment: DEFAULT_TERM_OF_PAYMENT,
    invoice_prefix: null,
    invoicenumber_min_length: DEFAULT_INVOICENUMBER_MIN_LENGTH,
    created_at: now.toISOString(),
  };
}
