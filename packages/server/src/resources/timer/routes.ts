import type { TimerSavedDay, TimerState } from '@kwartier/api';
import { Hono } from 'hono';
import { discardTimer, startTimer, stopTimer } from '../../actions/timer.js';
import { actorOf } from '../../http/actor.js';
import { currentUser, storeOf, route, type AppContext, type AppEnv } from '../../http/context.js';
import { timerShape } from './shape.js';
import { timerStore } from './store.js';

// The timer (`x-access: member`): the changes are actions/timer.ts, on the caller's own timer.
// Every write runs in the request's transaction (http/idempotency.ts), which commits 4xx answers
// too: a refused stop keeps the timer stopped, with its time and the reason, and saves none of its days.

export const timerRoutes = new Hono<AppEnv>();

/** The caller's timer as the answer of every timer call, with the days a stop saved. */
async function stateOf(c: AppContext, saved: TimerSavedDay[]): Promise<TimerState> {
  const { id: userId, organization_id: organizationId } = currentUser(c);
  const timers = storeOf(c, timerStore);
  const row = await timers.find(organizationId, userId);
  return { timer: row ? timerShape(row, c.get('locale')) : null, activities: await timers.activities(organizationId, userId), saved };
}

route(timerRoutes, '/api/timer', 'get', async (c) => {
  return c.json(await stateOf(c, []), 200);
});

route(timerRoutes, '/api/timer/start', 'post', async (c, { body }) => {
  return c.json(await stateOf(c, await startTimer(c.get('db'), actorOf(c), body)), 200);
});

route(timerRoutes, '/api/timer/stop', 'post', async (c, { body }) => {
  return c.json(await stateOf(c, await stopTimer(c.get('db'), actorOf(c), body.at)), 200);
});

route(timerRoutes, '/api/timer/discard', 'post', async (c) => {
  await discardTimer(c.get('db'), actorOf(c));
  return c.json(await stateOf(c, []), 200);
});
