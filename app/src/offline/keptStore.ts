import { SHELL_PATH } from '@kwartier/api/pages/shell';
import { canonical } from '../bootstrap';

/*
 * Where the answers of keptAnswers.ts are kept: Cache Storage, one cache per user
 * (`kwartier-kept-<user id>`), each answer under a made-up GET URL of its call (method, path,
 * JSON body) with the time it was stored. Whose: the user the last `/api/user` answer named
 * (localStorage); an answer naming another user makes the others' caches go, a 401 to it makes
 * them all go, and so does signing out. Loaded after the page's first answers, apart from the
 * entry: /login needs none of it.
 */

const CACHE_PREFIX = 'kwartier-kept-';
/** Whose answers are kept: the id the last `/api/user` answer named. */
const USER_KEY = 'kwartier.kept.user';
const STORED_AT = 'x-kwartier-stored-at';

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
    // No localStorage: nothing is found again on the next load (see keptUser).
  }
}

/** One change to the caches at a time, in the order asked: a deletion is never overtaken by a store. */
let work: Promise<unknown> = Promise.resolve();
function serially<T>(task: () => Promise<T>): Promise<T> {
  const next = work.then(task, task);
  work = next.catch(() => {});
  return next;
}

async function deleteCaches(keep: string | null) {
  const names = (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX) && name !== (keep === null ? null : cacheName(keep)));
  await Promise.all(names.map((name) => caches.delete(name)));
}

/** The made-up GET URL a call's answer is kept under (null: a body that is not JSON, never kept). */
async function keyOf(request: Request): Promise<string | null> {
  const url = new URL(request.url);
  const text = request.method === 'GET' ? '' : await request.text();
  const key = new URL(`/kept/${request.method}${url.pathname}`, url.origin);
  key.searchParams.set('search', url.search);
  try {
    if (text !== '') key.searchParams.set('body', canonical(JSON.parse(text)));
  } catch {
    return null;
  }
  return key.href;
}

/**
 * Answers that came before the first `/api/user` answer of a browser that keeps no one's yet (a
 * first page load asks for the user and the organisation at once): the same session's, so that
 * user's once the answer names them.
 */
let unclaimed: Array<{ key: string; data: string; storedAt: string }> = [];

/** Deletes every kept answer and forgets whose they were. */
export function forget(): Promise<void> {
  setKeptUser(null);
  unclaimed = [];
  return serially(() => deleteCaches(null));
}

function put(cache: Cache, { key, data, storedAt }: { key: string; data: string; storedAt: string }) {
  return cache.put(key, new Response(data, { status: 200, headers: { 'content-type': 'application/json', [STORED_AT]: storedAt } }));
}

/** Keeps the answer of a kept call (a 200) for the user signed in; a 401 to `/api/user` forgets them all. */
export async function remember(request: Request, response: Response): Promise<void> {
  const path = new URL(request.url).pathname;
  if (path === SHELL_PATH.user && response.status === 401) return forget();
  if (response.status !== 200) return;
  const key = await keyOf(request);
  if (key === null) return;
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
      const cache = await caches.open(cacheName(userId));
      for (const answer of claimed) await put(cache, answer);
    }
    if (userId === null) {
      unclaimed.push({ key, data, storedAt });
      return;
    }
    await put(await caches.open(cacheName(userId)), { key, data, storedAt });
  });
}

/** The kept answer of a call and when it was stored, for the user signed in last. */
export async function keptAnswer(request: Request): Promise<{ response: Response; storedAt: Date } | undefined> {
  const userId = keptUser();
  const key = await keyOf(request);
  if (userId === null || key === null) return undefined;
  const response = await caches.match(key, { cacheName: cacheName(userId) });
  const storedAt = response?.headers.get(STORED_AT);
  return response && storedAt ? { response, storedAt: new Date(storedAt) } : undefined;
}
