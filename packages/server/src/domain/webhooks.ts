import { randomBytes } from 'node:crypto';
import type { AuditDetails, AuditKind, AuditSubjectType, WebhookEvent, WebhookEventType } from '@kwartier/api';
import ipaddr from 'ipaddr.js';

// Webhooks' pure rules: which change is which event, the body sent, the retry schedule, the
// secret's and message id's form, and which addresses an endpoint may reach.

/** An event as it is queued: what happened, to what, with the audit entry's small facts. */
export interface WebhookEventRecord {
  type: WebhookEventType;
  subject: { type: AuditSubjectType; id: number };
  details?: AuditDetails;
  at: Date;
}

/**
 * The event an audit entry is, if any: each change is audited in its action's transaction, so
 * emitting from the audit trail queues every event with its change (an outbox) without each
 * action naming webhooks. `week.submitted` has no audit entry and is emitted by its action.
 */
export function webhookEventOfAudit(kind: AuditKind, details: AuditDetails | undefined): WebhookEventType | null {
  switch (kind) {
    case 'time.changed':
      return 'time.saved';
    case 'time.approved':
      return 'week.approved';
    case 'invoice.created':
      return 'invoice.created';
    case 'invoice.status':
      return details?.to === 'sent' ? 'invoice.sent' : details?.to === 'paid' ? 'invoice.paid' : null;
    case 'invoice.payment_added':
      return 'payment.recorded';
    case 'client.created':
      return 'client.created';
    case 'client.details':
    case 'client.active':
      return 'client.changed';
    case 'expense.created':
      return 'expense.recorded';
    default:
      return null;
  }
}

/** The JSON body of an event (the contract's WebhookEvent): unset details dropped. */
export function webhookPayload(event: WebhookEventRecord): WebhookEvent {
  const details: AuditDetails = {};
  for (const [key, value] of Object.entries(event.details ?? {})) {
    if (value !== undefined && value !== null) (details as Record<string, unknown>)[key] = value;
  }
  return { type: event.type, timestamp: event.at.toISOString(), data: { object: event.subject.type, id: event.subject.id, details } };
}

/** Seconds to wait after each failed attempt, in order; after the last, the delivery has failed (eight attempts over about 27 hours). */
export const RETRY_DELAYS_S = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;

/** After attempt number `attempts` (1-based) failed: when the next is due, or null when none is left. */
export function nextAttemptAfterFailure(attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_S[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay * 1000);
}

/** A new signing secret as Standard Webhooks writes one: `whsec_` and 24 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** A message id (`webhook-id`): `msg_` and 16 random bytes, base64url. */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/** Longest excerpt of an answer kept in the delivery log. */
export const ANSWER_EXCERPT_MAX = 1000;

/** How long an ended delivery stays in the log (days after it was queued). */
export const DELIVERY_LOG_DAYS = 30;

export function answerExcerpt(text: string): string {
  return text.length > ANSWER_EXCERPT_MAX ? text.slice(0, ANSWER_EXCERPT_MAX) : text;
}

/**
 * Why an endpoint's address is refused before any look-up, or null: not a URL, not https (http
 * only when private addresses are allowed: a receiver on this machine), or with a user name.
 */
export function webhookUrlProblem(url: string, allowPrivate: boolean): 'webhooks.url_invalid' | 'webhooks.url_https' | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'webhooks.url_invalid';
  }
  if (parsed.username !== '' || parsed.password !== '' || parsed.hostname === '') return 'webhooks.url_invalid';
  if (parsed.protocol === 'https:') return null;
  return parsed.protocol === 'http:' && allowPrivate ? null : 'webhooks.url_https';
}

/**
 * Whether an address is one a webhook may be sent to: public unicast only. Loopback, private,
 * link-local, unique-local, shared (CGNAT), multicast, unspecified, broadcast and reserved
 * ranges are refused, as are IPv6 forms of them (IPv4-mapped and the translation prefixes are
 * judged as the IPv4 address they carry). The classes are ipaddr.js's.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  if (parsed.kind() === 'ipv6' && (range === 'rfc6052' || range === '6to4' || range === 'teredo')) return false;
  return range === 'unicast';
}
