import type { AccessToken } from '@kwartier/api';
import type { NamedAccessToken } from '../../stores/accessTokens.js';
import { isExpired } from '../../domain/sessions.js';

// Stored rows → the contract's shapes: never the hash, never the secret (the create call adds it once).

export function accessTokenShape(row: NamedAccessToken, now: Date): AccessToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    created_at: row.created_at,
    expires_at: row.expires_at,
    last_used_at: row.last_used_at,
    expired: isExpired(row.expires_at, now),
    organization_name: row.organization_name,
  };
}
