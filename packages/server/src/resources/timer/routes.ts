import type { TimerSavedDay, TimerState } from '@kwartier/api';
import { Hono } from 'hono';
import { translate } from '../../domain/messages.js';
import { optionalText } from '../../domain/text.js';
import { currentUser, storeOf, route, ValidationFailure, type AppContext, type AppEnv } from '../../http/context.js';
import { activityProblem, cellReadOnlyReason, dayInWords, overfullDay, reasonMessage, unbookableReason, weekOf } from '../time/rules.js';
import { timeStore } from '../time/store.js';
import { dayHoldOf } from '../approval/rules.js';
import { approvalStore } from '../approval/store.js';
import { appendedNote, dayAt, daySegments, effectiveMoment, knownTimeZone, minutesPerDay, type TimerRounding } from './rules.js';
import { refusalParams, timerShape, type Refusal } from './shape.js';
import { timerStore, type TimerRow } from './store.js';

// The timer (`x-access: member`): one per member, on the server, so it survives a reload, a closed
// browser and another device. Stopping adds its time to the time sheet under the time sheet's own
// rules (resources/time/rules.ts, as `/api/time/save`): the member's lock, read-only days, 24:00 per
// day, the rate copied into the entry. Every write runs in the request's transaction
// (http/idempotency.ts), which commits 4xx answers too: a refused stop keeps the timer stopped,
// with its time and the reason, and saves none of its days.

export const timerRoutes = new Hono<AppEnv>();

function caller(c: AppContext) {
  const { id: userId, organization_id: organizationId } = currentUser(c);
  return { userId, organizationId, timers: storeOf(c, timerStore), time: storeOf(c, timeStore) };
}

async function stateOf(c: AppContext, saved: TimerSavedDay[]): Promise<TimerState> {
  const { userId, organizationId, timers } = caller(c);
  const row = await timers.find(organizationId, userId);
  return { timer: row ? timerShape(row, c.get('locale')) : null, activities: await timers.activities(organizationId, userId), saved };
}

/**
 * Stops `timer` (at `at`, or where it was stopped before) and adds its time to its activity's cells,
 * all its days or none; then the timer goes. When a day cannot take its time the timer is kept
 * stopped with the reason and the 422 is thrown (it commits: see above).
 */
async function stopAndSave(c: AppContext, timer: TimerRow, at: string | undefined): Promise<TimerSavedDay[]> {
  const { userId, organizationId, timers, time } = caller(c);
  const startedAt = new Date(timer.started_at);
  const stoppedAt = timer.stopped_at ? new Date(timer.stopped_at) : effectiveMoment(at, new Date(), startedAt);
  const rounding = (await timers.rounding(organizationId)) as TimerRounding;
  const days = minutesPerDay(daySegments(startedAt, stoppedAt, timer.time_zone), rounding);
  const activity = await time.activity(organizationId, userId, timer.activity_id);

  // First every day is checked, then every day written: the days are different cells, so no
  // write changes another day's check.
  const plan: { date: string; minutes: number; note: string | null }[] = [];
  let refusal: Refusal | null = null;
  // Locked periods and (approval on) the member's submitted or approved weeks hold days too.
  const holds = days.length === 0 ? null : await storeOf(c, approvalStore).holdsBetween(organizationId, [userId], days[0].date, days[days.length - 1].date);
  for (const day of days) {
    const hold = holds ? dayHoldOf(holds, userId, day.date) : null;
    // The time goes to the day's open entry, beside any invoiced hours (held on PostgreSQL).
    if (activity) await time.holdCell(organizationId, userId, timer.activity_id, day.date);
    const reason = activity ? cellReadOnlyReason(activity, day.date, await time.invoicedElsewhere(organizationId, userId, timer.activity_id, day.date), hold) : 'not_on_activity';
    if (reason) {
      refusal = { message: 'timer.day_readonly', params: { date: day.date, reason } };
      break;
    }
    const entry = await timers.entry(organizationId, userId, timer.activity_id, day.date);
    const minutes = (entry?.minutes ?? 0) + day.minutes;
    const overfull = overfullDay(await time.minutesOn(organizationId, userId, day.date, timer.activity_id), minutes);
    if (overfull) {
      refusal = { message: 'time.day_full', params: { date: day.date, total: overfull.total } };
      break;
    }
    plan.push({ date: day.date, minutes, note: appendedNote(entry?.note ?? null, timer.note) });
  }
  if (refusal || !activity) {
    const kept = refusal ?? { message: 'timer.day_readonly' as const, params: { date: days[0]?.date ?? timer.started_at.slice(0, 10), reason: 'not_on_activity' as const } };
    await timers.keepStopped(organizationId, userId, stoppedAt, kept);
    throw new ValidationFailure({ timer: kept.message }, refusalParams(kept, c.get('locale')));
  }

  const now = new Date();
  const firstDay = await time.firstDayOfWeek(organizationId);
  for (const day of plan) {
    await time.setMinutes(organizationId, userId, timer.activity_id, day.date, day.minutes, activity.rate_cents ?? 0, now);
    await time.setNote(organizationId, userId, timer.activity_id, day.date, day.note, now);
    await time.addLine(organizationId, userId, timer.activity_id, weekOf(day.date, firstDay).start, now);
  }
  await timers.remove(organizationId, userId);
  return days.map((day) => ({ date: day.date, activity_id: timer.activity_id, minutes: day.minutes }));
}

