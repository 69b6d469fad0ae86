import { Hono } from 'hono';
import type { TrackedTimeGrouping } from '@kwartier/api';
import { changeInvoiceStatus, invoiceSubject } from '../../actions/invoices.js';
import { actorOf } from '../../http/actor.js';
import { changedFields } from '../../domain/audit.js';
import type { MessageId } from '../../domain/messages.js';
import { parseCents } from '../../domain/money.js';
import { currentUser, HttpError, route, storeOf, ValidationFailure, type AppContext, type AppEnv } from '../../http/context.js';
import { organizationStore } from '../organization/store.js';
import {
  AMOUNT_LIMIT_CENTS,
  changedDetails,
  clientProblem,
  conceptProblem,
  contactProblem,
  copiedLines,
  defaultTrackedRange,
  groupTrackedTime,
  invoicePeriodOf,
  formattedMoney,
  keptVatCategory,
  lineAmountsProblem,
  linePeriodProblem,
  lineRemovalProblem,
  missingTrackedKeys,
  nextInvoiceNumber,
  paidOnProblem,
  sentOrKeptPeriod,
  statusProblem,
  trackedLineService,
  trackedRangeProblem,
  type InvoiceDetails,
  type LineAmounts,
  type LinePeriod,
} from './rules.js';
import { invoicePdfAnswer } from './pdfRoute.js';
import { audit } from '../../http/audit.js';
import { invoiceUblAnswer } from './ublRoute.js';
import { categoryNeedsZeroRate, type VatCategory } from '../../domain/ubl.js';
import { optionalText } from '../../domain/text.js';
import { invoiceListShape, invoiceShape, lineShape, trackedTimeShape } from './shape.js';
import { invoiceStore, type NewLine } from './store.js';
import { invoiceAnswer, serverToday } from './answer.js';
import { paymentStore } from '../payments/store.js';

// Invoices and their lines (`x-access: admin`), and the public print view by uuid. Every write
// runs in the request's transaction (http/idempotency.ts): a number is checked and stored in the
// same one, with the organisation's numbering held meanwhile (store.lockNumbering).

export const invoiceRoutes = new Hono<AppEnv>();


/** The next number of the organisation, as `GET /api/organization/get/nextinvoicenumber` offers it. */
export async function nextNumberOf(c: AppContext, organizationId: number): Promise<string> {
  const organization = await storeOf(c, organizationStore).find(organizationId);
  const numbers = await storeOf(c, invoiceStore).numbersStartingWith(organizationId, organization.invoice_prefix);
  return nextInvoiceNumber(organization.invoice_prefix, organization.invoicenumber_min_length, numbers);
}

/** A taken number: 422 under `invoicenumber`, offering the next free one. */
async function numberTaken(c: AppContext, organizationId: number, invoicenumber: string): Promise<ValidationFailure> {
  return new ValidationFailure({ invoicenumber: 'invoices.number_taken' }, { number: invoicenumber, next: await nextNumberOf(c, organizationId) });
}

/**
 * A line as stored: amounts in hundredths and cents, read digit by digit (the contract has checked
 * the form), with its period (the one sent, or on an update that names none the stored one).
 */
function lineFields(
  body: { service: string; amount: string; unitprice: string; vat: string; vat_category?: VatCategory | null; vat_exemption_reason?: string | null; period_start?: string | null; period_end?: string | null },
  stored: LinePeriod = { period_start: null, period_end: null },
): NewLine {
  const period = sentOrKeptPeriod(stored, body);
  const line = {
    service: body.service,
    amount: parseCents(body.amount),
    unitprice_cents: parseCents(body.unitprice),
    vat: parseCents(body.vat),
    vat_category: body.vat_category ?? null,
    vat_exemption_reason: optionalText(body.vat_exemption_reason),
    ...period,
  };
  const problems: Record<string, MessageId> = { ...linePeriodProblem(period) };
  // Z, E and AE are 0 % categories (EN 16931 BR-Z-05, BR-E-05, BR-AE-05).
  if (line.vat_category && categoryNeedsZeroRate(line.vat_category) && line.vat !== 0) problems.vat_category = 'invoices.vat_category_zero_rate';
  if (Object.keys(problems).length > 0) throw new ValidationFailure(problems);
  return line;
}

