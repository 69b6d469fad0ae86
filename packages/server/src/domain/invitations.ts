import { schemaDefaults, type Locale } from '@kwartier/api';

// Invitations (the join link `/invitation/{token}`): an admin invites an email address;
// until the invitee joins, the member has an empty name, no password and an `invite_token`.

export function invitationLink(appUrl: string, token: string): string {
  return `${appUrl}/invitation/${encodeURIComponent(token)}`;
}

/**
 * The stored fields of an invited member: a person new to Kwartier has no name ("invitation
 * pending"), no password, and the organisation's language until they choose their own in the
 * profile (`person`, only for an address without an account); the membership is pending, not an admin.
 */
export function invitedMemberFields(input: { organizationId: number; email: string; locale: Locale; token: string; now: Date }) {
  const createdAt = input.now.toISOString();
  return {
    person: {
      name: '',
      email: input.email,
      password_hash: null,
      super_admin: 0 as const,
      locale: input.locale,
      dateformat: schemaDefaults.DateFormat,
      created_at: createdAt,
    },
    membership: { organization_id: input.organizationId, admin: 0 as const, active: 1 as const, invite_token: input.token, created_at: createdAt },
  };
}

/**
 * Whether an invitation can still be used: it exists and the pending member was not
 * deactivated (deactivating is how an admin pauses an invitation without deleting it).
 */
export function invitationUsable(member: { active: number; invite_token: string | null } | undefined): boolean {
  return member !== undefined && member.active === 1 && member.invite_token !== null;
}
