import type { QueuedEntry, QueueStorage } from './mutationQueue';

/**
 * Where a mutation queue keeps what the server has not confirmed: the browser's localStorage,
 * written synchronously before a change is sent, so a closed tab or a crashed browser loses
 * nothing; the next page of the same user sends it. A user's entries are never read for another
 * user, and anything unreadable is ignored rather than sent.
 *
 * `openTabStorage`: each tab writes its own key (`<prefix>.<user>.<tab>`) and holds a Web Lock
 * named after it for as long as it lives. A tab that opens adopts the keys of the same user whose
 * lock nobody holds (tabs that were closed or crashed), under one more lock so two tabs opening at
 * once do not both adopt them. Should two tabs ever send the same entry, its Idempotency-Key makes
 * the server apply it once. Without Web Locks (an insecure origin) all tabs of a user share one key,
 * as `userStorage` always does.
 */
export interface StoredQueue<Entry extends QueuedEntry> {
  /** The start of every key of this queue, with a version: `kwartier.timequeue.v1`. */
  prefix: string;
  /** Whether a stored value is an entry of this queue. */
  isEntry(value: unknown): value is Entry;
}

/** The entries stored under `key`; anything unreadable is ignored rather than sent. */
export function readStored<Entry extends QueuedEntry>(queue: StoredQueue<Entry>, storage: Storage, key: string): Entry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((value) => queue.isEntry(value)) : [];
  } catch {
    return [];
  }
}

function writeStored(storage: Storage, key: string, entries: readonly unknown[]) {
  if (entries.length === 0) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(entries));
}

function keyStorage<Entry extends QueuedEntry>(queue: StoredQueue<Entry>, storage: Storage, key: string): QueueStorage<Entry> {
  return { load: () => readStored(queue, storage, key), save: (entries) => writeStored(storage, key, entries) };
}

function userKeys(prefix: string, storage: Storage, userId: number): string[] {
  const own = `${prefix}.${userId}`;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && (key === own || key.startsWith(`${own}.`))) keys.push(key);
  }
  return keys.sort();
}

/** Whether a user has changes the server has not confirmed, in any tab's key (cheap; no locks). */
export function hasStored<Entry extends QueuedEntry>(queue: StoredQueue<Entry>, userId: number, storage: Storage): boolean {
  return userKeys(queue.prefix, storage, userId).some((key) => readStored(queue, storage, key).length > 0);
}

/** One key per user (`<prefix>.<user>`), shared by the user's tabs. */
export function userStorage<Entry extends QueuedEntry>(queue: StoredQueue<Entry>, userId: number, storage: Storage): QueueStorage<Entry> {
  return keyStorage(queue, storage, `${queue.prefix}.${userId}`);
}

/**
 * Opens this tab's storage of a queue for a user, with the entries of closed tabs adopted into it
 * (in the order the changes were made, `at`).
 */
export async function openTabStorage<Entry extends QueuedEntry & { at?: number }>(
  queue: StoredQueue<Entry>,
  userId: number,
  storage: Storage,
  locks: Pick<LockManager, 'request' | 'query'> | undefined,
): Promise<QueueStorage<Entry>> {
  const { prefix } = queue;
  if (!locks) return userStorage(queue, userId, storage);

  const tab = globalThis.crypto.randomUUID();
  const ownKey = `${prefix}.${userId}.${tab}`;
  // Held until the page goes away: while it is held, no other tab adopts this tab's entries.
  await new Promise<void>((held) => {
    void locks.request(`${prefix}.tab.${tab}`, () => {
      held();
      return new Promise<never>(() => {});
    });
  });

  await locks.request(`${prefix}.adopt`, async () => {
    const state = await locks.query();
    const alive = new Set((state.held ?? []).map((lock) => lock.name));
    const entries: Entry[] = [];
    for (const key of userKeys(prefix, storage, userId)) {
      if (key === ownKey) continue;
      const owner = key.slice(`${prefix}.${userId}.`.length);
      if (key !== `${prefix}.${userId}` && alive.has(`${prefix}.tab.${owner}`)) continue;
      entries.push(...readStored(queue, storage, key));
      // Stable sort: the changes of several closed tabs in the order they were made (an entry
      // without its moment is from before entries had one: older).
      entries.sort((a, b) => (a.at ?? 0) - (b.at ?? 0));
      // Written to this tab's key before the orphan's key goes: a crash in between only duplicates.
      writeStored(storage, ownKey, entries);
      storage.removeItem(key);
    }
  });

  return keyStorage(queue, storage, ownKey);
}
