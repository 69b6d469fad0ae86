import type { Service } from '@kwartier/api';
import type { ServiceFields } from './store.js';

// Stored rows → the contract's shapes. Flags become booleans here and nowhere else.

export function serviceShape(row: ServiceFields): Service {
  return { id: row.id, name: row.name, servicenumber: row.servicenumber, description: row.description, active: row.active === 1 };
}
