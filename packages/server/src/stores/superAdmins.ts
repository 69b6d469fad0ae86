import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import { normalizeEmail } from '../domain/text.js';
import { sessionsMayHaveChanged } from './sessions.js';

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

/** Everyone who has the flag, with their organisation, for `kwartier-admin list-super-admins`. */
export async function listSuperAdmins(db: Db): Promise<{ name: string; email: string; organization: string }[]> {
  return db
    .selectFrom('users')
    .innerJoin('organizations', 'organizations.id', 'users.organization_id')
    .select(['users.name as name', 'users.email as email', 'organizations.name as organization'])
    .where('users.super_admin', '=', 1)
    .orderBy('users.email')
    .execute();
}
