import type { ServiceCreate, ServiceUpdate } from '@kwartier/api';
import { sanitizeDescription } from '../../domain/html.js';
import type { MessageId } from '../../domain/messages.js';
import { optionalText } from '../../domain/text.js';

// Services the organisation sells; clients subscribe to them.

/** The stored fields of a new service: active from the start. */
export function newServiceFields(input: ServiceCreate): NewServiceFields {
  return { ...serviceFields(input), active: 1 as const };
}

/**
 * The stored details of a service after an edit. The dialog sends every detail; one left out is
 * cleared (contract: "omitted optional fields are set to null"). The description is HTML,
 * sanitised on the way in (only the contract's allowed elements stay; without text it is null).
 * `active` changes only through the toggle call.
 */
export function serviceFields(input: ServiceUpdate): ServiceDetails {
  return { name: input.name, servicenumber: optionalText(input.servicenumber), description: sanitizeDescription(input.description) };
}

/**
 * Why a service may not be deleted (409), or null. Delete is offered only while a service is
 * inactive; and subscriptions to it are billable history that is never deleted along the way,
 * so while any exist they are deleted first.
 */
export function serviceDeleteProblem(service: { active: 0 | 1 }, subscribed: boolean): MessageId | null {
  if (service.active === 1) return 'services.delete_active';
  return subscribed ? 'services.delete_in_use' : null;
}

export interface ServiceDetails {
  name: string;
  servicenumber: string | null;
  /** Sanitised HTML, or null. */
  description: string | null;
}

export interface NewServiceFields extends ServiceDetails {
  active: 1;
}
