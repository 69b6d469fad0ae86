/**
 * The timer's actions on their way to the server: Start, Stop and Discard go through the mutation
 * queue (`queue/mutationQueue.ts`) as the time sheet's cell changes do, under the same rules: each
 * action has its own Idempotency-Key, is stored before it is sent, is sent in the order it was made
 * and kept until the server confirms it; a refusal (422) is never retried. Actions never fold:
 * a Start and the Stop after it both reach the server.
 *
 * The moment of a Start or Stop is the one the user pressed the button at (`at`, the browser's
 * clock): sent later from here, the server still counts from then.
 */
import { createMutationQueue, type MutationQueue, type MutationQueueOptions, type MutationQueueSnapshot, type QueueStorage } from '../queue/mutationQueue';
import type { StoredQueue } from '../queue/queueStorage';

export type TimerAction =
  | { kind: 'start'; activity_id: number; note: string | null; time_zone: string; at: string }
  | { kind: 'stop'; at: string }
  | { kind: 'discard' };

export interface QueuedTimerAction {
  /** The Idempotency-Key, kept across retries and reloads. */
  key: string;
  action: TimerAction;
  /** When the action was taken (ms since the epoch): orders the actions of several closed tabs. */
  at?: number;
}

/** The timer's actions in localStorage: a key per tab, `kwartier.timerqueue.v1.<user>.<tab>` (before: one per user, adopted). */
export const TIMER_QUEUE: StoredQueue<QueuedTimerAction> = {
  prefix: 'kwartier.timerqueue.v1',
  isEntry: (value): value is QueuedTimerAction => {
    if (typeof value !== 'object' || value === null) return false;
    const { key, action } = value as { key?: unknown; action?: { kind?: unknown } | null };
    return typeof key === 'string' && typeof action === 'object' && action !== null && ['start', 'stop', 'discard'].includes(action.kind as string);
  },
};

export type TimerQueueStorage = QueueStorage<QueuedTimerAction>;

export type TimerQueueSnapshot = Pick<MutationQueueSnapshot<QueuedTimerAction>, 'status' | 'entries'>;

export type TimerQueueOptions<Answer> = Omit<MutationQueueOptions<TimerAction, QueuedTimerAction, Answer>, 'entryOf' | 'subjectOf' | 'fold' | 'refusalOf'>;

export interface TimerQueue extends Pick<MutationQueue<TimerAction, QueuedTimerAction>, 'wake' | 'settled' | 'getSnapshot' | 'subscribe' | 'stop'> {
  enqueue(action: TimerAction): void;
}

export function createTimerQueue<Answer>(options: TimerQueueOptions<Answer>): TimerQueue {
  const queue = createMutationQueue<TimerAction, QueuedTimerAction, Answer>({ ...options, entryOf: (action, key, at) => ({ key, action, at }) });
  return { ...queue, enqueue: (action) => queue.enqueue([action]) };
}

/**
 * What the control shows: the server's timer with the actions not yet confirmed applied to it — a
 * Start runs from its moment on its activity, a Stop or Discard takes it away (its hours are on
 * their way).
 */
export function pendingTimer<T extends { activity_id: number; started_at: string; stopped_at: string | null; note: string | null }>(
  server: T | null,
  entries: readonly QueuedTimerAction[],
  timerOf: (action: Extract<TimerAction, { kind: 'start' }>) => T | null,
): T | null {
  let timer = server;
  for (const { action } of entries) {
    if (action.kind === 'start') timer = timerOf(action);
    else timer = null;
  }
  return timer;
}
