import type { Db } from '../db/database.js';
import type { AccessTokenRow, UserRow } from '../db/schema.js';
import { listsOrigin } from '../domain/accessTokens.js';
import { memberOf } from './members.js';

// Personal access tokens as stored (migration 0027): by the sha256 of the
// secret, so a leaked table hands out no token. The bearer side is http/session.ts; the calls
// of My profile › API tokens are resources/tokens/.

export interface FoundToken {
  token: AccessTokenRow;
  user: UserRow;
}

/** The token stored under `hash` with its user, or undefined. */
export async function findAccessToken(db: Db, hash: string): Promise<FoundToken | undefined> {
  const token = await db.selectFrom('access_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirst();
  if (!token) return undefined;
  // The token acts in the organisation it was made in: the person as a member there.
  const user = await memberOf(db, token.organization_id, token.user_id);
  return user ? { token, user } : undefined;
}

/**
 * Notes the token as used now, unless another request did so within `everyMs` (one conditional
 * update, so of two requests at once only one wins). True when this request noted it.
 */
export async function noteAccessTokenUsed(db: Db, id: number, now: Date, everyMs: number): Promise<boolean> {
  const staleBefore = new Date(now.getTime() - everyMs + 1).toISOString();
  const result = await db
    .updateTable('access_tokens')
    .set({ last_used_at: now.toISOString() })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', staleBefore)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether any organisation lists `origin` (a preflight names no caller, so it asks them all). */
export async function anyOrganizationListsOrigin(db: Db, origin: string): Promise<boolean> {
  // The contract allows only letters, digits, dots, hyphens, colons and slashes in an origin, so
  // LIKE needs no escaping; the exact line is then compared here.
  const rows = await db.selectFrom('organizations').select('api_origins').where('api_origins', 'like', `%${origin.toLowerCase()}%`).limit(50).execute();
  return rows.some((row) => listsOrigin(row.api_origins, origin));
}

/** Whether the organisation lists `origin`. */
export async function organizationListsOrigin(db: Db, organizationId: number, origin: string): Promise<boolean> {
  const row = await db.selectFrom('organizations').select('api_origins').where('id', '=', organizationId).executeTakeFirst();
  return row !== undefined && listsOrigin(row.api_origins, origin);
}

/** A token as its owner's list shows it: with the name of the organisation it acts in. */
export type NamedAccessToken = AccessTokenRow & { organization_name: string };

/** What My profile › API tokens does, on the request's handle. */
export function accessTokenStore(db: Db) {
  return {
    /** The user's tokens, newest first, with the name of the organisation each acts in. */
    listOf(userId: number): Promise<NamedAccessToken[]> {
      return db
        .selectFrom('access_tokens')
        .innerJoin('organizations', 'organizations.id', 'access_tokens.organization_id')
        .selectAll('access_tokens')
        .select('organizations.name as organization_name')
        .where('access_tokens.user_id', '=', userId)
        .orderBy('access_tokens.id', 'desc')
        .execute();
    },

    async insert(values: Pick<AccessTokenRow, 'user_id' | 'organization_id' | 'name' | 'token_hash' | 'scope' | 'created_at' | 'expires_at'>): Promise<NamedAccessToken> {
      const row = await db.insertInto('access_tokens').values({ ...values, last_used_at: null }).returningAll().executeTakeFirstOrThrow();
      const { name } = await db.selectFrom('organizations').select('name').where('id', '=', row.organization_id).executeTakeFirstOrThrow();
      return { ...row, organization_name: name };
    },

    /** Deletes the person's tokens acting in the organisation (they left it). */
    async revokeAllIn(organizationId: number, userId: number): Promise<void> {
      await db.deleteFrom('access_tokens').where('organization_id', '=', organizationId).where('user_id', '=', userId).execute();
    },

    /** Deletes the user's token; the deleted row, or undefined when the user has no such token. */
    revoke(userId: number, id: number): Promise<AccessTokenRow | undefined> {
      return db.deleteFrom('access_tokens').where('id', '=', id).where('user_id', '=', userId).returningAll().executeTakeFirst();
    },
  };
}
