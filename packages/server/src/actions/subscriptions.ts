import type { SubscriptionCreate, SubscriptionUpdate } from '@kwartier/api';
import type { Db } from '../db/database.js';
import { activeWord, changedFields, subscriptionName } from '../domain/audit.js';
import { HttpError, ValidationFailure } from '../domain/failures.js';
import { flipped } from '../domain/flags.js';
import { formatCents } from '../domain/money.js';
import { clientStore } from '../resources/clients/store.js';
import { invoiceStore, type NewLine } from '../resources/invoices/store.js';
import { serviceStore } from '../resources/services/store.js';
import {
  invoicePeriod,
  newSubscriptionFields,
  periodEnd,
  periodLabel,
  periodStart,
  recurringLineService,
  recurringProblems,
  subscriptionChanges,
  subscriptionDeleteProblem,
  subscriptionReferenceProblems,
} from '../resources/subscriptions/rules.js';
import { subscriptionStore, type SubscriptionFields } from '../resources/subscriptions/store.js';
import { recordBy, type Actor } from './actor.js';
import { nextInvoiceNumberOf } from './invoiceEditing.js';
import { invoiceSubject } from './invoices.js';

// Subscriptions (a client's recurring service) and the invoices made of their periods: by the
// daily job (jobs/recurringInvoices.ts, a system actor) and by "Create now" alike, through
// {@link invoiceDuePeriods}. A subscription's own changes are recorded as `subscription.*` (its
// name in the details: "service — client"); the invoice a period makes as `invoice.created`.

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

const subscriptionSubject = (id: number) => ({ type: 'subscription' as const, id });

/** A new subscription of a client of the organisation to one of its services, starting `today` unless it names a start (422 naming the fields at fault). */
export async function createSubscription(db: Db, actor: Actor, body: SubscriptionCreate, today: string, now = new Date()): Promise<SubscriptionFields> {
  const { organizationId } = actor;
  const client = await clientStore(db).referenced(organizationId, body.client_id);
  const service = await serviceStore(db).referenced(organizationId, body.service_id);
  const fields = newSubscriptionFields(body, today);
  const problems = { ...subscriptionReferenceProblems(client, service), ...recurringProblems(fields) };
  if (Object.keys(problems).length > 0) throw new ValidationFailure(problems);
  const subscription = await subscriptionStore(db).insert(organizationId, fields, now);
  const price = subscription.price_cents === null ? undefined : formatCents(subscription.price_cents);
  await recordBy(db, actor, 'subscription.created', subscriptionSubject(subscription.id), { name: subscriptionName(subscription), amount: price, start: subscription.startdate }, now);
  return subscription;
}

/**
 * Changes a subscription's price, VAT, period or dates (422 when the result breaks the rules; 404
 * for another organisation's), recorded as `subscription.changed` naming the fields that changed.
 */
export async function updateSubscription(db: Db, actor: Actor, id: number, body: SubscriptionUpdate): Promise<SubscriptionFields> {
  const subscriptions = subscriptionStore(db);
  const stored = await subscriptions.find(actor.organizationId, id);
  const changes = subscriptionChanges(body);
  const problems = recurringProblems({ ...stored, ...changes });
  if (Object.keys(problems).length > 0) throw new ValidationFailure(problems);
  const updated = await subscriptions.update(actor.organizationId, id, changes);
  const changed = changedFields(stored, changes);
  if (changed.length > 0) await recordBy(db, actor, 'subscription.changed', subscriptionSubject(id), { name: subscriptionName(updated), fields: changed });
  return updated;
}

/** Turns a subscription on or off (an inactive one makes no invoices), recorded as `subscription.changed` active → inactive or back. */
export async function toggleSubscriptionActive(db: Db, actor: Actor, id: number): Promise<SubscriptionFields> {
  const subscriptions = subscriptionStore(db);
  const subscription = await subscriptions.find(actor.organizationId, id);
  const active = flipped(subscription.active);
  const updated = await subscriptions.setActive(actor.organizationId, id, active);
  await recordBy(db, actor, 'subscription.changed', subscriptionSubject(id), { name: subscriptionName(updated), from: activeWord(subscription.active), to: activeWord(active) });
  return updated;
}

/** Deletes a subscription (409 while it is active; its invoices stay), recorded as `subscription.deleted` with its name. */
export async function deleteSubscription(db: Db, actor: Actor, id: number): Promise<void> {
  const subscriptions = subscriptionStore(db);
  const subscription = await subscriptions.find(actor.organizationId, id);
  const problem = subscriptionDeleteProblem(subscription);
  if (problem) throw new HttpError(409, problem);
  await subscriptions.delete(actor.organizationId, id);
  await recordBy(db, actor, 'subscription.deleted', subscriptionSubject(id), { name: subscriptionName(subscription) });
}

/**
 * "Create now": the invoice of the subscription's period holding `today`, for it alone (422
 * under `price` without a price). A period whose invoice was deleted may be invoiced again, by
 * hand. A period invoiced already: that period's label (in the actor's language) and its
 * invoice's number, nothing made.
 */
export async function invoiceSubscriptionNow(
  db: Db,
  actor: Actor,
  id: number,
  today: string,
  now = new Date(),
): Promise<{ made: MadeInvoice; periodStart: string } | { invoicedAlready: { period: string; number: string } }> {
  const { organizationId } = actor;
  const subscriptions = subscriptionStore(db);
  const subscription = await subscriptions.find(organizationId, id);
  if (subscription.price_cents === null) throw new ValidationFailure({ price: 'subscriptions.no_price' });
  const start = periodStart(today, subscription.period);
  await subscriptions.forgetDeletedClaim(organizationId, subscription.id, start);
  const made = await invoiceDuePeriods(db, actor, subscription.client_id, [{ subscription, periodStart: start }], today, now);
  if (made) return { made, periodStart: start };
  const claim = await subscriptions.claimOf(organizationId, subscription.id, start);
  return { invoicedAlready: { period: periodLabel(start, subscription.period, actor.locale), number: claim?.invoicenumber ?? '' } };
}

/**
 * Claims the periods of one client's subscriptions and makes one concept invoice with a line per
 * period claimed: "service — period" in the client's invoice language, quantity 1, the price,
 * the subscription's VAT, the period's first and last day as the line's period. Numbered like
 * any new invoice (the organisation's numbering held meanwhile), dated `today`, addressed to the
 * client's first contact; recorded as `invoice.created` by the actor. Answers null when every
 * period was claimed already (by another run, another process or "Create now"). The claims, the
 * invoice, its lines and the entry commit together in the caller's transaction or not at all.
 */
export async function invoiceDuePeriods(db: Db, actor: Actor, clientId: number, periods: readonly DuePeriod[], today: string, now: Date): Promise<MadeInvoice | null> {
  const { organizationId } = actor;
  const subscriptions = subscriptionStore(db);
  const invoices = invoiceStore(db);
  const startOf = new Map(periods.map((p) => [p.subscription.id, p.periodStart]));
  const periodStartOf = (id: number) => startOf.get(id)!;

  const claimed = new Set(await subscriptions.claim(organizationId, [...startOf.keys()], periodStartOf, now));
  if (claimed.size === 0) return null;
  const mine = periods.filter((p) => claimed.has(p.subscription.id));

  await invoices.lockNumbering(organizationId);
  const invoicenumber = await nextInvoiceNumberOf(db, organizationId);
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
  await recordBy(db, actor, 'invoice.created', invoiceSubject(invoiceId), { number: invoicenumber }, now);
  return { invoice_id: invoiceId, invoicenumber, subscription_ids: ids, period };
}
