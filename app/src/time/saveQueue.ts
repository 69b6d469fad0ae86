/**
 * The time sheet's save queue: the mutation queue (`queue/mutationQueue.ts`) over the grid's cells.
 * Every committed cell becomes an entry with its own Idempotency-Key; a cell typed again before
 * its entry was sent only changes that entry (a sent one is never changed: the new value goes
 * behind it). A refusal shows on its cell until the cell changes again. `queueStorage.ts` is the
 * browser's storage, `timeSheet.ts` the sender and the React binding.
 */
import { cellKey } from '@kwartier/api';
import {
  createMutationQueue,
  type MutationQueue,
  type MutationQueueOptions,
  type MutationQueueSnapshot,
  type QueueStorage as EntryStorage,
} from '../queue/mutationQueue';

export { backoff, defaultSleep, type QueueStatus, type SendOutcome } from '../queue/mutationQueue';

/** One committed cell change waiting for the server's confirmation. */
export interface QueuedChange {
  /** The Idempotency-Key of this change, kept across retries and reloads. */
  key: string;
  activity_id: number;
  date: string;
  /** Minutes, 0–1440. */
  time: number;
  /**
   * Sent at least once. The server may have applied it already, so its body never changes again:
   * a later change of the same cell becomes a new entry behind it.
   */
  sent: boolean;
  /** When the change was made (ms since the epoch): orders the entries of several closed tabs. */
  at: number;
}

export interface CellChange {
  activity_id: number;
  date: string;
  time: number;
}

export type QueueStorage = EntryStorage<QueuedChange>;

export interface Refusal extends CellChange {
  message: string;
}

export type QueueSnapshot = MutationQueueSnapshot<QueuedChange, Refusal>;

export type SaveQueueOptions<Answer> = Omit<
  MutationQueueOptions<CellChange, QueuedChange, Answer, Refusal>,
  'entryOf' | 'subjectOf' | 'fold' | 'refusalOf'
>;

export interface SaveQueue extends Omit<MutationQueue<CellChange, QueuedChange, Refusal>, 'dismissRefusal'> {
  /** Forgets the refusal shown on a cell (the user reverted it). */
  dismissRefusal(activityId: number, date: string): void;
}

/** The key of a time sheet cell: `'<activity_id>:<date>'` — the grid's key, defined once in @kwartier/api. */
export { cellKey };

export function createSaveQueue<Answer>(options: SaveQueueOptions<Answer>): SaveQueue {
  const queue = createMutationQueue<CellChange, QueuedChange, Answer, Refusal>({
    ...options,
    entryOf: ({ activity_id, date, time }, key, at) => ({ key, activity_id, date, time, sent: false, at }),
    subjectOf: (cell) => cellKey(cell.activity_id, cell.date),
    fold: (entry, change) => void (entry.time = change.time),
    refusalOf: ({ activity_id, date, time }, message) => ({ activity_id, date, time, message }),
  });
  return { ...queue, dismissRefusal: (activityId, date) => queue.dismissRefusal(cellKey(activityId, date)) };
}
