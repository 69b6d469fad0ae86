import { getLocalTimeZone, today } from '@internationalized/date';
import { Hono } from 'hono';
import { audit } from '../../http/audit.js';
import { route, ValidationFailure, type AppEnv } from '../../http/context.js';
import {
  activityProblem,
  addProblem,
  cellReadOnlyReason,
  copyPlan,
  copyProblem,
  dayInWords,
  formatMinutes,
  invoicedLineRefusal,
  noteProblem,
  noteText,
  otherMinutes,
  overfullDay,
  reasonMessage,
  removeProblem,
  savedWeek,
  shiftedByWeeks,
  shiftedWeek,
  weekHold,
  type DayHold,
  type Week,
} from './rules.js';
import { skippedShape } from './shape.js';
import { sheetOf } from './sheet.js';

// The time sheet (`x-access: member`): every caller works on their own time only, in their own
// organisation, and every call answers the refreshed week (WeekData). All calls are POSTs: each
// write runs in one transaction (http/idempotency.ts) and a retried write applies once; reading
// a week (`/api/time`, `/previous`, `/next`) is `x-read-only` in the contract and runs without.

export const timeRoutes = new Hono<AppEnv>();

route(timeRoutes, '/api/time', 'post', async (c, { body }) => {
  // Today by the server's clock (its TZ); the app sends the browser's date.
  return c.json(await (await sheetOf(c, body.date ?? today(getLocalTimeZone()).toString())).answer(), 200);
});

route(timeRoutes, '/api/time/previous', 'post', async (c, { body }) => {
  return c.json(await (await sheetOf(c, shiftedByWeeks(body.date, -1))).answer(), 200);
});

route(timeRoutes, '/api/time/next', 'post', async (c, { body }) => {
  return c.json(await (await sheetOf(c, shiftedByWeeks(body.date, 1))).answer(), 200);
});

route(timeRoutes, '/api/time/save', 'post', async (c, { body }) => {
  const { organizationId, userId, time, week, holds, answer } = await sheetOf(c, body.date);
  // One save of the member at a time, so the day's total below cannot be raced past 24:00 (and a
  // submit of the week, which holds the member too, does not cross it).
  await time.lockMember(userId);
  const day = week.days.indexOf(body.date);
  // The cell is the open entry (invoiced hours of the day stay beside it); on PostgreSQL this holds
  // it (see HOLD_CELL), so no invoice takes it between here and the commit.
  await time.holdCell(organizationId, userId, body.activity_id, body.date);
  // The week as it is now, after both holds: the checks read it, and the answer is this week
  // with the save applied (`savedWeek`) rather than the week read again after the writes.
  const lines = await time.week(organizationId, userId, week.days);
  // An activity the member is on is in their week; any other is read on its own, for the refusal.
  const line = lines.find((candidate) => candidate.activity_id === body.activity_id);
  const activity = line ?? (await time.activity(organizationId, userId, body.activity_id));
  const problem = activityProblem(activity);
  if (problem || !activity) throw new ValidationFailure({ activity_id: problem ?? 'validation.in' });
  const reason = cellReadOnlyReason(activity, body.date, line?.invoicedElsewhere[day] ?? false, (await holds())[day]);
  if (reason) throw new ValidationFailure({ date: reasonMessage(reason) });
  const overfull = overfullDay(otherMinutes(lines, activity.activity_id, day), body.time);
  if (overfull) throw new ValidationFailure({ time: 'time.day_full' }, { day: dayInWords(body.date, c.get('locale')), total: overfull.total });

  // A member on the activity has a rate on it: the entry keeps it (see migration 0005).
  // One audit entry per save that changes the cell's minutes (the same minutes change nothing),
  // by the member, about the activity: the day and its open minutes before and after.
  const before = line ? line.times[day] : await time.cellMinutes(organizationId, userId, activity.activity_id, body.date);
  await time.saveCell(organizationId, userId, activity.activity_id, body.date, body.time, activity.rate_cents ?? 0, week.start, new Date());
  if (before !== body.time) {
    await audit(c, 'time.changed', { type: 'activity', id: activity.activity_id }, { start: body.date, from: formatMinutes(before), to: formatMinutes(body.time) });
  }
  // (Should the activity ever pass without being in the week, the week is read again.)
  return c.json(await answer(false, line ? savedWeek(lines, activity.activity_id, day, body.time) : undefined), 200);
});

