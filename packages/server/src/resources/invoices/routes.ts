import { Hono } from 'hono';
import { createInvoice, deleteInvoice, nextInvoiceNumberOf, updateInvoice } from '../../actions/invoiceEditing.js';
import { addInvoiceLine, addTrackedTime, changeInvoiceLine, removeInvoiceLine } from '../../actions/invoiceLines.js';
import { actorOf } from '../../http/actor.js';
import { currentUser, route, storeOf, type AppEnv } from '../../http/context.js';
import { organizationStore } from '../organization/store.js';
import { invoicePeriodOf } from './rules.js';
import { invoicePdfAnswer } from './pdfRoute.js';
import { invoiceUblAnswer } from './ublRoute.js';
import { invoiceListShape, invoiceShape, lineShape, trackedTimeShape } from './shape.js';
import { invoiceStore } from './store.js';
import { invoiceAnswer } from './answer.js';
import { serverToday } from '../../domain/today.js';
import { trackedTimeOf } from './trackedTime.js';

// Invoices and their lines (`x-access: admin`), and the public print view by uuid. The changes
// are actions (actions/invoiceEditing.ts, invoiceLines.ts, invoices.ts), each in the request's
// transaction (http/idempotency.ts).

export const invoiceRoutes = new Hono<AppEnv>();

// Tagged `organization` in the contract (it reads the organisation's numbering settings); served
// here beside the numbering it describes.
route(invoiceRoutes, '/api/organization/get/nextinvoicenumber', 'get', async (c) => {
  return c.json({ invoicenumber: await nextInvoiceNumberOf(c.get('db'), currentUser(c).organization_id) }, 200);
});

route(invoiceRoutes, '/api/invoices', 'get', async (c, { query }) => {
  const organizationId = currentUser(c).organization_id;
  const now = serverToday();
  const year = String(query.year ?? Number(now.slice(0, 4))).padStart(4, '0');
  const invoices = await storeOf(c, invoiceStore).dated(organizationId, `${year}-01-01`, `${year}-12-31`);
  return c.json(invoiceListShape(invoices, await storeOf(c, organizationStore).find(organizationId), now, currentUser(c).locale), 200);
});

route(invoiceRoutes, '/api/invoices', 'post', async (c, { body }) => {
  const id = await createInvoice(c.get('db'), actorOf(c), body);
  return c.json(await invoiceAnswer(c, currentUser(c).organization_id, id), 201);
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
    organisationCurrency: organization.currency,
    period: invoicePeriodOf(details.period, record.lines),
    original: original ? { number: original.invoicenumber, issueDate: original.invoicedate } : null,
  });
});

route(invoiceRoutes, '/api/invoices/{id}', 'put', async (c, { params, body }) => {
  // Paid on the date given, else on the server's today (the contract's default).
  await updateInvoice(c.get('db'), actorOf(c), params.id, body, serverToday());
  return c.json(await invoiceAnswer(c, currentUser(c).organization_id, params.id), 200);
});

route(invoiceRoutes, '/api/invoices/{id}', 'delete', async (c, { params }) => {
  await deleteInvoice(c.get('db'), actorOf(c), params.id);
  return c.body(null, 204);
});

route(invoiceRoutes, '/api/invoicelines', 'post', async (c, { body }) => {
  const line = await addInvoiceLine(c.get('db'), actorOf(c), body);
  // A line typed by hand has no detail: no language needed for it.
  return c.json(lineShape(line, currentUser(c).locale, currentUser(c).locale, line.currency), 201);
});

route(invoiceRoutes, '/api/invoicelines/{id}', 'put', async (c, { params, body }) => {
  const line = await changeInvoiceLine(c.get('db'), actorOf(c), params.id, body);
  return c.json(lineShape(line, currentUser(c).locale, line.language, line.currency), 200);
});

route(invoiceRoutes, '/api/invoicelines/{id}', 'delete', async (c, { params }) => {
  await removeInvoiceLine(c.get('db'), actorOf(c), params.id);
  return c.body(null, 204);
});

route(invoiceRoutes, '/api/invoices/{id}/trackedtime', 'get', async (c, { params, query }) => {
  const { locale, organization_id } = currentUser(c);
  const { invoice, from, to, group, groups } = await trackedTimeOf(c.get('db'), organization_id, locale, params.id, query, false);
  return c.json(trackedTimeShape(from, to, group, groups, locale, invoice.currency), 200);
});

route(invoiceRoutes, '/api/invoices/{id}/trackedtime', 'post', async (c, { params, body }) => {
  await addTrackedTime(c.get('db'), actorOf(c), params.id, body);
  return c.json(await invoiceAnswer(c, currentUser(c).organization_id, params.id), 201);
});
