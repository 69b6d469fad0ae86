import type { Client } from '@kwartier/api';
import type { ClientFields } from './store.js';

// Stored rows → the contract's shapes. Flags become booleans here and nowhere else.

export function clientShape(row: ClientFields): Client {
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
    invoice_language: row.invoice_language,
    peppol_id: row.peppol_id,
    currency: row.currency,
  };
}
