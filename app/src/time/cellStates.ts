import type { CellSaveState } from '@kwartier/ui';
import type { QueueSnapshot } from './saveQueue';

let last: ReadonlyMap<string, CellSaveState> = new Map();

function same(a: CellSaveState, b: CellSaveState | undefined): boolean {
  return b !== undefined && a.status === b.status && a.time === b.time && (a.status !== 'refused' || (b.status === 'refused' && a.message === b.message));
}

/**
 * The time sheet's cells the queue holds, by `keyOf(activity_id, date)`: a refused change, else
 * the newest unsent value. The same map as last time while what it says is the same: the grid's
 * rows are memoised on it, and a queue snapshot that changes nothing they show (the queue's storage
 * opening after the week is drawn, a change confirmed and another still on its way) must not
 * draw every row again (a second render of the whole grid on a phone's load).
 */
export function cellStates(snapshot: QueueSnapshot, keyOf: (activityId: number, date: string) => string): ReadonlyMap<string, CellSaveState> {
  const map = new Map<string, CellSaveState>();
  for (const refusal of snapshot.refused.values()) {
    map.set(keyOf(refusal.activity_id, refusal.date), { status: 'refused', time: refusal.time, message: refusal.message });
  }
  // Later entries of a cell come later: the newest value shows.
  for (const entry of snapshot.entries) map.set(keyOf(entry.activity_id, entry.date), { status: 'unsaved', time: entry.time });
  if (map.size !== last.size || [...map].some(([key, state]) => !same(state, last.get(key)))) last = map;
  return last;
}
