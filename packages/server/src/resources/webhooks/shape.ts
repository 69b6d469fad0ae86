import type { WebhookDelivery, WebhookDeliveryStatus, WebhookEndpoint, WebhookEvent, WebhookEventType } from '@kwartier/api';
import { eventTypesOf, type WebhookDeliveryRow, type WebhookEndpointRow } from '../../stores/webhooks.js';

/** An endpoint as answered: never its secret. */
export function webhookEndpointShape(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description === '' ? null : row.description,
    event_types: eventTypesOf(row),
    active: row.active === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function webhookDeliveryShape(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    message_id: row.message_id,
    event_type: row.event_type as WebhookEventType,
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts,
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
    last_status: row.last_status,
    last_answer: row.last_answer,
    last_attempt_at: row.last_attempt_at,
    created_at: row.created_at,
    payload: JSON.parse(row.payload) as WebhookEvent,
  };
}
