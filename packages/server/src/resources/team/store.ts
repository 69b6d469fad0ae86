import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Flag, MembershipsTable, PersonRow, UserRow, UsersTable } from '../../db/schema.js';
import { HttpError, ValidationFailure } from '../../domain/failures.js';
import { normalizeEmail } from '../../domain/text.js';
import { accessTokenStore } from '../../stores/accessTokens.js';
import { memberOf, membersOf } from '../../stores/members.js';
import { endSessionsIn, sessionsMayHaveChanged } from '../../stores/sessions.js';
import { activityStore } from '../activities/store.js';

// Only the caller's organisation's members: a member of another organisation is as absent as
// one that never existed (404).

export function teamStore(db: Db) {
  return {
    list(organizationId: number): Promise<UserRow[]> {
      return membersOf(db, organizationId).execute();
    },

    /** The member, or 404. */
    async find(organizationId: number, id: number): Promise<UserRow> {
      const member = await memberOf(db, organizationId, id);
      if (!member) throw new HttpError(404, 'http.not_found');
      return member;
    },

    /**
     * Sets a member's flags. Deactivating ends the member's sessions and tokens acting in this
     * organisation in the same transaction: they cannot go on there, nor come back, until reactivated.
     */
    async setFlags(organizationId: number, id: number, flags: { active: Flag } | { admin: Flag }): Promise<UserRow> {
      await db.updateTable('memberships').set(flags).where('organization_id', '=', organizationId).where('user_id', '=', id).executeTakeFirstOrThrow();
      if ('active' in flags && flags.active === 0) await endSessionsIn(db, organizationId, id);
      return (await memberOf(db, organizationId, id))!;
    },

    /** Whether the member registered any time (billable history: the member is then not deleted). */
    async hasTime(organizationId: number, id: number): Promise<boolean> {
      const entry = await db.selectFrom('time_entries').select('id').where('organization_id', '=', organizationId).where('user_id', '=', id).limit(1).executeTakeFirst();
      return entry !== undefined;
    },

    /**
     * Removes a member or a pending invitation from the organisation: the membership, the sessions
     * and tokens acting in it and the places on its activities. A person left in no organisation
     * goes altogether (what else was theirs cascades).
     */
    async delete(organizationId: number, id: number): Promise<void> {
      await leaveMembership(db, organizationId, id);
      await forgetPeopleWithoutOrganization(db, [id]);
    },
  };
}

/** The membership goes, with the sessions and tokens acting in it and the person's places on the organisation's activities. */
export async function leaveMembership(db: Db, organizationId: number, userId: number): Promise<void> {
  await endSessionsIn(db, organizationId, userId);
  await accessTokenStore(db).revokeAllIn(organizationId, userId);
  await activityStore(db).detachEverywhere(organizationId, userId);
  await db.deleteFrom('memberships').where('organization_id', '=', organizationId).where('user_id', '=', userId).execute();
}

/** The organisations the person is an active, joined member of, by name, with the role in each. */
export function organizationsOf(db: Db, userId: number): Promise<{ id: number; name: string; admin: Flag }[]> {
  return db
    .selectFrom('memberships')
    .innerJoin('organizations', 'organizations.id', 'memberships.organization_id')
    .select(['organizations.id', 'organizations.name', 'memberships.admin'])
    .where('memberships.user_id', '=', userId)
    .where('memberships.active', '=', 1)
    .where('memberships.invite_token', 'is', null)
    .orderBy('organizations.name')
    .orderBy('organizations.id')
    .execute();
}

/** Of these people, the ones in no organisation any more go (with what cascades from them). */
export async function forgetPeopleWithoutOrganization(db: Db, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .deleteFrom('users')
    .where('id', 'in', userIds)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('memberships').select('memberships.user_id').whereRef('memberships.user_id', '=', 'users.id'))))
    .execute();
}

