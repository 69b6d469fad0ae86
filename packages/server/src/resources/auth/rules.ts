import { schemaDefaults, type Locale } from '@kwartier/api';
import type { Insertable } from 'kysely';
import type { UsersTable } from '../../db/schema.js';

/**
 * The first member of a new organisation as sign-up creates them: its admin, active, in the
 * language they signed up in (English when the call does not say) and the contract's default
 * date format. Never a super admin: only the operator's command
 * makes one (stores/superAdmins.ts).
 */
export function newOwnerFields(input: {
  organizationId: number;
  name: string;
  email: string;
  passwordHash: string;
  locale?: Locale;
  now: Date;
}): Insertable<UsersTable> {
  return {
    organization_id: input.organizationId,
    name: input.name,
    email: input.email,
    password_hash: input.passwordHash,
    admin: 1,
    super_admin: 0,
    active: 1,
    locale: input.locale ?? schemaDefaults.Locale,
    dateformat: schemaDefaults.DateFormat,
    invite_token: null,
    created_at: input.now.toISOString(),
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
 * Who may reset a password: an active user who has joined. A pending invitation has no password
 * yet and completes through its own link; a deactivated member cannot sign in anyway.
 */
export function mayResetPassword(user: { active: number; invite_token: string | null; password_hash: string | null }): boolean {
  return user.active === 1 && user.invite_token === null && user.password_hash !== null;
}
