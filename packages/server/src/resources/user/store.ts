import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { assertEmailFree, setPasswordHash, updateProfile } from '../team/store.js';
import type { ProfileFields } from './rules.js';

export function userStore(db: Db) {
  return {
    assertEmailFree: (email: string) => assertEmailFree(db, email),

    updateProfile(member: { organizationId: number; userId: number }, fields: ProfileFields): Promise<UserRow> {
      return updateProfile(db, member, fields);
    },

    /** The name of a user's organisation: a new password must not be built from it. */
    async organizationName(organizationId: number): Promise<string> {
      const row = await db.selectFrom('organizations').select('name').where('id', '=', organizationId).executeTakeFirst();
      return row?.name ?? '';
    },

    setPasswordHash: (userId: number, passwordHash: string) => setPasswordHash(db, userId, passwordHash),
  };
}
