import { randomUUID } from 'node:crypto';
import { normalizedBusinessNumbers, schemaDefaults, type Locale, type OrganizationDetailsUpdate, type OrganizationSettingsUpdate } from '@kwartier/api';
import { storedOrigins } from './accessTokens.js';
import { optionalText } from './text.js';

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
 * A new organisation as sign-up creates it: with the name and language the person gave (their own
 * name and the contract's default language when the call leaves them out), the default theme and
 * invoice settings.
 */
export function newOrganization(input: { name: string; locale?: Locale }, now: Date) {
  return {
    uuid: randomUUID(),
    name: input.name,
    ...DEFAULT_COLORS,
    firstdayoftheweek: DEFAULT_FIRST_DAY_OF_THE_WEEK,
    locale: input.locale ?? schemaDefaults.Locale,
    invoice_text: null,
    invoice_termofpayment: DEFAULT_TERM_OF_PAYMENT,
    invoice_prefix: null,
    invoicenumber_min_length: DEFAULT_INVOICENUMBER_MIN_LENGTH,
    created_at: now.toISOString(),
  };
}

/**
 * The stored details after the Details dialog saved: every field is sent; a field left
 * out is cleared, an empty one stored as null (contract: "omitted optional fields are set to null").
 */
export function organizationDetailsFields(input: OrganizationDetailsUpdate) {
  return {
    name: input.name,
    address: optionalText(input.address),
    zipcode: optionalText(input.zipcode),
    city: optionalText(input.city),
    country: optionalText(input.country),
    email: optionalText(input.email),
    website: optionalText(input.website),
    phone: optionalText(input.phone),
    ...normalizedBusinessNumbers(input),
  };
}

/**
 * The stored settings after one Settings tab saved: only the properties sent change (General,
 * Theme and Invoices each send their own group). Empty texts are stored as null.
 */
export function organizationSettingsFields(input: OrganizationSettingsUpdate) {
  const fields: Partial<{
    locale: Locale;
    firstdayoftheweek: number;
    primary_color: string;
    secondary_color: string;
    accent_color: string;
    invoice_text: string | null;
    invoice_termofpayment: number;
    invoice_prefix: string | null;
    invoicenumber_min_length: number;
    invoice_reminders: 0 | 1;
    invoice_reminder_days: string;
    invoice_recurring_send: 0 | 1;
    timer_rounding: number;
    time_approval: 0 | 1;
    member_team_notes: 0 | 1;
    approve_admin_weeks: 0 | 1;
    two_factor_admins: 0 | 1;
    api_origins: string;
    currency: string;
  }> = {};
  if (input.locale !== undefined) fields.locale = input.locale;
  if (input.currency !== undefined) fields.currency = input.currency;
  if (input.firstdayoftheweek !== undefined) fields.firstdayoftheweek = input.firstdayoftheweek;
  // Colours are stored as sent: the contract accepts only #RRGGBBAA, and the case is the user's.
  if (input.primary_color !== undefined) fields.primary_color = input.primary_color;
  if (input.secondary_color !== undefined) fields.secondary_color = input.secondary_color;
  if (input.accent_color !== undefined) fields.accent_color = input.accent_color;
  if (input.invoice_text !== undefined) fields.invoice_text = optionalText(input.invoice_text);
  if (input.invoice_termofpayment !== undefined) fields.invoice_termofpayment = input.invoice_termofpayment;
  if (input.invoice_prefix !== undefined) fields.invoice_prefix = optionalText(input.invoice_prefix);
  if (input.invoicenumber_min_length !== undefined) fields.invoicenumber_min_length = input.invoicenumber_min_length;
  if (input.invoice_reminders !== undefined) fields.invoice_reminders = input.invoice_reminders ? 1 : 0;
  if (input.invoice_recurring_send !== undefined) fields.invoice_recurring_send = input.invoice_recurring_send ? 1 : 0;
  if (input.timer_rounding !== undefined) fields.timer_rounding = input.timer_rounding;
  if (input.time_approval !== undefined) fields.time_approval = input.time_approval ? 1 : 0;
  if (input.member_team_notes !== undefined) fields.member_team_notes = input.member_team_notes ? 1 : 0;
  if (input.approve_admin_weeks !== undefined) fields.approve_admin_weeks = input.approve_admin_weeks ? 1 : 0;
  if (input.two_factor_admins !== undefined) fields.two_factor_admins = input.two_factor_admins ? 1 : 0;
  if (input.invoice_reminder_days !== undefined) fields.invoice_reminder_days = storedReminderDays(input.invoice_reminder_days);
  if (input.api_origins !== undefined) fields.api_origins = storedOrigins(input.api_origins);
  return fields;
}

/** The reminder days as stored: ascending, comma-separated (the contract has made them unique whole numbers). */
export function storedReminderDays(days: readonly number[]): string {
  return [...days].sort((a, b) => a - b).join(',');
}

/** The stored reminder days as numbers, ascending. */
export function reminderDays(stored: string): number[] {
  return stored
    .split(',')
    .filter((part) => part.trim() !== '')
    .map(Number)
    .sort((a, b) => a - b);
}
