import { parseDate } from '@internationalized/date';
import type { Locale, SubscriptionCreate, SubscriptionPeriod, SubscriptionUpdate } from '@kwartier/api';
import { translate, type MessageId } from '../../domain/messages.js';
import { intlLocale } from '../../i18n/index.js';
import { parseCents } from '../../domain/money.js';
import { categoryNeedsZeroRate, type VatCategory } from '../../domain/ubl.js';

// A client's subscription to a service, added on the service's page; with a price it is invoiced
// once per period (recurring invoices).

/**
 * The stored fields of a new subscription: active from the start, open-ended unless an end date
 * is given, starting on `today` unless a start date is given, monthly at 21 % unless told
 * otherwise, and not invoiced while it has no price.
 */
export function newSubscriptionFields(input: SubscriptionCreate, today: string): NewSubscriptionFields {
  return {
    client_id: input.client_id,
    service_id: input.service_id,
    enddate: input.enddate ?? null,
    active: 1 as const,
    price_cents: input.price == null ? null : parseCents(input.price),
    period: input.period ?? 'month',
    startdate: input.startdate ?? today,
    vat: parseCents(input.vat ?? '21'),
    vat_category: input.vat_category ?? null,
  };
}

/** The stored fields an update changes: those sent (a field left out stays). */
export function subscriptionChanges(input: SubscriptionUpdate): Partial<RecurringFields> {
  const changes: Partial<RecurringFields> = {};
  if (input.enddate !== undefined) changes.enddate = input.enddate;
  if (input.price !== undefined) changes.price_cents = input.price === null ? null : parseCents(input.price);
  if (input.period !== undefined) changes.period = input.period;
  if (input.startdate !== undefined) changes.startdate = input.startdate;
  if (input.vat !== undefined) changes.vat = parseCents(input.vat);
  if (input.vat_category !== undefined) changes.vat_category = input.vat_category;
  return changes;
}

/**
 * What is wrong with a subscription's dates and VAT as they would be stored (422 per field), or
 * an empty map: Z, E and AE are 0 % categories (as on an invoice line), and an end date before
 * the start date ends it before it ever began.
 */
export function recurringProblems(fields: Pick<RecurringFields, 'vat' | 'vat_category' | 'startdate' | 'enddate'>): Partial<Record<'vat_category' | 'enddate', MessageId>> {
  const problems: Partial<Record<'vat_category' | 'enddate', MessageId>> = {};
  if (fields.vat_category && categoryNeedsZeroRate(fields.vat_category as VatCategory) && fields.vat !== 0) problems.vat_category = 'invoices.vat_category_zero_rate';
  if (fields.enddate !== null && fields.enddate < fields.startdate) problems.enddate = 'projects.enddate_before_startdate';
  return problems;
}

/**
 * What is wrong with the client and service a new subscription names (422 per field), or an
 * empty map. Both must be the organisation's (another organisation's is as unknown as a missing
 * one); the client must be active too, since only active clients are offered to subscribe.
 */
export function subscriptionReferenceProblems(client: { active: 0 | 1 } | undefined, service: object | undefined): Partial<Record<'client_id' | 'service_id', MessageId>> {
  const problems: Partial<Record<'client_id' | 'service_id', MessageId>> = {};
  if (!client) problems.client_id = 'validation.in';
  else if (client.active === 0) problems.client_id = 'subscriptions.client_inactive';
  if (!service) problems.service_id = 'validation.in';
  return problems;
}

/** Delete is offered only while a subscription is inactive, so an active one is never deleted (409). */
export function subscriptionDeleteProblem(subscription: { active: 0 | 1 }): MessageId | null {
  return subscription.active === 1 ? 'subscriptions.delete_active' : null;
}

// ---- periods ------------------------------------------------------------------------------------
// Periods follow the calendar: a month, a quarter (January, April, July, October) or a year,
// each from its first day. Dates are `YYYY-MM-DD` and compare as text.

const MONTHS_PER_PERIOD: Record<SubscriptionPeriod, number> = { month: 1, quarter: 3, year: 12 };

/** The first day of the period that holds `date`: 2026-11-17 → 2026-11-01 (month), 2026-10-01 (quarter), 2026-01-01 (year). */
export function periodStart(date: string, period: SubscriptionPeriod): string {
  const day = parseDate(date);
  const months = MONTHS_PER_PERIOD[period];
  return day.set({ day: 1, month: Math.floor((day.month - 1) / months) * months + 1 }).toString();
}

/** The last day of the period that starts on `start`. */
export function periodEnd(start: string, period: SubscriptionPeriod): string {
  return parseDate(start).add({ months: MONTHS_PER_PERIOD[period] }).subtract({ days: 1 }).toString();
}

/** The period for people, in a language: "November 2026" / "november 2026", "Q4 2026" / "4e kwartaal 2026", "2026". */
export function periodLabel(start: string, period: SubscriptionPeriod, locale: Locale): string {
  const day = parseDate(start);
  if (period === 'year') return String(day.year);
  if (period === 'quarter') {
    const quarter = Math.floor((day.month - 1) / 3) + 1;
    return translate(locale, 'subscriptions.quarter', { quarter, year: day.year });
  }
  const month = new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return month.format(new Date(Date.UTC(day.year, day.month - 1, 1)));
}

/**
 * Whether the period starting on `start` is to be invoiced for the subscription: it is active and
 * has a price, it started on or before the period's first day (a subscription that starts within
 * a period is first invoiced for the next one; "Create now" can invoice the first one), and it
 * has not ended before that day.
 */
export function periodDue(subscription: { active: 0 | 1; price_cents: number | null; startdate: string; enddate: string | null }, start: string): boolean {
  return subscription.active === 1 && subscription.price_cents !== null && subscription.startdate <= start && (subscription.enddate === null || subscription.enddate >= start);
}

/** An invoice line's text for a period of a subscription: "Hosting — November 2026". */
export function recurringLineService(serviceName: string, label: string): string {
  return `${serviceName} — ${label}`;
}

/** The invoice's own period: the labels of its lines' periods, each once, in order ("November 2026", "November 2026, Q4 2026"). */
export function invoicePeriod(labels: readonly string[]): string {
  return [...new Set(labels)].join(', ');
}

/** The fields a subscription's invoicing reads and an update may change. */
export interface RecurringFields {
  /** `YYYY-MM-DD`, or null while open-ended. */
  enddate: string | null;
  /** Cents per period; null: not invoiced. */
  price_cents: number | null;
  period: SubscriptionPeriod;
  /** `YYYY-MM-DD`. */
  startdate: string;
  /** Hundredths of a percent. */
  vat: number;
  vat_category: VatCategory | null;
}

export interface NewSubscriptionFields extends RecurringFields {
  client_id: number;
  service_id: number;
  active: 1;
}
