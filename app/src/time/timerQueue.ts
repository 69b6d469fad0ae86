/**
 * The timer's actions on their way to the server: Start, Stop and Discard survive being offline
 * as the time sheet's cell changes do (saveQueue.ts), under the same rules. Each action gets its
 * own Idempotency-Key, is written to the storage before it is sent, is sent one at a time in the
 * order it was made, and is kept until the server confirms it: network loss, a timeout or a 5xx
 * only make the queue wait (the same back-off as the grid's) and send the same action again, with
 * the same key, so the server applies it once. A refusal (422) is never retried.
 *
 * The moment of a Start or Stop is the one the user pressed the button at (`at`, the browser's
 * clock): sent later from here, the server still counts from then.
 *
 * Pure (no DOM, no fetch), like saveQueue.ts: storage, sender and clock are passed in.
 */
import { backoff, defaultSleep, type QueueStatus, type SendOutcome } from './saveQueue';

export type TimerAction =
  | { kind: 'start'; activity_id: number; note: string | null; time_zone: string; at: string }
  | { kind: 'stop'; at: string }
  | { kind: 'discard' };

export interface QueuedTimerAction {
  /** The Idempotency-Key, kept across retries and reloads. */
  key: string;
  action: TimerAction;
}

export interface TimerQueueStorage {
  load(): QueuedTimerAction[];
  save(entries: readonly QueuedTimerAction[]): void;
}

export interface TimerQueueSnapshot {
  status: QueueStatus;
  /** Actions not yet confirmed, oldest first. */
  entries: readonly QueuedTimerAction[];
}

export interface TimerQueueOptions<Answer> {
  storage: TimerQueueStorage;
  send(entry: QueuedTimerAction, signal: AbortSignal): Promise<SendOutcome<Answer>>;
  /** Every confirmed action's answer, in order. */
  onAnswer?(answer: Answer, entry: QueuedTimerAction): void;
  /** A refused action's message (the server kept what it had: the owner reads it again). */
  onRefused?(message: string, entry: QueuedTimerAction): void;
  /** Waits before each send, e.g. for the grid's queue to settle, so the order of hours holds. */
  before?(): Promise<void>;
  createKey?(): string;
  sleep?(ms: number, signal: AbortSignal): Promise<void>;
  random?(): number;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export interface TimerQueue {
  enqueue(action: TimerAction): void;
  wake(): void;
  settled(): Promise<void>;
  getSnapshot(): TimerQueueSnapshot;
  subscribe(listener: () => void): () => void;
  stop(): void;
}

export function createTimerQueue<Answer>(options: TimerQueueOptions<Answer>): TimerQueue {
  const {
    storage,
    send,
    onAnswer,
    onRefused,
    before = () => Promise.resolve(),
    createKey = () => globalThis.crypto.randomUUID(),
    sleep = defaultSleep,
    random = Math.random,
    baseDelayMs = 500,
    maxDelayMs = 5_000,
  } = options;
  let entries: QueuedTimerAction[] = storage.load();
  let status: QueueStatus = 'idle';
  let running = false;
  let stopped = false;
  let wakeController = new AbortController();
  const stopController = new AbortController();
  const listeners = new Set<() => void>();
  let waiters: Array<() => void> = [];
  let snapshot: TimerQueueSnapshot = { status, entries: [...entries] };

  function publish() {
    snapshot = { status, entries: [...entries] };
    for (const listener of [...listeners]) listener();
    if (entries.length === 0 || status === 'halted') {
      const resolved = waiters;
      waiters = [];
      for (const resolve of resolved) resolve();
    }
  }

  async function pump() {
    if (running || stopped) return;
    running = true;
    let failures = 0;
    try {
      while (entries.length > 0 && !stopped) {
        const head = entries[0]!;
        if (status !== 'retrying') status = 'saving';
        publish();
        let outcome: SendOutcome<Answer>;
        try {
          await before();
          outcome = await send(head, stopController.signal);
        } catch {
          outcome = { kind: 'retry' };
        }
        if (stopped) return;
        if (outcome.kind === 'retry') {
          failures += 1;
          status = 'retrying';
          publish();
          wakeController = new AbortController();
          await sleep(backoff(failures - 1, baseDelayMs, maxDelayMs, random), AbortSignal.any([wakeController.signal, stopController.signal]));
          continue;
        }
        if (outcome.kind === 'halt') {
          status = 'halted';
          publish();
          return;
        }
        failures = 0;
        entries = entries.filter((entry) => entry !== head);
        storage.save(entries);
        if (entries.length === 0) status = 'idle';
        if (outcome.kind === 'saved') onAnswer?.(outcome.answer, head);
        else onRefused?.(outcome.message, head);
        publish();
      }
    } finally {
      running = false;
    }
  }

  return {
    enqueue(action) {
      entries.push({ key: createKey(), action });
      storage.save(entries);
      if (status === 'halted') status = 'idle';
      publish();
      void pump();
    },
    wake() {
      wakeController.abort();
      void pump();
    },
    settled() {
      if (entries.length === 0 || status === 'halted') return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopped = true;
      stopController.abort();
    },
  };
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
