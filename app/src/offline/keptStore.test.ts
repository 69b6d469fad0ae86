import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// keptStore.ts over an in-memory Cache Storage and localStorage: whose answers are kept (a person
// in an organisation), in whatever order a page's answers come.

class MemoryCache {
  readonly entries = new Map<string, Response>();
  async put(key: string, response: Response) {
    this.entries.set(key, response);
  }
  async match(key: string) {
    return this.entries.get(key)?.clone();
  }
}

const stores = new Map<string, MemoryCache>();
const memoryCaches = {
  keys: async () => [...stores.keys()],
  open: async (name: string) => {
    if (!stores.has(name)) stores.set(name, new MemoryCache());
    return stores.get(name)!;
  },
  delete: async (name: string) => stores.delete(name),
  match: async (key: string, { cacheName }: { cacheName: string }) => stores.get(cacheName)?.match(key),
};
const storage = new Map<string, string>();
const localStorage = {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
  removeItem: (key: string) => void storage.delete(key),
};

const ORIGIN = 'http://localhost:3000';
const get = (path: string) => new Request(`${ORIGIN}${path}`);
const week = () => new Request(`${ORIGIN}/api/time`, { method: 'POST', body: JSON.stringify({ date: '2026-11-30' }) });
const ok = (data: unknown) => new Response(JSON.stringify(data), { status: 200 });

type Store = typeof import('./keptStore');
let store: Store;

/** The page's answers: the user's, the organisation's and the week's, in the order given. */
async function answers(order: Array<'user' | 'organization' | 'week'>, user: number, organization: string, hours: number) {
  for (const call of order) {
    if (call === 'user') await store.remember(get('/api/user'), ok({ id: user }));
    if (call === 'organization') await store.remember(get('/api/organization/for/currentuser'), ok({ uuid: organization }));
    if (call === 'week') await store.remember(week(), ok({ hours }));
  }
}

/** A page load: the module's memory of whose answers come starts afresh (what the browser stores stays). */
async function reload() {
  vi.resetModules();
  store = await import('./keptStore');
}

const keptWeek = async () => {
  const kept = await store.keptAnswer(week());
  return kept ? ((await kept.response.json()) as { hours: number }).hours : undefined;
};

beforeEach(async () => {
  stores.clear();
  storage.clear();
  vi.stubGlobal('caches', memoryCaches);
  vi.stubGlobal('window', { localStorage });
  await reload();
});
afterEach(() => vi.unstubAllGlobals());

describe('kept answers per person and organisation', () => {
  it('keeps a page’s answers once its user and organisation are known, whichever came first', async () => {
    await answers(['week', 'user'], 7, 'noord', 1);
    expect([...stores.keys()]).toEqual([]);
    await answers(['organization'], 7, 'noord', 1);
    expect([...stores.keys()]).toEqual(['kwartier-kept-7-noord']);
    expect(storage.get('kwartier.kept.user')).toBe('7-noord');
    expect(await keptWeek()).toBe(1);
  });

  it('keeps each of one person’s organisations apart, and answers from the one seen last', async () => {
    await answers(['user', 'organization', 'week'], 7, 'noord', 1);
    // Switched: the next page load names the other organisation (before or after the user).
    await reload();
    await answers(['organization', 'week', 'user'], 7, 'bakkerij', 2);
    expect([...stores.keys()].sort()).toEqual(['kwartier-kept-7-bakkerij', 'kwartier-kept-7-noord']);
    expect(await keptWeek()).toBe(2);
    // In one page too (another tab switched): the organisation's answer makes the user unknown until its next answer.
    await answers(['organization', 'week'], 7, 'noord', 3);
    expect(await keptWeek()).toBe(2);
    await answers(['user'], 7, 'noord', 3);
    expect(await keptWeek()).toBe(3);
    expect(((await (await stores.get('kwartier-kept-7-bakkerij')!.match(`${ORIGIN}/kept/POST/api/time?search=&body=%7B%22date%22%3A%222026-11-30%22%7D`))!.json()) as { hours: number }).hours).toBe(2);
  });

  it('drops everyone else’s answers when another person signs in, never filing theirs under the last organisation', async () => {
    await answers(['user', 'organization', 'week'], 7, 'noord', 1);
    await reload();
    await answers(['user', 'organization', 'week'], 7, 'bakkerij', 2);
    // Another person at this browser: their week waits for their organisation.
    await answers(['user', 'week'], 8, 'visser', 5);
    expect([...stores.keys()].sort()).toEqual(['kwartier-kept-7-bakkerij', 'kwartier-kept-7-noord']);
    await answers(['organization'], 8, 'visser', 5);
    expect([...stores.keys()]).toEqual(['kwartier-kept-8-visser']);
    expect(await keptWeek()).toBe(5);
  });

  it('forgets the other organisations after leaving one, and everything on a 401', async () => {
    await answers(['user', 'organization', 'week'], 7, 'noord', 1);
    await reload();
    await answers(['user', 'organization', 'week'], 7, 'bakkerij', 2);
    await store.forgetOtherOrganizations();
    expect([...stores.keys()]).toEqual(['kwartier-kept-7-bakkerij']);
    await store.remember(get('/api/user'), new Response('{}', { status: 401 }));
    expect([...stores.keys()]).toEqual([]);
    expect(storage.has('kwartier.kept.user')).toBe(false);
    expect(await keptWeek()).toBeUndefined();
  });
});