route(timerRoutes, '/api/timer', 'get', async (c) => {
  return c.json(await stateOf(c, []), 200);
});

route(timerRoutes, '/api/timer/start', 'post', async (c, { body }) => {
  const { userId, organizationId, timers, time } = caller(c);
  // One write of the member's time at a time (PostgreSQL), as the time sheet's saves.
  await time.lockMember(userId);
  if (!knownTimeZone(body.time_zone)) throw new ValidationFailure({ time_zone: 'timer.time_zone' });
  const activity = await time.activity(organizationId, userId, body.activity_id);
  const problem = activityProblem(activity);
  if (problem || !activity) throw new ValidationFailure({ activity_id: problem ?? 'validation.in' });
  const unbookable = unbookableReason(activity);
  if (unbookable) throw new ValidationFailure({ activity_id: reasonMessage(unbookable) });

  const startedAt = effectiveMoment(body.at, new Date());
  // Refused up front when the day it starts on cannot take the activity's time, rather than
  // refused at the stop: the running timer (if any) goes on, nothing changes.
  const today = dayAt(startedAt, body.time_zone);
  const holds = await storeOf(c, approvalStore).holdsBetween(organizationId, [userId], today, today);
  const reason = cellReadOnlyReason(activity, today, await time.invoicedElsewhere(organizationId, userId, activity.activity_id, today), dayHoldOf(holds, userId, today));
  if (reason) {
    const locale = c.get('locale');
    throw new ValidationFailure({ activity_id: 'timer.start_readonly' }, { day: dayInWords(today, locale), reason: translate(locale, reasonMessage(reason)) });
  }
  const running = await timers.find(organizationId, userId);
  const saved = running ? await stopAndSave(c, running, startedAt.toISOString()) : [];
  await timers.start({ organizationId, userId, activityId: activity.activity_id, note: optionalText(body.note ?? null), startedAt, timeZone: body.time_zone });
  return c.json(await stateOf(c, saved), 200);
});

route(timerRoutes, '/api/timer/stop', 'post', async (c, { body }) => {
  const { userId, organizationId, timers, time } = caller(c);
  await time.lockMember(userId);
  const timer = await timers.find(organizationId, userId);
  if (!timer) throw new ValidationFailure({ timer: 'timer.none' });
  return c.json(await stateOf(c, await stopAndSave(c, timer, body.at)), 200);
});

route(timerRoutes, '/api/timer/discard', 'post', async (c) => {
  const { userId, organizationId, timers, time } = caller(c);
  await time.lockMember(userId);
  await timers.remove(organizationId, userId);
  return c.json(await stateOf(c, []), 200);
});
