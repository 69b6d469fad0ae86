import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { styleHash } from '../src/http/securityHeaders.js';
import { PAGE_FRAME_ATTRIBUTE } from '@kwartier/api/pages';
import { BOOTSTRAP_ELEMENT_ID, withPageFrame } from '../src/http/spa.js';
import { signedInAdmin, signedInMember } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';

// A signed-in page is sent with its frame drawn: the build's page frame (dist/.ssr/frame.js,
// app/src/frame/render.tsx; app/test/frame.test.ts draws real pages with it) gets what the server
// knows of the page load, and its HTML goes into #root. Here the build's module is one that shows
// what it was given, so the test reads exactly what the server passed.

const ROUTES = [
  { id: '/_authenticated', path: '/', options: { id: '/_authenticated' }, file: 'src/routes/_authenticated.tsx', layout: true },
  { id: '/_public', path: '/', options: { id: '/_public' }, file: 'src/routes/_public.tsx', layout: true },
  { id: '/_authenticated/_admin', path: '/', options: { id: '/_admin' }, file: 'src/routes/_authenticated/_admin.tsx', parent: '/_authenticated', layout: true },
  { id: '/_authenticated/time', path: '/time', options: { id: '/time', path: '/time' }, file: 'src/routes/_authenticated/time.tsx', parent: '/_authenticated', layout: false },
  { id: '/_authenticated/reports', path: '/reports', options: { id: '/reports', path: '/reports' }, file: 'src/routes/_authenticated/reports.tsx', parent: '/_authenticated', layout: false },
  { id: '/_public/login', path: '/login', options: { id: '/login', path: '/login' }, file: 'src/routes/_public/login.tsx', parent: '/_public', layout: false },
  { id: '/_authenticated/_admin/invoices/$id', path: '/invoices/$id', options: { id: '/invoices/$id', path: '/invoices/$id' }, file: 'src/routes/_authenticated/_admin/invoices/$id.tsx', parent: '/_authenticated/_admin', layout: false },
];

const MANIFEST = {
  'index.html': { file: 'assets/app-1234.js' },
  'src/routes/_authenticated.tsx?tsr-split=component': { file: 'assets/shell-1.js' },
  'src/routes/_authenticated/time.tsx?tsr-split=component': { file: 'assets/time-1.js' },
  'src/routes/_authenticated/reports.tsx?tsr-split=component': { file: 'assets/reports-1.js' },
};

/** The build's frame module for this test: it shows its input (and fails for /reports, as a broken build would). */
const FRAME_MODULE = `
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
export async function renderPageFrame(input) {
  if (input.pathname === '/reports') throw new Error('the frame could not draw this page');
  if (!input.layoutIds.includes('/_authenticated')) return undefined;
  const css = input.organization.primary_color ? '[data-page-frame]{--primary:' + input.organization.primary_color + '}' : '';
  return { html: '<pre id="frame-input">' + escape(JSON.stringify(input)) + '</pre>', css };
}
`;

const INDEX = '<!doctype html><html><head><title>Kwartier</title></head><body><div id="root"></div><script type="module" src="/assets/app-1234.js"></script></body></html>';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    files: { 'index.html': INDEX, '.vite/routes.json': JSON.stringify(ROUTES), '.vite/manifest.json': JSON.stringify(MANIFEST), '.ssr/frame.js': FRAME_MODULE },
  });
});
afterAll(async () => {
  await server?.close();
});

interface FrameInput {
  routeId: string;
  layoutIds: string[];
  pathname: string;
  search: Record<string, unknown>;
  today: string;
  user: { id: number; name: string };
  organization: { name: string };
  data: unknown;
}

const FRAME = new RegExp(`<div id="root"><div ${PAGE_FRAME_ATTRIBUTE} inert aria-hidden="true"><pre id="frame-input">(.*?)</pre></div></div>`);
const frameInput = (html: string): FrameInput | undefined => {
  const match = html.match(FRAME);
  return match ? (JSON.parse(match[1]!.replace(/&lt;/g, '<').replace(/&amp;/g, '&')) as FrameInput) : undefined;
};
const startData = (html: string) => html.match(new RegExp(`<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">(.*?)</script>`))?.[1];

