import type { TimeUnit } from '@kwartier/api';
import { Hono } from 'hono';
import { currentUser, route, storeOf, type AppContext, type AppEnv } from '../../http/context.js';
import { steppedBounds } from './rules.js';
import { periodShape } from './shape.js';
import { periodStore } from './store.js';
import { serverToday } from '../../domain/today.js';

// Reporting periods (`x-access: member`): the week, month or year around a day, and the ones
// before and after it, in the caller's language and their organisation's week.

export const periodRoutes = new Hono<AppEnv>();

/** The period `steps` periods from the one containing `date`, as the contract answers it. */
async function answer(c: AppContext, date: string, unit: TimeUnit, steps: number) {
  const firstDayOfWeek = await storeOf(c, periodStore).firstDayOfWeek(currentUser(c).organization_id);
  return c.json(periodShape(steppedBounds(date, unit, firstDayOfWeek, steps), unit, c.get('locale')), 200);
}

route(periodRoutes, '/api/period', 'post', async (c, { body }) => {
  // Today by the server's clock (its TZ), as the time sheet's today: the organisation has no
  // time zone of its own.
  return answer(c, serverToday(), body.timeunit, body.timescope === 'last' ? -1 : 0);
});

route(periodRoutes, '/api/period/previous', 'post', async (c, { body }) => {
  return answer(c, body.date, body.timeunit, -1);
});

route(periodRoutes, '/api/period/next', 'post', async (c, { body }) => {
  return answer(c, body.date, body.timeunit, 1);
});
