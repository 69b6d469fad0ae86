import { Hono } from 'hono';
import { audit } from '../../http/audit.js';
import { hundredthsBig } from '@kwartier/api';
import { optionalText } from '../../domain/text.js';
import { currentUser, HttpError, route, storeOf, ValidationFailure, type AppEnv } from '../../http/context.js';
import { answer } from '../invoices/routes.js';
import { formattedMoney, invoiceTotals } from '../invoices/rules.js';
import { invoiceStore } from '../invoices/store.js';
import { recordPayment, reopenIfUnsettled } from './apply.js';
import { outstandingCents, paymentProblems } from './rules.js';
import { paymentShape } from './shape.js';
import { paymentStore } from './store.js';

// Payments on invoices (`x-access: admin`). Every write runs in the request's transaction
// (http/idempotency.ts), the invoice held meanwhile (store.lockInvoice); a refusal (422) is
// decided before anything is stored, since a 4xx answer commits.

export const paymentRoutes = new Hono<AppEnv>();

route(paymentRoutes, '/api/invoices/{id}/payments', 'get', async (c, { params }) => {
  const organizationId = currentUser(c).organization_id;
  const invoice = await storeOf(c, invoiceStore).find(organizationId, params.id);
  const payments = await storeOf(c, paymentStore).ofInvoice(organizationId, invoice.id);
  return c.json(payments.map((payment) => paymentShape(payment, currentUser(c).locale)), 200);
});

route(paymentRoutes, '/api/invoices/{id}/payments', 'post', async (c, { params, body }) => {
  const organizationId = currentUser(c).organization_id;
  await storeOf(c, paymentStore).lockInvoice(organizationId, params.id);
  const invoice = await storeOf(c, invoiceStore).find(organizationId, params.id);
  const gross = invoiceTotals(invoice.lines).gross;
  const paid = BigInt(invoice.paid_cents);
  // The contract has checked the form of the amount.
  const amount = hundredthsBig(body.amount)!;
  const problems = paymentProblems(invoice, gross, paid, { paid_on: body.paid_on, amount });
  if (Object.keys(problems).length > 0) {
    throw new ValidationFailure(problems, { outstanding: formattedMoney(outstandingCents(invoice.status_id, gross, paid), currentUser(c).locale) });
  }
  await recordPayment(c, invoice, { paid_on: body.paid_on, amount_cents: amount, method: body.method, note: optionalText(body.note), credit_invoice_id: null });
  await audit(c, 'invoice.payment_added', { type: 'invoice', id: invoice.id }, { number: invoice.invoicenumber, amount: body.amount, start: body.paid_on });
  return c.json(await answer(c, organizationId, invoice.id), 201);
});

route(paymentRoutes, '/api/payments/{id}', 'delete', async (c, { params }) => {
  const organizationId = currentUser(c).organization_id;
  const payments = storeOf(c, paymentStore);
  const payment = await payments.find(organizationId, params.id);
  // The settlement by a credit invoice stays as long as the credit invoice does (it is never deleted once issued).
  if (payment.method === 'credit') throw new HttpError(409, 'payments.credit_not_removable');
  await payments.lockInvoice(organizationId, payment.invoice_id);
  await payments.delete(organizationId, payment.id);
  await audit(c, 'invoice.payment_removed', { type: 'invoice', id: payment.invoice_id }, { payment_id: payment.id, start: payment.paid_on });
  await reopenIfUnsettled(c, payment.invoice_id);
  return c.json(await answer(c, organizationId, payment.invoice_id), 200);
});
