import { amountProblem } from '../domain/currencies.js';
import { currencyDecimals } from '@kwartier/api';
import type { QuoteAnswerInput, QuoteBudgetSet, QuoteCreate, QuoteInvoiceCreate, QuoteLineInput, QuoteUpdate } from '@kwartier/api';
import type { Db } from '../db/database.js';
import { changedFields } from '../domain/audit.js';
import { HttpError, ValidationFailure } from '../domain/failures.js';
import type { MessageId } from '../domain/messages.js';
import { parseCents } from '../domain/money.js';
import { optionalText } from '../domain/text.js';
import { AMOUNT_LIMIT_CENTS, clientProblem, contactProblem, decimalText, formattedMoney, invoiceTotals, lineAmountsProblem } from '../resources/invoices/rules.js';
import { invoiceStore } from '../resources/invoices/store.js';
import { organizationStore } from '../resources/organization/store.js';
import { budgetColumns, budgetProblems, storedBudget } from '../resources/projects/budget.js';
import { projectStore } from '../resources/projects/store.js';
import { answerProblem, conversionProblem, nextQuoteNumber, QUOTE_PREFIX, quoteConceptProblem, validityProblem, type QuoteDetails } from '../resources/quotes/rules.js';
import { quoteStore, type NewQuoteLine, type QuoteRecord } from '../resources/quotes/store.js';
import { actorFor, recordBy, type Actor, type Visitor } from './actor.js';
import { createInvoice } from './invoiceEditing.js';

// Quotes: made, changed and deleted while a concept, sent, answered by the client through the
// public link, and an accepted one made a concept invoice (through createInvoice) or a project's
// budget. Numbers are a series of their own, checked with the organisation's numbering held (the
// invoices' `lockNumbering`, so one numbering change of an organisation runs at a time) and caught
// by the unique index otherwise; every status change holds the quote (`lock`). Every refusal is
// decided before anything is stored.

/** The audit trail's subject for a quote. */
const quoteSubject = (id: number) => ({ type: 'quote' as const, id });

/** The organisation's next free quote number. */
export async function nextQuoteNumberOf(db: Db, organizationId: number): Promise<string> {
  const organization = await organizationStore(db).find(organizationId);
  return nextQuoteNumber(organization.invoicenumber_min_length, await quoteStore(db).numbersStartingWith(organizationId, QUOTE_PREFIX));
}

/** A taken number: 422 under `quotenumber`, offering the next free one. */
async function numberTaken(db: Db, organizationId: number, quotenumber: string): Promise<ValidationFailure> {
  return new ValidationFailure({ quotenumber: 'quotes.number_taken' }, { number: quotenumber, next: await nextQuoteNumberOf(db, organizationId) });
}

/**
 * The lines as stored, each checked by the invoice line rules as if added one after another
 * (a line, and the gross total with it, within the limit; discounts not below a net of zero):
 * problems under `lines.{i}.unitprice`. A unit price takes no more decimals than the client's
 * currency (none for JPY), as an invoice line's.
 */
function quoteLines(inputs: readonly QuoteLineInput[], problems: Record<string, MessageId>, currency: string): NewQuoteLine[] {
  const lines: NewQuoteLine[] = [];
  inputs.forEach((input, index) => {
    const line = { service: input.service, amount: parseCents(input.amount), unitprice_cents: parseCents(input.unitprice), vat: parseCents(input.vat) };
    const decimals = amountProblem(input.unitprice, currency);
    const problem = lineAmountsProblem(lines, null, line, false);
    if (decimals) problems[`lines.${index}.unitprice`] = decimals.id;
    else if (problem) problems[`lines.${index}.unitprice`] = problem.unitprice;
    lines.push(line);
  });
  return lines;
}

/**
 * The problems of a quote's client, contact and validity, by field (`currentClientId`: the client
 * it has, which may have become inactive), and the client's currency (EUR when there is none).
 */
