import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Flag, UserRow, UsersTable } from '../../db/schema.js';
import { HttpError, ValidationFailure } from '../../domain/failures.js';
import { normalizeEmail } from '../../domain/text.js';
import { endAllSessionsOf, sessionsMayHaveChanged } from '../../stores/sessions.js';

// Only the caller's organisation's members: a member of another organisation is as absent as
// one that never existed (404).

export function teamStore(db: Db) {
  return {
    list(organizationId: number): Promise<UserRow[]> {
      return db.selectFrom('users').selectAll().where('organization_id', '=', organizationId).execute();
    },

    /** The member, or 404. */
    async find(organizationId: number, id: number): Promise<UserRow> {
      const member = await db.selectFrom('users').selectAll().where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();
      if (!member) throw new HttpError(404, 'http.not_found');
      return member;
    },

    /**
     * Sets a member's flags. Deactivating ends the member's sessions in the same transaction: they
     * cannot go on, nor sign in again, until reactivated.
     */
    async setFlags(organizationId: number, id: number, flags: { active: Flag } | { admin: Flag }): Promise<UserRow> {
      const updated = await db
        .updateTable('users')
        .set(flags)
        .where('organization_id', '=', organizationId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if ('active' in flags && flags.active === 0) await endAllSessionsOf(db, updated.id);
      return updated;
    },

    /** Whether the member registered any time (billable history: the member is then not deleted). */
    async hasTime(organizationId: number, id: number): Promise<boolean> {
      const entry = await db.selectFrom('time_entries').select('id').where('organization_id', '=', organizationId).where('user_id', '=', id).limit(1).executeTakeFirst();
      return entry !== undefined;
    },

    /** Removes a member or a pending invitation; their sessions go with them (foreign key cascade). */
    async delete(organizationId: number, id: number): Promise<void> {
      await db.deleteFrom('users').where('organization_id', '=', organizationId).where('id', '=', id).execute();
    },
  };
}

/**
 * Keeps a deleted member's row for the invoiced time that names it, under another name and an
 * undeliverable address, with no way in and no role.
 */
export async function keepAsFormerMember(db: Db, organizationId: number, id: number, kept: { name: string; email: string }): Promise<void> {
  await db
    .updateTable('users')
    .set({ name: kept.name, email: kept.email, password_hash: null, invite_token: null, admin: 0, super_admin: 0, active: 0 })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .execute();
}

// The account's own changes — sign-up, joining, password, profile, two-factor, the super admin
// flag — each a function here, so that `users` has one writer; the callers keep their rules.

/** Another account has the address (422 under `email`). */
export const emailTaken = () => new ValidationFailure({ email: 'validation.unique' });

/** Refuses an address another account has; the unique index decides between two at the same moment. */
export async function assertEmailFree(db: Db, email: string, exceptUserId?: number): Promise<void> {
  let query = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  if (await query.executeTakeFirst()) throw emailTaken();
}

/** Runs a write that may hit the unique index on `users.email`, answering 422 when it does. */
export async function withUniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** A new user (an organisation's first admin, an invited member); an address another account has answers 422. */
export function insertUser(db: Db, fields: Insertable<UsersTable>): Promise<UserRow> {
  return withUniqueEmail(() => db.insertInto('users').values(fields).returningAll().executeTakeFirstOrThrow());
}

/** Conditional on the token still being there: of two joins with one link, one wins (undefined for the other). */
export function joinByInvitation(db: Db, memberId: number, token: string, fields: Pick<UsersTable, 'name' | 'password_hash'> & Partial<Pick<UsersTable, 'locale'>>): Promise<UserRow | undefined> {
  return db.updateTable('users').set({ ...fields, invite_token: null }).where('id', '=', memberId).where('invite_token', '=', token).where('active', '=', 1).returningAll().executeTakeFirst();
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/** The user's own profile (an address another account has answers 422). */
export async function updateProfile(db: Db, userId: number, fields: Partial<Pick<UsersTable, 'name' | 'email' | 'dateformat' | 'locale'>> & { email: string }): Promise<UserRow> {
  await assertEmailFree(db, fields.email, userId);
  return withUniqueEmail(() => db.updateTable('users').set(fields).where('id', '=', userId).returningAll().executeTakeFirstOrThrow());
}

/** The two-factor columns of a user, and the conditions under which each change applies. */
export const twoFactorColumns = {
  /** Keeps a new setup's secret (replacing an earlier one); false when two-factor is on already. */
  async startSetup(db: Db, userId: number, sealedSecret: string): Promise<boolean> {
    const updated = await db.updateTable('users').set({ two_factor_pending_secret: sealedSecret }).where('id', '=', userId).where('two_factor_secret', 'is', null).executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  },

  /** Puts the pending secret in force, conditional on it being the one the code was checked against (false otherwise). */
  async confirm(db: Db, userId: number, pendingSecret: string, step: number): Promise<boolean> {
    const updated = await db
      .updateTable('users')
      .set({ two_factor_secret: pendingSecret, two_factor_pending_secret: null, two_factor_last_step: step })
      .where('id', '=', userId)
      .where('two_factor_pending_secret', '=', pendingSecret)
      .where('two_factor_secret', 'is', null)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  },

  /** Notes the step of an accepted code; false when that step (or a later one) was used already. */
  async useStep(db: Db, userId: number, step: number): Promise<boolean> {
    const updated = await db
      .updateTable('users')
      .set({ two_factor_last_step: step })
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('two_factor_last_step', 'is', null), eb('two_factor_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  },

  /** Two-factor off: the secrets go. */
  async clear(db: Db, userId: number): Promise<void> {
    await db.updateTable('users').set({ two_factor_secret: null, two_factor_pending_secret: null, two_factor_last_step: null }).where('id', '=', userId).execute();
  },
};

// How super admins (who see every organisation in the accounts list) come to be: only through the
// operator's `kwartier-admin make-super-admin <email>` command. Nothing a user does in the app
// (signing up, changing the profile email, joining, resetting a password) touches the flag:
// addresses are not verified, so an address is no proof of who someone is. The flag belongs to
// the account the operator named, whatever its address becomes later.

export type Promotion = { kind: 'done'; user: UserRow } | { kind: 'no-user' } | { kind: 'not-joined'; user: UserRow };

/**
 * Sets or clears the super admin flag of the user with this email. Granting needs an account
 * that has joined (has a password): a pending invitation is only an address someone typed, and
 * whoever opens its link would become super admin.
 */
export async function setSuperAdmin(db: Db, email: string, superAdmin: boolean): Promise<Promotion> {
  const found = await db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
  if (!found) return { kind: 'no-user' };
  if (superAdmin && (!found.password_hash || found.invite_token !== null)) return { kind: 'not-joined', user: found };
  const user = await db
    .updateTable('users')
    .set({ super_admin: superAdmin ? 1 : 0 })
    .where('id', '=', found.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  // A server in this process acts on it at once; another one when the database's notice arrives.
  sessionsMayHaveChanged(db);
  return { kind: 'done', user };
}

/** A pending invitee who signed in with the organisation's provider has joined: their name, no password. */
export function joinBySingleSignOn(db: Db, memberId: number, name: string): Promise<UserRow | undefined> {
  return db.updateTable('users').set({ name, invite_token: null }).where('id', '=', memberId).where('invite_token', 'is not', null).where('active', '=', 1).returningAll().executeTakeFirst();
}
