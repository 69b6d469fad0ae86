import { readFileSync } from 'node:fs';
import type { Browser, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, nav, newPage as openPage, signUp as signUpAs, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

// Loaders fail in seconds, saves keep trying: a page whose data call
// keeps failing shows its error screen after a few quick tries, not after the ~25 minutes of a
// save's retries; a save that meets the same failure keeps trying and lands once.

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started));

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

let people = 0;
async function signUp(page: Page, name: string, locale: 'en' | 'nl' = 'en'): Promise<string> {
  const email = `person${++people}@loading.test`;
  await signUpAs(page, name, email);
  if (locale === 'nl') {
    await callApi(page, 'POST', '/api/user/updateprofile', { name, email, locale: 'nl' });
    await page.reload();
  }
  await nav(page).waitFor();
  return email;
}

/** Answers `method` calls to `path` with 503 (as a proxy does while the server restarts); counts them. */
async function unavailable(page: Page, path: string, method: string, times = Infinity): Promise<Request[]> {
  const seen: Request[] = [];
  await page.route(`**${path}`, (route) => {
    if (route.request().method() !== method || seen.length >= times) return route.fallback();
    seen.push(route.request());
    return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service Unavailable"}' });
  });
  return seen;
}

describe('a page whose data keeps failing', () => {
  it('shows the error screen within seconds after a few tries, and loads on Try again', async () => {
    const page = await openPage(browser, server);
    await signUp(page, 'Rita Retry');
    const tries = await unavailable(page, '/api/clients', 'GET');
    const started = Date.now();
    await nav(page).getByRole('link', { name: 'Clients' }).click();
    // The page's default wait is 10 s: the error screen shows well within it.
    await heading(page, 'Something went wrong').waitFor();
    expect(Date.now() - started).toBeLessThan(10_000);
    // Retried briefly (a passing hiccup is ridden out), then given up.
    expect(tries.length).toBeGreaterThan(1);
    expect(tries.length).toBeLessThanOrEqual(4);
    expect(await page.getByText('No clients found').count()).toBe(0);
    await page.waitForTimeout(1500);
    expect(tries.length).toBeLessThanOrEqual(4);

    await page.unroute('**/api/clients');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('No clients found').waitFor();
    await page.context().close();
  });

  it('does so for a read sent as POST too (the week of the time sheet), in Dutch', async () => {
    const page = await openPage(browser, server);
    await signUp(page, 'Ruud Opnieuw', 'nl');
    const tries = await unavailable(page, '/api/time', 'POST');
    const started = Date.now();
    await nav(page).getByRole('link', { name: 'Uren', exact: true }).click();
    await heading(page, 'Er ging iets mis').waitFor();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(tries.length).toBeGreaterThan(1);
    expect(tries.length).toBeLessThanOrEqual(4);

    await page.unroute('**/api/time');
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await page.getByRole('heading', { name: 'Nog geen regels deze week' }).waitFor();
    await page.context().close();
  });
});

describe('a save that meets the same failure', () => {
  it('keeps trying past where a read gives up, with one Idempotency-Key, and saves once', async () => {
    const page = await openPage(browser, server);
    await signUp(page, 'Sam Saver');
    await page.goto('/clients');
    await page.getByText('No clients found').waitFor();
    // Five failures: more than a read would ever try.
    const tries = await unavailable(page, '/api/clients', 'POST', 5);
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/clients') sent.push(request);
    });
    await page.getByRole('button', { name: 'Add client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add client' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Patient Ltd');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('link', { name: 'Patient Ltd' }).waitFor();
    expect(tries).toHaveLength(5);
    expect(sent).toHaveLength(6);
    const keys = new Set(await Promise.all(sent.map((request) => request.headerValue('idempotency-key'))));
    expect(keys.size).toBe(1);
    const clients = await callApi<Array<{ name: string }>>(page, 'GET', '/api/clients');
    expect(clients.filter((client) => client.name === 'Patient Ltd')).toHaveLength(1);
    await page.context().close();
  });
});

