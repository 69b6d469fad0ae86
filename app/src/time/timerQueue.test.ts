import { describe, expect, it, vi } from 'vitest';
import type { SendOutcome } from './saveQueue';
import { createTimerQueue, pendingTimer, type QueuedTimerAction, type TimerAction } from './timerQueue';

function memoryStorage(initial: QueuedTimerAction[] = []) {
  let stored = JSON.stringify(initial);
  return {
    load: () => JSON.parse(stored) as QueuedTimerAction[],
    save: (entries: readonly QueuedTimerAction[]) => {
      stored = JSON.stringify(entries);
    },
    read: () => JSON.parse(stored) as QueuedTimerAction[],
  };
}

const START: TimerAction = { kind: 'start', activity_id: 12, note: null, time_zone: 'Europe/Amsterdam', at: '2026-03-03T08:00:00.000Z' };
const STOP: TimerAction = { kind: 'stop', at: '2026-03-03T09:00:00.000Z' };

describe('the timer queue', () => {
  it('stores an action before sending it, sends in order and forgets what the server confirmed', async () => {
    const storage = memoryStorage();
    const sent: string[] = [];
    let keys = 0;
    const queue = createTimerQueue<string>({
      storage,
      createKey: () => `k${++keys}`,
      send: async (entry) => {
        sent.push(`${entry.key}:${entry.action.kind}`);
        expect(storage.read().map((e) => e.key)).toContain(entry.key);
        return { kind: 'saved', answer: entry.action.kind };
      },
    });
    queue.enqueue(START);
    queue.enqueue(STOP);
    await queue.settled();
    expect(sent).toEqual(['k1:start', 'k2:stop']);
    expect(storage.read()).toEqual([]);
  });

  it('sends the same action with the same key again after a failure (offline), and waits first for what must go before', async () => {
    const storage = memoryStorage();
    const outcomes: SendOutcome<string>[] = [{ kind: 'retry' }, { kind: 'retry' }, { kind: 'saved', answer: 'ok' }];
    const keys: string[] = [];
    const before = vi.fn(async () => {});
    const queue = createTimerQueue<string>({
      storage,
      before,
      sleep: async () => {},
      send: async (entry) => {
        keys.push(entry.key);
        return outcomes.shift()!;
      },
    });
    queue.enqueue(STOP);
    await queue.settled();
    expect(new Set(keys).size).toBe(1);
    expect(keys).toHaveLength(3);
    expect(before).toHaveBeenCalledTimes(3);
  });

  it('never retries a refusal; what a closed tab left is sent by the next page', async () => {
    const storage = memoryStorage([{ key: 'left', action: STOP }]);
    const refused = vi.fn();
    const queue = createTimerQueue<string>({ storage, onRefused: refused, send: async () => ({ kind: 'refused', message: 'Not saved on Tuesday 3 March.' }) });
    queue.wake();
    await queue.settled();
    expect(refused).toHaveBeenCalledWith('Not saved on Tuesday 3 March.', { key: 'left', action: STOP });
    expect(storage.read()).toEqual([]);
  });

  it('keeps everything when signed out', async () => {
    const storage = memoryStorage();
    const queue = createTimerQueue<string>({ storage, send: async () => ({ kind: 'halt' }) });
    queue.enqueue(START);
    await queue.settled();
    expect(queue.getSnapshot().status).toBe('halted');
    expect(storage.read()).toHaveLength(1);
  });
});

describe('the timer shown', () => {
  const server = { activity_id: 1, started_at: '2026-03-03T07:00:00.000Z', stopped_at: null, note: null };
  const timerOf = (action: Extract<TimerAction, { kind: 'start' }>) => ({ activity_id: action.activity_id, started_at: action.at, stopped_at: null, note: action.note });
  it("is the server's with the unconfirmed actions applied", () => {
    expect(pendingTimer(server, [], timerOf)).toBe(server);
    expect(pendingTimer(null, [{ key: 'a', action: START }], timerOf)).toEqual({ activity_id: 12, started_at: START.at, stopped_at: null, note: null });
    expect(pendingTimer(server, [{ key: 'a', action: STOP }], timerOf)).toBeNull();
    expect(pendingTimer(null, [{ key: 'a', action: START }, { key: 'b', action: STOP }], timerOf)).toBeNull();
  });
});
