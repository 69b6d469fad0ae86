import type { TimeReadOnlyReason } from '@kwartier/api';
import type { Db } from '../db/database.js';
import { ValidationFailure } from '../domain/failures.js';
import { memberWeek, type MemberWeek } from '../resources/time/memberWeek.js';
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
  shiftedWeek,
  weekHold,
  type Week,
} from '../resources/time/rules.js';
import type { WeekActivity } from '../resources/time/store.js';
import { ownMemberOf, recordBy, type Actor } from './actor.js';

// The time sheet's changes, each on the acting member's own week containing the day named:
// a cell's hours, a cell's note, a line added or removed, last week's lines copied. Each answers
// the week it worked on, so the caller answers it without reading it all again.

/** The acting member's week containing `date`. */
const ownWeek = (db: Db, actor: Actor, date: string) => memberWeek(db, actor.organizationId, ownMemberOf(actor), date);

/**
 * Saves the hours of one cell (minutes; 422 under `activity_id`, `date` or `time` when the
 * activity, the day or the day's total does not allow it). One audit entry when the cell's open
 * minutes change. Answers the week and, when the activity is in it, its lines with the save applied.
 */
export async function saveTime(
  db: Db,
  actor: Actor,
  cell: { date: string; activity_id: number; time: number },
  now = new Date(),
): Promise<{ sheet: MemberWeek; activities?: WeekActivity[] }> {
  const sheet = await ownWeek(db, actor, cell.date);
  const { organizationId, userId, time, week, holds } = sheet;
  // One save of the member at a time, so the day's total below cannot be raced past 24:00 (and a
  // submit of the week, which holds the member too, does not cross it).
  await time.lockMember(userId);
  const day = week.days.indexOf(cell.date);
  // The cell is the open entry (invoiced hours of the day stay beside it); on PostgreSQL this holds
  // it (see HOLD_CELL), so no invoice takes it between here and the commit.
  await time.holdCell(organizationId, userId, cell.activity_id, cell.date);
  // The week as it is now, after both holds: the checks read it, and the answer is this week
  // with the save applied (`savedWeek`) rather than the week read again after the writes.
  const lines = await time.week(organizationId, userId, week.days);
  // An activity the member is on is in their week; any other is read on its own, for the refusal.
  const line = lines.find((candidate) => candidate.activity_id === cell.activity_id);
  const activity = line ?? (await time.activity(organizationId, userId, cell.activity_id));
  const problem = activityProblem(activity);
  if (problem || !activity) throw new ValidationFailure({ activity_id: problem ?? 'validation.in' });
  const reason = cellReadOnlyReason(activity, cell.date, line?.invoicedElsewhere[day] ?? false, (await holds())[day]);
  if (reason) throw new ValidationFailure({ date: reasonMessage(reason) });
  const overfull = overfullDay(otherMinutes(lines, activity.activity_id, day), cell.time);
  if (overfull) throw new ValidationFailure({ time: 'time.day_full' }, { day: dayInWords(cell.date, actor.locale), total: overfull.total });

  // A member on the activity has a rate on it: the entry keeps it (see migration 0005).
  // One audit entry per save that changes the cell's minutes (the same minutes change nothing),
  // by the member, about the activity: the day and its open minutes before and after.
  const before = line ? line.times[day] : await time.cellMinutes(organizationId, userId, activity.activity_id, cell.date);
  await time.saveCell(organizationId, userId, activity.activity_id, cell.date, cell.time, activity.rate_cents ?? 0, week.start, now);
  if (before !== cell.time) {
    await recordBy(db, actor, 'time.changed', { type: 'activity', id: activity.activity_id }, { start: cell.date, from: formatMinutes(before), to: formatMinutes(cell.time) }, now);
  }
  // (Should the activity ever pass without being in the week, the week is read again.)
  return { sheet, activities: line ? savedWeek(lines, activity.activity_id, day, cell.time) : undefined };
}

