import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOTSTRAP_ELEMENT_ID, withBootstrap } from '../src/http/spa.js';
import { signedInAdmin, signedInMember } from './support/people.js';
import { startTestServer, TEST_INDEX_HTML, type TestServer } from './support/server.js';

// A signed-in page load carries the answers of the calls the app would make first: the shell's (the
// user, their organisation, the timer: no calls before the shell can be drawn) and the page's first data.

/** The app's routes as its build lists them (`.vite/routes.json`, app/build/routeList.ts): a few of them. */
const ROUTES = [
  { id: '/_authenticated', path: '/', options: { id: '/_authenticated' }, file: 'src/routes/_authenticated.tsx', layout: true },
  { id: '/_public', path: '/', options: { id: '/_public' }, file: 'src/routes/_public.tsx', layout: true },
  { id: '/_authenticated/$', path: '/$', options: { id: '/$', path: '/$' }, file: 'src/routes/_authenticated/$.tsx', parent: '/_authenticated', layout: false },
  { id: '/_authenticated/_admin', path: '/', options: { id: '/_admin' }, file: 'src/routes/_authenticated/_admin.tsx', parent: '/_authenticated', layout: true },
  { id: '/_authenticated/time', path: '/time', options: { id: '/time', path: '/time' }, file: 'src/routes/_authenticated/time.tsx', parent: '/_authenticated', layout: false },
  { id: '/_authenticated/', path: '/', options: { id: '/', path: '/' }, file: 'src/routes/_authenticated/index.tsx', parent: '/_authenticated', layout: false },
  { id: '/_public/login', path: '/login', options: { id: '/login', path: '/login' }, file: 'src/routes/_public/login.tsx', parent: '/_public', layout: false },
  { id: '/_authenticated/_admin/invoices/$id', path: '/invoices/$id', options: { id: '/invoices/$id', path: '/invoices/$id' }, file: 'src/routes/_authenticated/_admin/invoices/$id.tsx', parent: '/_authenticated/_admin', layout: false },
  { id: '/_authenticated/_admin/invoices/', path: '/invoices/', options: { id: '/invoices/', path: '/invoices/' }, file: 'src/routes/_authenticated/_admin/invoices/index.tsx', parent: '/_authenticated/_admin', layout: false },
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ files: { '.vite/routes.json': JSON.stringify(ROUTES) } });
});
afterAll(async () => {
  await server?.close();
});

const startData = (html: string) => {
  const match = html.match(new RegExp(`<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">(.*?)</script>`));
  return match
    ? (JSON.parse(match[1]!) as { answers: Array<{ method: string; path: string; body?: unknown; data: unknown }> })
    : undefined;
};

const SHELL = ['/api/user', '/api/organization/for/currentuser', '/api/timer'];
/** The answers of the page's own first data calls, without the shell's. */
const pageAnswers = (html: string) => startData(html)?.answers.filter((answer) => !SHELL.includes(answer.path));

