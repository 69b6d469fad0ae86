/**
 * examples/embed, the example embedding app, as its README runs it: a copy of it outside the
 * workspace installs the tarballs globalSetup.ts packed (never the workspace sources), type-checks
 * and builds; a real Kwartier server (the built packages/server, SQLite in a temporary DATA_DIR)
 * gets an admin, a client, an invoice with a line, a read token and the example's origin in
 * `api_origins`; the example's build is served on another port and driven in Chromium:
 *
 * - its brand reaches the library through the theme contract (computed colours);
 * - the WeekGrid on the example's in-memory backend takes hours by keyboard, totals them, and
 *   keeps them across the app's own navigation;
 * - the InvoiceList shows the server's invoice (number, net amount) read with the typed client and
 *   the Bearer token, cross-origin, in English and after the switch in Dutch;
 * - the same build served on an origin the organisation does not list gets no CORS headers: the
 *   browser refuses the answer and the page shows its error.
 *
 * Needs `pnpm run build` first (the server's and the app's dist: app/e2e/harness.ts starts it).
 * KEEP_EMBED_APP=1 keeps the temporary copy and prints its folder.
 */
import { cpSync, lstatSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { displayMoney } from '@kwartier/api';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { startServer, type RunningServer } from '../../../../app/e2e/harness';
import { resolveChromium } from '../../../../scripts/browser.mjs';
import { run } from './run';
import { serveStatic } from './serve';

const here = path.dirname(fileURLToPath(import.meta.url));
const uiDir = path.resolve(here, '../..');
const rootDir = path.resolve(uiDir, '../..');
const exampleDir = path.join(rootDir, 'examples/embed');

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const example = readJson(path.join(exampleDir, 'package.json'));

/** The example's brand primary colour (examples/embed/src/brand.ts, #0b6e4fff) as computed CSS. */
const BRAND_PRIMARY = 'rgb(11, 110, 79)';

const timings: [string, number][] = [];
async function step<T>(name: string, action: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await action();
  } finally {
    timings.push([name, (Date.now() - started) / 1000]);
  }
}

/** The Kwartier server's API as a signed-in browser calls it (session cookie, X-Requested-With), for the seeding. */
function apiSession(baseUrl: string) {
  const cookies = new Map<string, string>();
  return async function call<T>(method: string, pathname: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET') headers['idempotency-key'] = crypto.randomUUID();
    if (cookies.size) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${baseUrl}${pathname}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
}

let work: string;
let appDir: string;
let server: RunningServer | undefined;
let listed: Awaited<ReturnType<typeof serveStatic>> | undefined;
let unlisted: Awaited<ReturnType<typeof serveStatic>> | undefined;
let browser: Browser | undefined;
let token: string;
let invoice: { invoicenumber: string; total_net: string };

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'kwartier-embed-'));
  const tarballs = inject('tarballs');
  // The example as a user copies it: its sources and manifest, not what a local run left behind.
  appDir = path.join(work, 'embed');
  cpSync(exampleDir, appDir, {
    recursive: true,
    filter: (source) => !['node_modules', 'dist', 'tarballs', 'pnpm-lock.yaml'].includes(path.basename(source)),
  });
  // Where `pnpm run tarballs` puts them, under the names package.json installs.
  cpSync(tarballs.ui, path.join(appDir, 'tarballs/kwartier-ui.tgz'));
  cpSync(tarballs.api, path.join(appDir, 'tarballs/kwartier-api.tgz'));

  // The example's own pnpm-workspace.yaml makes it a root of its own (its overrides apply), far
  // from the Kwartier workspace and its lockfile.
  await step('pnpm install (examples/embed)', () =>
    run('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile', '--reporter=append-only'], { cwd: appDir }),
  );
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await listed?.close();
  await unlisted?.close();
  await server?.stop();
  const total = timings.reduce((sum, [, s]) => sum + s, 0);
  console.log(
    `examples/embed, seconds per step:\n${timings.map(([n, s]) => `  ${s.toFixed(1).padStart(6)}  ${n}`).join('\n')}\n  ${total.toFixed(1).padStart(6)}  total`,
  );
  if (process.env.KEEP_EMBED_APP === '1') console.log(`embed example kept in ${appDir}`);
  else if (work) rmSync(work, { recursive: true, force: true });
});

