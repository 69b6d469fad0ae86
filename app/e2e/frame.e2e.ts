import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchBrowser, nav, newPage as openPage, signUp as signUpAs, startServer, textbox, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

// The app's frame around the pages: not-found and error screens inside the shell, the document's
// title and language, tabs in the URL, navigation progress, offline and 'token expired' notices.

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started));

const newPage = (locale = 'en-GB') => openPage(browser, server, locale);
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const pathAndSearch = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

let people = 0;
async function signUp(page: Page, name: string): Promise<string> {
  const email = `person${++people}@frame.test`;
  await signUpAs(page, name, email);
  await nav(page).waitFor();
  return email;
}

describe('the frame around the pages', () => {
  it('is installable: Chromium reads the web app manifest without an error and finds nothing that stops an install', async () => {
    const page = await openPage(browser, server);
    await page.goto('/login');
    await textbox(page, 'Email').waitFor();
    const cdp = await page.context().newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${server.baseUrl}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    await page.context().close();
  });

  it('shows an unknown page as not found inside the shell, and sends a visitor to /login', async () => {
    const page = await newPage();
    await signUp(page, 'Nora Nowhere');
    await page.goto('/no/such/page');
    await heading(page, 'Page not found').waitFor();
    expect(await nav(page).getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
    expect(await page.title()).toBe('Page not found · Kwartier');
    // An unknown client id is not found as well (there is no client page yet: any id).
    await page.goto('/clients/12345');
    await heading(page, 'Page not found').waitFor();
    await page.getByRole('link', { name: 'Go to the start page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await heading(page, 'Dashboard').waitFor();

    await page.context().clearCookies();
    await page.goto('/no/such/page');
    await page.waitForURL('**/login');
    await page.context().close();
  });

  it('titles every page and keeps the open tab in the URL: deep link, reload, back and forward', async () => {
    const page = await newPage();
    await signUp(page, 'Tina Tabs');
    await expect.poll(() => page.title()).toBe('Dashboard · Kwartier');

    await nav(page).getByRole('link', { name: 'Organisation' }).click();
    await expect.poll(() => page.title()).toBe('Organisation · Kwartier');
    expect(pathAndSearch(page)).toBe('/organization');
    await page.getByRole('tab', { name: 'Team' }).click();
    await expect.poll(() => pathAndSearch(page)).toBe('/organization?tab=team');
    await page.getByRole('tab', { name: 'Logo' }).click();
    await expect.poll(() => pathAndSearch(page)).toBe('/organization?tab=logo');

    const selected = (name: string) => page.getByRole('tab', { name, selected: true });
    await page.goBack();
    await selected('Team').waitFor();
    expect(pathAndSearch(page)).toBe('/organization?tab=team');
    await page.goBack();
    await selected('Details').waitFor();
    expect(pathAndSearch(page)).toBe('/organization');
    await page.goForward();
    await selected('Team').waitFor();

    await page.reload();
    await selected('Team').waitFor();
    await page.goto('/settings?tab=invoices');
    await selected('Invoices').waitFor();
    await expect.poll(() => page.title()).toBe('Settings · Kwartier');
    await page.goto('/profile?tab=password');
    await selected('Password').waitFor();
    await expect.poll(() => page.title()).toBe('My profile · Kwartier');
    // An unknown tab opens the first one.
    await page.goto('/organization?tab=nonsense');
    await selected('Details').waitFor();

    await nav(page).getByRole('link', { name: 'Clients' }).click();
    await expect.poll(() => page.title()).toBe('Clients · Kwartier');
    await page.context().close();
  });

  it("speaks the user's language in <html lang> and the title, and the browser's on public pages", async () => {
    const page = await newPage();
    await signUp(page, 'Nina Nederlands');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.goto('/profile');
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('option', { name: 'Nederlands' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await nav(page).getByRole('link', { name: 'Klanten' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('nl');
    await expect.poll(() => page.title()).toBe('Mijn profiel · Kwartier');
    await nav(page).getByRole('link', { name: 'Klanten' }).click();
    await expect.poll(() => page.title()).toBe('Klanten · Kwartier');
    await page.goto('/no/such/page');
    await heading(page, 'Pagina niet gevonden').waitFor();
    await page.context().close();

    const visitor = await newPage('nl-NL');
    await visitor.goto('/login');
    await visitor.getByRole('button', { name: 'Inloggen', exact: true }).waitFor();
    expect(await visitor.evaluate(() => document.documentElement.lang)).toBe('nl');
    await expect.poll(() => visitor.title()).toBe('Inloggen · Kwartier');
    await visitor.context().close();
  });

  it('shows a failed loader as an error screen in the shell, never as empty data, and retries', async () => {
    const page = await newPage();
    await signUp(page, 'Fiona Failure');
    await page.route('**/api/clients', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server Error"}' })
        : route.fallback(),
    );
    await nav(page).getByRole('link', { name: 'Clients' }).click();
    await heading(page, 'Something went wrong').waitFor();
    expect(await nav(page).isVisible()).toBe(true);
    expect(await page.getByText('No clients found').count()).toBe(0);
    expect(await page.title()).toBe('Something went wrong · Kwartier');

    await page.unroute('**/api/clients');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('No clients found').waitFor();
    await page.context().close();
  });

  it('shows progress while a slow page loads', async () => {
    const page = await newPage();
    await signUp(page, 'Paula Patience');
    await page.route('**/api/clients', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fallback();
    });
    await nav(page).getByRole('link', { name: 'Clients' }).click();
    const progress = page.getByRole('progressbar', { name: 'Loading page' });
    await progress.waitFor();
    expect(await page.locator('#root').getAttribute('aria-busy')).toBe('true');
    await page.getByText('No clients found').waitFor();
    await progress.waitFor({ state: 'detached' });
    expect(await page.locator('#root').getAttribute('aria-busy')).toBeNull();
    await page.context().close();
  });

  it('shows a notice while offline, and a reload screen when a part of the app cannot be loaded', async () => {
    const page = await newPage();
    await signUp(page, 'Otto Offline');
    // Offline, a page whose chunk is not loaded yet shows the reload screen, not the browser's
    // offline page (no reload happens: the marker survives). The calls come from a cache here, so
    // only the chunk meets the lost connection.
    const cached = async (path: string) =>
      page.evaluate((p) => fetch(p, { headers: { 'X-Requested-With': 'XMLHttpRequest' } }).then((r) => r.text()), path);
    for (const path of ['/api/user', '/api/organization/for/currentuser', '/api/clients']) {
      const body = await cached(path);
      await page.route(`**${path}`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
    }
    // Stylesheets too (fetched by the test, which is not offline): a failed stylesheet is not a
    // missing module to the router, which reloads only for a missing module.
    await page.route(/\/assets\/[\w.-]+\.css$/, async (route) => {
      const response = await fetch(route.request().url());
      await route.fulfill({ status: response.status, contentType: 'text/css', body: await response.text() });
    });
    await page.context().setOffline(true);
    await page.getByText('You are offline.').waitFor();
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await nav(page).getByRole('link', { name: 'Clients' }).click();
    await heading(page, 'Kwartier could not be loaded').waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    await page.unrouteAll();
    await page.context().setOffline(false);
    await page.getByText('You are offline.').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByText('No clients found').waitFor();

    // The clients page's chunk fails (a deploy removed it, or the connection dropped). The router
    // reloads once to get the new build; when that does not help, the reload screen shows.
    await nav(page).getByRole('link', { name: 'Dashboard' }).click();
    await page.route(/\/assets\/organization-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await nav(page).getByRole('link', { name: 'Organisation' }).click();
    await heading(page, 'Kwartier could not be loaded').waitFor();
    expect(await nav(page).isVisible()).toBe(true);
    await page.unroute(/\/assets\/organization-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('tab', { name: 'Details', selected: true }).waitFor();
    await page.context().close();
  });

  it("handles 'token expired' once for every call: the notice, then a reload", async () => {
    const page = await newPage();
    await signUp(page, 'Tom Token');
    await page.goto('/clients');
    await page.route('**/api/clients', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 419, contentType: 'application/json', body: '{"message":"token expired"}' })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Add client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add client' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Expiring Ltd');
    const reloaded = page.waitForEvent('load', { timeout: 10_000 });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your security token has expired. The page will be reloaded.').waitFor();
    await reloaded;
    await page.getByText('No clients found').waitFor();
    await page.context().close();
  });
});