async function detailProblems(db: Db, actor: Actor, details: QuoteDetails, currentClientId?: number): Promise<{ problems: Record<string, MessageId>; currency: string }> {
  const invoices = invoiceStore(db);
  const problems: Record<string, MessageId> = {};
  const client = await invoices.client(actor.organizationId, details.client_id);
  const clientFault = clientProblem(client, currentClientId);
  if (clientFault) problems.client_id = clientFault;
  if (details.contact_id !== null && !clientFault) {
    const contactFault = contactProblem(await invoices.contact(actor.organizationId, details.contact_id), details.client_id);
    if (contactFault) problems.contact_id = contactFault === 'invoices.contact_not_of_client' ? 'quotes.contact_not_of_client' : contactFault;
  }
  const validity = validityProblem(details.quotedate, details.valid_until);
  if (validity) problems.valid_until = validity;
  return { problems, currency: client?.currency ?? 'EUR' };
}

function refuse(problems: Record<string, MessageId>, actor: Actor, currency: string): void {
  if (Object.keys(problems).length > 0)
    throw new ValidationFailure(problems, { limit: formattedMoney(AMOUNT_LIMIT_CENTS, actor.locale, currency), currency, decimals: currencyDecimals(currency) });
}

/** A new concept quote with its lines; the next number of the series when none is sent. Answers its id. */
export async function createQuote(db: Db, actor: Actor, body: QuoteCreate, now = new Date()): Promise<number> {
  const { organizationId } = actor;
  const quotes = quoteStore(db);
  await invoiceStore(db).lockNumbering(organizationId);
  const quotenumber = body.quotenumber ?? (await nextQuoteNumberOf(db, organizationId));
  if (await quotes.numberTaken(organizationId, quotenumber)) throw await numberTaken(db, organizationId, quotenumber);
  const details: QuoteDetails = { quotenumber, client_id: body.client_id, contact_id: body.contact_id, quotedate: body.quotedate, valid_until: body.valid_until };
  const { problems, currency } = await detailProblems(db, actor, details);
  const lines = quoteLines(body.lines, problems, currency);
  refuse(problems, actor, currency);
  const id = await quotes.insert(organizationId, details, lines, now);
  if (id === null) throw await numberTaken(db, organizationId, quotenumber);
  await recordBy(db, actor, 'quote.created', quoteSubject(id), { number: quotenumber, count: lines.length }, now);
  return id;
}

/** The quote (404 when not the organisation's) with it held until the transaction ends. */
async function heldQuote(db: Db, actor: Actor, quoteId: number): Promise<QuoteRecord> {
  const quotes = quoteStore(db);
  await quotes.lock(actor.organizationId, quoteId);
  return quotes.find(actor.organizationId, quoteId);
}

function conceptOnly(quote: QuoteRecord): void {
  const problem = quoteConceptProblem(quote.status);
  if (problem) throw new HttpError(409, problem);
}

/** Replaces a concept quote's details and lines (409 once sent). The trail names the fields that changed (`lines` for any line). */
export async function updateQuote(db: Db, actor: Actor, quoteId: number, body: QuoteUpdate, now = new Date()): Promise<void> {
  const { organizationId } = actor;
  const quotes = quoteStore(db);
  const quote = await heldQuote(db, actor, quoteId);
  conceptOnly(quote);
  const details: QuoteDetails = { quotenumber: body.quotenumber, client_id: body.client_id, contact_id: body.contact_id, quotedate: body.quotedate, valid_until: body.valid_until };
  if (details.quotenumber !== quote.quotenumber) {
    await invoiceStore(db).lockNumbering(organizationId);
    if (await quotes.numberTaken(organizationId, details.quotenumber, quote.id)) throw await numberTaken(db, organizationId, details.quotenumber);
  }
  const { problems, currency } = await detailProblems(db, actor, details, quote.client_id);
  const lines = quoteLines(body.lines, problems, currency);
  refuse(problems, actor, currency);
  const before: QuoteDetails = { quotenumber: quote.quotenumber, client_id: quote.client_id, contact_id: quote.contact_id, quotedate: quote.quotedate, valid_until: quote.valid_until };
  const linesOf = (list: readonly NewQuoteLine[]) => JSON.stringify(list.map(({ service, amount, unitprice_cents, vat }) => [service, amount, unitprice_cents, vat]));
  const fields = [...changedFields(before, details), ...(linesOf(quote.lines) === linesOf(lines) ? [] : ['lines'])].sort();
  if (fields.length === 0) return;
  if (!(await quotes.update(organizationId, quote.id, details, lines, now))) throw await numberTaken(db, organizationId, details.quotenumber);
  await recordBy(db, actor, 'quote.changed', quoteSubject(quote.id), { number: details.quotenumber, fields }, now);
}

