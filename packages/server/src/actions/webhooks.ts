import type { AuditDetails, AuditSubjectType, WebhookEndpointInput, WebhookEventType } from '@kwartier/api';
import type { Db } from '../db/database.js';
import { changedFields } from '../domain/audit.js';
import { ValidationFailure } from '../domain/failures.js';
import type { SecretBox } from '../domain/secretBox.js';
import { newWebhookSecret, webhookUrlProblem } from '../domain/webhooks.js';
import { enqueueWebhookEvent, webhookStore, type WebhookDeliveryRow, type WebhookEndpointFields, type WebhookEndpointRow } from '../stores/webhooks.js';
import { hostProblem } from '../domain/webhookAddress.js';
import { recordBy, type Actor } from './actor.js';

// An organisation's webhook endpoints (admins): add, change, delete, rotate the secret, a test
// event, one more attempt of a delivery. The events themselves are queued with their changes by
// the audit trail (stores/audit.ts), or by `emitWebhookEvent` for a change without an entry.

/** How endpoints are checked and their secrets kept: the server's settings. */
export interface WebhookPolicy {
  /** `WEBHOOKS_ALLOW_PRIVATE`. */
  allowPrivate: boolean;
  box: SecretBox;
}

/** Endpoint changes are audited about the organisation, named by their address. */
const organizationSubject = (actor: Actor) => ({ type: 'organization' as const, id: actor.organizationId });

/** The fields to store, or 422 under `url` (not https, or a host that resolves to a non-public address). */
async function endpointFields(input: WebhookEndpointInput, policy: WebhookPolicy): Promise<WebhookEndpointFields> {
  const url = input.url.trim();
  const problem = webhookUrlProblem(url, policy.allowPrivate) ?? (await hostProblem(new URL(url).hostname, policy.allowPrivate));
  if (problem) throw new ValidationFailure({ url: problem });
  return { url, description: input.description?.trim() ?? '', event_types: [...new Set(input.event_types)], active: input.active === false ? 0 : 1 };
}

/** A new endpoint and its secret in plain text (shown this once). */
export async function addWebhookEndpoint(db: Db, actor: Actor, input: WebhookEndpointInput, policy: WebhookPolicy, now = new Date()): Promise<{ endpoint: WebhookEndpointRow; secret: string }> {
  const fields = await endpointFields(input, policy);
  const secret = newWebhookSecret();
  const endpoint = await webhookStore(db).insert(actor.organizationId, fields, policy.box.seal(secret), now);
  await recordBy(db, actor, 'webhook.created', organizationSubject(actor), { name: endpoint.url }, now);
  return { endpoint, secret };
}

export async function updateWebhookEndpoint(db: Db, actor: Actor, id: number, input: WebhookEndpointInput, policy: WebhookPolicy, now = new Date()): Promise<WebhookEndpointRow> {
  const endpoints = webhookStore(db);
  const before = await endpoints.find(actor.organizationId, id);
  const fields = await endpointFields(input, policy);
  const updated = await endpoints.update(actor.organizationId, id, fields, now);
  const changed = changedFields(before, { ...fields, event_types: JSON.stringify(fields.event_types) });
  if (changed.length > 0) await recordBy(db, actor, 'webhook.changed', organizationSubject(actor), { name: updated.url, fields: changed }, now);
  return updated;
}

export async function deleteWebhookEndpoint(db: Db, actor: Actor, id: number, now = new Date()): Promise<void> {
  const endpoints = webhookStore(db);
  const endpoint = await endpoints.find(actor.organizationId, id);
  await endpoints.delete(actor.organizationId, id);
  await recordBy(db, actor, 'webhook.deleted', organizationSubject(actor), { name: endpoint.url }, now);
}

/** A new secret for the endpoint, in plain text (shown this once). */
export async function rotateWebhookSecret(db: Db, actor: Actor, id: number, policy: WebhookPolicy, now = new Date()): Promise<string> {
  const endpoints = webhookStore(db);
  const endpoint = await endpoints.find(actor.organizationId, id);
  const secret = newWebhookSecret();
  await endpoints.setSecret(actor.organizationId, id, policy.box.seal(secret), now);
  await recordBy(db, actor, 'webhook.secret_rotated', organizationSubject(actor), { name: endpoint.url }, now);
  return secret;
}

/** Queues a `ping` for the endpoint, whatever it names; answers the delivery. */
export async function pingWebhookEndpoint(db: Db, actor: Actor, id: number, now = new Date()): Promise<WebhookDeliveryRow> {
  const endpoints = webhookStore(db);
  const endpoint = await endpoints.find(actor.organizationId, id);
  const [deliveryId] = await enqueueWebhookEvent(db, actor.organizationId, { type: 'ping', subject: organizationSubject(actor), details: {}, at: now }, endpoint.id);
  return endpoints.findDelivery(actor.organizationId, deliveryId!);
}

/** One more attempt of a delivery, now. */
export async function resendWebhookDelivery(db: Db, actor: Actor, deliveryId: number, now = new Date()): Promise<WebhookDeliveryRow> {
  return webhookStore(db).resend(actor.organizationId, deliveryId, now);
}

/** Queues an event of a change that has no audit entry (a week submitted), in the change's transaction. */
export async function emitWebhookEvent(db: Db, actor: Actor, type: WebhookEventType, subject: { type: AuditSubjectType; id: number }, details: AuditDetails, at = new Date()): Promise<void> {
  await enqueueWebhookEvent(db, actor.organizationId, { type, subject, details, at });
}
