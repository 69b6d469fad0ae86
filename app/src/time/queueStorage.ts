import { hasStored, openTabStorage, readStored, type StoredQueue } from '../queue/queueStorage';
import type { QueuedChange, QueueStorage } from './saveQueue';

/**
 * Where the save queue keeps what the server has not confirmed: a localStorage key per tab
 * (`kwartier.timequeue.v1.<user>.<tab>`), closed tabs' keys adopted (`queue/queueStorage.ts`).
 */
const TIME_QUEUE: StoredQueue<QueuedChange> = {
  prefix: 'kwartier.timequeue.v1',
  isEntry: (value): value is QueuedChange => {
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
  },
};

/** The entries stored under `key`; anything unreadable is ignored rather than sent. */
export function readEntries(storage: Storage, key: string): QueuedChange[] {
  return readStored(TIME_QUEUE, storage, key);
}

/** Whether a user has changes the server has not confirmed, in any tab's key (cheap; no locks). */
export function hasQueuedTime(userId: number, storage: Storage = window.localStorage): boolean {
  return hasStored(TIME_QUEUE, userId, storage);
}

/** Opens this tab's queue storage for a user, with the entries of closed tabs adopted into it. */
export function openQueueStorage(
  userId: number,
  storage: Storage = window.localStorage,
  locks: Pick<LockManager, 'request' | 'query'> | undefined = typeof navigator === 'undefined' ? undefined : navigator.locks,
): Promise<QueueStorage> {
  return openTabStorage(TIME_QUEUE, userId, storage, locks);
}