describe("a signed-in page's frame", () => {
  it("is drawn from the caller's own user, organisation and page data, inert inside #root, and the page's chunks are not preloaded", async () => {
    const { browser } = await signedInAdmin(server, 'Fay Frame');
    const page = await browser.page('/time?week=2026-03-04');
    expect(page.status).toBe(200);
    const input = frameInput(page.text);
    expect(input).toMatchObject({
      routeId: '/_authenticated/time',
      layoutIds: ['/_authenticated'],
      pathname: '/time',
      search: { week: '2026-03-04' },
      user: (await browser.get('/api/user')).body,
      organization: (await browser.get('/api/organization/for/currentuser')).body,
    });
    expect(input?.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The page's data is what its loader returns: the week of ?week=.
    expect(input?.data).toEqual((await browser.post('/api/time', { date: '2026-03-04' })).body);
    // Nothing is preloaded before the first paint: the page's chunks are listed in the start data
    // (the entry preloads them), with its answers as before.
    const start = JSON.parse(startData(page.text)!) as { answers: unknown[]; preload: string[] };
    expect(start.answers.length).toBeGreaterThan(0);
    expect(start.preload).toEqual(['/assets/shell-1.js', '/assets/time-1.js']);
    expect(page.text).not.toContain('modulepreload');
    expect(page.headers.get('cache-control')).toBe('no-store');
    // A page inside an admin's layout, without data of its own for an unknown id: the shell's frame.
    const invoice = frameInput((await browser.page('/invoices/999999')).text);
    expect(invoice).toMatchObject({ routeId: '/_authenticated/_admin/invoices/$id', layoutIds: ['/_authenticated', '/_authenticated/_admin'] });
    expect(invoice?.data).toBeUndefined();
  });

  it("is each person's own: a member gets theirs, and another organisation's theme comes as a style the policy names", async () => {
    const { browser: admin, organizationId } = await signedInAdmin(server, 'Gus Own');
    expect((await admin.post('/api/organization/save/update', { primary_color: '#E91E63FF' })).status).toBe(200);
    const { browser: member } = await signedInMember(server, organizationId);
    const memberUser = (await member.get('/api/user')).body as { id: number; name: string };
    const memberPage = await member.page('/time');
    expect(frameInput(memberPage.text)?.user).toMatchObject({ id: memberUser.id, name: memberUser.name });
    const adminPage = await admin.page('/time');
    expect(frameInput(adminPage.text)?.user.name).toBe('Gus Own');
    const css = '[data-page-frame]{--primary:#E91E63FF}';
    expect(adminPage.text).toContain(`<style>${css}</style>`);
    expect(adminPage.headers.get('content-security-policy')).toContain(`'${styleHash(css)}'`);
  });

  it('is left out where the build has none to draw: a public page, a visitor, and a page the frame failed on (then the chunks are preloaded as before)', async () => {
    const { browser } = await signedInAdmin(server, 'Hal Fails');
    const failed = await browser.page('/reports');
    expect(failed.status).toBe(200);
    expect(frameInput(failed.text)).toBeUndefined();
    expect(failed.text).toContain('<div id="root"></div>');
    expect(failed.text).toContain('<link rel="modulepreload" crossorigin href="/assets/reports-1.js">');
    expect(JSON.parse(startData(failed.text)!)).not.toHaveProperty('preload');
    // The signed-in person on a public page: the start data, no frame (the frame draws the shell's pages only).
    expect(frameInput((await browser.page('/login')).text)).toBeUndefined();
    const visitor = await server.browser().page('/time');
    expect(visitor.text).not.toContain(PAGE_FRAME_ATTRIBUTE);
  });
});

describe('withPageFrame', () => {
  it('puts the frame into an empty #root and its style into <head>; nothing without an empty #root', () => {
    const html = '<html><head></head><body><div id="root"></div></body></html>';
    expect(withPageFrame(html, { html: '<p>$&</p>', css: 'a{}' })).toBe(
      `<html><head><style>a{}</style></head><body><div id="root"><div ${PAGE_FRAME_ATTRIBUTE} inert aria-hidden="true"><p>$&</p></div></div></body></html>`,
    );
    expect(withPageFrame(html, { html: '<p></p>', css: '' })).not.toContain('<style>');
    expect(withPageFrame('<div id="root">app</div>', { html: '<p></p>', css: '' })).toBeUndefined();
  });
});
