import { currentUser, type AppContext } from '../../http/context.js';
import { dayHolds, weekApproval } from '../approval/rules.js';
import { memberWeek, type MemberWeek } from './memberWeek.js';
import { weekShape } from './shape.js';
import type { WeekActivity } from './store.js';

/**
 * The caller's time sheet for the week containing `date` in their organisation ({@link memberWeek}),
 * with the week's answer as it is at the moment it is asked for.
 */
export async function sheetOf(c: AppContext, date: string) {
  const { id: userId, organization_id: organizationId } = currentUser(c);
  return answering(c, await memberWeek(c.get('db'), organizationId, userId, date));
}

/** The member's week with its answer: for the activities as read (`time.week`), or as they are now. */
export function answering(c: AppContext, sheet: MemberWeek) {
  const { organizationId, userId, time, week, state } = sheet;
  const answer = async (fresh = false, activities?: WeekActivity[]) => {
    const now = await state(fresh);
    return weekShape(week, c.get('locale'), activities ?? (await time.week(organizationId, userId, week.days)), { days: dayHolds(week, now), approval: weekApproval(now) });
  };
  return { ...sheet, answer };
}