/**
 * Refuses (422 under `unitprice`) a line whose amounts its invoice cannot take: too large, or a
 * discount beyond the invoice's total (rules.lineAmountsProblem). `stored` is the line as it was
 * on an update, null for a new one.
 */
async function checkLineAmounts(c: AppContext, invoices: ReturnType<typeof invoiceStore>, invoiceId: number, stored: LineAmounts & { id: number } | null, line: LineAmounts): Promise<void> {
  const invoice = await invoices.find(currentUser(c).organization_id, invoiceId);
  const others = invoice.lines.filter((other) => other.id !== stored?.id);
  const problem = lineAmountsProblem(others, stored, line, invoice.original_invoice_id !== null);
  if (problem) throw new ValidationFailure(problem, { limit: formattedMoney(AMOUNT_LIMIT_CENTS, c.get('locale') ?? 'en') });
}

// Tagged `organization` in the contract (it reads the organisation's numbering settings); served
// here beside the numbering it describes.
route(invoiceRoutes, '/api/organization/get/nextinvoicenumber', 'get', async (c) => {
  return c.json({ invoicenumber: await nextNumberOf(c, currentUser(c).organization_id) }, 200);
});

route(invoiceRoutes, '/api/invoices', 'get', async (c, { query }) => {
  const organizationId = currentUser(c).organization_id;
  const now = serverToday();
  const year = String(query.year ?? Number(now.slice(0, 4))).padStart(4, '0');
  const invoices = await storeOf(c, invoiceStore).dated(organizationId, `${year}-01-01`, `${year}-12-31`);
  return c.json(invoiceListShape(invoices, await storeOf(c, organizationStore).find(organizationId), now, currentUser(c).locale), 200);
});

route(invoiceRoutes, '/api/invoices', 'post', async (c, { body }) => {
  const organizationId = currentUser(c).organization_id;
  const invoices = storeOf(c, invoiceStore);
  await invoices.lockNumbering(organizationId);

  // In the order of the dialog: number, client, contact.
  const problems: Record<string, MessageId> = {};
  if (await invoices.numberTaken(organizationId, body.invoicenumber)) problems.invoicenumber = 'invoices.number_taken';
  let details: InvoiceDetails | undefined;
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
  }
  if (Object.keys(problems).length > 0 || !details) {
    throw new ValidationFailure(problems, problems.invoicenumber ? { number: body.invoicenumber, next: await nextNumberOf(c, organizationId) } : {});
  }

  const id = await invoices.insert(organizationId, { ...details, original_invoice_id: body.original_invoice_id ?? null }, lines, new Date());
  if (id === null) throw await numberTaken(c, organizationId, body.invoicenumber);
  await audit(c, 'invoice.created', invoiceSubject(id), { number: body.invoicenumber, ...(body.original_invoice_id != null ? { count: lines.length } : {}) });
  return c.json(await invoiceAnswer(c, organizationId, id), 201);
});

route(invoiceRoutes, '/api/invoices/{uuid}/print', 'get', async (c, { params }) => {
  const invoice = await storeOf(c, invoiceStore).byUuid(params.uuid);
  // A document: in the invoice's language, whoever asks (contract: getInvoiceForPrint).
  return c.json(invoiceShape(invoice, await storeOf(c, organizationStore).find(invoice.organization_id), serverToday()), 200);
});

route(invoiceRoutes, '/api/invoices/{id}', 'get', async (c, { params }) => {
  return c.json(await invoiceAnswer(c, currentUser(c).organization_id, params.id), 200);
});