/** How many active, joined admins the organisation has. */
export async function activeAdminCount(db: Db, organizationId: number): Promise<number> {
  const row = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('organization_id', '=', organizationId)
    .where('admin', '=', 1)
    .where('active', '=', 1)
    .where('invite_token', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Keeps a deleted member's row for the invoiced time that names it, under another name and an
 * undeliverable address, with no way in and no role, in every organisation the person was in.
 */
export async function keepAsFormerMember(db: Db, id: number, kept: { name: string; email: string }): Promise<void> {
  await db.updateTable('users').set({ name: kept.name, email: kept.email, password_hash: null, super_admin: 0, two_factor_secret: null, two_factor_pending_secret: null, two_factor_last_step: null }).where('id', '=', id).execute();
  await db.updateTable('memberships').set({ invite_token: null, admin: 0, active: 0 }).where('user_id', '=', id).execute();
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

/** A new person; an address another account has answers 422. */
export function insertPerson(db: Db, fields: Insertable<UsersTable>): Promise<PersonRow> {
  return withUniqueEmail(() => db.insertInto('users').values(fields).returningAll().executeTakeFirstOrThrow());
}

/** The person in an organisation (a pending invitation while `invite_token` is set); 422 when they are in it already. */
export async function insertMembership(db: Db, fields: Insertable<MembershipsTable>): Promise<UserRow> {
  const existing = await db.selectFrom('memberships').select('user_id').where('organization_id', '=', fields.organization_id).where('user_id', '=', fields.user_id).executeTakeFirst();
  if (existing) throw new ValidationFailure({ email: 'team.already_member' });
  try {
    await db.insertInto('memberships').values(fields).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationFailure({ email: 'team.already_member' });
    throw error;
  }
  return (await memberOf(db, fields.organization_id, fields.user_id))!;
}

/** A new person with their first membership (an organisation's first admin, an invited member, one joining by single sign-on). */
export async function insertUser(db: Db, person: Insertable<UsersTable>, membership: Omit<Insertable<MembershipsTable>, 'user_id'>): Promise<UserRow> {
  const inserted = await insertPerson(db, person);
  return insertMembership(db, { ...membership, user_id: inserted.id });
}

/** New people, each with their first membership, in one statement per table (seeding many at once); answers their ids in order. */
export async function insertPeople(db: Db, rows: { person: Insertable<UsersTable>; membership: Omit<Insertable<MembershipsTable>, 'user_id'> }[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const people = await db.insertInto('users').values(rows.map((row) => row.person)).returning('id').execute();
  await db.insertInto('memberships').values(rows.map((row, i) => ({ ...row.membership, user_id: people[i]!.id }))).execute();
  return people.map((person) => person.id);
}

/** The person with this address, whatever organisations they are in. */
export function personByEmail(db: Db, email: string): Promise<PersonRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/**
 * Accepts the pending membership the token names, conditional on the token still being there (of
 * two acceptances one wins: undefined for the other). `person` gives a newcomer's name and
 * password; a person who has them already accepts with nothing more.
 */
export async function acceptMembership(db: Db, token: string, person?: Partial<Pick<UsersTable, 'name' | 'password_hash' | 'locale'>>): Promise<UserRow | undefined> {
  const accepted = await db
    .updateTable('memberships')
    .set({ invite_token: null })
    .where('invite_token', '=', token)
    .where('active', '=', 1)
    .returning(['organization_id', 'user_id'])
    .executeTakeFirst();
  if (!accepted) return undefined;
  if (person && Object.keys(person).length > 0) await db.updateTable('users').set(person).where('id', '=', accepted.user_id).execute();
  return memberOf(db, accepted.organization_id, accepted.user_id);
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/** The user's own profile (an address another account has answers 422). */
export async function updateProfile(db: Db, member: { organizationId: number; userId: number }, fields: Partial<Pick<UsersTable, 'name' | 'email' | 'dateformat' | 'locale'>> & { email: string }): Promise<UserRow> {
  await assertEmailFree(db, fields.email, member.userId);
  await withUniqueEmail(() => db.updateTable('users').set(fields).where('id', '=', member.userId).execute());
  return (await memberOf(db, member.organizationId, member.userId))!;
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

export type Promotion = { kind: 'done'; user: PersonRow } | { kind: 'no-user' } | { kind: 'not-joined'; user: PersonRow };

/**
 * Sets or clears the super admin flag of the user with this email. Granting needs an account
 * that has joined (has a password): a pending invitation is only an address someone typed, and
 * whoever opens its link would become super admin.
 */
export async function setSuperAdmin(db: Db, email: string, superAdmin: boolean): Promise<Promotion> {
  const found = await db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
  if (!found) return { kind: 'no-user' };
  if (superAdmin && !found.password_hash) return { kind: 'not-joined', user: found };
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

/** A pending invitee who signed in with the organisation's provider has joined: their name (when they had none), no password. */
export async function joinBySingleSignOn(db: Db, organizationId: number, memberId: number, name: string): Promise<UserRow | undefined> {
  const joined = await db
    .updateTable('memberships')
    .set({ invite_token: null })
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', memberId)
    .where('invite_token', 'is not', null)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (Number(joined.numUpdatedRows) !== 1) return undefined;
  await db.updateTable('users').set({ name }).where('id', '=', memberId).where('name', '=', '').execute();
  return memberOf(db, organizationId, memberId);
}
