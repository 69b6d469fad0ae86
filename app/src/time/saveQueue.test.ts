import { describe, expect, it } from 'vitest';
import { openQueueStorage, readEntries } from './queueStorage';
import { backoff, createSaveQueue, type QueuedChange, type QueueStorage, type SendOutcome } from './saveQueue';

/** A Storage (localStorage's interface) in memory. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

function memoryQueueStorage(initial: QueuedChange[] = []) {
  let saved = initial.map((entry) => ({ ...entry }));
  const storage: QueueStorage & { saved: () => QueuedChange[] } = {
    load: () => saved.map((entry) => ({ ...entry })),
    save: (entries) => {
      saved = entries.map((entry) => ({ ...entry }));
    },
    saved: () => saved,
  };
  return storage;
}

/** A sender the test answers by hand: each attempt waits until the test resolves it. */
function manualSender() {
  const calls: Array<{ change: QueuedChange; resolve: (outcome: SendOutcome<string>) => void }> = [];
  return {
    calls,
    send(change: QueuedChange) {
      return new Promise<SendOutcome<string>>((resolve) => {
        calls.push({ change, resolve });
      });
    },
  };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let keyCounter = 0;
const createKey = () => `key-${++keyCounter}`;
/** Retries wait no time but still go through the sleep (counted). */
function instantSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe('the save queue', () => {
  it('sends changes one at a time, in the order they were made, and confirms each', async () => {
    const storage = memoryQueueStorage();
    const sender = manualSender();
    const answers: string[] = [];
    const queue = createSaveQueue<string>({ storage, send: sender.send, createKey, onAnswer: (a) => answers.push(a) });

    queue.enqueue([{ activity_id: 1, date: '2026-11-23', time: 60 }]);
    queue.enqueue([{ activity_id: 2, date: '2026-11-23', time: 90 }]);
    expect(queue.getSnapshot().status).toBe('saving');
    expect(storage.saved().map((e) => e.activity_id)).toEqual([1, 2]);

    await flush();
    expect(sender.calls).toHaveLength(1);
    expect(sender.calls[0]!.change).toMatchObject({ activity_id: 1, time: 60, sent: true });
    sender.calls[0]!.resolve({ kind: 'saved', answer: 'week after 1' });
    await flush();
    expect(sender.calls).toHaveLength(2);
    expect(sender.calls[1]!.change).toMatchObject({ activity_id: 2, time: 90 });
    sender.calls[1]!.resolve({ kind: 'saved', answer: 'week after 2' });
    await queue.settled();

    expect(answers).toEqual(['week after 1', 'week after 2']);
    expect(queue.getSnapshot()).toMatchObject({ status: 'idle', entries: [], confirmedAny: true });
    expect(storage.saved()).toEqual([]);
  });

  it('keeps the order of one cell: a change of a cell in flight goes behind it, an unsent one is replaced', async () => {
    const storage = memoryQueueStorage();
    const sender = manualSender();
    const queue = createSaveQueue<string>({ storage, send: sender.send, createKey });

    queue.enqueue([{ activity_id: 1, date: '2026-11-23', time: 60 }]);
    await flush(); // in flight
    queue.enqueue([{ activity_id: 1, date: '2026-11-23', time: 120 }]);
    queue.enqueue([{ activity_id: 1, date: '2026-11-23', time: 180 }]);
    expect(queue.getSnapshot().entries.map((e) => e.time)).toEqual([60, 180]);
    const [first, second] = queue.getSnapshot().entries;
    expect(first!.key).not.toBe(second!.key);

    sender.calls[0]!.resolve({ kind: 'saved', answer: 'a' });
    await flush();
    expect(sender.calls[1]!.change).toMatchObject({ time: 180, key: second!.key });
    sender.calls[1]!.resolve({ kind: 'saved', answer: 'b' });
    await queue.settled();
    expect(sender.calls).toHaveLength(2);
  });

  it("waits as long as the server's Retry-After says before sending the change again", async () => {
    const storage = memoryQueueStorage();
    const { waits, sleep } = instantSleep();
    const outcomes: Array<SendOutcome<string>> = [{ kind: 'retry', retryAfterMs: 2_000 }, { kind: 'retry' }, { kind: 'saved', answer: 'ok' }];
    const queue = createSaveQueue<string>({ storage, createKey, sleep, random: () => 1, baseDelayMs: 100, maxDelayMs: 300, send: async () => outcomes.shift()! });
    queue.enqueue([{ activity_id: 7, date: '2026-11-24', time: 450 }]);
    await queue.settled();
    expect(waits).toEqual([2_000, 200]);
  });

  it('retries a change that may not have arrived with the same Idempotency-Key, backing off, until it is confirmed', async () => {
    const storage = memoryQueueStorage();
    const { waits, sleep } = instantSleep();
    const outcomes: Array<SendOutcome<string> | Error> = [{ kind: 'retry' }, new TypeError('Failed to fetch'), { kind: 'retry' }, { kind: 'saved', answer: 'ok' }];
    const keys: string[] = [];
    const statuses: string[] = [];
    const queue = createSaveQueue<string>({
      storage,
      createKey,
      sleep,
      random: () => 1,
      baseDelayMs: 100,
      maxDelayMs: 300,
      send: async (change) => {
        keys.push(change.key);
        const outcome = outcomes.shift()!;
        if (outcome instanceof Error) throw outcome;
        return outcome;
      },
    });
    queue.subscribe(() => statuses.push(queue.getSnapshot().status));
    queue.enqueue([{ activity_id: 7, date: '2026-11-24', time: 450 }]);
    await queue.settled();

    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
    expect(waits).toEqual([100, 200, 300]);
    expect(statuses).toContain('retrying');
    expect(queue.getSnapshot().status).toBe('idle');
    expect(storage.saved()).toEqual([]);
  });

  it('shows a refusal on its cell and never sends it again; a new change of the cell clears it', async () => {
    const storage = memoryQueueStorage();
    const sent: QueuedChange[] = [];
    const queue = createSaveQueue<string>({
      storage,
      createKey,
      send: async (change) => {
        sent.push(change);
        return change.time > 1440 ? { kind: 'refused', message: 'At most 24:00 a day.' } : { kind: 'saved', answer: 'ok' };
      },
    });
    queue.enqueue([{ activity_id: 3, date: '2026-11-25', time: 1500 }, { activity_id: 4, date: '2026-11-25', time: 30 }]);
    await queue.settled();
    expect(sent.map((c) => c.activity_id)).toEqual([3, 4]);
    expect(queue.getSnapshot().refused.get('3:2026-11-25')).toEqual({ activity_id: 3, date: '2026-11-25', time: 1500, message: 'At most 24:00 a day.' });
    expect(storage.saved()).toEqual([]);

    queue.enqueue([{ activity_id: 3, date: '2026-11-25', time: 60 }]);
    expect(queue.getSnapshot().refused.size).toBe(0);
    await queue.settled();
    expect(sent).toHaveLength(3);
  });

  it('halts when nothing can be sent (signed out) and keeps every change stored', async () => {
    const storage = memoryQueueStorage();
    let calls = 0;
    const queue = createSaveQueue<string>({ storage, createKey, send: async () => (calls++, { kind: 'halt' }) });
    queue.enqueue([{ activity_id: 1, date: '2026-11-23', time: 60 }, { activity_id: 2, date: '2026-11-23', time: 60 }]);
    await queue.settled();
    expect(calls).toBe(1);
    expect(queue.getSnapshot().status).toBe('halted');
    expect(storage.saved().map((e) => e.activity_id)).toEqual([1, 2]);
  });

  it('stores a change before sending it and replays it, with its key, when the page is opened again', async () => {
    const storage = memoryQueueStorage();
    // The first page: the change is stored, the attempt never answers (the tab is closed).
    const first = createSaveQueue<string>({ storage, createKey, send: () => new Promise(() => {}) });
    first.enqueue([{ activity_id: 5, date: '2026-11-26', time: 225 }]);
    await flush();
    first.stop();
    const stored = storage.saved();
    expect(stored).toEqual([expect.objectContaining({ activity_id: 5, time: 225, sent: true })]);

    // The page opened again: the same entry is sent with the same key, then forgotten.
    const sent: QueuedChange[] = [];
    const second = createSaveQueue<string>({ storage, createKey, send: async (change) => (sent.push(change), { kind: 'saved', answer: 'ok' }) });
    expect(second.getSnapshot().entries).toHaveLength(1);
    second.wake();
    await second.settled();
    expect(sent).toEqual([expect.objectContaining({ key: stored[0]!.key, activity_id: 5, date: '2026-11-26', time: 225 })]);
    expect(storage.saved()).toEqual([]);
  });

  it('does not change a stored change that was sent: a later change of the cell is a new entry', async () => {
    const storage = memoryQueueStorage([{ key: 'old', activity_id: 1, date: '2026-11-23', time: 60, sent: true, at: 1 }]);
    const sender = manualSender();
    const queue = createSaveQueue<string>({ storage, createKey, send: sender.send });
    queue.enqueue([{ activity_id: 1, date: '2026-11-23', time: 90 }]);
    expect(queue.getSnapshot().entries.map((e) => [e.key, e.time])).toEqual([['old', 60], [expect.stringMatching(/^key-/), 90]]);
    await flush();
    expect(sender.calls[0]!.change.key).toBe('old');
    queue.stop();
  });

  it('drops unsent changes of a deleted line but lets the one in flight finish', async () => {
    const storage = memoryQueueStorage();
    const sender = manualSender();
    const queue = createSaveQueue<string>({ storage, createKey, send: sender.send });
    queue.enqueue([{ activity_id: 1, date: '2026-11-23', time: 60 }, { activity_id: 1, date: '2026-11-24', time: 60 }, { activity_id: 2, date: '2026-11-24', time: 60 }]);
    await flush();
    queue.dropUnsent((change) => change.activity_id === 1);
    expect(queue.getSnapshot().entries.map((e) => `${e.activity_id}:${e.date}`)).toEqual(['1:2026-11-23', '2:2026-11-24']);
    sender.calls[0]!.resolve({ kind: 'saved', answer: 'a' });
    await flush();
    sender.calls[1]!.resolve({ kind: 'saved', answer: 'b' });
    await queue.settled();
    expect(sender.calls.map((c) => c.change.activity_id)).toEqual([1, 2]);
  });

  it('backs off exponentially with full jitter, capped', () => {
    expect(backoff(0, 500, 5000, () => 1)).toBe(500);
    expect(backoff(3, 500, 5000, () => 1)).toBe(4000);
    expect(backoff(10, 500, 5000, () => 1)).toBe(5000);
    expect(backoff(10, 500, 5000, () => 0)).toBe(250);
  });
});

/** Web Locks in memory: enough of LockManager for the storage (request, query). */
function memoryLocks() {
  const held = new Set<string>();
  const locks = {
    async request(name: string, callback: () => unknown) {
      while (held.has(name)) await flush();
      held.add(name);
      try {
        return await callback();
      } finally {
        held.delete(name);
      }
    },
    async query() {
      return { held: [...held].map((name) => ({ name, mode: 'exclusive' as const, clientId: 'test' })), pending: [] };
    },
  };
  return locks as unknown as Pick<LockManager, 'request' | 'query'>;
}

describe('the queue storage in the browser', () => {
  const change = (key: string, at: number): QueuedChange => ({ key, activity_id: 1, date: '2026-11-23', time: at, sent: false, at });

  it('adopts the changes of closed tabs of the same user, oldest first, and leaves live tabs and other users alone', async () => {
    const local = new MemoryStorage();
    const locks = memoryLocks();
    const live = await openQueueStorage(7, local, locks);
    live.save([change('live', 5)]);
    local.setItem('kwartier.timequeue.v1.7.closed-a', JSON.stringify([change('a2', 4)]));
    local.setItem('kwartier.timequeue.v1.7.closed-b', JSON.stringify([change('b1', 2), change('b3', 6)]));
    local.setItem('kwartier.timequeue.v1.8.other-user', JSON.stringify([change('x', 1)]));
    local.setItem('kwartier.timequeue.v1.7.broken', '{not json');

    const opened = await openQueueStorage(7, local, locks);
    expect(opened.load().map((e) => e.key)).toEqual(['b1', 'a2', 'b3']);
    expect(live.load().map((e) => e.key)).toEqual(['live']);
    expect(readEntries(local, 'kwartier.timequeue.v1.8.other-user')).toHaveLength(1);
    expect(local.getItem('kwartier.timequeue.v1.7.closed-a')).toBeNull();
    expect(local.getItem('kwartier.timequeue.v1.7.broken')).toBeNull();

    opened.save([]);
    expect(opened.load()).toEqual([]);
  });

  it('shares one key per user where Web Locks are missing', async () => {
    const local = new MemoryStorage();
    const a = await openQueueStorage(7, local, undefined);
    a.save([change('k', 1)]);
    const b = await openQueueStorage(7, local, undefined);
    expect(b.load().map((e) => e.key)).toEqual(['k']);
  });
});
