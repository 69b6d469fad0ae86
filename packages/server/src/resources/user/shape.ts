import type { User } from '@kwartier/api';
import type { UserRow } from '../../db/schema.js';

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
    locale: row.locale,
    dateformat: row.dateformat,
    invite_token: row.invite_token,
  };
}
