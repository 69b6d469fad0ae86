/**
 * The time sheet's save queue: no typed hour is ever lost.
 *
 * Every committed cell becomes an entry with its own Idempotency-Key. Entries are written to the
 * storage before anything is sent, sent one at a time in the order they were made (so the changes
 * of one cell arrive in order), and kept until the server confirms them: network loss, a timeout,
 * a 5xx or a restarting server only make the queue wait and send the same entry again, with the
 * same key, so the server applies it once. A refusal (422, or 403/404 when the activity is gone)
 * is never retried: the entry leaves the queue and its cell shows the server's message.
 *
 * This module is pure (no DOM, no fetch): the storage, the sender and the clock are passed in, so
 * the unit tests drive it step by step. `queueStorage.ts` is the browser's storage, `timeSheet.ts`
 * the sender and the React binding.
 */

import { cellKey } from '@kwartier/api';

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

/** What the sender made of one attempt. */
export type SendOutcome<Answer> =
  /** The server confirmed the change; its answer (the refreshed week) goes to `onAnswer`. */
  | { kind: 'saved'; answer: Answer }
  /** The server refused it (422, 403, 404…): never retried, the message is shown on the cell. */
  | { kind: 'refused'; message: string }
  /**
   * It may not have arrived (network, timeout, 5xx, 429): the same entry is sent again later —
   * after `retryAfterMs` when the server said how long to wait (`Retry-After`), else after the back-off.
   */
  | { kind: 'retry'; retryAfterMs?: number }
  /** Nothing can be sent now (signed out, the page reloads for a new session): keep everything. */
  | { kind: 'halt' };

export interface QueueStorage {
  load(): QueuedChange[];
  save(entries: readonly QueuedChange[]): void;
}

export type QueueStatus =
  /** Nothing to send. */
  | 'idle'
  /** Sending; no attempt failed yet. */
  | 'saving'
  /** The last attempt failed; waiting to send again. */
  | 'retrying'
  /** Stopped until the page is opened again (signed out). */
  | 'halted';

export interface Refusal extends CellChange {
  message: string;
}

export interface QueueSnapshot {
  status: QueueStatus;
  /** Entries not yet confirmed, oldest first. */
  entries: readonly QueuedChange[];
  /** Refused changes by cell, until the cell changes again. */
  refused: ReadonlyMap<string, Refusal>;
  /** True once any change was confirmed: 'Saved' is shown only then. */
  confirmedAny: boolean;
}

export interface SaveQueueOptions<Answer> {
  storage: QueueStorage;
  send(change: QueuedChange, signal: AbortSignal): Promise<SendOutcome<Answer>>;
  /** Every confirmed change's answer, in order. */
  onAnswer?(answer: Answer, change: QueuedChange): void;
  /** A fresh Idempotency-Key; `crypto.randomUUID` by default. */
  createKey?(): string;
  /** Waits before a retry; resolves early when `wake` is called (the browser came back online). */
  sleep?(ms: number, signal: AbortSignal): Promise<void>;
  /** The clock; `Date.now` by default. */
  now?(): number;
  /** Random number in [0, 1) for the back-off's jitter. */
  random?(): number;
  /** First and largest wait between attempts, in ms. */
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export interface SaveQueue {
  /** Queues committed changes (one edit, a pasted block, an undo) and starts sending. */
  enqueue(changes: readonly CellChange[]): void;
  /** Sends now instead of waiting out the back-off (the browser is online again). */
  wake(): void;
  /** Resolves when every entry is confirmed or refused (at once when the queue is empty). */
  settled(): Promise<void>;
  /** Forgets the refusal shown on a cell (the user reverted it). */
  dismissRefusal(activityId: number, date: string): void;
  /** Drops unsent entries of these cells (their line is deleted); sent ones still go through. */
  dropUnsent(predicate: (change: QueuedChange) => boolean): void;
  getSnapshot(): QueueSnapshot;
  subscribe(listener: () => void): () => void;
  /** Stops sending (the page goes away); what is left stays in the storage. */
  stop(): void;
}

/** The key of a time sheet cell: `'<activity_id>:<date>'` — the grid's key, defined once in @kwartier/api. */
export { cellKey };

/** The wait before the `attempt`-th retry: exponential from `base` up to `max`, with full jitter. */
export function backoff(attempt: number, baseDelayMs: number, maxDelayMs: number, random: () => number): number {
  const cap = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(attempt, 20));
  return Math.max(baseDelayMs / 2, Math.round(cap * random()));
}

