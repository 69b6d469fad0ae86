import { SHELL_PATH } from '@kwartier/api/pages/shell';
import { canonical } from '../bootstrap';

/*
 * Where the answers of keptAnswers.ts are kept: Cache Storage, one cache per person and
 * organisation (`kwartier-kept-<user id>-<organisation uuid>`: one login may be a member of
 * several organisations, each with its own data), each answer under a made-up GET URL of its call
 * (method, path, JSON body) with the time it was stored. Whose: the user the `/api/user` answer
 * and the organisation the `/api/organization/for/currentuser` answer of this page name (both
 * come with every signed-in page); until this page has had both, its answers wait. The last pair
 * is remembered (localStorage) for a page loaded offline. Another person's answers go as soon as
 * the pair names someone else (the same person's other organisations stay: switching back finds
 * them), a 401 to `/api/user` makes them all go, and so does signing out. Loaded after the page's
 * first answers, apart from the entry: /login needs none of it.
 */

const CACHE_PREFIX = 'kwartier-kept-';
/** Whose answers are kept: `<user id>-<organisation uuid>`, the last pair this browser's pages named. */
const USER_KEY = 'kwartier.kept.user';
const STORED_AT = 'x-kwartier-stored-at';

const cacheName = (owner: string) => `${CACHE_PREFIX}${owner}`;

function keptOwner(): string | null {
  try {
    return window.localStorage.getItem(USER_KEY);
  } catch {
    return null;
  }
}

function setKeptOwner(owner: string | null) {
  try {
    if (owner === null) window.localStorage.removeItem(USER_KEY);
    else window.localStorage.setItem(USER_KEY, owner);
  } catch {
    // No localStorage: nothing is found again on the next load (see keptOwner).
  }
}

/** One change to the caches at a time, in the order asked: a deletion is never overtaken by a store. */
let work: Promise<unknown> = Promise.resolve();
function serially<T>(task: () => Promise<T>): Promise<T> {
  const next = work.then(task, task);
  work = next.catch(() => {});
  return next;
}

/** Deletes the kept caches but those `keep` says to keep. */
async function deleteCaches(keep: (name: string) => boolean = () => false) {
  const names = (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX) && !keep(name));
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

/** The user and the organisation this page's answers named last (null: not yet, or since they changed). */
let seenUser: string | null = null;
let seenOrganization: string | null = null;

/** Answers that came before this page knew whose they are (its user and organisation answers): theirs once both have come. */
let unclaimed: Array<{ key: string; data: string; storedAt: string }> = [];

/** Deletes every kept answer and forgets whose they were. */
export function forget(): Promise<void> {
  setKeptOwner(null);
  seenUser = null;
  seenOrganization = null;
  unclaimed = [];
  return serially(() => deleteCaches());
}

/** Deletes the answers kept for the person's organisations but the current one (after leaving one). */
export function forgetOtherOrganizations(): Promise<void> {
  return serially(async () => {
    const owner = keptOwner();
    await deleteCaches((name) => owner !== null && name === cacheName(owner));
  });
}

function put(cache: Cache, { key, data, storedAt }: { key: string; data: string; storedAt: string }) {
  return cache.put(key, new Response(data, { status: 200, headers: { 'content-type': 'application/json', [STORED_AT]: storedAt } }));
}

/**
 * Notes whose this page's answers are from the user or organisation answer at `path`. A user
 * other than the one seen makes the organisation unknown until its next answer, and the other way
 * round: answers are never filed under one person with another's (or another organisation's) key.
 */
function noteOwner(path: string, data: string): boolean {
  const answer = JSON.parse(data) as { id?: number; uuid?: string };
  if (path === SHELL_PATH.user) {
    if (answer.id === undefined) return false;
    if (seenUser !== null && seenUser !== String(answer.id)) seenOrganization = null;
    seenUser = String(answer.id);
  } else {
    if (answer.uuid === undefined) return false;
    if (seenOrganization !== null && seenOrganization !== answer.uuid) seenUser = null;
    seenOrganization = answer.uuid;
  }
  return true;
}

/** Keeps the answer of a kept call (a 200) for the user and organisation signed in; a 401 to `/api/user` forgets them all. */
export async function remember(request: Request, response: Response): Promise<void> {
  const path = new URL(request.url).pathname;
  if (path === SHELL_PATH.user && response.status === 401) return forget();
  if (response.status !== 200) return;
  const key = await keyOf(request);
  if (key === null) return;
  const data = await response.text();
  const storedAt = new Date().toISOString();
  await serially(async () => {
    if ((path === SHELL_PATH.user || path === SHELL_PATH.organization) && !noteOwner(path, data)) return;
    if (seenUser === null || seenOrganization === null) {
      unclaimed.push({ key, data, storedAt });
      return;
    }
    const owner = `${seenUser}-${seenOrganization}`;
    if (keptOwner() !== owner) {
      // Another person: everyone else's answers go; this person's other organisations' stay.
      const person = `${CACHE_PREFIX}${seenUser}-`;
      await deleteCaches((name) => name.startsWith(person));
      setKeptOwner(owner);
    }
    const cache = await caches.open(cacheName(owner));
    const claimed = unclaimed;
    unclaimed = [];
    for (const answer of claimed) await put(cache, answer);
    await put(cache, { key, data, storedAt });
  });
}

/** The kept answer of a call and when it was stored, for the user and organisation signed in last. */
export async function keptAnswer(request: Request): Promise<{ response: Response; storedAt: Date } | undefined> {
  const owner = keptOwner();
  const key = await keyOf(request);
  if (owner === null || key === null) return undefined;
  const response = await caches.match(key, { cacheName: cacheName(owner) });
  const storedAt = response?.headers.get(STORED_AT);
  return response && storedAt ? { response, storedAt: new Date(storedAt) } : undefined;
}
