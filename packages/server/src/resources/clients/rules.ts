import { normalizedBusinessNumbers, type ClientCreate, type ClientUpdate, type Locale } from '@kwartier/api';
import type { MessageId } from '../../domain/messages.js';
import { optionalText } from '../../domain/text.js';

/**
 * The stored fields of a new client: active from the start; the create dialog asks only name and
 * number, the details follow in the edit dialog. Its invoices are in the language sent, else in
 * the organisation's (`'organization'`: the insert reads it, in the same statement); its currency likewise.
 */
export function newClientFields(input: ClientCreate): NewClientFields {
  return {
    name: input.name,
    clientnumber: optionalText(input.clientnumber),
    active: 1 as const,
    invoice_language: input.invoice_language ?? 'organization',
    currency: input.currency ?? 'organization',
  };
}

/**
 * The stored fields after an edit. The edit dialog sends every detail; a detail left out is
 * cleared (contract: "omitted optional fields are set to null"). `active` is not among them:
 * it changes only through the toggle call.
 */
export function updatedClientFields(input: ClientUpdate): UpdatedClientFields {
  return {
    name: input.name,
    clientnumber: optionalText(input.clientnumber),
    address: optionalText(input.address),
    zipcode: optionalText(input.zipcode),
    city: optionalText(input.city),
    country: optionalText(input.country),
    phone: optionalText(input.phone),
    email: optionalText(input.email),
    website: optionalText(input.website),
    ...normalizedBusinessNumbers(input),
    color: optionalText(input.color),
    peppol_id: optionalText(input.peppol_id),
    // Not a detail to clear: left out, the client's invoices stay in the language they had.
    ...(input.invoice_language === undefined ? {} : { invoice_language: input.invoice_language }),
    // Likewise its currency; the invoices made already keep theirs.
    ...(input.currency === undefined ? {} : { currency: input.currency }),
  };
}

/**
 * Why a client may not be deleted (409), or null. Delete is offered only while a client is
 * inactive, so an active client is never deleted. Its contacts and updates go with it, but
 * billable history never does: while projects or subscriptions refer to the client (`inUse`),
 * those are deleted first; a client with invoices (`invoiced`) stays, since a sent or paid
 * invoice is never deleted.
 */
export function clientDeleteProblem(client: { active: 0 | 1 }, inUse: boolean, invoiced = false): MessageId | null {
  if (client.active === 1) return 'clients.delete_active';
  if (invoiced) return 'clients.delete_has_invoices';
  return inUse ? 'clients.delete_in_use' : null;
}

export interface NewClientFields {
  name: string;
  clientnumber: string | null;
  active: 1;
  /** The language sent, else the organisation's (read by the insert itself: clientStore.insert). */
  invoice_language: Locale | 'organization';
  /** The currency sent, else the organisation's (read by the insert itself). */
  currency: string | 'organization';
}

export type UpdatedClientFields = Record<'clientnumber' | 'address' | 'zipcode' | 'city' | 'country' | 'phone' | 'email' | 'website' | 'iban' | 'vat' | 'chamberofcommerce' | 'color' | 'peppol_id', string | null> & {
  name: string;
  invoice_language?: Locale;
  currency?: string;
};