/** Waits `ms`, or less once `signal` aborts (not at all when it already has): the queues' pause between retries. */
export function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

export function createSaveQueue<Answer>(options: SaveQueueOptions<Answer>): SaveQueue {
  const {
    storage,
    send,
    onAnswer,
    createKey = () => globalThis.crypto.randomUUID(),
    sleep = defaultSleep,
    random = Math.random,
    now = Date.now,
    baseDelayMs = 500,
    maxDelayMs = 5_000,
  } = options;

  let entries: QueuedChange[] = storage.load();
  let refused = new Map<string, Refusal>();
  let status: QueueStatus = 'idle';
  let confirmedAny = false;
  let running = false;
  let stopped = false;
  let wakeController = new AbortController();
  const stopController = new AbortController();
  const listeners = new Set<() => void>();
  let settledWaiters: Array<() => void> = [];
  let snapshot: QueueSnapshot = makeSnapshot();

  function makeSnapshot(): QueueSnapshot {
    return { status, entries: [...entries], refused, confirmedAny };
  }

  function publish() {
    snapshot = makeSnapshot();
    for (const listener of [...listeners]) listener();
    if (entries.length === 0 || status === 'halted') {
      const waiters = settledWaiters;
      settledWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  function persist() {
    storage.save(entries);
  }

  async function pump() {
    if (running || stopped) return;
    running = true;
    let failures = 0;
    try {
      while (entries.length > 0 && !stopped) {
        const head = entries[0]!;
        if (!head.sent) {
          head.sent = true;
          persist();
        }
        if (status !== 'retrying') status = 'saving';
        publish();
        let outcome: SendOutcome<Answer>;
        try {
          outcome = await send({ ...head }, stopController.signal);
        } catch {
          outcome = { kind: 'retry' };
        }
        if (stopped) return;
        if (outcome.kind === 'retry') {
          failures += 1;
          status = 'retrying';
          publish();
          wakeController = new AbortController();
          const wakeOrStop = AbortSignal.any([wakeController.signal, stopController.signal]);
          await sleep(outcome.retryAfterMs ?? backoff(failures - 1, baseDelayMs, maxDelayMs, random), wakeOrStop);
          continue;
        }
        if (outcome.kind === 'halt') {
          status = 'halted';
          publish();
          return;
        }
        failures = 0;
        status = 'saving';
        // The head may have been dropped meanwhile (its line was deleted) — it is still the one sent.
        entries = entries.filter((entry) => entry !== head);
        persist();
        if (outcome.kind === 'saved') {
          confirmedAny = true;
          onAnswer?.(outcome.answer, head);
        } else {
          refused = new Map(refused).set(cellKey(head.activity_id, head.date), {
            activity_id: head.activity_id,
            date: head.date,
            time: head.time,
            message: outcome.message,
          });
        }
        if (entries.length === 0) status = 'idle';
        publish();
      }
    } finally {
      running = false;
    }
  }

  return {
    enqueue(changes) {
      if (changes.length === 0) return;
      const nextRefused = new Map(refused);
      for (const change of changes) {
        const key = cellKey(change.activity_id, change.date);
        nextRefused.delete(key);
        // The cell's newest entry, if it was never sent, simply takes the new value.
        const last = entries.findLast((entry) => cellKey(entry.activity_id, entry.date) === key);
        if (last && !last.sent) last.time = change.time;
        else entries.push({ key: createKey(), activity_id: change.activity_id, date: change.date, time: change.time, sent: false, at: now() });
      }
      refused = nextRefused;
      persist();
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
      return new Promise((resolve) => settledWaiters.push(resolve));
    },
    dismissRefusal(activityId, date) {
      const key = cellKey(activityId, date);
      if (!refused.has(key)) return;
      refused = new Map(refused);
      refused.delete(key);
      publish();
    },
    dropUnsent(predicate) {
      const before = entries.length;
      entries = entries.filter((entry) => entry.sent || !predicate(entry));
      if (entries.length === before) return;
      persist();
      if (entries.length === 0 && !running) status = 'idle';
      publish();
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
