import { useSyncExternalStore } from 'react';

/*
 * The answers the app keeps for when there is no network: the last answer of each read the week,
 * the timer and the dashboard need (and the shell around them: who is signed in, their
 * organisation). Kept by the app, not by the service worker, because most of those reads are
 * POSTs (`x-read-only`: the week, the period, the dashboard's totals) that the Cache API — and
 * so Workbox — cannot key, and because the app must know that an answer is an old one and from
 * when; here it does, without a header between two programs. Kept per user and organisation
 * (one login may work in several), and deleted on signing out (keptStore.ts, loaded apart:
 * /login needs none of it).
 * When a read's call fails for want of a network (offline, the server unreachable), the kept
 * answer is given instead, and the page says so (useKeptSince: "Offline — showing data from …").
 */

/** The calls whose answers are kept: the shell's, the week's, the timer's and the dashboard's. */
const KEPT: readonly { method: string; path: RegExp }[] = [
  { method: 'GET', path: /^\/api\/(user|organization\/for\/currentuser|timer|dashboard\/receivables|dashboard\/firststeps|projects)$/ },
  { method: 'POST', path: /^\/api\/(time|period|period\/next|period\/previous|dashboard\/(timetotals|activitytotals|notes))$/ },
];

const isKept = (method: string, path: string) => KEPT.some((call) => call.method === method && call.path.test(path));

type Fetch = (input: Request, init?: RequestInit) => Promise<Response>;

const store = () => import('./keptStore');

/**
 * Deletes every kept answer and forgets whose they were: on signing out, before the server ends
 * the session (the next person at this browser never sees them).
 */
export async function forgetKeptAnswers(): Promise<void> {
  if (typeof caches !== 'undefined') await (await store()).forget();
}

/** Deletes the answers kept for the person's other organisations (after leaving one). */
export async function forgetOtherOrganizations(): Promise<void> {
  if (typeof caches !== 'undefined') await (await store()).forgetOtherOrganizations();
}

// What the page shows from kept answers: the oldest time among them, until the network answers.
let keptSince: Date | null = null;
const listeners = new Set<() => void>();
const refreshers = new Set<() => void>();

function showKept(storedAt: Date) {
  if (keptSince && keptSince <= storedAt) return;
  keptSince = storedAt;
  listeners.forEach((listener) => listener());
}

/** The network answers again: what was shown from kept answers is read again, and the notice goes. */
function networkIsBack() {
  if (!keptSince) return;
  keptSince = null;
  listeners.forEach((listener) => listener());
  refreshers.forEach((refresh) => refresh());
}

if (typeof window !== 'undefined') window.addEventListener('online', networkIsBack);

/** Calls `refresh` when the network answers again after kept answers were shown (the router's loaders, the timer). */
export function onNetworkBack(refresh: () => void): () => void {
  refreshers.add(refresh);
  return () => refreshers.delete(refresh);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the oldest kept answer the page shows was stored; null while it shows none. */
export function useKeptSince(): Date | null {
  return useSyncExternalStore(subscribe, () => keptSince, () => null);
}

/** Whether a call failed for want of a network (not an abort by its caller or by a timeout). */
const isNetworkFailure = (error: unknown, request: Request) => error instanceof TypeError && !request.signal.aborted;

/**
 * A `fetch` that keeps the last answer of each kept read (a 200) for the user signed in, and
 * answers such a read from it when the network fails (and the page says from when: useKeptSince).
 * Every other call, and every write, passes as it is.
 */
export function withKeptAnswers(fetch: Fetch): Fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    // Cache Storage is there in a secure context only (https, or localhost).
    if (url.origin !== window.location.origin || !isKept(request.method, url.pathname) || typeof caches === 'undefined') return fetch(request);
    const call = request.clone();
    let response: Response;
    try {
      response = await fetch(request);
    } catch (error) {
      if (!isNetworkFailure(error, request)) throw error;
      const kept = await store()
        .then(({ keptAnswer }) => keptAnswer(call))
        .catch(() => undefined);
      if (!kept) throw error;
      showKept(kept.storedAt);
      return kept.response;
    }
    networkIsBack();
    const answer = response.clone();
    void store()
      .then(({ remember }) => remember(call, answer))
      .catch((error: unknown) => console.error('Keeping an answer for offline use failed', error));
    return response;
  };
}
