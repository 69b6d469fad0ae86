import type { Timer, TimerState } from '@kwartier/api';
import type { TimerStartValues } from '@kwartier/ui';
import { useSyncExternalStore } from 'react';
import { shellCalls } from '@kwartier/api/pages/shell';
import { api } from '../api';
import { onNetworkBack } from '../offline/keptAnswers';
import { hasQueuedTime } from './queueStorage';
import type { SendOutcome } from '../queue/mutationQueue';
import { queueApi } from '../queue/queueApi';
import { openTabStorage } from '../queue/queueStorage';
import { sendOutcome } from '../queue/sendOutcome';
import { createTimerQueue, pendingTimer, TIMER_QUEUE, type QueuedTimerAction, type TimerAction, type TimerQueue, type TimerQueueSnapshot } from './timerQueue';

/**
 * The timer's side of the app: the member's timer as the server last answered it, and the queue
 * its Start, Stop and Discard go through (timerQueue.ts: kept in localStorage until confirmed, so
 * they survive being offline and a closed tab). A timer action waits until the grid's unsent hours
 * are in (the grid's queue settles first), so hours arrive in the order they were made. After a
 * Stop, the weeks it added to are read again for the time sheet.
 *
 * Every tab of the browser shows the same timer: a tab whose action the server confirmed tells the
 * others the answer on a BroadcastChannel of the user's (`kwartier.timer.<user id>`), and they show
 * it at once (and read again the weeks a stop added to), so no tab keeps showing a timer that was
 * stopped elsewhere. Another device's start or stop is read when the tab is shown again.
 */
export async function sendTimerAction({ key, action }: QueuedTimerAction, signal: AbortSignal): Promise<SendOutcome<TimerState>> {
  const options = { headers: { 'Idempotency-Key': key }, signal };
  const { data, error, response } =
    action.kind === 'start'
      ? await queueApi.POST('/api/timer/start', { ...options, body: { activity_id: action.activity_id, note: action.note, time_zone: action.time_zone, at: action.at } })
      : action.kind === 'stop'
        ? await queueApi.POST('/api/timer/stop', { ...options, body: { at: action.at } })
        : await queueApi.POST('/api/timer/discard', options);
  return sendOutcome({ data, error, response });
}

let server: TimerState | null = null;
let queue: TimerQueue | null = null;
/** This tab's queue once its storage is open (null when the user changed meanwhile). */
let opening: Promise<TimerQueue | null> = Promise.resolve(null);
let owner: number | null = null;
/** The first read of the owner's timer (startTimer). */
let firstRead: Promise<void> = Promise.resolve();
let refusal: string | null = null;
let channel: BroadcastChannel | null = null;
/** Counts the timers received: a read that was asked before a newer one arrived is not shown. */
let received = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function receive(state: TimerState) {
  received += 1;
  server = state;
  notify();
}

/** Reads the timer again (page opened, tab shown again: another device may have started or stopped it). */
export async function reloadTimer(): Promise<void> {
  const asked = received;
  const { data } = await shellCalls.timer(api).catch(() => ({ data: undefined }));
  // An answer another tab told of meanwhile is newer than this read.
  if (data && received === asked) receive(data);
}

/** Reads again the weeks a stop added hours to, for the time sheet (time/timeSheet.ts). */
async function refreshWeeks(state: TimerState) {
  if (state.saved.length === 0) return;
  const { receiveWeek } = await import('./timeSheet');
  const dates = [...new Set(state.saved.map((day) => day.date))];
  for (const date of dates) {
    const { data } = await api.POST('/api/time', { body: { date } }).catch(() => ({ data: undefined }));
    if (data) receiveWeek(data);
  }
}

/**
 * The signed-in member's timer queue, once per page; it sends what a closed tab left at once.
 * Resolves once the timer was first read (failed reads included).
 */
export function startTimer(userId: number): Promise<void> {
  if (owner === userId) return firstRead;
  queue?.stop();
  queue = null;
  channel?.close();
  owner = userId;
  // The other tabs' confirmed actions: the timer they answered, and the hours a stop added.
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`kwartier.timer.${userId}`);
  channel?.addEventListener('message', (event: MessageEvent<TimerState>) => {
    refusal = null;
    receive(event.data);
    void refreshWeeks(event.data);
  });
  // This tab's storage, with what closed tabs left adopted (queue/queueStorage.ts); actions taken
  // before it is open wait for it.
  opening = openTabStorage(TIMER_QUEUE, userId, window.localStorage, typeof navigator === 'undefined' ? undefined : navigator.locks).then((storage) => {
    if (owner !== userId) return null;
    queue = createTimerQueue<TimerState>({
      storage,
      send: sendTimerAction,
      // Unsent hours of the grid go first.
      before: async () => {
        if (!hasQueuedTime(userId)) return;
        const { startTimeQueue } = await import('./timeSheet');
        await (await startTimeQueue(userId)).settled();
      },
      onAnswer: (answer) => {
        refusal = null;
        receive(answer);
        channel?.postMessage(answer);
        void refreshWeeks(answer);
      },
      onRefused: (message) => {
        // A refused stop keeps the timer stopped on the server, with the reason: read it.
        refusal = message;
        void reloadTimer();
      },
    });
    queue.subscribe(notify);
    notify();
    queue.wake();
    return queue;
  });
  window.addEventListener('online', () => queue?.wake());
  // A timer shown from a kept answer (no network) is read again once the network answers.
  onNetworkBack(() => void reloadTimer());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && queue?.getSnapshot().entries.length === 0) void reloadTimer();
  });
  // A page load brought the timer's answer with it (bootstrap.ts): the first read takes it.
  firstRead = reloadTimer();
  return firstRead;
}

const EMPTY: TimerQueueSnapshot = { status: 'idle', entries: [] };
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The browser's IANA time zone: the days the server splits the timer's time over. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The timer as the control shows it, the activities, and what the member can do with it. */
export function useTimer() {
  const state = useSyncExternalStore(subscribe, () => server);
  const snapshot = useSyncExternalStore(subscribe, () => queue?.getSnapshot() ?? EMPTY);
  const lastRefusal = useSyncExternalStore(subscribe, () => refusal);
  const activities = state?.activities ?? [];
  const timer = pendingTimer<Timer>(state?.timer ?? null, snapshot.entries, (action) => {
    const activity = activities.find((a) => a.id === action.activity_id);
    if (!activity) return null;
    return {
      activity_id: activity.id,
      activity_name: activity.name,
      project_name: activity.project_name,
      client_name: activity.client_name,
      color: activity.color,
      note: action.note,
      started_at: action.at,
      stopped_at: null,
      time_zone: action.time_zone,
      refusal: null,
    };
  });
  return {
    loaded: state !== null,
    timer,
    activities,
    refusal: lastRefusal,
    isSaving: snapshot.status === 'saving' && snapshot.entries.length > 0,
    start: (values: TimerStartValues) => act({ kind: 'start', activity_id: values.activity_id, note: values.note, time_zone: timeZone(), at: new Date().toISOString() }),
    stop: () => act({ kind: 'stop', at: new Date().toISOString() }),
    discard: () => act({ kind: 'discard' }),
  };
}

/** A new action: the last refusal is no longer news. */
function act(action: TimerAction) {
  refusal = null;
  if (queue) queue.enqueue(action);
  else void opening.then((opened) => opened?.enqueue(action));
}

