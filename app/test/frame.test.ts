import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Organization, User } from '@kwartier/api';
import type { PageFrameInput, RenderPageFrame } from '@kwartier/api/pages';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoot } from '../build/routeTree.mjs';
import { SAMPLE_MONTH_NL, sampleActivityTotals, sampleNotes, sampleTimeTotals, workdayMinutes } from '../../packages/ui/src/fixtures/dashboard';
import { sampleInvoiceHistory } from '../../packages/ui/src/fixtures/audit';
import { sampleInvoiceMails } from '../../packages/ui/src/fixtures/invoiceMails';
import { sampleInvoiceDetail } from '../../packages/ui/src/fixtures/invoices';
import { SAMPLE_TODAY, makeWeek, sampleLines, sampleWeek } from '../../packages/ui/src/fixtures/time';

// The page frame as the build made it for the server (dist/.ssr/frame.js; run `pnpm build`
// first): real pages drawn from start data as the server passes it (packages/server's
// test/pageFrame.test.ts proves what it passes), with the class names of the app's own build.

const dist = join(appRoot, 'dist');
let renderPageFrame: RenderPageFrame;
/** The app build's scripts and stylesheet, to find the frame's class names in. */
let appBuild: string;

beforeAll(async () => {
  ({ renderPageFrame } = (await import(pathToFileURL(join(dist, '.ssr', 'frame.js')).href)) as { renderPageFrame: RenderPageFrame });
  const assets = join(dist, 'assets');
  appBuild = readdirSync(assets)
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
});

const user = (extra: Partial<User> = {}): User => ({
  id: 7,
  name: 'Eva de Vries',
  email: 'eva@example.org',
  admin: true,
  active: true,
  is_current: true,
  super_admin: false,
  locale: 'en',
  dateformat: 'DD-MM-YYYY',
  invite_token: null,
  two_factor_enabled: false,
  two_factor_setup_required: false,
  organization_count: 1,
  ...extra,
});

const organization = (extra: Partial<Organization> = {}): Organization =>
  ({
    uuid: '22ddf787-3a07-48eb-b2c4-8104e68758c5',
    name: 'Bakkerij Jansen',
    primary_color: '#1976D2FF',
    secondary_color: '#424242FF',
    accent_color: '#82B1FFFF',
    firstdayoftheweek: 1,
    locale: 'en',
    currency: 'EUR',
    logo_url: null,
    ...extra,
  }) as Organization;

const input = (extra: Partial<PageFrameInput>): PageFrameInput => ({
  routeId: '/_authenticated/time',
  layoutIds: ['/_authenticated'],
  pathname: '/time',
  search: {},
  today: SAMPLE_TODAY,
  user: user(),
  organization: organization(),
  data: undefined,
  ...extra,
});

const classesOf = (html: string) => new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap(([, names]) => names!.split(/\s+/).filter(Boolean)));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe('the page frame of the build', () => {
  it("draws the time sheet's week heading inside the shell, in the user's language, without the table (it follows in the app)", async () => {
    const frame = await renderPageFrame(input({ data: sampleWeek }));
    expect(frame).toBeDefined();
    const html = frame!.html;
    expect(html).toMatch(/<h2[^>]*>16 – 22 November 2026<\/h2>/);
    expect(html).not.toContain('<table');
    expect(text(html)).toContain('Bakkerij Jansen');
    // The shell's navigation, an admin's, with the current page marked.
    expect(html).toMatch(/<a[^>]*href="\/invoices"/);
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/time"|<a[^>]*href="\/time"[^>]*aria-current="page"/);
    // The page's Content-Security-Policy allows no style attribute: the theme comes as a rule.
    expect(html).not.toMatch(/ style="/);
    expect(frame!.css).toMatch(/^\[data-page-frame\] \[data-kwartier-theme\]\{--[^{}]+\}$/);
    expect(frame!.css).toContain('#1976d2');
    const dutch = await renderPageFrame(input({ data: makeWeek(sampleLines, { language: 'nl' }), user: user({ locale: 'nl', admin: false }) }));
    expect(dutch!.html).toMatch(/<h2[^>]*>16 – 22 november 2026<\/h2>/);
    expect(text(dutch!.html)).toContain('Vorige week');
    // A member's navigation has no admin's pages.
    expect(dutch!.html).not.toContain('href="/invoices"');
  });

  it('draws the dashboard and an invoice with their headings and data', async () => {
    const dashboard = await renderPageFrame(
      input({
        routeId: '/_authenticated/',
        pathname: '/',
        user: user({ locale: 'nl' }),
        data: {
          period: SAMPLE_MONTH_NL,
          timeTotals: sampleTimeTotals(SAMPLE_MONTH_NL, workdayMinutes),
          activityTotals: sampleActivityTotals(),
          receivables: null,
          notes: sampleNotes(),
          firstSteps: { clients: true, projects: true, time: true, activities: true },
          projects: null,
        },
      }),
    );
    expect(dashboard!.html).toMatch(/<h1[^>]*>Dashboard<\/h1>/);
    expect(dashboard!.html).toMatch(/<h2[^>]*>maart 2026<\/h2>/);
    const invoice = await renderPageFrame(
      input({
        routeId: '/_authenticated/_admin/invoices/$id',
        layoutIds: ['/_authenticated', '/_authenticated/_admin'],
        pathname: `/invoices/${sampleInvoiceDetail.id}`,
        data: { invoice: sampleInvoiceDetail, mails: sampleInvoiceMails, history: sampleInvoiceHistory },
      }),
    );
    expect(invoice!.html).toMatch(new RegExp(`<h1[^>]*>[^<]*${sampleInvoiceDetail.invoicenumber}[^<]*</h1>`));
    for (const line of sampleInvoiceDetail.invoicelines) expect(text(invoice!.html)).toContain(line.service);
  });

  it('uses the class names of the app build, so the app stylesheet styles it', async () => {
    const frame = await renderPageFrame(input({ data: sampleWeek }));
    const classes = [...classesOf(frame!.html)];
    expect(classes.length).toBeGreaterThan(20);
    expect(classes.filter((name) => !appBuild.includes(name))).toEqual([]);
  });

  it('draws the shell alone for a page without start data, and nothing outside the shell', async () => {
    const list = await renderPageFrame(input({ routeId: '/_authenticated/_admin/invoices/', pathname: '/invoices', layoutIds: ['/_authenticated', '/_authenticated/_admin'] }));
    expect(list!.html).toContain('Bakkerij Jansen');
    expect(list!.html).not.toContain('<h1');
    expect(await renderPageFrame(input({ routeId: '/_public/login', layoutIds: ['/_public'], pathname: '/login' }))).toBeUndefined();
  });

  it('keeps nothing of one page for the next: each frame is its own input only', async () => {
    await renderPageFrame(input({ data: sampleWeek, user: user({ name: 'Somebody Else' }), organization: organization({ name: 'Other Organisation' }) }));
    const next = await renderPageFrame(input({ data: sampleWeek }));
    expect(next!.html).not.toContain('Somebody Else');
    expect(next!.html).not.toContain('Other Organisation');
  });
});
