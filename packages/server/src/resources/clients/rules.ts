import type { ClientCreate, ClientUpdate } from '@kwartier/api';
import { optionalText } from './text.js';

/** The stored fields of a new client: active from the start, details filled in later (SPEC §7). */
export function newClientFields(input: ClientCreate) {
  return { name: input.name, clientnumber: optionalText(input.clientnumber), active: 1 as const };
}

/**
 * The stored fields after an edit. The edit dialog sends every detail; a detail left out is
 * cleared (contract: "omitted optional fields are set to null"). `active` is not among them:
 * it changes only through the toggle call.
 */
export function updatedClientFields(input: ClientUpdate) {
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
    iban: optionalText(input.iban),
    vat: optionalText(input.vat),
    chamberofcommerce: optionalText(input.chamberofcommerce),
    color: optionalText(input.color),
  };
}

/** SPEC §4: delete is offered only while inactive, so an active client is never deleted. */
export function canDeleteClient(client: { active: 0 | 1 }): boolean {
  return client.active === 0;
}
