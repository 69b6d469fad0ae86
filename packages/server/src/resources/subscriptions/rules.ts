import type { SubscriptionCreate } from '@kwartier/api';
import type { MessageId } from '../../domain/messages.js';

// A client's subscription to a service, added on the service's page.

/** The stored fields of a new subscription: active from the start, open-ended unless an end date is given. */
export function newSubscriptionFields(input: SubscriptionCreate): NewSubscriptionFields {
  return { client_id: input.client_id, service_id: input.service_id, enddate: input.enddate ?? null, active: 1 as const };
}

/**
 * What is wrong with the client and service a new subscription names (422 per field), or an
 * empty map. Both must be the organisation's (another organisation's is as unknown as a missing
 * one); the client must be active too, since only active clients are offered to subscribe.
 */
export function subscriptionReferenceProblems(client: { active: 0 | 1 } | undefined, service: object | undefined): Partial<Record<'client_id' | 'service_id', MessageId>> {
  const problems: Partial<Record<'client_id' | 'service_id', MessageId>> = {};
  if (!client) problems.client_id = 'validation.in';
  else if (client.active === 0) problems.client_id = 'subscriptions.client_inactive';
  if (!service) problems.service_id = 'validation.in';
  return problems;
}

/** Delete is offered only while a subscription is inactive, so an active one is never deleted (409). */
export function subscriptionDeleteProblem(subscription: { active: 0 | 1 }): MessageId | null {
  return subscription.active === 1 ? 'subscriptions.delete_active' : null;
}

export interface NewSubscriptionFields {
  client_id: number;
  service_id: number;
  /** `YYYY-MM-DD`, or null while open-ended. */
  enddate: string | null;
  active: 1;
}
