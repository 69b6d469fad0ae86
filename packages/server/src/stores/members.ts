import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database, UserRow } from '../db/schema.js';

// People as members of an organisation (migration 0040): the person's row (`users`) with the
// membership's role, active flag and pending invitation. Written by the team's store
// (resources/team/store.ts); read here by every store that needs a member.

/** The membership's columns a member row carries beside the person's ({@link UserRow}). */
const MEMBERSHIP_COLUMNS = ['memberships.organization_id', 'memberships.admin', 'memberships.active', 'memberships.invite_token'] as const;

/** People as members: each person once per organisation they are in. */
export function members(db: Db) {
  return db.selectFrom('users').innerJoin('memberships', 'memberships.user_id', 'users.id').selectAll('users').select(MEMBERSHIP_COLUMNS);
}

/** The members of one organisation. */
export function membersOf(db: Db, organizationId: number) {
  return members(db).where('memberships.organization_id', '=', organizationId);
}

/** The member of this organisation (undefined when the person is not in it). */
export function memberOf(db: Db, organizationId: number, userId: number): Promise<UserRow | undefined> {
  return membersOf(db, organizationId).where('users.id', '=', userId).executeTakeFirst();
}

/** A membership that counts: active, and accepted (no invitation pending). For `.where(working)` on a query that has `memberships`. */
export function working(eb: ExpressionBuilder<Database, 'memberships'>) {
  return eb.and([eb('memberships.active', '=', 1), eb('memberships.invite_token', 'is', null)]);
}

/** How many organisations the person works in (active, accepted). */
export async function workingMembershipCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where(working)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
