import { Hono } from 'hono';
import { createSubscription, deleteSubscription, invoiceSubscriptionNow, toggleSubscriptionActive, updateSubscription } from '../../actions/subscriptions.js';
import { actorOf } from '../../http/actor.js';
import { currentUser, route, say, storeOf, type AppEnv } from '../../http/context.js';
import { subscriptionShape } from './shape.js';
import { subscriptionStore } from './store.js';
import { serverToday } from '../../domain/today.js';

// Subscriptions, on the Subscriptions tab of a service's page (`x-access: admin`); the changes
// are actions/subscriptions.ts. Every call acts on the caller's organisation: another
// organisation's subscription answers 404, a `client_id` or `service_id` in a body that is not
// the organisation's 422 under that field.

export const subscriptionRoutes = new Hono<AppEnv>();

/** Today by the server's clock (its TZ), as invoices read it: new subscriptions start on it, "Create now" invoices its period. */

route(subscriptionRoutes, '/api/subscriptions', 'get', async (c, { query }) => {
  // Only a filter: another organisation's service_id simply has no subscriptions here.
  const subscriptions = await storeOf(c, subscriptionStore).list(currentUser(c).organization_id, query.service_id);
  return c.json(subscriptions.map(subscriptionShape), 200);
});

route(subscriptionRoutes, '/api/subscriptions', 'post', async (c, { body }) => {
  return c.json(subscriptionShape(await createSubscription(c.get('db'), actorOf(c), body, serverToday())), 201);
});

route(subscriptionRoutes, '/api/subscriptions/toggle/active', 'post', async (c, { body }) => {
  return c.json(subscriptionShape(await toggleSubscriptionActive(c.get('db'), actorOf(c), body.id)), 200);
});

route(subscriptionRoutes, '/api/subscriptions/{id}', 'get', async (c, { params }) => {
  return c.json(subscriptionShape(await storeOf(c, subscriptionStore).find(currentUser(c).organization_id, params.id)), 200);
});

route(subscriptionRoutes, '/api/subscriptions/{id}', 'put', async (c, { params, body }) => {
  return c.json(subscriptionShape(await updateSubscription(c.get('db'), actorOf(c), params.id, body)), 200);
});

// "Create now": the period holding today, for this subscription alone, unless it is invoiced.
route(subscriptionRoutes, '/api/subscriptions/{id}/invoice', 'post', async (c, { params }) => {
  const outcome = await invoiceSubscriptionNow(c.get('db'), actorOf(c), params.id, serverToday());
  if ('invoicedAlready' in outcome) return c.json({ message: say(c, 'subscriptions.invoiced_already', outcome.invoicedAlready) }, 409);
  const { made, periodStart } = outcome;
  return c.json({ invoice_id: made.invoice_id, invoicenumber: made.invoicenumber, period_start: periodStart, period: made.period }, 201);
});

route(subscriptionRoutes, '/api/subscriptions/{id}', 'delete', async (c, { params }) => {
  await deleteSubscription(c.get('db'), actorOf(c), params.id);
  return c.body(null, 204);
});
