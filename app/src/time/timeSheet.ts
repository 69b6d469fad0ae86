import type { WeekData } from '@kwartier/api';
import { useSyncExternalStore } from 'react';
import { queueApi } from '../queue/queueApi';
import { sendOutcome } from '../queue/sendOutcome';
import { openQueueStorage } from './queueStorage';
import { createSaveQueue, type QueuedChange, type QueueSnapshot, type SaveQueue, type SendOutcome } from './saveQueue';

/**
 * The time sheet's side of the app: one save queue per signed-in user for the life of the page
 * (it keeps sending while the user is on another page), and the latest week the server answered.
 * It sends with the queues' own API client (`queue/queueApi.ts`: no built-in retries).
 */

export async function sendTimeChange(change: QueuedChange, signal: AbortSignal): Promise<SendOutcome<WeekData>> {
  const { data, error, response } = await queueApi.POST('/api/time/save', {
    body: { time: change.time, activity_id: change.activity_id, date: change.date },
    headers: { 'Idempotency-Key': change.key },
    signal,
  });
  // The cell's own message first: its time, its day, its activity.
  return sendOutcome({ data, error, response }, ['time', 'date', 'activity_id']);
}

/** The weeks the server answered, newest answer per week, in the order they arrived. */
interface Answer {
  week: WeekData;
  seq: number;
}

let seq = 0;
const answers = new Map<string, Answer>();
const answerListeners = new Set<() => void>();

const weekStart = (week: WeekData) => week.weekdates[0]?.date ?? '';

/** Numbers a loader's answer when it starts: a call's answer that arrives meanwhile is newer. */
export function nextSeq(): number {
  return ++seq;
}

/** A week the server answered (a save, a line added or deleted, a copy). */
export function receiveWeek(week: WeekData): void {
  answers.set(weekStart(week), { week, seq: ++seq });
  for (const listener of [...answerListeners]) listener();
}

function subscribeAnswers(listener: () => void) {
  answerListeners.add(listener);
  return () => answerListeners.delete(listener);
}

/** The week to show: the loader's, unless a call answered the same week after the loader started. */
export function useLatestWeek(loaded: WeekData, loadedSeq: number): WeekData {
  const answer = useSyncExternalStore(subscribeAnswers, () => answers.get(weekStart(loaded)));
  return answer && answer.seq > loadedSeq ? answer.week : loaded;
}

let current: { userId: number; queue: Promise<SaveQueue> } | undefined;
let ready: SaveQueue | undefined;
const queueListeners = new Set<() => void>();

function wakeWhenOnline() {
  ready?.wake();
}

function warnBeforeUnload(event: BeforeUnloadEvent) {
  if ((ready?.getSnapshot().entries.length ?? 0) === 0) return;
  event.preventDefault();
  // Older browsers show the warning only when returnValue is set.
  event.returnValue = '';
}

/**
 * The signed-in user's queue, created once per page: it adopts what closed tabs left and starts
 * sending it at once. Called by the time sheet, and by the shell when storage holds unsent time.
 */
export function startTimeQueue(userId: number): Promise<SaveQueue> {
  if (current?.userId === userId) return current.queue;
  ready?.stop();
  ready = undefined;
  const queue = openQueueStorage(userId).then((storage) => {
    const created = createSaveQueue<WeekData>({ storage, send: sendTimeChange, onAnswer: receiveWeek });
    ready = created;
    created.subscribe(() => queueListeners.forEach((listener) => listener()));
    queueListeners.forEach((listener) => listener());
    created.wake();
    return created;
  });
  current = { userId, queue };
  window.addEventListener('beforeunload', warnBeforeUnload);
  // Back online: send now rather than at the end of the back-off.
  window.addEventListener('online', wakeWhenOnline);
  return queue;
}

const EMPTY: QueueSnapshot = { status: 'idle', entries: [], refused: new Map(), confirmedAny: false };

function subscribeQueue(listener: () => void) {
  queueListeners.add(listener);
  return () => queueListeners.delete(listener);
}

/** The queue (null until its storage is open) and its state. */
export function useTimeQueue(): { queue: SaveQueue | null; snapshot: QueueSnapshot } {
  const queue = useSyncExternalStore(subscribeQueue, () => ready ?? null);
  const snapshot = useSyncExternalStore(subscribeQueue, () => ready?.getSnapshot() ?? EMPTY);
  return { queue, snapshot };
}
