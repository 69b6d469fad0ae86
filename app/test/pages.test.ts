// @vitest-environment happy-dom
import { createApiClient, type ApiClient } from '@kwartier/api';
import { PAGE_DATA, localDate, type PageContext } from '@kwartier/api/pages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The first data of a page is asked twice: by the app's route loader, and by the server while it
// serves the page (packages/server/src/http/spa.ts, through PAGE_DATA of @kwartier/api/pages),
// whose answers the app uses only for the very same calls. Here both ask a fake API and the
// calls (method, path with its search, body) must be the same: a loader that stops asking what
// the server sends, or asks more, fails this test instead of silently losing the prefetch.

interface Call {
  method: string;
  path: string;
  body?: unknown;
}

/** A fake API answering every call with a 200 (a period for the period calls), recording the calls. */
function fakeApi(calls: Call[]): ApiClient {
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    calls.push(text === '' ? { method: request.method, path: url.pathname + url.search } : { method: request.method, path: url.pathname + url.search, body: JSON.parse(text) as unknown });
    const data = url.pathname.startsWith('/api/period') ? { from: '2026-03-01', to: '2026-03-31' } : {};
    return new Response(JSON.stringify(data), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return createApiClient({ baseUrl: 'http://localhost:3000', fetch, maxRetries: 0 });
}

const appCalls = vi.hoisted(() => [] as Array<{ method: string; path: string; body?: unknown }>);

// The route modules with what they import that needs a browser left out: their loaders are what is run.
vi.mock('../src/api', () => ({ api: fakeApi(appCalls) }));
vi.mock('../src/time/timeSheet', () => ({ nextSeq: () => 1, startTimeQueue: async () => undefined }));
vi.mock('@kwartier/ui', () => {
  const anything: () => unknown = () => anything;
  return new Proxy({}, { get: (_target, name) => (name === 'then' ? undefined : anything), has: () => true });
});

/** The app's routes by id, as its router builds them from the committed route tree. */
async function appRoutes(): Promise<Record<string, { options: RouteOptions }>> {
  const { createMemoryHistory, createRouter } = await import('@tanstack/react-router');
  const { routeTree } = await import('../src/routeTree.gen');
  return createRouter({ routeTree, history: createMemoryHistory() }).routesById as unknown as Record<string, { options: RouteOptions }>;
}

interface RouteOptions {
  validateSearch?: (search: Record<string, unknown>) => unknown;
  loaderDeps?: (options: { search: unknown }) => unknown;
  loader: (options: { params: Record<string, string>; deps: unknown; context: unknown }) => unknown;
}

/** The calls the app's loader makes for the route, its path parameters and the URL's search. */
async function loaderCalls(routeId: string, params: Record<string, string>, search: Record<string, unknown>, user: { id: number; admin: boolean }) {
  const route = (await appRoutes())[routeId];
  if (!route) throw new Error(`No route ${routeId} in the app's route tree`);
  const { validateSearch, loaderDeps, loader } = route.options;
  const validated = validateSearch ? validateSearch(search) : {};
  const deps = loaderDeps ? loaderDeps({ search: validated }) : {};
  appCalls.length = 0;
  await loader({ params, deps, context: { user } });
  return [...appCalls];
}

/** The calls the server makes for the same page while it serves it. */
async function prefetchCalls(routeId: string, params: Record<string, string>, search: Record<string, unknown>, user: { admin: boolean }) {
  const calls: Call[] = [];
  const page = PAGE_DATA.find((candidate) => candidate.routeId === routeId)!;
  const load: PageContext['load'] = async (call) => (await call).data!;
  await page.data({ api: fakeApi(calls), load, today: localDate(new Date()), user }, params, search);
  return calls;
}

const byCall = (calls: Call[]) => [...calls].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** The URLs tried for each page: path parameters and search (as the router hands them over). */
const CASES: Record<string, Array<{ params: Record<string, string>; search: Record<string, unknown> }>> = {
  '/_authenticated/time': [{ params: {}, search: {} }, { params: {}, search: { week: '2026-03-04' } }, { params: {}, search: { week: 'next' } }],
  '/_authenticated/': [
    { params: {}, search: {} },
    { params: {}, search: { unit: 'week', scope: 'team', group: 'activity' } },
    { params: {}, search: { unit: 'year', from: '2025-01-01' } },
    { params: {}, search: { unit: 'month', from: '2026-02-01', scope: 'me' } },
  ],
  '/_authenticated/_admin/invoices/$id': [{ params: { id: '12' }, search: {} }],
  '/_authenticated/_admin/quotes/$id': [{ params: { id: '7' }, search: {} }],
};

describe("a page's first data", () => {
  beforeAll(() => {
    // One day for both, whatever the clock does meanwhile.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 15, 12));
  });
  afterAll(() => vi.useRealTimers());

  it("is prefetched only for routes of the app with a loader, each tried below", async () => {
    const routes = await appRoutes();
    for (const { routeId } of PAGE_DATA) expect(routes[routeId]?.options.loader, routeId).toBeTypeOf('function');
    expect(Object.keys(CASES).sort()).toEqual(PAGE_DATA.map((page) => page.routeId).sort());
  });

  for (const { routeId } of PAGE_DATA) {
    for (const { params, search } of CASES[routeId] ?? []) {
      for (const admin of [true, false]) {
        it(`is asked the same by the app's loader and the server's prefetch: ${routeId} ${JSON.stringify(params)} ${JSON.stringify(search)}${admin ? ' (admin)' : ''}`, async () => {
          const app = await loaderCalls(routeId, params, search, { id: 1, admin });
          const server = await prefetchCalls(routeId, params, search, { admin });
          expect(app.length).toBeGreaterThan(0);
          expect(byCall(server)).toEqual(byCall(app));
        });
      }
    }
  }
});
