import type { QueuedChange, QueueStorage } from './saveQueue';

/**
 * Where the save queue keeps what the server has not confirmed: the browser's localStorage,
 * written synchronously before a change is sent, so a closed tab or a crashed browser loses
 * nothing; the next page of the same user sends it.
 *
 * Each tab writes its own key (`kwartier.timequeue.v1.<user>.<tab>`) and holds a Web Lock named
 * after it for as long as it lives. A tab that opens adopts the keys of the same user whose lock
 * nobody holds (tabs that were closed or crashed), under one more lock so two tabs opening at
 * once do not both adopt them. Should two tabs ever send the same entry, its Idempotency-Key makes
 * the server apply it once. A user's entries are never read for another user.
 *
 * Without Web Locks (an insecure origin) all tabs of a user share one key.
 */
const PREFIX = 'kwartier.timequeue.v1';

function isQueuedChange(value: unknown): value is QueuedChange {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.key === 'string' &&
    Number.isInteger(entry.activity_id) &&
    typeof entry.date === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(entry.date) &&
    Number.isInteger(entry.time) &&
    typeof entry.at === 'number' &&
    typeof entry.sent === 'boolean'
  );
}

/** The entries stored under `key`; anything unreadable is ignored rather than sent. */
export function readEntries(storage: Storage, key: string): QueuedChange[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isQueuedChange) : [];
  } catch {
    return [];
  }
}

function writeEntries(storage: Storage, key: string, entries: readonly QueuedChange[]) {
  if (entries.length === 0) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(entries));
}

function userKeys(storage: Storage, userId: number): string[] {
  const prefix = `${PREFIX}.${userId}`;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && (key === prefix || key.startsWith(`${prefix}.`))) keys.push(key);
  }
  return keys.sort();
}

/** Whether a user has changes the server has not confirmed, in any tab's key (cheap; no locks). */
export function hasQueuedTime(userId: number, storage: Storage = window.localStorage): boolean {
  return userKeys(storage, userId).some((key) => readEntries(storage, key).length > 0);
}

/**
 * Opens this tab's queue storage for a user, with the entries of closed tabs adopted into it
 * (in the order the changes were made).
 */
export async function openQueueStorage(
  userId: number,
  storage: Storage = window.localStorage,
  locks: Pick<LockManager, 'request' | 'query'> | undefined = typeof navigator === 'undefined' ? undefined : navigator.locks,
): Promise<QueueStorage> {
  if (!locks) {
    const shared = `${PREFIX}.${userId}`;
    return { load: () => readEntries(storage, shared), save: (entries) => writeEntries(storage, shared, entries) };
  }

  const tab = globalThis.crypto.randomUUID();
  const ownKey = `${PREFIX}.${userId}.${tab}`;
  // Held until the page goes away: while it is held, no other tab adopts this tab's entries.
  await new Promise<void>((held) => {
    void locks.request(`${PREFIX}.tab.${tab}`, () => {
      held();
      return new Promise<never>(() => {});
    });
  });

  await locks.request(`${PREFIX}.adopt`, async () => {
    const state = await locks.query();
    const alive = new Set((state.held ?? []).map((lock) => lock.name));
    const entries: QueuedChange[] = [];
    for (const key of userKeys(storage, userId)) {
      if (key === ownKey) continue;
      const owner = key.slice(`${PREFIX}.${userId}.`.length);
      if (key !== `${PREFIX}.${userId}` && alive.has(`${PREFIX}.tab.${owner}`)) continue;
      entries.push(...readEntries(storage, key));
      // Stable sort: the changes of several closed tabs in the order they were made.
      entries.sort((a, b) => a.at - b.at);
      // Written to this tab's key before the orphan's key goes: a crash in between only duplicates.
      writeEntries(storage, ownKey, entries);
      storage.removeItem(key);
    }
  });

  return {
    load: () => readEntries(storage, ownKey),
    save: (entries) => writeEntries(storage, ownKey, entries),
  };
}
