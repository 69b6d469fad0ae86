import type { Db } from '../../db/database.js';
import { approvalStore } from '../approval/store.js';
import { dayHolds, type WeekState } from '../approval/rules.js';
import { weekOf } from './rules.js';
import { timeStore } from './store.js';

/**
 * A member's week containing `date` in their organisation: the store, the week, and what holds
 * its days (`holds`: locks, approval; resources/approval), read once unless asked for `fresh`.
 * The time actions work on it; the routes answer it (`sheet.ts`).
 */
export async function memberWeek(db: Db, organizationId: number, userId: number, date: string) {
  const time = timeStore(db);
  const approvals = approvalStore(db);
  const week = weekOf(date, await time.firstDayOfWeek(organizationId));
  // Read once unless a write changes it (a submit: the answer reads it again).
  let known: Promise<WeekState> | undefined;
  const state = (fresh = false) => (known = !known || fresh ? approvals.weekState(organizationId, userId, week) : known);
  const holds = async () => dayHolds(week, await state());
  return { organizationId, userId, time, week, state, holds };
}

export type MemberWeek = Awaited<ReturnType<typeof memberWeek>>;
