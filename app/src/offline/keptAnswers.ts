import { SHELL_PATH } from '@kwartier/api/pages/shell';
import { useSyncExternalStore } from 'react';
import { canonical } from '../bootstrap';

/*
 * The answers the app keeps for when there is no network: the last answer of each read the week,
 * the timer and the dashboard need (and the shell around them: who is signed in, their
 * organisation). Kept by the app, not by the service worker, because most of those reads are
 * POSTs (`x-read-only`: the week, the period, the dashboard's totals) that the Cache API — and
 * so Workbox — cannot key, and because the app must know that an answer is an old one and from
 * when; here it does, without a header between two programs.
 *
 * Where: Cache Storage, one cache per user (`kwartier-kept-<user id>`), each answer under a
 * made-up GET URL of its call (method, path, JSON body), with the time it was stored. Whose: the
 * user the last `/api/user` answer named; an answer of another user makes the others' caches go,
 * a 401 to it makes them all go, and signing out deletes them all ({@link forgetKeptAnswers}).
 * When: a read's call fails for want of a network (offline, the server unreachable), the kept
 * answer is given instead, and the app says so (useKeptSince: "Offline — showing data from …").
 */

const CACHE_PREFIX = 'kwartier-kept-';
/** Whose answers are kept: the id the last `/api/user` answer named. */
const USER_KEY = 'kwartier.kept.user';
const STORED_AT = 'x-kwartier-stored-at';

/** The calls whose answers are kept: the shell's, the week's, the timer's and the dashboard's. */
const KEPT: readonly { method: string; path: RegExp }[] = [
  { method: 'GET', path: /^\/api\/(user|organization\/for\/currentuser|timer|dashboard\/receivables|dashboard\/firststeps|projects)$/ },
  { method: 'POST', path: /^\/api\/(time|period|period\/next|period\/previous|dashboard\/(timetotals|activitytotals|notes))$/ },
];

const isKept = (method: string, path: string) => KEPT.some((call) => call.method === method && call.path.test(path));

type Fetch = (input: Request, init?: RequestInit) => Promise<Response>;

const cacheName = (userId: string) => `${CACHE_PREFIX}${userId}`;

function keptUser(): string | null {
  try {
    return window.localStorage.getItem(USER_KEY);
  } catch {
    return null;
  }
}

function setKeptUser(userId: string | null) {
  try {
    if (userId === null) window.localStorage.removeItem(USER_KEY);
    else window.localStorage.setItem(USER_KEY, userId);
  } catch {
    // No localStorage: nothing is kept for the next load (see keptUser).
  }
}

/** Cache Storage, where the browser has it (a secure context: https, or localhost). */
const storage = (): CacheStorage | undefined => (typeof caches === 'undefined' ? undefined : caches);

/** One change to the caches at a time, in the order asked: a deletion is never overtaken by a store. */
let work: Promise<unknown> = Promise.resolve();
function serially<T>(task: () => Promise<T>): Promise<T> {
  const next = work.then(task, task);
  work = next.catch(() => {});
  return next;
}

async function deleteCaches(keep: string | null) {
  const store = storage();
  if (!store) return;
  const names = (await store.keys()).filter((name) => name.startsWith(CACHE_PREFIX) && name !== (keep === null ? null : cacheName(keep)));
  await Promise.all(names.map((name) => store.delete(name)));
}

/** The made-up GET URL a call's answer is kept under. */
function keyOf(method: string, url: URL, body: unknown): string {
  const key = new URL(`/kept/${method}${url.pathname}`, url.origin);
  key.searchParams.set('search', url.search);
  if (body !== undefined) key.searchParams.set('body', canonical(body));
  return key.href;
}

/**
 * Deletes every kept answer and forgets whose they were: on signing out, before the server ends
 * the session (the next person at this browser never sees them).
 */
export function forgetKeptAnswers(): Promise<void> {
  setKeptUser(null);
  unclaimed = [];
  return serially(() => deleteCaches(null));
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
    if (url.origin !== window.location.origin || !isKept(request.method, url.pathname) || !storage()) return fetch(request);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      return fetch(request);
    }
    const key = keyOf(request.method, url, body);
    let response: Response;
    try {
      response = await fetch(request);
    } catch (error) {
      if (!isNetworkFailure(error, request)) throw error;
      const kept = await keptAnswer(key);
      if (!kept) throw error;
      return kept;
    }
    networkIsBack();
    if (url.pathname === SHELL_PATH.user && response.status === 401) void forgetKeptAnswers();
    if (response.status === 200) void keep(key, url.pathname, response.clone());
    return response;
  };
}

/**
 * Answers that came before the first `/api/user` answer of a browser that keeps no one's yet (a
 * first page load asks for the user and the organisation at once): the same session's, so that
 * user's once the answer names them.
 */
let unclaimed: Array<{ key: string; data: string; storedAt: string }> = [];

async function keep(key: string, path: string, response: Response) {
  const data = await response.text();
  const storedAt = new Date().toISOString();
  await serially(async () => {
    let userId = keptUser();
    if (path === SHELL_PATH.user) {
      const id = (JSON.parse(data) as { id?: number }).id;
      if (id === undefined) return;
      // Another user signed in: the answers kept for anyone else go.
      if (userId !== String(id)) await deleteCaches(String(id));
      const claimed = userId === null ? unclaimed : [];
      unclaimed = [];
      userId = String(id);
      setKeptUser(userId);
      const cache = await storage()!.open(cacheName(userId));
      for (const answer of claimed) await put(cache, answer);
    }
    if (userId === null) {
      unclaimed.push({ key, data, storedAt });
      return;
    }
    await put(await storage()!.open(cacheName(userId)), { key, data, storedAt });
  });
}

function put(cache: Cache, { key, data, storedAt }: { key: string; data: string; storedAt: string }) {
  return cache.put(key, new Response(data, { status: 200, headers: { 'content-type': 'application/json', [STORED_AT]: storedAt } }));
}

async function keptAnswer(key: string): Promise<Response | undefined> {
  const userId = keptUser();
  if (userId === null) return undefined;
  const kept = await storage()!.match(key, { cacheName: cacheName(userId) });
  const storedAt = kept?.headers.get(STORED_AT);
  if (!kept || !storedAt) return undefined;
  showKept(new Date(storedAt));
  return kept;
}