// The PDF for whoever has the print page's link (public by the uuid, as the print view above).
route(invoiceRoutes, '/invoices/{uuid}/print/pdf', 'get', async (c, { params }) => {
  const record = await storeOf(c, invoiceStore).byUuid(params.uuid);
  const organization = await storeOf(c, organizationStore).find(record.organization_id);
  return invoicePdfAnswer(c, invoiceShape(record, organization, serverToday()), organization);
});

// The PDF of the invoice, from the same answer as the call above (pdf.ts draws it).
route(invoiceRoutes, '/invoices/{id}/pdf', 'get', async (c, { params }) => {
  const organizationId = currentUser(c).organization_id;
  const organization = await storeOf(c, organizationStore).find(organizationId);
  // A document: shaped in the invoice's language, as the print view is.
  const invoice = invoiceShape(await storeOf(c, invoiceStore).find(organizationId, params.id), organization, serverToday());
  return invoicePdfAnswer(c, invoice, organization);
});

// The e-invoice (UBL), from the same records; 422 naming what is missing for a valid one.
route(invoiceRoutes, '/api/invoices/{id}/ubl', 'get', async (c, { params }) => {
  const organizationId = currentUser(c).organization_id;
  const organization = await storeOf(c, organizationStore).find(organizationId);
  const invoices = storeOf(c, invoiceStore);
  const record = await invoices.find(organizationId, params.id);
  const original = record.original_invoice_id === null ? undefined : await invoices.get(organizationId, record.original_invoice_id);
  const details = await invoices.einvoiceDetails(organizationId, record);
  return invoiceUblAnswer(c, {
    invoice: invoiceShape(record, organization, serverToday()),
    lines: record.lines,
    client: details.client,
    organisationCountry: organization.country,
    period: invoicePeriodOf(details.period, record.lines),
    original: original ? { number: original.invoicenumber, issueDate: original.invoicedate } : null,
  });
});

route(invoiceRoutes, '/api/invoices/{id}', 'put', async (c, { params, body }) => {
  const organizationId = currentUser(c).organization_id;
  const invoices = storeOf(c, invoiceStore);
  // A status change may record payments (marked paid by hand): the invoice is held meanwhile, as a payment call holds it.
  if (body.status_id !== undefined) await storeOf(c, paymentStore).lockInvoice(organizationId, params.id);
  const invoice = await invoices.find(organizationId, params.id);
  const changed = changedDetails(invoice, { ...body, buyer_reference: body.buyer_reference === undefined ? undefined : optionalText(body.buyer_reference) });

  if (Object.keys(changed).length > 0) {
    const notConcept = conceptProblem(invoice);
    if (notConcept) throw new HttpError(409, notConcept);
  }
  const problems: Record<string, MessageId> = {};
  if (changed.invoicenumber !== undefined) {
    await invoices.lockNumbering(organizationId);
    if (await invoices.numberTaken(organizationId, changed.invoicenumber, invoice.id)) throw await numberTaken(c, organizationId, changed.invoicenumber);
  }
  const clientId = changed.client_id ?? invoice.client_id;
  if (changed.client_id !== undefined) {
    const fault = clientProblem(await invoices.client(organizationId, changed.client_id), invoice.client_id);
    if (fault) problems.client_id = fault;
  }
  // The contact must be the client's: a new contact, or the one kept when the client changes.
  const contactId = changed.contact_id !== undefined ? changed.contact_id : changed.client_id !== undefined ? invoice.contact_id : undefined;
  if (contactId != null && !problems.client_id) {
    const fault = contactProblem(await invoices.contact(organizationId, contactId), clientId);
    if (fault) problems.contact_id = fault;
  }
  if (body.status_id !== undefined) {
    const fault = statusProblem(invoice.status_id, body.status_id, invoice.lines.length);
    if (fault) problems.status_id = fault;
  }
  if (body.paid_on !== undefined && !problems.status_id) {
    const fault = paidOnProblem(body.paid_on, body.status_id, changed.invoicedate ?? invoice.invoicedate);
    if (fault) problems.paid_on = fault;
  }
  if (Object.keys(problems).length > 0) throw new ValidationFailure(problems);

  if (Object.keys(changed).length > 0) {
    if (!(await invoices.update(organizationId, invoice.id, changed, new Date()))) throw await numberTaken(c, organizationId, changed.invoicenumber ?? invoice.invoicenumber);
    await audit(c, 'invoice.details', invoiceSubject(invoice.id), { number: changed.invoicenumber ?? invoice.invoicenumber, fields: Object.keys(changed).sort() });
  }
  // After the details, so an invoice issued by this same request keeps its changed details.
  // Paid on the date given, else on the server's today (the contract's default).
  if (body.status_id !== undefined) await changeInvoiceStatus(c.get('db'), actorOf(c), invoice.id, body.status_id, { paidOn: body.paid_on ?? serverToday() });
  return c.json(await invoiceAnswer(c, organizationId, invoice.id), 200);
});

