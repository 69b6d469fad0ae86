import type { Account, Client, DateFormat, Invitation, Locale, Organization, User } from '@kwartier/api';
import { logoUrl } from '../domain/logos.js';
import type { ClientRow, OrganizationRow, UserRow } from '../db/schema.js';

// Stored rows → the contract's shapes. Flags become booleans here and nowhere else.

export function userShape(row: UserRow, currentUserId: number): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    admin: row.admin === 1,
    active: row.active === 1,
    is_current: row.id === currentUserId,
    super_admin: row.super_admin === 1,
    locale: row.locale as Locale,
    dateformat: row.dateformat as DateFormat,
    invite_token: row.invite_token,
  };
}

/** Every column but the logo's bytes, which only `/logo/{uuid}` reads. */
export type OrganizationFields = Omit<OrganizationRow, 'logo_bytes'>;

export function organizationShape(row: OrganizationFields): Organization {
  return {
    uuid: row.uuid,
    name: row.name,
    address: row.address,
    zipcode: row.zipcode,
    city: row.city,
    country: row.country,
    email: row.email,
    website: row.website,
    phone: row.phone,
    iban: row.iban,
    vat: row.vat,
    chamberofcommerce: row.chamberofcommerce,
    primary_color: row.primary_color,
    secondary_color: row.secondary_color,
    accent_color: row.accent_color,
    firstdayoftheweek: row.firstdayoftheweek,
    locale: row.locale as Locale,
    invoice_text: row.invoice_text,
    invoice_termofpayment: row.invoice_termofpayment,
    invoice_prefix: row.invoice_prefix,
    invoicenumber_min_length: row.invoicenumber_min_length,
    logo_url: row.logo_mime ? logoUrl(row.uuid, row.logo_version) : null,
  };
}

export function clientShape(row: Omit<ClientRow, 'organization_id' | 'created_at'>): Client {
  return {
    id: row.id,
    name: row.name,
    clientnumber: row.clientnumber,
    address: row.address,
    zipcode: row.zipcode,
    city: row.city,
    country: row.country,
    phone: row.phone,
    email: row.email,
    website: row.website,
    iban: row.iban,
    vat: row.vat,
    chamberofcommerce: row.chamberofcommerce,
    color: row.color,
    active: row.active === 1,
  };
}

export function invitationShape(row: Pick<UserRow, 'email' | 'invite_token'>): Invitation {
  return { email: row.email, invite_token: row.invite_token! };
}

export function accountShape(row: Pick<OrganizationRow, 'id' | 'name'>): Account {
  return { id: row.id, name: row.name };
}
