import type { InvoiceCreate, InvoiceUpdate } from '@kwartier/api';
import type { Db } from '../db/database.js';
import { HttpError, ValidationFailure } from '../domain/failures.js';
import type { MessageId } from '../domain/messages.js';
import { optionalText } from '../domain/text.js';
import { organizationStore } from '../resources/organization/store.js';
import { changedDetails, clientProblem, CONCEPT, conceptProblem, exchangeRateProblem, zeroRate, contactProblem, copiedLines, nextInvoiceNumber, paidOnProblem, statusProblem, type InvoiceDetails } from '../resources/invoices/rules.js';
import { invoiceStore, type NewLine } from '../resources/invoices/store.js';
import { paymentStore } from '../resources/payments/store.js';
import { recordBy, type Actor } from './actor.js';
import { changeInvoiceStatus, invoiceSubject } from './invoices.js';

// Making, editing and deleting an invoice while it is a concept: its number (checked and stored
// with the organisation's numbering held, `lockNumbering`), client, contact, dates and
// reference. The invoice itself is held (`lockInvoice`) while it changes, as a status change or
// a payment holds it, so it cannot be issued between the check that it is a concept and the write.

/** The organisation's next free invoice number, as `GET /api/organization/get/nextinvoicenumber` offers it. */
export async function nextInvoiceNumberOf(db: Db, organizationId: number): Promise<string> {
  const organization = await organizationStore(db).find(organizationId);
  const numbers = await invoiceStore(db).numbersStartingWith(organizationId, organization.invoice_prefix);
  return nextInvoiceNumber(organization.invoice_prefix, organization.invoicenumber_min_length, numbers);
}

/** A taken number: 422 under `invoicenumber`, offering the next free one. */
async function numberTaken(db: Db, organizationId: number, invoicenumber: string): Promise<ValidationFailure> {
  return new ValidationFailure({ invoicenumber: 'invoices.number_taken' }, { number: invoicenumber, next: await nextInvoiceNumberOf(db, organizationId) });
}

/**
 * Makes a concept invoice: for a client and contact of the organisation, or as a copy of an
 * original (its client, contact and lines; with `credit` the amounts negated: a credit
 * invoice). 422 naming every field at fault (number, client, contact, original), nothing stored.
 * Without an original it gets `givenLines` (an accepted quote's, actions/quotes.ts). Answers the new invoice's id.
 */
export async function createInvoice(db: Db, actor: Actor, body: InvoiceCreate, now = new Date(), givenLines: readonly NewLine[] = []): Promise<number> {
  const { organizationId } = actor;
  const invoices = invoiceStore(db);
  await invoices.lockNumbering(organizationId);

  // In the order of the dialog: number, client, contact.
  const problems: Record<string, MessageId> = {};
  if (await invoices.numberTaken(organizationId, body.invoicenumber)) problems.invoicenumber = 'invoices.number_taken';
  let details: (InvoiceDetails & { currency?: string }) | undefined;
  let lines: NewLine[] = [];
  if (body.original_invoice_id != null) {
    // Copy mode: the original's client, contact and lines (client_id/contact_id sent are ignored).
    const original = await invoices.get(organizationId, body.original_invoice_id);
    if (!original) problems.original_invoice_id = 'validation.in';
    else {
      details = {
        invoicenumber: body.invoicenumber,
        client_id: original.client_id,
        contact_id: original.contact_id,
        invoicedate: body.invoicedate,
        period: body.period,
        buyer_reference: body.buyer_reference === undefined ? original.buyer_reference : optionalText(body.buyer_reference),
        // In its original's currency, at its rate (a credit invoice takes back what was billed).
        currency: original.currency,
        exchange_rate: original.exchange_rate,
      };
      lines = copiedLines(original.lines, body.credit === true);
    }
  } else {
    // The contract requires both without an original.
    const clientId = body.client_id!;
    const contactId = body.contact_id!;
    const clientFault = clientProblem(await invoices.client(organizationId, clientId));
    if (clientFault) problems.client_id = clientFault;
    const contactFault = contactProblem(await invoices.contact(organizationId, contactId), clientId);
    if (contactFault && !clientFault) problems.contact_id = contactFault;
    if (body.credit === true) problems.credit = 'invoices.credit_needs_original';
    details = { invoicenumber: body.invoicenumber, client_id: clientId, contact_id: contactId, invoicedate: body.invoicedate, period: body.period, buyer_reference: optionalText(body.buyer_reference) };
    lines = [...givenLines];
  }
  if (Object.keys(problems).length > 0 || !details) {
    throw new ValidationFailure(problems, problems.invoicenumber ? { number: body.invoicenumber, next: await nextInvoiceNumberOf(db, organizationId) } : {});
  }

  const id = await invoices.insert(organizationId, { ...details, original_invoice_id: body.original_invoice_id ?? null }, lines, now);
  if (id === null) throw await numberTaken(db, organizationId, body.invoicenumber);
  await recordBy(db, actor, 'invoice.created', invoiceSubject(id), { number: body.invoicenumber, ...(body.original_invoice_id != null || givenLines.length > 0 ? { count: lines.length } : {}) }, now);
  return id;
}