route(invoiceRoutes, '/api/invoices/{id}', 'delete', async (c, { params }) => {
  const organizationId = currentUser(c).organization_id;
  const invoices = storeOf(c, invoiceStore);
  const invoice = await invoices.find(organizationId, params.id);
  const problem = conceptProblem(invoice);
  if (problem) throw new HttpError(409, problem);
  await invoices.delete(organizationId, params.id);
  await audit(c, 'invoice.deleted', invoiceSubject(invoice.id), { number: invoice.invoicenumber });
  return c.body(null, 204);
});

route(invoiceRoutes, '/api/invoicelines', 'post', async (c, { body }) => {
  const organizationId = currentUser(c).organization_id;
  const invoices = storeOf(c, invoiceStore);
  const invoice = await invoices.invoiceOfLine(organizationId, body.invoice_id);
  if (!invoice) throw new ValidationFailure({ invoice_id: 'validation.in' });
  const problem = conceptProblem(invoice);
  if (problem) throw new HttpError(409, problem);
  const fields = lineFields(body);
  await checkLineAmounts(c, invoices, invoice.id, null, fields);
  const line = await invoices.insertLine(organizationId, invoice.id, fields, new Date());
  await audit(c, 'invoice.line_added', invoiceSubject(invoice.id), { number: invoice.invoicenumber, line_id: line.id });
  // A line typed by hand has no detail: no language needed for it.
  return c.json(lineShape(line, currentUser(c).locale, currentUser(c).locale), 201);
});

route(invoiceRoutes, '/api/invoicelines/{id}', 'put', async (c, { params, body }) => {
  const organizationId = currentUser(c).organization_id;
  const invoices = storeOf(c, invoiceStore);
  // `invoice_id` in the body is ignored: a line does not move to another invoice.
  const stored = await invoices.line(organizationId, params.id);
  const problem = conceptProblem(stored);
  if (problem) throw new HttpError(409, problem);
  const fields = lineFields(body, stored);
  await checkLineAmounts(c, invoices, stored.invoice_id, stored, fields);
  const line = await invoices.updateLine(
    organizationId,
    params.id,
    body.vat_category === undefined && stored.vat_category ? { ...fields, ...keptVatCategory(stored, fields.vat, body.vat_exemption_reason !== undefined) } : fields,
  );
  await audit(c, 'invoice.line_changed', invoiceSubject(stored.invoice_id), { number: stored.invoicenumber, line_id: line.id, fields: changedFields(stored, fields) });
  return c.json(lineShape(line, currentUser(c).locale, line.language), 200);
});

