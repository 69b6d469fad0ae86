import { Hono } from 'hono';
import { flipped } from '../../domain/flags.js';
import { currentUser, HttpError, route, storeOf, ValidationFailure, type AppEnv } from '../../http/context.js';
import { clientStore } from '../clients/store.js';
import { serviceStore } from '../services/store.js';
import { newSubscriptionFields, subscriptionDeleteProblem, subscriptionReferenceProblems } from './rules.js';
import { subscriptionShape } from './shape.js';
import { subscriptionStore } from './store.js';

// Subscriptions, on the Subscriptions tab of a service's page (`x-access: admin`). Every call
// acts on the caller's organisation: another organisation's subscription answers 404, a
// `client_id` or `service_id` in a body that is not the organisation's 422 under that field.

export const subscriptionRoutes = new Hono<AppEnv>();

route(subscriptionRoutes, '/api/subscriptions', 'get', async (c, { query }) => {
  // Only a filter: another organisation's service_id simply has no subscriptions here.
  const subscriptions = await storeOf(c, subscriptionStore).list(currentUser(c).organization_id, query.service_id);
  return c.json(subscriptions.map(subscriptionShape), 200);
});

route(subscriptionRoutes, '/api/subscriptions', 'post', async (c, { body }) => {
  const organizationId = currentUser(c).organization_id;
  const client = await storeOf(c, clientStore).referenced(organizationId, body.client_id);
  const service = await storeOf(c, serviceStore).referenced(organizationId, body.service_id);
  const problems = subscriptionReferenceProblems(client, service);
  if (Object.keys(problems).length > 0) throw new ValidationFailure(problems);
  const subscription = await storeOf(c, subscriptionStore).insert(organizationId, newSubscriptionFields(body), new Date());
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

route(subscriptionRoutes, '/api/subscriptions/{id}', 'delete', async (c, { params }) => {
  const organizationId = currentUser(c).organization_id;
  const subscriptions = storeOf(c, subscriptionStore);
  const problem = subscriptionDeleteProblem(await subscriptions.find(organizationId, params.id));
  if (problem) throw new HttpError(409, problem);
  await subscriptions.delete(organizationId, params.id);
  return c.body(null, 204);
});
