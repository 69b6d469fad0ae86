import { schemaDefaults, type Locale } from '@kwartier/api';

// Invitations (the join link `/invitation/{token}`): an admin invites an email address;
// until the invitee joins, the member has an empty name, no password and an `invite_token`.

export function invitationLink(appUrl: string, token: string): string {
  return `${appUrl}/invitation/${encodeURIComponent(token)}`;
}

/**
 * The stored fields of an invited member: no name ("invitation pending"), no password, not an
 * admin, and the organisation's language until they choose their own in the profile.
 */
export function invitedMemberFields(input: { organizationId: number; email: string; locale: Locale; token: string; now: Date }) {
  return {
    organization_id: input.organizationId,
    name: '',
    email: input.email,
    password_hash: null,
    admin: 0 as const,
    super_admin: 0 as const,
    active: 1 as const,
    locale: input.locale,
    dateformat: schemaDefaults.DateFormat,
    invite_token: input.token,
    created_at: input.now.toISOString(),
  };
}

/**
 * Whether an invitation can still be used: it exists and the pending member was not
 * deactivated (deactivating is how an admin pauses an invitation without deleting it).
 */
export function invitationUsable(member: { active: number; invite_token: string | null } | undefined): boolean {
  return member !== undefined && member.active === 1 && member.invite_token !== null;
}
