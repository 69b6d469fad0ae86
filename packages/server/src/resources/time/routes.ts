import { Hono } from 'hono';
import { addTimeLine, copyTimeLines, removeTimeLine, saveNote, saveTime } from '../../actions/time.js';
import { actorOf } from '../../http/actor.js';
import { route, type AppEnv } from '../../http/context.js';
import { shiftedByWeeks } from './rules.js';
import { skippedShape } from './shape.js';
import { answering, sheetOf } from './sheet.js';
import { serverToday } from '../../domain/today.js';

// The time sheet (`x-access: member`): every caller works on their own time only, in their own
// organisation, and every call answers the refreshed week (WeekData). All calls are POSTs: each
// write runs in one transaction (http/idempotency.ts) and a retried write applies once; reading
// a week (`/api/time`, `/previous`, `/next`) is `x-read-only` in the contract and runs without.
// The writes are actions (actions/time.ts).

export const timeRoutes = new Hono<AppEnv>();

route(timeRoutes, '/api/time', 'post', async (c, { body }) => {
  // Today by the server's clock (its TZ); the app sends the browser's date.
  return c.json(await (await sheetOf(c, body.date ?? serverToday())).answer(), 200);
});

route(timeRoutes, '/api/time/previous', 'post', async (c, { body }) => {
  return c.json(await (await sheetOf(c, shiftedByWeeks(body.date, -1))).answer(), 200);
});

route(timeRoutes, '/api/time/next', 'post', async (c, { body }) => {
  return c.json(await (await sheetOf(c, shiftedByWeeks(body.date, 1))).answer(), 200);
});

route(timeRoutes, '/api/time/save', 'post', async (c, { body }) => {
  const { sheet, activities } = await saveTime(c.get('db'), actorOf(c), body);
  return c.json(await answering(c, sheet).answer(false, activities), 200);
});

route(timeRoutes, '/api/time/note', 'post', async (c, { body }) => {
  return c.json(await answering(c, await saveNote(c.get('db'), actorOf(c), body)).answer(), 200);
});

route(timeRoutes, '/api/time/addactivity', 'post', async (c, { body }) => {
  return c.json(await answering(c, await addTimeLine(c.get('db'), actorOf(c), body)).answer(), 200);
});

route(timeRoutes, '/api/time/deleteactivity', 'post', async (c, { body }) => {
  return c.json(await answering(c, await removeTimeLine(c.get('db'), actorOf(c), body)).answer(), 200);
});

route(timeRoutes, '/api/time/copy', 'post', async (c, { body }) => {
  const { sheet, skipped } = await copyTimeLines(c.get('db'), actorOf(c), body.date);
  return c.json({ ...(await answering(c, sheet).answer()), skipped: skipped.map(({ line, reason }) => skippedShape(line, reason)) }, 200);
});
