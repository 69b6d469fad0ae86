import { describe, expect, it } from 'vitest';
import { createMutationQueue, type MutationQueueOptions, type QueueStorage, type SendOutcome } from './mutationQueue';
import { openTabStorage, userStorage, type StoredQueue } from './queueStorage';

/** A kind of change of the tests' own: a document's text. */
interface Edit {
  doc: string;
  text: string;
}
interface QueuedEdit extends Edit {
  key: string;
  sent: boolean;
  at: number;
}

/** The storage of a queue in memory, as JSON (what a reload reads is what was written). */
function memoryStorage(): QueueStorage<QueuedEdit> & { read(): QueuedEdit[] } {
  let stored = '[]';
  return {
    load: () => JSON.parse(stored) as QueuedEdit[],
    save: (entries) => void (stored = JSON.stringify(entries)),
    read: () => JSON.parse(stored) as QueuedEdit[],
  };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function editQueue(options: Partial<MutationQueueOptions<Edit, QueuedEdit, string, string>> & Pick<MutationQueueOptions<Edit, QueuedEdit, string, string>, 'storage' | 'send'>) {
  let keys = 0;
  return createMutationQueue<Edit, QueuedEdit, string, string>({
    entryOf: ({ doc, text }, key, at) => ({ key, doc, text, sent: false, at }),
    subjectOf: (edit) => edit.doc,
    fold: (entry, edit) => void (entry.text = edit.text),
    refusalOf: (_entry, message) => message,
    createKey: () => `k${++keys}`,
    ...options,
  });
}

describe('the mutation queue', () => {
  it('stores every change before it is sent, marked as sent', async () => {
    const storage = memoryStorage();
    const seen: Array<QueuedEdit[]> = [];
    const queue = editQueue({ storage, send: async () => (seen.push(storage.read()), { kind: 'saved', answer: 'ok' }) });
    queue.enqueue([{ doc: 'a', text: 'one' }, { doc: 'b', text: 'two' }]);
    await queue.settled();
    expect(seen).toEqual([
      [expect.objectContaining({ key: 'k1', doc: 'a', sent: true }), expect.objectContaining({ key: 'k2', doc: 'b', sent: false })],
      [expect.objectContaining({ key: 'k2', doc: 'b', sent: true })],
    ]);
    expect(storage.read()).toEqual([]);
  });

  it('keeps a change and its Idempotency-Key across a reload, and sends it once confirmed', async () => {
    const storage = memoryStorage();
    const first = editQueue({ storage, send: () => new Promise(() => {}) });
    first.enqueue([{ doc: 'a', text: 'typed before the tab closed' }]);
    await flush();
    first.stop();

    const keys: string[] = [];
    const second = editQueue({ storage, createKey: () => 'new', send: async (entry) => (keys.push(entry.key), { kind: 'saved', answer: 'ok' }) });
    second.wake();
    await second.settled();
    expect(keys).toEqual(['k1']);
    expect(storage.read()).toEqual([]);
  });

  it('keeps the order of each subject: in flight stays, later changes go behind it, unsent ones fold', async () => {
    const storage = memoryStorage();
    const calls: Array<{ entry: QueuedEdit; resolve: (outcome: SendOutcome<string>) => void }> = [];
    const queue = editQueue({ storage, send: (entry) => new Promise((resolve) => calls.push({ entry, resolve })) });
    queue.enqueue([{ doc: 'a', text: 'a1' }]);
    await flush(); // a1 in flight
    queue.enqueue([{ doc: 'b', text: 'b1' }, { doc: 'a', text: 'a2' }]);
    queue.enqueue([{ doc: 'a', text: 'a3' }]);
    expect(queue.getSnapshot().entries.map((entry) => entry.text)).toEqual(['a1', 'b1', 'a3']);
    for (let i = 0; i < 3; i++) {
      await flush();
      calls[i]!.resolve({ kind: 'saved', answer: calls[i]!.entry.text });
    }
    await queue.settled();
    expect(calls.map((call) => call.entry.text)).toEqual(['a1', 'b1', 'a3']);
    expect(new Set(calls.map((call) => call.entry.key)).size).toBe(3);
  });

  it('without folding, every change is an entry of its own and entries gain no sent mark', async () => {
    type Action = { key: string; action: string };
    let stored: Action[] = [];
    const sent: Action[] = [];
    const queue = createMutationQueue<string, Action, string>({
      storage: { load: () => stored, save: (entries) => void (stored = [...entries]) },
      entryOf: (action, key) => ({ key, action }),
      send: async (entry) => (sent.push(entry), { kind: 'saved', answer: 'ok' }),
    });
    queue.enqueue(['start', 'stop']);
    await queue.settled();
    expect(sent.map((entry) => entry.action)).toEqual(['start', 'stop']);
    expect(sent.every((entry) => !('sent' in entry))).toBe(true);
  });

  it('offline, keeps everything and retries with the same key; online again, sends at once', async () => {
    const storage = memoryStorage();
    let online = false;
    const keys: string[] = [];
    // The back-off is a minute: only `wake` (the browser's 'online' event) brings the next try soon.
    const queue = editQueue({
      storage,
      baseDelayMs: 60_000,
      maxDelayMs: 60_000,
      send: async (entry) => {
        keys.push(entry.key);
        if (!online) throw new TypeError('Failed to fetch');
        return { kind: 'saved', answer: 'ok' };
      },
    });
    queue.enqueue([{ doc: 'a', text: 'offline' }]);
    await flush();
    expect(queue.getSnapshot().status).toBe('retrying');
    expect(storage.read()).toEqual([expect.objectContaining({ key: 'k1', text: 'offline', sent: true })]);
    queue.enqueue([{ doc: 'b', text: 'also offline' }]);

    online = true;
    queue.wake();
    await queue.settled();
    expect(keys).toEqual(['k1', 'k1', 'k2']);
    expect(queue.getSnapshot()).toMatchObject({ status: 'idle', entries: [], confirmedAny: true });
    expect(storage.read()).toEqual([]);
  });

  it("waits the server's Retry-After, else backs off; keeps refusals by subject; halts with everything kept", async () => {
    const storage = memoryStorage();
    const waits: number[] = [];
    const outcomes: Array<SendOutcome<string>> = [{ kind: 'retry', retryAfterMs: 3_000 }, { kind: 'retry' }, { kind: 'refused', message: 'No.' }, { kind: 'halt' }];
    const refusals: string[] = [];
    const queue = editQueue({
      storage,
      random: () => 1,
      baseDelayMs: 100,
      sleep: async (ms) => void waits.push(ms),
      onRefused: (message, entry) => refusals.push(`${entry.doc}: ${message}`),
      send: async () => outcomes.shift()!,
    });
    queue.enqueue([{ doc: 'a', text: 'x' }, { doc: 'b', text: 'y' }]);
    await queue.settled();
    expect(waits).toEqual([3_000, 200]);
    expect(refusals).toEqual(['a: No.']);
    expect(queue.getSnapshot().refused.get('a')).toBe('No.');
    expect(queue.getSnapshot().status).toBe('halted');
    expect(storage.read().map((entry) => entry.doc)).toEqual(['b']);

    queue.dismissRefusal('a');
    expect(queue.getSnapshot().refused.size).toBe(0);
  });
});

/** A Storage (localStorage's interface) in memory. */
function memoryLocal(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('the queue storage', () => {
  const EDITS: StoredQueue<QueuedEdit> = {
    prefix: 'test.edits.v1',
    isEntry: (value): value is QueuedEdit => typeof value === 'object' && value !== null && typeof (value as QueuedEdit).key === 'string',
  };

  it("keeps a user's entries under one key until confirmed, and reads none of another user's", async () => {
    const local = memoryLocal();
    const queue = editQueue({ storage: userStorage(EDITS, 7, local), send: () => new Promise(() => {}) });
    queue.enqueue([{ doc: 'a', text: 'x' }]);
    await flush();
    queue.stop();
    expect(JSON.parse(local.getItem('test.edits.v1.7')!)).toEqual([expect.objectContaining({ key: 'k1', sent: true })]);
    expect(userStorage(EDITS, 8, local).load()).toEqual([]);
    local.setItem('test.edits.v1.8', '[{"no key": 1}]');
    expect(userStorage(EDITS, 8, local).load()).toEqual([]);
  });

  it("a tab's storage adopts what a user's shared key and closed tabs hold, in the order made (no moment: oldest)", async () => {
    const local = memoryLocal();
    local.setItem('test.edits.v1.7.closed-a', JSON.stringify([{ key: 'later', doc: 'b', text: 'z', sent: false, at: 9 }]));
    local.setItem('test.edits.v1.7.closed-b', JSON.stringify([{ key: 'earlier', doc: 'b', text: 'y', sent: false, at: 5 }]));
    userStorage(EDITS, 7, local).save([{ key: 'left', doc: 'a', text: 'x', sent: true } as QueuedEdit]);
    const locks = {
      request: async (_name: string, callback: () => unknown) => callback(),
      query: async () => ({ held: [], pending: [] }),
    } as unknown as Pick<LockManager, 'request' | 'query'>;
    const tab = await openTabStorage(EDITS, 7, local, locks);
    expect(tab.load().map((entry) => entry.key)).toEqual(['left', 'earlier', 'later']);
    expect(local.getItem('test.edits.v1.7')).toBeNull();
    expect(local.getItem('test.edits.v1.7.closed-a')).toBeNull();
  });
});