/** Deletes a concept quote with its lines (409 once sent: the client may have seen it). */
export async function deleteQuote(db: Db, actor: Actor, quoteId: number): Promise<void> {
  const quote = await heldQuote(db, actor, quoteId);
  conceptOnly(quote);
  await quoteStore(db).delete(actor.organizationId, quote.id);
  await recordBy(db, actor, 'quote.deleted', quoteSubject(quote.id), { number: quote.quotenumber });
}

/** A concept quote with lines becomes sent: its public link shows it (409 when not a concept, 422 under `lines` without lines). */
export async function markQuoteSent(db: Db, actor: Actor, quoteId: number, now = new Date()): Promise<void> {
  const quote = await heldQuote(db, actor, quoteId);
  conceptOnly(quote);
  if (quote.lines.length === 0) throw new ValidationFailure({ lines: 'quotes.no_lines' });
  await quoteStore(db).setState(actor.organizationId, quote.id, { status: 'sent' }, now);
  await recordBy(db, actor, 'quote.sent', quoteSubject(quote.id), { number: quote.quotenumber }, now);
}

/**
 * Whether the quote may be mailed now (409 or 422 otherwise): a concept with lines (the mail
 * sends it) or a sent quote still valid on `today` (sent again). Holds the quote.
 */
export async function checkQuoteMailable(db: Db, actor: Actor, quoteId: number, today: string): Promise<QuoteRecord> {
  const quote = await heldQuote(db, actor, quoteId);
  if (quote.status === 'concept') {
    if (quote.lines.length === 0) throw new ValidationFailure({ lines: 'quotes.no_lines' });
    return quote;
  }
  const problem = answerProblem(quote.status, quote.valid_until, today);
  if (problem) throw new HttpError(409, problem);
  return quote;
}

/**
 * After the mail server accepted a quote's mail (in a transaction of its own): a concept becomes
 * sent (unless another request sent it meanwhile), and the mail is in the trail with its addresses.
 */
export async function quoteMailed(db: Db, actor: Actor, quoteId: number, to: readonly string[], now = new Date()): Promise<void> {
  const quote = await heldQuote(db, actor, quoteId);
  if (quote.status === 'concept') {
    await quoteStore(db).setState(actor.organizationId, quote.id, { status: 'sent' }, now);
    await recordBy(db, actor, 'quote.sent', quoteSubject(quote.id), { number: quote.quotenumber }, now);
  }
  await recordBy(db, actor, 'quote.mailed', quoteSubject(quote.id), { number: quote.quotenumber, email: to.join(', ') }, now);
}

/**
 * The client's answer through the public link (no account): a sent quote still valid on `today`
 * is accepted or declined, once (409 otherwise; 404 for an unknown link or a concept). In the
 * quote's organisation's trail, by nobody of it, naming who answered.
 */
