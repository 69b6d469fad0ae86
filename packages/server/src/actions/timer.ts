import type { TimerSavedDay } from '@kwartier/api';
import type { Db } from '../db/database.js';
import { ValidationFailure } from '../domain/failures.js';
import { translate } from '../domain/messages.js';
import { optionalText } from '../domain/text.js';
import { dayHoldOf } from '../resources/approval/rules.js';
import { approvalStore } from '../resources/approval/store.js';
import { activityProblem, cellReadOnlyReason, dayInWords, overfullDay, reasonMessage, unbookableReason, weekOf } from '../resources/time/rules.js';
import { timeStore } from '../resources/time/store.js';
import { appendedNote, dayAt, daySegments, effectiveMoment, knownTimeZone, minutesPerDay, type TimerRounding } from '../resources/timer/rules.js';
import { refusalParams, type Refusal } from '../resources/timer/shape.js';
import { timerStore, type TimerRow } from '../resources/timer/store.js';
import { ownMemberOf, type Actor } from './actor.js';

// The timer: one per member, on the server, so it survives a reload, a closed browser and
// another device. Each change is the acting member's own and holds the member first
// (`lockMember`, as the time sheet's saves), so a start, a stop and a save of the week never
// cross. Stopping adds its time to the time sheet under the time sheet's own rules
// (resources/time/rules.ts, as actions/time.ts saveTime): read-only days, 24:00 per day, the rate
// copied into the entry. A refused stop keeps the timer stopped, with its time and the reason,
// and saves none of its days: that write is meant to stay, so the caller's transaction must
// commit the 422 (a request's does, see http/idempotency.ts).

/** What a start asks for: the activity, the member's time zone, a note, the moment pressed (`at`, else now). */
export interface TimerStart {
  activity_id: number;
  time_zone: string;
  note?: string | null;
  at?: string;
}

/** The member held and their timer stores, for one change of the acting member's timer. */
async function ownTimer(db: Db, actor: Actor) {
  const userId = ownMemberOf(actor);
  const time = timeStore(db);
  // One write of the member's time at a time (PostgreSQL), as the time sheet's saves.
  await time.lockMember(userId);
  return { organizationId: actor.organizationId, userId, time, timers: timerStore(db) };
}

/**
 * Starts a timer on an activity the member can book on today (422 under `time_zone` or
 * `activity_id` otherwise, with nothing changed). A running timer is stopped first, at the
 * moment the new one starts, and its time saved (see {@link stopTimer}). Answers the days saved.
 */
export async function startTimer(db: Db, actor: Actor, start: TimerStart, now = new Date()): Promise<TimerSavedDay[]> {
  const { organizationId, userId, time, timers } = await ownTimer(db, actor);
  if (!knownTimeZone(start.time_zone)) throw new ValidationFailure({ time_zone: 'timer.time_zone' });
  const activity = await time.activity(organizationId, userId, start.activity_id);
  const problem = activityProblem(activity);
  if (problem || !activity) throw new ValidationFailure({ activity_id: problem ?? 'validation.in' });
  const unbookable = unbookableReason(activity);
  if (unbookable) throw new ValidationFailure({ activity_id: reasonMessage(unbookable) });

  const startedAt = effectiveMoment(start.at, now);
  // Refused up front when the day it starts on cannot take the activity's time, rather than
  // refused at the stop: the running timer (if any) goes on, nothing changes.
  const today = dayAt(startedAt, start.time_zone);
  const holds = await approvalStore(db).holdsBetween(organizationId, [userId], today, today);
  const reason = cellReadOnlyReason(activity, today, await time.invoicedElsewhere(organizationId, userId, activity.activity_id, today), dayHoldOf(holds, userId, today));
  if (reason) {
    throw new ValidationFailure({ activity_id: 'timer.start_readonly' }, { day: dayInWords(today, actor.locale), reason: translate(actor.locale, reasonMessage(reason)) });
  }
  const running = await timers.find(organizationId, userId);
  const saved = running ? await stopAndSave(db, actor, running, startedAt.toISOString(), now) : [];
  await timers.start({ organizationId, userId, activityId: activity.activity_id, note: optionalText(start.note ?? null), startedAt, timeZone: start.time_zone });
  return saved;
}

/**
 * Stops the member's timer (at `at`, else now; 422 under `timer` when none runs) and adds its
 * time to its activity's cells, all its days or none; then the timer goes. When a day cannot
 * take its time the timer is kept stopped with the reason and the 422 is thrown. Answers the days saved.
 */
export async function stopTimer(db: Db, actor: Actor, at: string | undefined, now = new Date()): Promise<TimerSavedDay[]> {
  const { organizationId, userId, timers } = await ownTimer(db, actor);
  const timer = await timers.find(organizationId, userId);
  if (!timer) throw new ValidationFailure({ timer: 'timer.none' });
  return stopAndSave(db, actor, timer, at, now);
}

/** Throws the member's timer away, running or kept stopped, without saving its time (none: nothing to do). */
export async function discardTimer(db: Db, actor: Actor): Promise<void> {
  const { organizationId, userId, timers } = await ownTimer(db, actor);
  await timers.remove(organizationId, userId);
}

/**
 * Stops `timer` (at `at`, or where it was stopped before) and adds its time to its activity's cells,
 * all its days or none; then the timer goes. The member is held by the caller.
 */
async function stopAndSave(db: Db, actor: Actor, timer: TimerRow, at: string | undefined, now: Date): Promise<TimerSavedDay[]> {
  const { organizationId } = actor;
  const userId = ownMemberOf(actor);
  const timers = timerStore(db);
  const time = timeStore(db);
  const startedAt = new Date(timer.started_at);
  const stoppedAt = timer.stopped_at ? new Date(timer.stopped_at) : effectiveMoment(at, now, startedAt);
  const rounding = (await timers.rounding(organizationId)) as TimerRounding;
  const days = minutesPerDay(daySegments(startedAt, stoppedAt, timer.time_zone), rounding);
  const activity = await time.activity(organizationId, userId, timer.activity_id);

  // First every day is checked, then every day written: the days are different cells, so no
  // write changes another day's check.
  const plan: { date: string; minutes: number; note: string | null }[] = [];
  let refusal: Refusal | null = null;
  // Locked periods and (approval on) the member's submitted or approved weeks hold days too.
  const holds = days.length === 0 ? null : await approvalStore(db).holdsBetween(organizationId, [userId], days[0].date, days[days.length - 1].date);
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
    throw new ValidationFailure({ timer: kept.message }, refusalParams(kept, actor.locale));
  }

  const firstDay = await time.firstDayOfWeek(organizationId);
  for (const day of plan) {
    await time.setMinutes(organizationId, userId, timer.activity_id, day.date, day.minutes, activity.rate_cents ?? 0, now);
    await time.setNote(organizationId, userId, timer.activity_id, day.date, day.note, now);
    await time.addLine(organizationId, userId, timer.activity_id, weekOf(day.date, firstDay).start, now);
  }
  await timers.remove(organizationId, userId);
  return days.map((day) => ({ date: day.date, activity_id: timer.activity_id, minutes: day.minutes }));
}
