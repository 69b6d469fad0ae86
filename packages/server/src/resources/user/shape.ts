import type { MyOrganization, User, UserSession } from '@kwartier/api';
import type { UserRow } from '../../db/schema.js';
import { deviceOf } from '../../domain/userAgent.js';
import type { ListedSession } from '../../stores/sessions.js';

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
    two_factor_enabled: row.two_factor_secret !== null,
  };
}

/** A session as My profile lists it: named by its handle, never by its token or stored id. */
/** One of the person's organisations, and whether this session acts in it. */
export function myOrganizationShape(organization: { id: number; name: string; admin: number }, currentOrganizationId: number): MyOrganization {
  return { id: organization.id, name: organization.name, admin: organization.admin === 1, current: organization.id === currentOrganizationId };
}

export function userSessionShape(session: ListedSession, currentSessionId: string | undefined): UserSession {
  return {
    id: session.handle,
    ...deviceOf(session.userAgent),
    address: session.address,
    signed_in_at: session.createdAt,
    last_seen_at: session.lastSeenAt ?? session.createdAt,
    is_current: session.id === currentSessionId,
    organization_name: session.organizationName,
  };
}
