import type { Db } from '../db/database.js';

// The super admins (made only by `kwartier-admin make-super-admin`: resources/team/store.ts `setSuperAdmin`).

/** Everyone who has the flag, once per organisation they are in, for `kwartier-admin list-super-admins`. */
export async function listSuperAdmins(db: Db): Promise<{ name: string; email: string; organization: string }[]> {
  return db
    .selectFrom('users')
    .innerJoin('memberships', 'memberships.user_id', 'users.id')
    .innerJoin('organizations', 'organizations.id', 'memberships.organization_id')
    .select(['users.name as name', 'users.email as email', 'organizations.name as organization'])
    .where('users.super_admin', '=', 1)
    .orderBy('users.email')
    .execute();
}
