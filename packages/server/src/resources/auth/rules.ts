import { schemaDefaults, type Locale } from '@kwartier/api';
import type { Insertable } from 'kysely';
import type { MembershipsTable, UsersTable } from '../../db/schema.js';

/**
 * The first member of a new organisation as sign-up creates them: a new person in the language
 * they signed up in (English when the call does not say) and the contract's default date format,
 * never a super admin (only the operator's command makes one: stores/superAdmins.ts); and their
 * membership: the organisation's admin, active, joined.
 */
export function newOwnerFields(input: { organizationId: number; name: string; email: string; passwordHash: string; locale?: Locale; now: Date }): {
  person: Insertable<UsersTable>;
  membership: Omit<Insertable<MembershipsTable>, 'user_id'>;
} {
  const createdAt = input.now.toISOString();
  return {
    person: {
      name: input.name,
      email: input.email,
      password_hash: input.passwordHash,
      super_admin: 0,
      locale: input.locale ?? schemaDefaults.Locale,
      dateformat: schemaDefaults.DateFormat,
      created_at: createdAt,
    },
    membership: { organization_id: input.organizationId, admin: 1, active: 1, invite_token: null, created_at: createdAt },
  };
}

// Password reset links (the app's /forgotpassword asks for one, /password/reset/{token} uses it): single use, valid for
// 60 minutes, one outstanding link per user.

/** How long a mailed link works. */
export const RESET_LINK_MINUTES = 60;
/**
 * At most one mail per address per minute: asking again within the minute is accepted (the
 * answer must not differ) but sends nothing, so the form cannot be used to flood a mailbox.
 */
export const RESET_MAIL_INTERVAL_SECONDS = 60;

export function resetLinkExpired(createdAt: string, now: Date): boolean {
  return new Date(createdAt).getTime() + RESET_LINK_MINUTES * 60_000 <= now.getTime();
}

/** False while the previous link of this user is younger than the mail interval. */
export function mayMailResetLink(previousCreatedAt: string | undefined, now: Date): boolean {
  if (!previousCreatedAt) return true;
  return new Date(previousCreatedAt).getTime() + RESET_MAIL_INTERVAL_SECONDS * 1000 <= now.getTime();
}

/** The oldest creation time a link may have to be still valid, for housekeeping. */
export function oldestValidResetLink(now: Date): string {
  return new Date(now.getTime() - RESET_LINK_MINUTES * 60_000).toISOString();
}

export function passwordResetLink(appUrl: string, token: string): string {
  return `${appUrl}/password/reset/${encodeURIComponent(token)}`;
}

/**
 * Who may reset a password: a person with a password and an organisation to sign into (an active
 * membership they accepted). A pending invitation has no password yet and completes through its
 * own link; a person deactivated everywhere cannot sign in anyway.
 */
export function mayResetPassword(person: { password_hash: string | null }, into: { active: number; invite_token: string | null } | undefined): boolean {
  return person.password_hash !== null && into !== undefined && into.active === 1 && into.invite_token === null;
}
