import type { Contact } from '@kwartier/api';
import type { ContactFields } from './store.js';

// Stored rows → the contract's shapes.

export function contactShape(row: ContactFields): Contact {
  return { id: row.id, name: row.name, email: row.email, phone: row.phone, client_id: row.client_id };
}
