import { currentUser, storeOf, type AppContext } from '../../http/context.js';
import { approvalStore } from '../approval/store.js';
import { dayHolds, weekApproval, type WeekState } from '../approval/rules.js';
import { weekOf } from './rules.js';
import { weekShape } from './shape.js';
import { timeStore, type WeekActivity } from './store.js';

/**
 * The caller's time sheet for the week containing `date` in their organisation: their ids, the
 * store, the week, what holds its days (`holds`: locks, approval; resources/approval), and the
 * week's answer as it is at the moment it is asked for.
 */
export async function sheetOf(c: AppContext, date: string) {
  const { id: userId, organization_id: organizationId } = currentUser(c);
  const time = storeOf(c, timeStore);
  const approvals = storeOf(c, approvalStore);
  const week = weekOf(date, await time.firstDayOfWeek(organizationId));
  // Read once per request unless a write changes it (a submit: `answer(true)` reads it again).
  let known: Promise<WeekState> | undefined;
  const state = (fresh = false) => (known = !known || fresh ? approvals.weekState(organizationId, userId, week) : known);
  const holds = async () => dayHolds(week, await state());
  /** The answer for the week's activities as read (`time.week`), or as they are now. */
  const answer = async (fresh = false, activities?: WeekActivity[]) => {
    const now = await state(fresh);
    return weekShape(week, c.get('locale'), activities ?? (await time.week(organizationId, userId, week.days)), { days: dayHolds(week, now), approval: weekApproval(now) });
  };
  return { organizationId, userId, time, week, state, holds, answer };
}