route(timeRoutes, '/api/time/note', 'post', async (c, { body }) => {
  const { organizationId, userId, time, week, holds, answer } = await sheetOf(c, body.date);
  const activity = await time.activity(organizationId, userId, body.activity_id);
  const problem = activityProblem(activity);
  if (problem || !activity) throw new ValidationFailure({ activity_id: problem ?? 'validation.in' });
  // The same read-only rules as the hours, a locked, approved or submitted day included; the note
  // is the open entry's (an invoiced entry keeps its own), held on PostgreSQL (see HOLD_CELL).
  const hold = (await holds())[week.days.indexOf(body.date)];
  await time.holdCell(organizationId, userId, activity.activity_id, body.date);
  const reason = cellReadOnlyReason(activity, body.date, await time.invoicedElsewhere(organizationId, userId, activity.activity_id, body.date), hold);
  if (reason) throw new ValidationFailure({ date: reasonMessage(reason) });
  const note = noteText(body.note);
  const noHours = noteProblem(await time.cellMinutes(organizationId, userId, activity.activity_id, body.date), note);
  if (noHours) throw new ValidationFailure({ note: noHours });
  await time.setNote(organizationId, userId, activity.activity_id, body.date, note, new Date());
  return c.json(await answer(), 200);
});

/**
 * Refuses a change of the week's lines when the whole week is held, as a save on a held day is
 * refused; after `time.lockMember`, so a submit of the week cannot pass between check and write.
 */
async function refuseHeldWeek(holds: () => Promise<DayHold[]>): Promise<void> {
  const hold = weekHold(await holds());
  if (hold) throw new ValidationFailure({ date: reasonMessage(hold) });
}

route(timeRoutes, '/api/time/addactivity', 'post', async (c, { body }) => {
  const { organizationId, userId, time, week, holds, answer } = await sheetOf(c, body.date);
  await time.lockMember(userId);
  await refuseHeldWeek(holds);
  const activity = await time.activity(organizationId, userId, body.activity_id);
  const problem = addProblem(activity, await time.isLine(organizationId, userId, body.activity_id, week.start, week.end));
  if (problem) throw new ValidationFailure({ activity_id: problem });
  await time.addLine(organizationId, userId, body.activity_id, week.start, new Date());
  return c.json(await answer(), 200);
});

route(timeRoutes, '/api/time/deleteactivity', 'post', async (c, { body }) => {
  const { organizationId, userId, time, week, holds, answer } = await sheetOf(c, body.date);
  const activity = await time.activity(organizationId, userId, body.activity_id);
  if (!activity) throw new ValidationFailure({ activity_id: 'validation.in' });
  await time.lockMember(userId);
  await refuseHeldWeek(holds);
  const held = await holds();
  const days = await time.daysWithHours(organizationId, userId, activity.activity_id, week.start, week.end);
  const problem = removeProblem(activity, days.map((day) => ({ ...day, hold: held[week.days.indexOf(day.date)] ?? null })));
  if (problem === 'time.line_invoiced') {
    const refusal = invoicedLineRefusal(await time.invoiceNumbers(organizationId, userId, activity.activity_id, week.start, week.end), c.get('locale'));
    throw new ValidationFailure({ activity_id: refusal.id }, refusal.params);
  }
  if (problem) throw new ValidationFailure({ activity_id: problem });
  // A line the week does not have: nothing to remove, and the answer is the week as it is.
  await time.removeLine(organizationId, userId, activity.activity_id, week.start, week.end);
  return c.json(await answer(), 200);
});

route(timeRoutes, '/api/time/copy', 'post', async (c, { body }) => {
  const { organizationId, userId, time, week, holds, answer } = await sheetOf(c, body.date);
  await time.lockMember(userId);
  await refuseHeldWeek(holds);
  const linesOf = async (of: Week) => (await time.week(organizationId, userId, of.days)).filter((row) => row.line);
  const lastLines = await linesOf(shiftedWeek(week, -1));
  const problem = copyProblem((await linesOf(week)).length, lastLines.length);
  if (problem) throw new ValidationFailure({ date: problem });
  const plan = copyPlan(lastLines);
  await time.addLines(organizationId, userId, plan.add.map((line) => line.activity_id), week.start, new Date());
  const skipped = plan.skipped.map(({ line, reason }) => skippedShape(line, reason));
  return c.json({ ...(await answer()), skipped }, 200);
});