/**
 * Changes an invoice's details (only a concept's: 409 otherwise; sending back what is stored is
 * no change) and, with `status_id`, moves it on (actions/invoices.ts changeInvoiceStatus), after
 * the details so an invoice issued by this same change keeps its changed details. Paid on
 * `paid_on`, else on `today`. 422 naming every field at fault, nothing changed.
 */
export async function updateInvoice(db: Db, actor: Actor, invoiceId: number, body: InvoiceUpdate, today: string, now = new Date()): Promise<void> {
  const { organizationId } = actor;
  const invoices = invoiceStore(db);
  await paymentStore(db).lockInvoice(organizationId, invoiceId);
  const invoice = await invoices.find(organizationId, invoiceId);
  const changed = changedDetails(invoice, { ...body, buyer_reference: body.buyer_reference === undefined ? undefined : optionalText(body.buyer_reference) });

  if (Object.keys(changed).length > 0) {
    const notConcept = conceptProblem(invoice);
    if (notConcept) throw new HttpError(409, notConcept);
  }
  const problems: Record<string, MessageId> = {};
  if (changed.invoicenumber !== undefined) {
    await invoices.lockNumbering(organizationId);
    if (await invoices.numberTaken(organizationId, changed.invoicenumber, invoice.id)) throw await numberTaken(db, organizationId, changed.invoicenumber);
  }
  const clientId = changed.client_id ?? invoice.client_id;
  // A concept given another client is in that client's currency (the store sets it).
  let currency = invoice.currency;
  if (changed.client_id !== undefined) {
    const client = await invoices.client(organizationId, changed.client_id);
    const fault = clientProblem(client, invoice.client_id);
    if (fault) problems.client_id = fault;
    else if (client) currency = client.currency;
  }
  // The contact must be the client's: a new contact, or the one kept when the client changes.
  const contactId = changed.contact_id !== undefined ? changed.contact_id : changed.client_id !== undefined ? invoice.contact_id : undefined;
  if (contactId != null && !problems.client_id) {
    const fault = contactProblem(await invoices.contact(organizationId, contactId), clientId);
    if (fault) problems.contact_id = fault;
  }
  let params: Record<string, string> = {};
  if (typeof changed.exchange_rate === 'string' && zeroRate(changed.exchange_rate)) problems.exchange_rate = 'invoices.exchange_rate_zero';
  if (body.status_id !== undefined) {
    const fault = statusProblem(invoice.status_id, body.status_id, invoice.lines.length);
    if (fault) problems.status_id = fault;
    else if (invoice.status_id === CONCEPT && !problems.exchange_rate) {
      const own = (await organizationStore(db).find(organizationId)).currency;
      const rateFault = exchangeRateProblem(currency, own, changed.exchange_rate === undefined ? invoice.exchange_rate : changed.exchange_rate);
      if (rateFault) {
        problems.exchange_rate = rateFault;
        params = { currency, own };
      }
    }
  }
  if (body.paid_on !== undefined && !problems.status_id) {
    const fault = paidOnProblem(body.paid_on, body.status_id, changed.invoicedate ?? invoice.invoicedate);
    if (fault) problems.paid_on = fault;
  }
  if (Object.keys(problems).length > 0) throw new ValidationFailure(problems, params);

  if (Object.keys(changed).length > 0) {
    if (!(await invoices.update(organizationId, invoice.id, changed, now))) throw await numberTaken(db, organizationId, changed.invoicenumber ?? invoice.invoicenumber);
    await recordBy(db, actor, 'invoice.details', invoiceSubject(invoice.id), { number: changed.invoicenumber ?? invoice.invoicenumber, fields: Object.keys(changed).sort() }, now);
  }
  if (body.status_id !== undefined) await changeInvoiceStatus(db, actor, invoice.id, body.status_id, { paidOn: body.paid_on ?? today, now });
}

/** Deletes a concept invoice with its lines (409 once it was issued: it is never deleted then). */
export async function deleteInvoice(db: Db, actor: Actor, invoiceId: number): Promise<void> {
  const { organizationId } = actor;
  const invoices = invoiceStore(db);
  await paymentStore(db).lockInvoice(organizationId, invoiceId);
  const invoice = await invoices.find(organizationId, invoiceId);
  const problem = conceptProblem(invoice);
  if (problem) throw new HttpError(409, problem);
  await invoices.delete(organizationId, invoice.id);
  await recordBy(db, actor, 'invoice.deleted', invoiceSubject(invoice.id), { number: invoice.invoicenumber });
}
