import type { Db } from '../../db/database.js';
import type { Flag, UserRow } from '../../db/schema.js';
import { HttpError } from '../../domain/failures.js';
import { endAllSessionsOf } from '../../stores/sessions.js';

// Only the caller's organisation's members: a member of another organisation is as absent as
// one that never existed (404).

export function teamStore(db: Db) {
  return {
    list(organizationId: number): Promise<UserRow[]> {
      return db.selectFrom('users').selectAll().where('organization_id', '=', organizationId).execute();
    },

    /** The member, or 404. */
    async find(organizationId: number, id: number): Promise<UserRow> {
      const member = await db.selectFrom('users').selectAll().where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();
      if (!member) throw new HttpError(404, 'http.not_found');
      return member;
    },

    /**
     * Sets a member's flags. Deactivating ends the member's sessions in the same transaction: they
     * cannot go on, nor sign in again, until reactivated.
     */
    async setFlags(organizationId: number, id: number, flags: { active: Flag } | { admin: Flag }): Promise<UserRow> {
      const updated = await db
        .updateTable('users')
        .set(flags)
        .where('organization_id', '=', organizationId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if ('active' in flags && flags.active === 0) await endAllSessionsOf(db, updated.id);
      return updated;
    },

    /** Whether the member registered any time (billable history: the member is then not deleted). */
    async hasTime(organizationId: number, id: number): Promise<boolean> {
      const entry = await db.selectFrom('time_entries').select('id').where('organization_id', '=', organizationId).where('user_id', '=', id).limit(1).executeTakeFirst();
      return entry !== undefined;
    },

    /** Removes a member or a pending invitation; their sessions go with them (foreign key cascade). */
    async delete(organizationId: number, id: number): Promise<void> {
      await db.deleteFrom('users').where('organization_id', '=', organizationId).where('id', '=', id).execute();
    },
  };
}

/**
 * Keeps a deleted member's row for the invoiced time that names it, under another name and an
 * undeliverable address, with no way in and no role.
 */
export async function keepAsFormerMember(db: Db, organizationId: number, id: number, kept: { name: string; email: string }): Promise<void> {
  await db
    .updateTable('users')
    .set({ name: kept.name, email: kept.email, password_hash: null, invite_token: null, admin: 0, super_admin: 0, active: 0 })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .execute();
}
