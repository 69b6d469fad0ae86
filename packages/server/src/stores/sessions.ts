import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import { runStatement } from '../db/statements.js';

// Sessions as stored: the id is the sha256 of the cookie token (domain/sessions.ts), so a leaked
// table hands out no session. The cookie side is http/session.ts.

export interface StoredSession {
  user: UserRow;
  expiresAt: string;
}

/** What routes do to other sessions, on the request's handle (see http/context.ts `storeOf`). */
export function sessionStore(db: Db) {
  return {
    endAllOf: (userId: number) => endAllSessionsOf(db, userId),
    endAllOfExcept: (userId: number, keep: string | undefined) => endSessionsOfExcept(db, userId, keep),
  };
}

// Every request with a session cookie runs this one: written out, not built (db/statements.ts).
const FIND_SESSION = `select "users".*, "sessions"."expires_at" as "session_expires_at"
  from "sessions" inner join "users" on "users"."id" = "sessions"."user_id"
  where "sessions"."id" = ?`;

/** The session with this id and its user, or undefined. */
export async function findSession(db: Db, id: string): Promise<StoredSession | undefined> {
  const [row] = (await runStatement<UserRow & { session_expires_at: string }>(db, FIND_SESSION, [id])).rows;
  if (!row) return undefined;
  const { session_expires_at: expiresAt, ...user } = row;
  return { user, expiresAt };
}

export async function insertSession(db: Db, session: { id: string; userId: number; expiresAt: Date; now: Date }): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ id: session.id, user_id: session.userId, expires_at: session.expiresAt.toISOString(), created_at: session.now.toISOString() })
    .execute();
}

export async function extendSession(db: Db, id: string, expiresAt: Date): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt.toISOString() }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends every session of a user (password reset, deactivation): a stolen cookie stops working. */
export async function endAllSessionsOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Ends the user's sessions in other browsers, keeping `keep` (password change). */
export async function endSessionsOfExcept(db: Db, userId: number, keep: string | undefined): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keep) query = query.where('id', '!=', keep);
  await query.execute();
}

/** Drops sessions past their expiry; run at start and then hourly. */
export async function forgetExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
}