describe('a signed-in page load', () => {
  it('draws the shell and the page from the start data the page came with: no call for the user, organisation or week first', async () => {
    const page = await openPage(browser, server);
    await signUp(page, 'Fay First');
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) calls.push(`${request.method()} ${path}`);
    });
    await page.goto('/time');
    await page.getByRole('heading', { name: 'No lines this week yet' }).waitFor();
    expect(await nav(page).getByRole('link', { name: 'Clients' }).isVisible()).toBe(true);
    // The week came with the page too.
    expect(calls).toEqual([]);
    // Later checks ask the API, the user and organisation together.
    calls.length = 0;
    await nav(page).getByRole('link', { name: 'Clients' }).click();
    await page.getByText('No clients found').waitFor();
    expect(calls.sort()).toEqual(['GET /api/clients', 'GET /api/organization/for/currentuser', 'GET /api/user']);
    // Back on the time sheet: the week the page load came with is not used again, it is asked for.
    // (The router may draw the week it still holds while it asks again: wait for the call itself.)
    const weekAsked = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/time');
    await nav(page).getByRole('link', { name: 'Time', exact: true }).click();
    await page.getByRole('heading', { name: 'No lines this week yet' }).waitFor();
    await weekAsked;
    await page.context().close();
  });

  it("paints the server's frame of the page before the app's script has run, and the app draws the page over it", async () => {
    const page = await openPage(browser, server);
    await signUp(page, 'Frida Frame', 'nl');
    // Without the app's script: the frame the server drew, in the user's language, styled by the app's stylesheet.
    const bare = await browser.newContext({ baseURL: server.baseUrl, javaScriptEnabled: false });
    await bare.addCookies(await page.context().cookies());
    const still = await bare.newPage();
    await still.goto('/time');
    const frame = still.locator('[data-page-frame]');
    expect(await frame.getAttribute('inert')).toBe('');
    await expect.poll(() => frame.locator('h2').textContent()).toMatch(/^\d{1,2}( [a-z]+)? – \d{1,2} [a-z]+ \d{4}$/);
    expect(await frame.getByText('Uren', { exact: true }).isVisible()).toBe(true);
    // The side navigation is a column beside the page, as the app's stylesheet lays it out.
    expect(await still.locator('nav').first().evaluate((element) => getComputedStyle(element).display)).not.toBe('inline');
    await bare.close();
    // With the script: the app takes over, nothing of the frame is left, and no style or script was refused.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) refused.push(message.text());
    });
    await page.goto('/time');
    await page.getByRole('heading', { name: 'Nog geen regels deze week' }).waitFor();
    expect(await page.locator('[data-page-frame]').count()).toBe(0);
    await nav(page).getByRole('link', { name: 'Klanten' }).click();
    await page.getByRole('heading', { level: 1, name: 'Klanten' }).waitFor();
    expect(refused).toEqual([]);
    await page.context().close();
  });

  it('of the dashboard gets its start data and its period too', async () => {
    const page = await openPage(browser, server);
    await signUp(page, 'Dirk Dashboard');
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) calls.push(`${request.method()} ${path}`);
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await nav(page).waitFor();
    expect(calls).toEqual([]);
    await page.context().close();
  });

  it("names its language's catalogues (the library's, the app's and the rest of its words) among the chunks to fetch with the entry, not the other language's", async () => {
    const manifest = JSON.parse(readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<string, { file: string }>;
    const catalogue = (file: string) => `/${manifest[file]!.file}`;
    const page = await openPage(browser, server);
    await signUp(page, 'Noor Nederlands', 'nl');
    await page.goto('/time');
    await nav(page).waitFor();
    const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloaded).toEqual(expect.arrayContaining([catalogue('../packages/ui/src/i18n/catalogue/nl.json'), catalogue('src/i18n/nl.json'), catalogue('src/i18n/nl.json?rest')]));
    expect(preloaded).not.toContain(catalogue('../packages/ui/src/i18n/catalogue/en.json'));
    expect(preloaded).not.toContain(catalogue('src/i18n/en.json'));
    expect(preloaded).not.toContain(catalogue('src/i18n/en.json?rest'));
    await page.context().close();
  });
});