describe('the start data of a signed-in page', () => {
  it('is what the API answers for the user and their organisation, and the page is never stored', async () => {
    const { browser } = await signedInAdmin(server, 'Bea </script><script>alert(1)</script>');
    const page = await browser.page('/time');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toBeTruthy();
    // A name cannot close the element: every '<' inside it is escaped.
    expect(page.text.match(/<\/script>/g)).toHaveLength(1);
    const shell = startData(page.text)?.answers.filter((answer) => SHELL.includes(answer.path));
    expect(shell?.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(['GET /api/organization/for/currentuser', 'GET /api/timer', 'GET /api/user']);
    for (const answer of shell ?? []) expect(answer.data).toEqual((await browser.get(answer.path)).body);
    // The shell's calls come with every signed-in page, also one without data of its own.
    const other = startData((await browser.page('/invoices/')).text)?.answers.map(({ path }) => path).sort();
    expect(other).toEqual([...SHELL].sort());
  });

  it("carries the answers of the page's first data calls, as the API gives them to the same call", async () => {
    const { browser, organizationId } = await signedInAdmin(server, 'Ada Answers');
    const week = await browser.page('/time?week=2026-03-04');
    expect(pageAnswers(week.text)).toEqual([
      { method: 'POST', path: '/api/time', body: { date: '2026-03-04' }, data: (await browser.post('/api/time', { date: '2026-03-04' })).body },
    ]);
    const dashboard = await browser.page('/');
    expect(dashboard.headers.get('cache-control')).toBe('no-store');
    const answers = pageAnswers(dashboard.text) ?? [];
    expect(answers.map((answer) => `${answer.method} ${answer.path}`).sort()).toEqual([
      'GET /api/dashboard/firststeps',
      'GET /api/dashboard/receivables',
      'GET /api/projects',
      'POST /api/dashboard/activitytotals',
      'POST /api/dashboard/notes',
      'POST /api/dashboard/timetotals',
      'POST /api/period',
    ]);
    expect(answers.find((answer) => answer.path === '/api/dashboard/receivables')?.data).toEqual((await browser.get('/api/dashboard/receivables')).body);
    const period = (await browser.post('/api/period', { timeunit: 'month' })).body as { from: string; to: string };
    const range = { from: period.from, to: period.to, scope: 'me' };
    expect(answers.find((answer) => answer.path === '/api/dashboard/timetotals')).toEqual({
      method: 'POST',
      path: '/api/dashboard/timetotals',
      body: range,
      data: (await browser.post('/api/dashboard/timetotals', range)).body,
    });
    // A dashboard of another period (`?from=`) is asked the way its loader asks it too: the period after the one before.
    const other = pageAnswers((await browser.page(`/?from=${period.from}&unit=month`)).text) ?? [];
    expect(other.find((answer) => answer.path === '/api/period/next')?.data).toEqual(period);
    expect(other.filter((answer) => answer.path.startsWith('/api/dashboard/'))).toHaveLength(5);
    // A member's dashboard: the receivables are an admin's; the rest of the dashboard still travels with the page.
    const { browser: member } = await signedInMember(server, organizationId);
    const memberAnswers = pageAnswers((await member.page('/')).text) ?? [];
    expect(memberAnswers.map((answer) => `${answer.method} ${answer.path}`).sort()).toEqual([
      'GET /api/dashboard/firststeps',
      'POST /api/dashboard/activitytotals',
      'POST /api/dashboard/notes',
      'POST /api/dashboard/timetotals',
      'POST /api/period',
    ]);
    // A call that is not answered with a 200 (no such invoice) is left to the app.
    expect(pageAnswers((await browser.page('/invoices/999999')).text)).toEqual([]);
  });

  it('is absent for a visitor, who gets the plain page as before', async () => {
    const page = await server.browser().page('/time');
    expect(page.status).toBe(200);
    expect(page.text).toBe(TEST_INDEX_HTML);
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('goes into <head> when the page has one', () => {
    expect(withBootstrap('<html><head><title>x</title></head><body></body></html>', '{"a":"<b>\u2028"}')).toBe(
      `<html><head><title>x</title><script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">{"a":"\\u003cb>\\u2028"}</script></head><body></body></html>`,
    );
  });
});

describe("a signed-in page's chunks", () => {
  it('are named as modulepreload links, from the build manifest: the layouts around the page and the page, not the entry', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const { appRouter, pageChunksOf, preloadLinks } = await import('../src/http/spa.js');
    const routes = appRouter(ROUTES);
    const dir = mkdtempSync(join(tmpdir(), 'kwartier-manifest-'));
    const manifest = {
      'index.html': { file: 'assets/index-1.js', imports: ['_framework-1.js'] },
      '_framework-1.js': { file: 'assets/framework-1.js' },
      '_Dialog-1.js': { file: 'assets/Dialog-1.js', imports: ['_framework-1.js'], css: ['assets/Dialog-1.css'] },
      'src/routes/_authenticated.tsx?tsr-split=component': { file: 'assets/shell-1.js', imports: ['_Dialog-1.js', 'index.html'] },
      'src/routes/_authenticated.tsx?tsr-split=loader': { file: 'assets/shell-loader-1.js' },
      'src/routes/_authenticated/time.tsx?tsr-split=component': { file: 'assets/time-1.js', imports: ['_Dialog-1.js'] },
      'src/routes/_authenticated/_admin/invoices/$id.tsx?tsr-split=component': { file: 'assets/invoice-1.js' },
      'src/routes/_authenticated/_admin/invoices/index.tsx?tsr-split=component': { file: 'assets/invoices-1.js' },
      'src/routes/_authenticated/$.tsx?tsr-split=component': { file: 'assets/notfound-1.js' },
      'src/routes/_authenticated/index.tsx?tsr-split=component': { file: 'assets/dashboard-1.js' },
      'src/routes/_public.tsx?tsr-split=component': { file: 'assets/public-1.js' },
      'src/routes/_public/login.tsx?tsr-split=component': { file: 'assets/login-1.js' },
      '../packages/ui/src/i18n/catalogue/en.json': { file: 'assets/en-1.js', isDynamicEntry: true },
      '../packages/ui/src/i18n/catalogue/nl.json': { file: 'assets/nl-1.js', isDynamicEntry: true },
      'src/i18n/en.json': { file: 'assets/en-2.js', isDynamicEntry: true },
      'src/i18n/nl.json': { file: 'assets/nl-2.js', isDynamicEntry: true },
      'src/i18n/en.json?rest': { file: 'assets/en-3.js', isDynamicEntry: true },
      'src/i18n/nl.json?rest': { file: 'assets/nl-3.js', isDynamicEntry: true },
    };
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
    const chunks = pageChunksOf(join(dir, 'manifest.json'), routes);
    expect(chunks('/time')).toEqual({
      scripts: ['/assets/shell-1.js', '/assets/Dialog-1.js', '/assets/shell-loader-1.js', '/assets/time-1.js'],
      styles: ['/assets/Dialog-1.css'],
    });
    // The page's language: the library's and the app's catalogue of it and the rest of its words
    // (past what /login needs), which the app awaits before drawing.
    expect(chunks('/time', 'nl').scripts).toEqual([
      '/assets/shell-1.js',
      '/assets/Dialog-1.js',
      '/assets/shell-loader-1.js',
      '/assets/time-1.js',
      '/assets/nl-1.js',
      '/assets/nl-2.js',
      '/assets/nl-3.js',
    ]);
    expect(chunks('/time', 'en').scripts.slice(-3)).toEqual(['/assets/en-1.js', '/assets/en-2.js', '/assets/en-3.js']);
    expect(chunks('/invoices/12').scripts).toEqual(['/assets/shell-1.js', '/assets/Dialog-1.js', '/assets/shell-loader-1.js', '/assets/invoice-1.js']);
    expect(chunks('/invoices').scripts.at(-1)).toBe('/assets/invoices-1.js');
    expect(chunks('/no/such/page').scripts.at(-1)).toBe('/assets/notfound-1.js');
    // The dashboard is the root's own page: the catch-all matches `/` too, but less exactly.
    expect(chunks('/').scripts.at(-1)).toBe('/assets/dashboard-1.js');
    expect(chunks('/login').scripts).toEqual(['/assets/public-1.js', '/assets/login-1.js']);
    expect(preloadLinks(chunks('/login'))).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/public-1.js"><link rel="modulepreload" crossorigin href="/assets/login-1.js">',
    );
    expect(pageChunksOf(join(dir, 'missing.json'), routes)('/time')).toEqual({ scripts: [], styles: [] });
    // Without the build's route list there is no page to name.
    expect(pageChunksOf(join(dir, 'manifest.json'), () => undefined)('/time')).toEqual({ scripts: [], styles: [] });
  });
});