/** Sets (or clears) the note of a cell that has hours, under the same read-only rules as the hours. */
export async function saveNote(db: Db, actor: Actor, cell: { date: string; activity_id: number; note: string | null }, now = new Date()): Promise<MemberWeek> {
  const sheet = await ownWeek(db, actor, cell.date);
  const { organizationId, userId, time, week, holds } = sheet;
  const activity = await time.activity(organizationId, userId, cell.activity_id);
  const problem = activityProblem(activity);
  if (problem || !activity) throw new ValidationFailure({ activity_id: problem ?? 'validation.in' });
  // The same read-only rules as the hours, a locked, approved or submitted day included; the note
  // is the open entry's (an invoiced entry keeps its own), held on PostgreSQL (see HOLD_CELL).
  const hold = (await holds())[week.days.indexOf(cell.date)];
  await time.holdCell(organizationId, userId, activity.activity_id, cell.date);
  const reason = cellReadOnlyReason(activity, cell.date, await time.invoicedElsewhere(organizationId, userId, activity.activity_id, cell.date), hold);
  if (reason) throw new ValidationFailure({ date: reasonMessage(reason) });
  const note = noteText(cell.note);
  const noHours = noteProblem(await time.cellMinutes(organizationId, userId, activity.activity_id, cell.date), note);
  if (noHours) throw new ValidationFailure({ note: noHours });
  await time.setNote(organizationId, userId, activity.activity_id, cell.date, note, now);
  return sheet;
}

/**
 * Holds the member and refuses a change of the week's lines when the whole week is held, as a
 * save on a held day is refused; so a submit of the week cannot pass between check and write.
 */
async function holdWeekLines(sheet: MemberWeek): Promise<void> {
  await sheet.time.lockMember(sheet.userId);
  const hold = weekHold(await sheet.holds());
  if (hold) throw new ValidationFailure({ date: reasonMessage(hold) });
}

/** Adds an activity the member is on as a line of the week (422 under `activity_id` when it cannot be). */
export async function addTimeLine(db: Db, actor: Actor, line: { date: string; activity_id: number }, now = new Date()): Promise<MemberWeek> {
  const sheet = await ownWeek(db, actor, line.date);
  const { organizationId, userId, time, week } = sheet;
  await holdWeekLines(sheet);
  const activity = await time.activity(organizationId, userId, line.activity_id);
  const problem = addProblem(activity, await time.isLine(organizationId, userId, line.activity_id, week.start, week.end));
  if (problem) throw new ValidationFailure({ activity_id: problem });
  await time.addLine(organizationId, userId, line.activity_id, week.start, now);
  return sheet;
}

/**
 * Removes a line from the week with its hours (422 under `activity_id` when a day of it is held
 * or invoiced). A line the week does not have: nothing to remove.
 */
export async function removeTimeLine(db: Db, actor: Actor, line: { date: string; activity_id: number }): Promise<MemberWeek> {
  const sheet = await ownWeek(db, actor, line.date);
  const { organizationId, userId, time, week, holds } = sheet;
  const activity = await time.activity(organizationId, userId, line.activity_id);
  if (!activity) throw new ValidationFailure({ activity_id: 'validation.in' });
  await holdWeekLines(sheet);
  const held = await holds();
  const days = await time.daysWithHours(organizationId, userId, activity.activity_id, week.start, week.end);
  const problem = removeProblem(activity, days.map((day) => ({ ...day, hold: held[week.days.indexOf(day.date)] ?? null })));
  if (problem === 'time.line_invoiced') {
    const refusal = invoicedLineRefusal(await time.invoiceNumbers(organizationId, userId, activity.activity_id, week.start, week.end), actor.locale);
    throw new ValidationFailure({ activity_id: refusal.id }, refusal.params);
  }
  if (problem) throw new ValidationFailure({ activity_id: problem });
  await time.removeLine(organizationId, userId, activity.activity_id, week.start, week.end);
  return sheet;
}

/** Copies last week's lines into an empty week (422 under `date` otherwise); answers the lines it skipped and why. */
export async function copyTimeLines(db: Db, actor: Actor, date: string, now = new Date()): Promise<{ sheet: MemberWeek; skipped: { line: WeekActivity; reason: TimeReadOnlyReason }[] }> {
  const sheet = await ownWeek(db, actor, date);
  const { organizationId, userId, time, week } = sheet;
  await holdWeekLines(sheet);
  const linesOf = async (of: Week) => (await time.week(organizationId, userId, of.days)).filter((row) => row.line);
  const lastLines = await linesOf(shiftedWeek(week, -1));
  const problem = copyProblem((await linesOf(week)).length, lastLines.length);
  if (problem) throw new ValidationFailure({ date: problem });
  const plan = copyPlan(lastLines);
  await time.addLines(organizationId, userId, plan.add.map((line) => line.activity_id), week.start, now);
  return { sheet, skipped: plan.skipped };
}
