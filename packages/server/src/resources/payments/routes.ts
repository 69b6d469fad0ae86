import { Hono } from 'hono';
import { addPayment, removePayment } from '../../actions/invoices.js';
import { actorOf } from '../../http/actor.js';
import { optionalText } from '../../domain/text.js';
import { currentUser, route, storeOf, type AppEnv } from '../../http/context.js';
import { invoiceAnswer } from '../invoices/answer.js';
import { invoiceStore } from '../invoices/store.js';
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
  return c.json(payments.map((payment) => paymentShape(payment, currentUser(c).locale, invoice.currency)), 200);
});

route(paymentRoutes, '/api/invoices/{id}/payments', 'post', async (c, { params, body }) => {
  await addPayment(c.get('db'), actorOf(c), params.id, { paid_on: body.paid_on, amount: body.amount, method: body.method, note: optionalText(body.note) });
  return c.json(await invoiceAnswer(c, currentUser(c).organization_id, params.id), 201);
});

route(paymentRoutes, '/api/payments/{id}', 'delete', async (c, { params }) => {
  const invoiceId = await removePayment(c.get('db'), actorOf(c), params.id);
  return c.json(await invoiceAnswer(c, currentUser(c).organization_id, invoiceId), 200);
});
