import { Hono } from 'hono';
import {
  addWebhookEndpoint,
  deleteWebhookEndpoint,
  pingWebhookEndpoint,
  resendWebhookDelivery,
  rotateWebhookSecret,
  updateWebhookEndpoint,
  type WebhookPolicy,
} from '../../actions/webhooks.js';
import { serverSecretBox } from '../../domain/secretBox.js';
import { actorOf } from '../../http/actor.js';
import { currentUser, route, storeOf, type AppContext, type AppEnv } from '../../http/context.js';
import { webhookDeliveryShape, webhookEndpointShape } from './shape.js';
import { webhookStore } from '../../stores/webhooks.js';

// Webhook endpoints and their delivery log (`x-access: admin`). The changes are actions
// (actions/webhooks.ts); the sending is the worker's (jobs/webhooks.ts).

export const webhookRoutes = new Hono<AppEnv>();

const policyOf = (c: AppContext): WebhookPolicy => ({ allowPrivate: c.get('config').webhooksAllowPrivate, box: serverSecretBox(c.get('config')) });

route(webhookRoutes, '/api/webhooks', 'get', async (c) => {
  const rows = await storeOf(c, webhookStore).list(currentUser(c).organization_id);
  return c.json(rows.map(webhookEndpointShape), 200);
});

route(webhookRoutes, '/api/webhooks', 'post', async (c, { body }) => {
  const { endpoint, secret } = await addWebhookEndpoint(c.get('db'), actorOf(c), body, policyOf(c));
  return c.json({ ...webhookEndpointShape(endpoint), secret }, 201);
});

route(webhookRoutes, '/api/webhooks/{id}', 'get', async (c, { params }) => {
  return c.json(webhookEndpointShape(await storeOf(c, webhookStore).find(currentUser(c).organization_id, params.id)), 200);
});

route(webhookRoutes, '/api/webhooks/{id}', 'put', async (c, { params, body }) => {
  return c.json(webhookEndpointShape(await updateWebhookEndpoint(c.get('db'), actorOf(c), params.id, body, policyOf(c))), 200);
});

route(webhookRoutes, '/api/webhooks/{id}', 'delete', async (c, { params }) => {
  await deleteWebhookEndpoint(c.get('db'), actorOf(c), params.id);
  return c.body(null, 204);
});

route(webhookRoutes, '/api/webhooks/{id}/secret', 'post', async (c, { params }) => {
  return c.json({ secret: await rotateWebhookSecret(c.get('db'), actorOf(c), params.id, policyOf(c)) }, 200);
});

route(webhookRoutes, '/api/webhooks/{id}/deliveries', 'get', async (c, { params, query }) => {
  const organizationId = currentUser(c).organization_id;
  const store = storeOf(c, webhookStore);
  await store.find(organizationId, params.id);
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 50;
  const { rows, total } = await store.deliveries(organizationId, params.id, page, perPage);
  return c.json({ deliveries: rows.map(webhookDeliveryShape), page, per_page: perPage, total_count: total }, 200);
});

route(webhookRoutes, '/api/webhooks/{id}/ping', 'post', async (c, { params }) => {
  return c.json(webhookDeliveryShape(await pingWebhookEndpoint(c.get('db'), actorOf(c), params.id)), 202);
});

route(webhookRoutes, '/api/webhookdeliveries/{id}/resend', 'post', async (c, { params }) => {
  return c.json(webhookDeliveryShape(await resendWebhookDelivery(c.get('db'), actorOf(c), params.id)), 202);
});
