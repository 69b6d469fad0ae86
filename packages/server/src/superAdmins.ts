import type { Db } from './db/database.js';
import type { UserRow } from './db/schema.js';
import { becomesSuperAdmin } from './domain/roles.js';
import { normalizeEmail } from './domain/text.js';

// How super admins come to be (SPEC §6 "A super admin manages accounts"): the
// `kwartier-admin make-super-admin <email>` command, or SUPER_ADMIN_EMAILS at sign-in.

/** SUPER_ADMIN_EMAILS: promotes the user signing in when their address is listed. */
export async function promoteListedSuperAdmin(db: Db, user: UserRow, listed: readonly string[]): Promise<UserRow> {
  if (!becomesSuperAdmin(user, listed)) return user;
  return db.updateTable('users').set({ super_admin: 1 }).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
}

/** Sets or clears the super admin flag of the user with this email; undefined when there is none. */
export async function setSuperAdmin(db: Db, email: string, superAdmin: boolean): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ super_admin: superAdmin ? 1 : 0 })
    .where('email', '=', normalizeEmail(email))
    .returningAll()
    .executeTakeFirst();
}