describe('examples/embed, built from the tarballs', () => {
  test('pins the workspace’s React, Vite and TypeScript and installs the packed packages', () => {
    const root = readJson(path.join(rootDir, 'package.json'));
    const ui = readJson(path.join(uiDir, 'package.json'));
    const workspace = { ...root.devDependencies, ...ui.devDependencies };
    const pinned = { ...example.dependencies, ...example.devDependencies };
    for (const name of ['react', 'react-dom', 'vite', '@vitejs/plugin-react', 'typescript']) expect(pinned[name], name).toBe(workspace[name]);
    for (const name of ['@kwartier/ui', '@kwartier/api']) {
      // Installed from the tarball: a copy in the example's store, not a link into the workspace.
      const installed = path.join(appDir, 'node_modules', name);
      expect(realpathSync(installed).startsWith(rootDir + path.sep)).toBe(false);
      expect(readJson(path.join(installed, 'package.json')).version).toBe(readJson(path.join(rootDir, 'packages', name.slice('@kwartier/'.length), 'package.json')).version);
      expect(lstatSync(path.join(installed, 'dist')).isDirectory()).toBe(true);
    }
    // Only one @kwartier/api in the tree: the packed one, also under @kwartier/ui.
    const uiApi = path.join(realpathSync(path.join(appDir, 'node_modules/@kwartier/ui')), '..', '..', '@kwartier/api');
    expect(realpathSync(uiApi)).toBe(realpathSync(path.join(appDir, 'node_modules/@kwartier/api')));
  });

  test('type-checks and builds (pnpm run build: tsc, vite build)', async () => {
    await step('tsc + vite build (examples/embed)', () => run('pnpm', ['run', 'build'], { cwd: appDir }));
    expect(readFileSync(path.join(appDir, 'dist/index.html'), 'utf8')).toMatch(/<script[^>]+src="\/assets\/[^"]+\.js"/);
  });
});