route(invoiceRoutes, '/api/invoicelines/{id}', 'delete', async (c, { params }) => {
  const organizationId = currentUser(c).organization_id;
  const invoices = storeOf(c, invoiceStore);
  const stored = await invoices.line(organizationId, params.id);
  const problem = conceptProblem(stored);
  if (problem) throw new HttpError(409, problem);
  const invoice = await invoices.find(organizationId, stored.invoice_id);
  const removal = lineRemovalProblem(invoice.lines.filter((line) => line.id !== stored.id), stored, invoice.original_invoice_id !== null);
  if (removal) throw new HttpError(409, removal);
  await invoices.deleteLine(organizationId, params.id);
  await audit(c, 'invoice.line_removed', invoiceSubject(stored.invoice_id), { number: stored.invoicenumber, line_id: stored.id });
  return c.body(null, 204);
});

/**
 * The invoice's uninvoiced tracked time as the GET and POST of `/api/invoices/{id}/trackedtime`
 * read it: the range (the calendar month of the invoice date unless given; 422 under `to` when it
 * ends before it starts) and the groups. `adding` (the POST) first requires a concept (409) and
 * holds the entries it reads (see store.uninvoicedEntries).
 */
async function trackedTimeOf(c: AppContext, invoiceId: number, asked: { from?: string; to?: string; group?: TrackedTimeGrouping }, adding: boolean) {
  const organizationId = currentUser(c).organization_id;
  const invoices = storeOf(c, invoiceStore);
  const invoice = await invoices.find(organizationId, invoiceId);
  const notConcept = adding ? conceptProblem(invoice) : null;
  if (notConcept) throw new HttpError(409, notConcept);
  const month = defaultTrackedRange(invoice.invoicedate);
  const from = asked.from ?? month.from;
  const to = asked.to ?? month.to;
  const group = asked.group ?? 'activity';
  const problem = trackedRangeProblem(from, to);
  if (problem) throw new ValidationFailure({ to: problem });
  const organization = await storeOf(c, organizationStore).find(organizationId);
  const approvedOnly = organization.time_approval === 1;
  const entries = await invoices.uninvoicedEntries(organizationId, invoice.client_id, from, to, adding, approvedOnly, organization.approve_admin_weeks === 1);
  return { organizationId, invoices, invoice, from, to, group, groups: groupTrackedTime(entries, group, currentUser(c).locale) };
}

route(invoiceRoutes, '/api/invoices/{id}/trackedtime', 'get', async (c, { params, query }) => {
  const { from, to, group, groups } = await trackedTimeOf(c, params.id, query, false);
  return c.json(trackedTimeShape(from, to, group, groups, currentUser(c).locale), 200);
});

route(invoiceRoutes, '/api/invoices/{id}/trackedtime', 'post', async (c, { params, body }) => {
  // The groups are computed again here, with the entries held, so hours invoiced meanwhile are
  // never billed twice; every key is checked before anything is stored (a 422 commits, see
  // http/idempotency.ts, so it must find nothing added).
  const { organizationId, invoices, invoice, groups } = await trackedTimeOf(c, params.id, body, true);
  if (missingTrackedKeys(groups, body.keys).length > 0) throw new ValidationFailure({ keys: 'invoices.tracked_time_gone' });

  const chosen = new Set(body.keys);
  const vat = parseCents(body.vat);
  const now = new Date();
  for (const group of groups.filter((g) => chosen.has(g.key))) {
    const line = await invoices.insertLine(
      organizationId,
      invoice.id,
      { service: trackedLineService(group), amount: group.amount, unitprice_cents: group.rate_cents, vat, period_start: group.period_start, period_end: group.period_end },
      now,
    );
    const linked = await invoices.linkEntries(organizationId, line.id, group.entry_ids);
    // The entries are held since they were read (PostgreSQL) or no other write runs (SQLite).
    if (linked !== group.entry_ids.length) throw new Error(`tracked time: ${linked} of ${group.entry_ids.length} entries linked to line ${line.id}`);
    await audit(c, 'invoice.line_added', invoiceSubject(invoice.id), { number: invoice.invoicenumber, line_id: line.id });
  }
  return c.json(await invoiceAnswer(c, organizationId, invoice.id), 201);
});
