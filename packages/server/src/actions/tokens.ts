import type { AccessTokenCreate } from '@kwartier/api';
import type { Db } from '../db/database.js';
import { newAccessToken, tokenExpiry } from '../domain/accessTokens.js';
import { HttpError, ValidationFailure } from '../domain/failures.js';
import { tokenHash } from '../domain/tokens.js';
import { accessTokenStore, type NamedAccessToken } from '../stores/accessTokens.js';
import { recordBy, type Actor } from './actor.js';

// My profile › API tokens: the actor's own personal access tokens. Whether the call came with a
// signed-in session (a token cannot make a token) is the HTTP layer's to check (`sessionUser`).

/** The member acting (a job or the command line has no tokens: a programming error). */
function ownUserId(actor: Actor): number {
  if (actor.userId === null) throw new Error("a person's tokens are made and revoked by that person");
  return actor.userId;
}

/**
 * A new token of the actor with a name, a scope and an expiry (422 under the field when the
 * expiry is missing or out of range; nothing made). Answers the row and the secret: only its
 * sha256 is stored, the secret is shown once.
 */
export async function createAccessToken(db: Db, actor: Actor, input: AccessTokenCreate, now = new Date()): Promise<{ row: NamedAccessToken; secret: string }> {
  const userId = ownUserId(actor);
  const expiry = tokenExpiry(input, now);
  if ('error' in expiry) throw new ValidationFailure({ [expiry.field]: expiry.error });
  const secret = newAccessToken();
  const row = await accessTokenStore(db).insert({
    user_id: userId,
    organization_id: actor.organizationId,
    name: input.name,
    token_hash: tokenHash(secret),
    scope: input.scope,
    created_at: now.toISOString(),
    expires_at: expiry.at.toISOString(),
  });
  await recordBy(db, actor, 'user.token_created', { type: 'user', id: userId }, { name: row.name, to: row.scope }, now);
  return { row, secret };
}

/** Revokes (deletes) one of the actor's tokens: it stops working at once; another person's or an unknown one is 404. */
export async function revokeAccessToken(db: Db, actor: Actor, tokenId: number): Promise<void> {
  const userId = ownUserId(actor);
  const revoked = await accessTokenStore(db).revoke(userId, tokenId);
  if (!revoked) throw new HttpError(404, 'http.not_found');
  await recordBy(db, actor, 'user.token_revoked', { type: 'user', id: userId }, { name: revoked.name });
}
