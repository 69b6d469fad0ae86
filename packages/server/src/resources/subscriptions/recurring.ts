import type { Db } from '../../db/database.js';
import { organizationStore } from '../organization/store.js';
import { nextInvoiceNumber } from '../invoices/rules.js';
import { invoiceStore, type NewLine } from '../invoices/store.js';
import { invoicePeriod, periodEnd, periodLabel, recurringLineService } from './rules.js';
import { subscriptionStore, type SubscriptionFields } from './store.js';

// Making a recurring invoice: the one way the daily job (jobs/recurringInvoices.ts) and "Create
// now" (routes.ts) both use. It runs inside the caller's transaction (`db` must be one): the
// claims of the periods, the invoice and its lines commit together or not at all.

/** One subscription's period to invoice. */
export interface DuePeriod {
  subscription: SubscriptionFields;
  /** `YYYY-MM-DD`, the period's first day. */
  periodStart: string;
}

export interface MadeInvoice {
  invoice_id: number;
  invoicenumber: string;
  /** The subscriptions invoiced on it (those whose period this call claimed). */
  subscription_ids: number[];
  /** The invoice's period text. */
  period: string;
}

/**
 * Claims the periods of one client's subscriptions and makes one concept invoice with a line per
 * period claimed: "service — period" in the client's invoice language, quantity 1, the price,
 * the subscription's VAT, the period's first and last day as the line's period. Numbered like any new invoice (the organisation's numbering held
 * meanwhile), dated `today`, addressed to the client's first contact. Answers null when every
 * period was claimed already (by another run, another process or "Create now").
 */
export async function makeRecurringInvoice(db: Db, organizationId: number, clientId: number, periods: readonly DuePeriod[], today: string, now: Date): Promise<MadeInvoice | null> {
  const subscriptions = subscriptionStore(db);
  const invoices = invoiceStore(db);
  const startOf = new Map(periods.map((p) => [p.subscription.id, p.periodStart]));
  const periodStartOf = (id: number) => startOf.get(id)!;

  const claimed = new Set(await subscriptions.claim(organizationId, [...startOf.keys()], periodStartOf, now));
  if (claimed.size === 0) return null;
  const mine = periods.filter((p) => claimed.has(p.subscription.id));

  await invoices.lockNumbering(organizationId);
  const organization = await organizationStore(db).find(organizationId);
  const invoicenumber = nextInvoiceNumber(organization.invoice_prefix, organization.invoicenumber_min_length, await invoices.numbersStartingWith(organizationId, organization.invoice_prefix));
  const labels = mine.map((p) => periodLabel(p.periodStart, p.subscription.period, p.subscription.client_invoice_language));
  const lines: NewLine[] = mine.map((p, index) => ({
    service: recurringLineService(p.subscription.service_name, labels[index]),
    amount: 100,
    unitprice_cents: p.subscription.price_cents ?? 0,
    vat: p.subscription.vat,
    vat_category: p.subscription.vat_category,
    vat_exemption_reason: null,
    // The line's period (migration 0017): the e-invoice names it on the line.
    period_start: p.periodStart,
    period_end: periodEnd(p.periodStart, p.subscription.period),
  }));
  const period = invoicePeriod(labels);
  const contactId = await subscriptions.firstContact(organizationId, clientId);
  const invoiceId = await invoices.insert(
    organizationId,
    { invoicenumber, client_id: clientId, contact_id: contactId, invoicedate: today, period, buyer_reference: null, original_invoice_id: null },
    lines,
    now,
  );
  // The numbering is held and the number was read under it: a taken number here is a fault.
  if (invoiceId === null) throw new Error(`recurring invoice: number ${invoicenumber} of organisation ${organizationId} was taken meanwhile`);
  const ids = mine.map((p) => p.subscription.id);
  await subscriptions.attachInvoice(organizationId, ids, periodStartOf, invoiceId);
  return { invoice_id: invoiceId, invoicenumber, subscription_ids: ids, period };
}
