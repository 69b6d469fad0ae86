import type { Db } from '../../db/database.js';
import type { Locale } from '@kwartier/api';
import type { PersonRow, UserRow } from '../../db/schema.js';
import { newOrganization } from '../../domain/organizations.js';
import { insertOrganization } from '../organization/store.js';
import { members } from '../../stores/members.js';
import { acceptMembership, insertUser, personByEmail, setPasswordHash } from '../team/store.js';
import { newOwnerFields, oldestValidResetLink } from './rules.js';

export function authStore(db: Db) {
  return {
    /**
     * Sign-up: a new organisation (as named by the person), with that user as its first admin, both
     * or neither. Two sign-ups with one address at the same moment: the unique index decides (422).
     */
    register(input: {
      name: string;
      email: string;
      passwordHash: string;
      locale?: Locale;
      organization: { name: string; locale?: Locale };
      now: Date;
    }): Promise<UserRow> {
      return db.transaction().execute(async (trx) => {
        const organizationId = await insertOrganization(trx, newOrganization(input.organization, input.now));
        const { person, membership } = newOwnerFields({ ...input, organizationId });
        return insertUser(trx, person, membership);
      });
    },

    personById(id: number): Promise<PersonRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    personByEmail(email: string): Promise<PersonRow | undefined> {
      return personByEmail(db, email);
    },

    /** The person's active memberships they accepted, the earliest first. */
    joinedMemberships(userId: number): Promise<UserRow[]> {
      return members(db)
        .where('users.id', '=', userId)
        .where('memberships.active', '=', 1)
        .where('memberships.invite_token', 'is', null)
        .orderBy('memberships.created_at')
        .orderBy('memberships.organization_id')
        .execute();
    },

    /** The person's memberships, whatever their state, the earliest first. */
    allMemberships(userId: number): Promise<UserRow[]> {
      return members(db).where('users.id', '=', userId).orderBy('memberships.created_at').orderBy('memberships.organization_id').execute();
    },

    /** An organisation's language (the reset mail's, for a person signing into it). */
    async organizationLocale(organizationId: number): Promise<Locale> {
      const row = await db.selectFrom('organizations').select('locale').where('id', '=', organizationId).executeTakeFirstOrThrow();
      return row.locale;
    },

    /** When the user's outstanding reset link was made, if there is one. */
    async resetLinkCreatedAt(userId: number): Promise<string | undefined> {
      const previous = await db.selectFrom('password_resets').select('created_at').where('user_id', '=', userId).executeTakeFirst();
      return previous?.created_at;
    },

    /** One outstanding link per user: a new one replaces (and so invalidates) the previous. */
    async saveResetLink(userId: number, tokenHash: string, now: Date): Promise<void> {
      const createdAt = now.toISOString();
      await db
        .insertInto('password_resets')
        .values({ user_id: userId, token_hash: tokenHash, created_at: createdAt })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ token_hash: tokenHash, created_at: createdAt }))
        .execute();
    },

    /** The user a reset link (by its token's hash) belongs to, with when the link was made. */
    resetLinkUser(tokenHash: string) {
      return db
        .selectFrom('password_resets')
        .innerJoin('users', 'users.id', 'password_resets.user_id')
        .selectAll('users')
        .select('password_resets.created_at as reset_created_at')
        .where('password_resets.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /**
     * Uses the link: removes it and sets the new password, both or neither. Single use: of two
     * requests with one link only the one that removes it goes on (false for the other).
     */
    useResetLink(userId: number, tokenHash: string, passwordHash: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const removed = await trx.deleteFrom('password_resets').where('user_id', '=', userId).where('token_hash', '=', tokenHash).executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) return false;
        await setPasswordHash(trx, userId, passwordHash);
        return true;
      });
    },

    /** Drops the user's outstanding reset link (their account goes). */
    async forgetResetLink(userId: number): Promise<void> {
      await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
    },

    /** The member a token invites (with whether the person has a password: an account), with the name of the organisation that invites them. */
    invitee(token: string) {
      return members(db)
        .innerJoin('organizations', 'organizations.id', 'memberships.organization_id')
        .select('organizations.name as organization_name')
        .where('memberships.invite_token', '=', token)
        .executeTakeFirst();
    },

    /**
     * Accepts the invitation, conditional on the token still being there: of two joins with one
     * link, one wins (undefined for the other). A newcomer gives their name and password.
     */
    join(token: string, fields?: { name: string; passwordHash: string; locale?: Locale }): Promise<UserRow | undefined> {
      return acceptMembership(db, token, fields && { name: fields.name, password_hash: fields.passwordHash, ...(fields.locale ? { locale: fields.locale } : {}) });
    },
  };
}

/** Drops reset links past their lifetime; run at start and then hourly. */
export async function forgetExpiredResetLinks(db: Db, now = new Date()): Promise<void> {
  await db.deleteFrom('password_resets').where('created_at', '<=', oldestValidResetLink(now)).execute();
}