export async function answerQuote(db: Db, visitor: Visitor, uuid: string, accepted: boolean, body: QuoteAnswerInput, today: string, now = new Date()): Promise<QuoteRecord> {
  const quotes = quoteStore(db);
  const found = await quotes.byUuid(uuid);
  const actor = actorFor(visitor, found, null);
  const quote = await heldQuote(db, actor, found.id);
  const problem = answerProblem(quote.status, quote.valid_until, today);
  if (problem) throw new HttpError(409, problem);
  const name = body.name.trim();
  await quotes.setState(
    actor.organizationId,
    quote.id,
    { status: accepted ? 'accepted' : 'declined', answered_name: name, answered_comment: optionalText(body.comment ?? null), answered_at: now.toISOString() },
    now,
  );
  await recordBy(db, actor, accepted ? 'quote.accepted' : 'quote.declined', quoteSubject(quote.id), { number: quote.quotenumber, name }, now);
  return quotes.find(actor.organizationId, quote.id);
}

/**
 * An accepted quote becomes a concept invoice to its client and contact with its lines (through
 * createInvoice, with its number rules); the quote is then invoiced and names it. 409 for a quote
 * not accepted or converted already. Answers the invoice's id.
 */
export async function invoiceQuote(db: Db, actor: Actor, quoteId: number, body: QuoteInvoiceCreate, now = new Date()): Promise<number> {
  const quote = await heldQuote(db, actor, quoteId);
  const problem = conversionProblem(quote);
  if (problem) throw new HttpError(409, problem);
  const lines = quote.lines.map(({ service, amount, unitprice_cents, vat }) => ({ service, amount, unitprice_cents, vat }));
  // A quote whose contact was deleted since names none: createInvoice then refuses under `contact_id`.
  const invoiceId = await createInvoice(
    db,
    actor,
    { invoicenumber: body.invoicenumber, invoicedate: body.invoicedate, period: body.period, client_id: quote.client_id, contact_id: quote.contact_id ?? 0, credit: false },
    now,
    lines,
  );
  await quoteStore(db).setState(actor.organizationId, quote.id, { status: 'invoiced', invoice_id: invoiceId }, now);
  await recordBy(db, actor, 'quote.invoiced', quoteSubject(quote.id), { number: quote.quotenumber }, now);
  return invoiceId;
}

/**
 * An accepted quote becomes the budget of a project of its client: money, the quote's net total,
 * for the project's whole life, with the thresholds of a budget it had. The quote stays accepted
 * and names the project. 409 as invoiceQuote; 422 under `project_id` for a project not of the
 * organisation's quote's client.
 */
export async function budgetFromQuote(db: Db, actor: Actor, quoteId: number, body: QuoteBudgetSet, now = new Date()): Promise<void> {
  const { organizationId } = actor;
  const quote = await heldQuote(db, actor, quoteId);
  const problem = conversionProblem(quote);
  if (problem) throw new HttpError(409, problem);
  const projects = projectStore(db);
  const project = await projects.get(organizationId, body.project_id);
  if (!project) throw new ValidationFailure({ project_id: 'validation.in' });
  if (project.client_id !== quote.client_id) throw new ValidationFailure({ project_id: 'quotes.project_not_of_client' });
  const budget = { kind: 'money' as const, amount: decimalText(invoiceTotals(quote.lines).net), period: 'total' as const, thresholds: storedBudget(project)?.thresholds };
  const budgetFaults = budgetProblems(budget);
  if (Object.keys(budgetFaults).length > 0) throw new ValidationFailure({ project_id: budgetFaults['budget.amount']! });
  await projects.update(organizationId, project.id, budgetColumns(budget));
  await recordBy(db, actor, 'project.details', { type: 'project', id: project.id }, { name: project.name, fields: ['budget'] }, now);
  await quoteStore(db).setState(organizationId, quote.id, { project_id: project.id }, now);
  await recordBy(db, actor, 'quote.budgeted', quoteSubject(quote.id), { number: quote.quotenumber, name: project.name }, now);
}
