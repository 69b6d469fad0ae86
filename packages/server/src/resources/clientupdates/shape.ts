import type { ClientUpdateEntry } from '@kwartier/api';
import { isReadonly } from './rules.js';
import type { ClientUpdateFields } from './store.js';

// Stored rows → the contract's shapes. The stored `text` is the contract's `update`.

export function clientUpdateShape(row: ClientUpdateFields, callerId: number): ClientUpdateEntry {
  return {
    id: row.id,
    update: row.text,
    client_id: row.client_id,
    created_at: row.created_at,
    username: row.username,
    edited: row.updated_at !== null,
    readonly: isReadonly(row.user_id, callerId),
  };
}
