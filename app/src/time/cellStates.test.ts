import { describe, expect, it } from 'vitest';
import { cellStates } from './cellStates';
import type { QueueSnapshot, Refusal } from './saveQueue';

const keyOf = (activityId: number, date: string) => `${activityId}:${date}`;
const change = (activity_id: number, date: string, time: number) => ({ key: `${activity_id}-${date}-${time}`, activity_id, date, time, sent: false, at: 0 });
const snapshot = (entries: QueueSnapshot['entries'], refused: Refusal[] = []): QueueSnapshot => ({
  status: entries.length ? 'saving' : 'idle',
  entries,
  refused: new Map(refused.map((r) => [keyOf(r.activity_id, r.date), r])),
  confirmedAny: false,
});

describe('cellStates', () => {
  it("shows a refusal, and a cell's newest unsent value over it", () => {
    const cells = cellStates(
      snapshot([change(1, '2026-11-23', 60), change(1, '2026-11-23', 90)], [{ activity_id: 2, date: '2026-11-24', time: 30, message: 'Locked' }]),
      keyOf,
    );
    expect([...cells]).toEqual([
      ['2:2026-11-24', { status: 'refused', time: 30, message: 'Locked' }],
      ['1:2026-11-23', { status: 'unsaved', time: 90 }],
    ]);
  });

  it('answers the same map for a new snapshot that says the same, a new one when a cell differs', () => {
    const first = cellStates(snapshot([]), keyOf);
    expect(cellStates(snapshot([]), keyOf)).toBe(first);
    const one = cellStates(snapshot([change(1, '2026-11-23', 60)]), keyOf);
    expect(one).not.toBe(first);
    expect(cellStates(snapshot([change(1, '2026-11-23', 60)]), keyOf)).toBe(one);
    expect(cellStates(snapshot([change(1, '2026-11-23', 75)]), keyOf)).not.toBe(one);
    const refused = cellStates(snapshot([], [{ activity_id: 1, date: '2026-11-23', time: 75, message: 'Locked' }]), keyOf);
    expect(refused.get('1:2026-11-23')).toEqual({ status: 'refused', time: 75, message: 'Locked' });
    expect(cellStates(snapshot([], [{ activity_id: 1, date: '2026-11-23', time: 75, message: 'Other' }]), keyOf)).not.toBe(refused);
  });
});
