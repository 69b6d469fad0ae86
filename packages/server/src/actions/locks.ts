import type { Db } from '../db/database.js';
import { ValidationFailure } from '../domain/failures.js';
import { lockProblem, type LockedPeriod } from '../resources/approval/rules.js';
import { approvalStore, type LockRow } from '../resources/approval/store.js';
import { recordBy, type Actor } from './actor.js';

// Locked periods: days nobody changes time on, whatever the approval setting, until unlocked.

/** The audit trail's subject for a locked period. */
const lockSubject = (id: number) => ({ type: 'lock' as const, id });

/** Locks the days from `start_date` to `end_date` (422 under `end_date` when they run backwards or span too long). */
export async function lockPeriod(db: Db, actor: Actor, period: LockedPeriod, now = new Date()): Promise<LockRow> {
  const problem = lockProblem(period.start_date, period.end_date);
  if (problem) throw new ValidationFailure({ end_date: problem.id }, problem.params);
  const lock = await approvalStore(db).addLock(actor.organizationId, period, actor.userId, now);
  await recordBy(db, actor, 'time.locked', lockSubject(lock.id), { start: lock.start_date, end: lock.end_date }, now);
  return lock;
}

/** Removes a lock of the actor's organisation (404 for any other). */
export async function unlockPeriod(db: Db, actor: Actor, lockId: number): Promise<void> {
  const lock = await approvalStore(db).removeLock(actor.organizationId, lockId);
  await recordBy(db, actor, 'time.unlocked', lockSubject(lockId), { start: lock.start_date, end: lock.end_date });
}
