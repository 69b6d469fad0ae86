import { getLocalTimeZone, today } from '@internationalized/date';
import { audit } from '../../http/audit.js';
import { Hono } from 'hono';
import { flipped } from '../../domain/flags.js';
import { currentUser, HttpError, route, say, storeOf, ValidationFailure, type AppEnv } from '../../http/context.js';
import { clientStore } from '../clients/store.js';
import { serviceStore } from '../services/store.js';
import { makeRecurringInvoice } from './recurring.js';
import { newSubscriptionFields, periodLabel, periodStart, recurringProblems, subscriptionChanges, subscriptionDeleteProblem, subscriptionReferenceProblems } from './rules.js';
import { subscriptionShape } from './shape.js';
import { subscriptionStore } from './store.js';

// Subscriptions, on the Subscriptions tab of a service's page (`x-access: admin`). Every call
// acts on the caller's organisation: another organisation's subscription answers 404, a
// `client_id` or `service_id` in a body that is not the organisation's 422 under that field.

export const subscriptionRoutes = new Hono<AppEnv>();

/** Today by the server's clock (its TZ), as invoices read it: new subscriptions start on it, "Create now" invoices its period. */
const serverToday = () => today(getLocalTimeZone()).toString();

route(subscriptionRoutes, '/api/subscriptions', 'get', async (c, { query }) => {
  // Only a filter: another organisation's service_id simply has no subscriptions here.
  const subscriptions = await storeOf(c, subscriptionStore).list(currentUser(c).organization_id, query.service_id);
  return c.json(subscriptions.map(subscriptionShape), 200);
});

route(subscriptionRoutes, '/api/subscriptions', 'post', async (c, { body }) => {
  const organizationId = currentUser(c).organization_id;
  const client = await storeOf(c, clientStore).referenced(organizationId, body.client_id);
  const service = await storeOf(c, serviceStore).referenced(organizationId, body.service_id);
  const fields = newSubscriptionFields(body, serverToday());
  const problems = { ...subscriptionReferenceProblems(client, service), ...recurringProblems(fields) };
  if (Object.keys(problems).length > 0) throw new ValidationFailure(problems);
  const subscription = await storeOf(c, subscriptionStore).insert(organizationId, fields, new Date());
  return c.json(subscriptionShape(subscription), 201);
});

route(subscriptionRoutes, '/api/subscriptions/toggle/active', 'post', async (c, { body }) => {
  const organizationId = currentUser(c).organization_id;
  const subscriptions = storeOf(c, subscriptionStore);
  const subscription = await subscriptions.find(organizationId, body.id);
  return c.json(subscriptionShape(await subscriptions.setActive(organizationId, body.id, flipped(subscription.active))), 200);
});

route(subscriptionRoutes, '/api/subscriptions/{id}', 'get', async (c, { params }) => {
  return c.json(subscriptionShape(await storeOf(c, subscriptionStore).find(currentUser(c).organization_id, params.id)), 200);
});

route(subscriptionRoutes, '/api/subscriptions/{id}', 'put', async (c, { params, body }) => {
  const organizationId = currentUser(c).organization_id;
  const subscriptions = storeOf(c, subscriptionStore);
  const stored = await subscriptions.find(organizationId, params.id);
  const changes = subscriptionChanges(body);
  const problems = recurringProblems({ ...stored, ...changes });
  if (Object.keys(problems).length > 0) throw new ValidationFailure(problems);
  return c.json(subscriptionShape(await subscriptions.update(organizationId, params.id, changes)), 200);
});

// "Create now": the period holding today, for this subscription alone, unless it is invoiced.
route(subscriptionRoutes, '/api/subscriptions/{id}/invoice', 'post', async (c, { params }) => {
  const organizationId = currentUser(c).organization_id;
  const subscriptions = storeOf(c, subscriptionStore);
  const subscription = await subscriptions.find(organizationId, params.id);
  if (subscription.price_cents === null) throw new ValidationFailure({ price: 'subscriptions.no_price' });
  const day = serverToday();
  const start = periodStart(day, subscription.period);
  // A period whose invoice was deleted may be invoiced again, by hand.
  await subscriptions.forgetDeletedClaim(organizationId, subscription.id, start);
  const made = await makeRecurringInvoice(c.get('db'), organizationId, subscription.client_id, [{ subscription, periodStart: start }], day, new Date());
  if (!made) {
    const claim = await subscriptions.claimOf(organizationId, subscription.id, start);
    const period = periodLabel(start, subscription.period, currentUser(c).locale);
    return c.json({ message: say(c, 'subscriptions.invoiced_already', { period, number: claim?.invoicenumber ?? '' }) }, 409);
  }
  await audit(c, 'invoice.created', { type: 'invoice', id: made.invoice_id }, { number: made.invoicenumber });
  return c.json({ invoice_id: made.invoice_id, invoicenumber: made.invoicenumber, period_start: start, period: made.period }, 201);
});

route(subscriptionRoutes, '/api/subscriptions/{id}', 'delete', async (c, { params }) => {
  const organizationId = currentUser(c).organization_id;
  const subscriptions = storeOf(c, subscriptionStore);
  const problem = subscriptionDeleteProblem(await subscriptions.find(organizationId, params.id));
  if (problem) throw new HttpError(409, problem);
  await subscriptions.delete(organizationId, params.id);
  return c.body(null, 204);
});
