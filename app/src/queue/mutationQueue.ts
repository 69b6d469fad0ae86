/**
 * The app's one persisted mutation queue: no change the user made offline is ever lost.
 *
 * Every change becomes an entry with its own Idempotency-Key. Entries are written to the storage
 * before anything is sent, sent one at a time in the order they were made (so the changes of one
 * subject — a cell, the timer — arrive in order), and kept until the server confirms them: network
 * loss, a timeout, a 5xx or a restarting server only make the queue wait and send the same entry
 * again, with the same key, so the server applies it once. Which answers are sent again is the
 * contract's `x-retry` (`sendOutcome.ts`, through `@kwartier/api`'s `resendsKeyedChange`). A
 * refusal (422, or 403/404 when what it changes is gone) is never retried: the entry leaves the
 * queue and the refusal is kept for its subject. 401/419 halt with everything kept.
 *
 * The kind of change is the caller's: the time sheet's cells (`time/saveQueue.ts`) and the timer's
 * actions (`time/timerQueue.ts`) configure it. Pure (no DOM, no fetch): the storage, the sender and
 * the clock are passed in; `queueStorage.ts` keeps the entries in the browser's localStorage.
 */

/** What the sender made of one attempt. */
export type SendOutcome<Answer> =
  /** The server confirmed the change; its answer goes to `onAnswer`. */
  | { kind: 'saved'; answer: Answer }
  /** The server refused it (422, 403, 404…): never retried. */
  | { kind: 'refused'; message: string }
  /**
   * It may not have arrived (network, timeout, 5xx, 429): the same entry is sent again later —
   * after `retryAfterMs` when the server said how long to wait (`Retry-After`), else after the back-off.
   */
  | { kind: 'retry'; retryAfterMs?: number }
  /** Nothing can be sent now (signed out, the page reloads for a new session): keep everything. */
  | { kind: 'halt' };

/** What the queue itself needs of an entry: the rest is the kind of change's own. */
export interface QueuedEntry {
  /** The Idempotency-Key of this change, kept across retries and reloads. */
  key: string;
  /**
   * Only on entries a later change may fold into (see `fold`): false until the entry is first
   * sent. The server may have applied a sent entry, so its body never changes again.
   */
  sent?: boolean;
}

export interface QueueStorage<Entry> {
  load(): Entry[];
  save(entries: readonly Entry[]): void;
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

export interface MutationQueueSnapshot<Entry, Refusal = never> {
  status: QueueStatus;
  /** Entries not yet confirmed, oldest first. */
  entries: readonly Entry[];
  /** Refused changes by subject, until the subject changes again (with `subjectOf` and `refusalOf`). */
  refused: ReadonlyMap<string, Refusal>;
  /** True once any change was confirmed. */
  confirmedAny: boolean;
}

export interface MutationQueueOptions<Change, Entry extends QueuedEntry, Answer, Refusal = never> {
  storage: QueueStorage<Entry>;
  /** The entry of a new change, under its Idempotency-Key, made at `at` (ms since the epoch). */
  entryOf(change: Change, key: string, at: number): Entry;
  send(entry: Entry, signal: AbortSignal): Promise<SendOutcome<Answer>>;
  /** What a change or entry changes (a cell): refusals are kept by it, and folding goes by it. */
  subjectOf?(item: Change | Entry): string;
  /**
   * Folds a new change into the newest entry of its subject while that entry is unsent
   * (`sent: false`): a cell typed twice offline sends its last value once. Without it every
   * change is an entry of its own.
   */
  fold?(entry: Entry, change: Change): void;
  /** What a refusal keeps for its subject in the snapshot (with `subjectOf`). */
  refusalOf?(entry: Entry, message: string): Refusal;
  /** Every confirmed change's answer, in order. */
  onAnswer?(answer: Answer, entry: Entry): void;
  /** Every refused change's message. */
  onRefused?(message: string, entry: Entry): void;
  /** Waits before each attempt, e.g. for another queue to settle, so the order across queues holds. */
  before?(): Promise<void>;
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

export interface MutationQueue<Change, Entry, Refusal = never> {
  /** Queues changes (one edit, a pasted block, an undo; a timer action) and starts sending. */
  enqueue(changes: readonly Change[]): void;
  /** Sends now instead of waiting out the back-off (the browser is online again, the page opened). */
  wake(): void;
  /** Resolves when every entry is confirmed or refused, or the queue halted (at once when empty). */
  settled(): Promise<void>;
  /** Forgets the refusal kept for a subject (the user reverted it). */
  dismissRefusal(subject: string): void;
  /** Drops entries never sent that match (their line is deleted); sent ones still go through. */
  dropUnsent(predicate: (entry: Entry) => boolean): void;
  getSnapshot(): MutationQueueSnapshot<Entry, Refusal>;
  subscribe(listener: () => void): () => void;
  /** Stops sending (the page goes away); what is left stays in the storage. */
  stop(): void;
}

/** The wait before the `attempt`-th retry: exponential from `base` up to `max`, with full jitter. */
export function backoff(attempt: number, baseDelayMs: number, maxDelayMs: number, random: () => number): number {
  const cap = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(attempt, 20));
  return Math.max(baseDelayMs / 2, Math.round(cap * random()));
}

/** Waits `ms`, or less once `signal` aborts (not at all when it already has): the pause between retries. */
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

export function createMutationQueue<Change, Entry extends QueuedEntry, Answer, Refusal = never>(
  options: MutationQueueOptions<Change, Entry, Answer, Refusal>,
): MutationQueue<Change, Entry, Refusal> {
  const {
    storage,
    entryOf,
    send,
    subjectOf,
    fold,
    refusalOf,
    onAnswer,
    onRefused,
    before,
    createKey = () => globalThis.crypto.randomUUID(),
    sleep = defaultSleep,
    random = Math.random,
    now = Date.now,
    baseDelayMs = 500,
    maxDelayMs = 5_000,
  } = options;

  let entries: Entry[] = storage.load();
  let refused = new Map<string, Refusal>();
  let status: QueueStatus = 'idle';
  let confirmedAny = false;
  let running = false;
  let stopped = false;
  let wakeController = new AbortController();
  const stopController = new AbortController();
  const listeners = new Set<() => void>();
  let settledWaiters: Array<() => void> = [];
  let snapshot = makeSnapshot();

  function makeSnapshot(): MutationQueueSnapshot<Entry, Refusal> {
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
        if (head.sent === false) {
          head.sent = true;
          persist();
        }
        if (status !== 'retrying') status = 'saving';
        publish();
        let outcome: SendOutcome<Answer>;
        try {
          await before?.();
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
        if (entries.length === 0) status = 'idle';
        if (outcome.kind === 'saved') {
          confirmedAny = true;
          onAnswer?.(outcome.answer, head);
        } else {
          if (subjectOf && refusalOf) refused = new Map(refused).set(subjectOf(head), refusalOf(head, outcome.message));
          onRefused?.(outcome.message, head);
        }
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
        const subject = subjectOf?.(change);
        if (subject !== undefined) nextRefused.delete(subject);
        // The subject's newest entry, if it was never sent, simply takes the new change.
        const last = fold && subject !== undefined ? entries.findLast((entry) => subjectOf!(entry) === subject) : undefined;
        if (last?.sent === false) fold!(last, change);
        else entries.push(entryOf(change, createKey(), now()));
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
    dismissRefusal(subject) {
      if (!refused.has(subject)) return;
      refused = new Map(refused);
      refused.delete(subject);
      publish();
    },
    dropUnsent(predicate) {
      const before = entries.length;
      entries = entries.filter((entry) => entry.sent !== false || !predicate(entry));
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