describe('examples/embed in Chromium, beside a Kwartier server', () => {
  let page: Page;
  const pageErrors: string[] = [];
  const grid = () => page.getByRole('grid');
  const weekTotal = () => grid().locator('tfoot td').nth(7).textContent();
  /** A link of the example's own navigation, in its header. */
  const navLink = (name: string) => page.getByTestId('brand-header').getByRole('link', { name, exact: true });

  beforeAll(async () => {
    // Started only now, not beside the install and the build: its start-up (the migrations) would
    // compete with them for the two cores, and the harness waits 30 s for it.
    server = await step('start Kwartier server (SQLite)', () => startServer());
    listed = await serveStatic(path.join(appDir, 'dist'));
    unlisted = await serveStatic(path.join(appDir, 'dist'));
    await step('seed the server: sign up, client, invoice, read token, api_origins', async () => {
      const call = apiSession(server!.baseUrl);
      await call('POST', '/register', { name: 'Esther Embed', email: 'esther@embed.test', password: 'correct horse battery', password_confirmation: 'correct horse battery' });
      const client = await call<{ id: number }>('POST', '/api/clients', { name: 'Bakkerij Jansen' });
      const contact = await call<{ id: number }>('POST', '/api/contacts', { name: 'Piet Jansen', email: 'piet@bakkerij.test', client_id: client.id });
      const { invoicenumber } = await call<{ invoicenumber: string }>('GET', '/api/organization/get/nextinvoicenumber');
      const today = new Date();
      const created = await call<{ id: number }>('POST', '/api/invoices', {
        invoicenumber,
        client_id: client.id,
        contact_id: contact.id,
        invoicedate: `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`,
        period: 'Website',
      });
      await call('POST', '/api/invoicelines', { service: 'Design', amount: '2', unitprice: '85.25', vat: '21', invoice_id: created.id });
      // What the list must show: the server's own number and net total.
      invoice = await call<{ invoicenumber: string; total_net: string }>('GET', `/api/invoices/${created.id}`);
      ({ token } = await call<{ token: string }>('POST', '/api/user/tokens', { name: 'Embed example', scope: 'read', expires_in_days: 1 }));
      const saved = await call<{ api_origins: string[] }>('POST', '/api/organization/save/update', { api_origins: [new URL(listed!.url).origin] });
      expect(saved.api_origins).toEqual([new URL(listed!.url).origin]);
    });
    browser = await step('launch Chromium', async () => {
      const { executablePath, args, env } = await resolveChromium();
      return chromium.launch({ executablePath, args, env });
    });
    page = await browser.newPage({ locale: 'en-GB' });
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
    await page.goto(listed.url);
  });

  test('the example’s brand reaches the page through the theme contract', async () => {
    expect(invoice.total_net).toBe('170.50');
    // The app's own header uses the contract's variables (vars.color.primary) inside ThemeRoot.
    const header = page.getByTestId('brand-header');
    expect(await header.evaluate((el) => el.closest('[data-kwartier-theme]') !== null)).toBe(true);
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(BRAND_PRIMARY);
    expect(await header.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
  });

  test('the WeekGrid on the in-memory backend takes hours by keyboard and keeps them across the app’s pages', async () => {
    await grid().waitFor();
    // Tab from Next week into the grid, as a keyboard user does; Ctrl+Home is Monday of the first line.
    await page.getByRole('button', { name: 'Next week' }).focus();
    for (let presses = 0; presses < 15; presses++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null)) break;
    }
    expect(await page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null)).toBe(true);
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('2:30');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1.5');
    await page.keyboard.press('Enter');
    await expect.poll(weekTotal).toBe('4:00');
    // Second line (Enter moved down), Monday: 0:45 more.
    await page.keyboard.press('Home');
    await page.keyboard.type('45m');
    await page.keyboard.press('Enter');
    await expect.poll(weekTotal).toBe('4:45');

    await navLink('Invoices').click();
    await expect.poll(() => grid().count()).toBe(0);
    await navLink('Hours').click();
    await expect.poll(weekTotal).toBe('4:45');
  });

  test('the InvoiceList shows the server’s invoice, read cross-origin with the typed client and the token', async () => {
    await navLink('Invoices').click();
    await page.getByRole('textbox', { name: /Kwartier server address/ }).fill(server!.baseUrl);
    await page.getByRole('textbox', { name: /API token/ }).fill(token);
    // The library's primary button is painted in the example's brand, white on green.
    const connect = page.getByRole('button', { name: 'Connect' });
    expect(await connect.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(BRAND_PRIMARY);
    expect(await connect.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
    await connect.click();
    const table = page.getByRole('table');
    const row = table.getByRole('row').filter({ hasText: invoice.invoicenumber });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain(displayMoney(invoice.total_net, 'en'));
    expect(await row.textContent()).toContain('Bakkerij Jansen');
    expect(pageErrors).toEqual([]);
  });

  test('in Dutch after the switch: the example’s words, the grid’s and the amount, hours kept', async () => {
    await page.getByRole('radio', { name: 'Nederlands' }).click();
    await expect.poll(() => navLink('Uren').count()).toBe(1);
    const row = page.getByRole('table').getByRole('row').filter({ hasText: invoice.invoicenumber });
    await expect.poll(() => row.textContent()).toContain(displayMoney(invoice.total_net, 'nl'));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');

    await navLink('Uren').click();
    await page.getByRole('button', { name: 'Volgende week' }).waitFor();
    await expect.poll(weekTotal).toBe('4:45');
    expect(pageErrors).toEqual([]);
  });

  test('an origin the organisation does not list is refused: the browser hides the answer, the page says so', async () => {
    const other = await browser!.newPage({ locale: 'en-GB' });
    try {
      other.setDefaultTimeout(10_000);
      await other.goto(`${unlisted!.url}#/invoices`);
      await other.getByRole('textbox', { name: /Kwartier server address/ }).fill(server!.baseUrl);
      await other.getByRole('textbox', { name: /API token/ }).fill(token);
      await other.getByRole('button', { name: 'Connect' }).click();
      // The client retries a failed read a few times (~10 s at most) before giving up.
      const alert = other.getByRole('alert');
      await expect.poll(() => alert.textContent(), { timeout: 20_000 }).toContain('did not allow this page’s address');
      expect(await other.getByRole('table').count()).toBe(0);
      // The same token from the listed origin still reads: the origin made the difference.
      const fromListed = await page.evaluate(
        async ({ baseUrl, token }) => (await fetch(`${baseUrl}/api/invoices`, { headers: { Authorization: `Bearer ${token}` } })).status,
        { baseUrl: server!.baseUrl, token },
      );
      expect(fromListed).toBe(200);
      // The server's decision, seen without a browser: no CORS headers for the unlisted origin.
      const asUnlisted = await fetch(`${server!.baseUrl}/api/invoices`, { headers: { Authorization: `Bearer ${token}`, Origin: new URL(unlisted!.url).origin } });
      expect(asUnlisted.status).toBe(200);
      expect(asUnlisted.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await other.close();
    }
  });
});
