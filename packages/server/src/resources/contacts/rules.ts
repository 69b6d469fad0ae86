import type { ContactUpdate } from '@kwartier/api';
import { optionalText } from '../../domain/text.js';

/**
 * The stored details of a contact, when it is added and after an edit: the dialog sends every
 * detail, and one left out is cleared (contract: "omitted optional fields are set to null").
 * The client is chosen once, when the contact is added.
 */
export function contactFields(input: ContactUpdate): ContactDetails {
  return { name: input.name, email: optionalText(input.email), phone: optionalText(input.phone) };
}

export interface ContactDetails {
  name: string;
  email: string | null;
  phone: string | null;
}
