import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { UserRow } from '../../db/schema.js';
import { ValidationFailure } from '../../domain/failures.js';
import type { ProfileFields } from './rules.js';

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

export function userStore(db: Db) {
  return {
    assertEmailFree: (email: string) => assertEmailFree(db, email),

    async updateProfile(userId: number, fields: ProfileFields): Promise<UserRow> {
      await assertEmailFree(db, fields.email, userId);
      return withUniqueEmail(() => db.updateTable('users').set(fields).where('id', '=', userId).returningAll().executeTakeFirstOrThrow());
    },

    /** The name of a user's organisation: a new password must not be built from it. */
    async organizationName(organizationId: number): Promise<string> {
      const row = await db.selectFrom('organizations').select('name').where('id', '=', organizationId).executeTakeFirst();
      return row?.name ?? '';
    },

    async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    },
  };
}
