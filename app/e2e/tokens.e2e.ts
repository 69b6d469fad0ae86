import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, newPage as openPage, signUp, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

// API access for other apps. In My profile › API tokens a read token is made
// with a name and an expiry date, its secret shown once; with it as `Authorization: Bearer` a
// read answers 200 and a write 403; after a reload the secret is gone and its last use shows;
// revoked, it answers 401. Then an admin allows an origin under Settings › API access, which
// stays after a reload, and a preflight from that origin is allowed (and one from another not).
// The card links to the API reference (/api/docs), which renders the contract in Chromium with
// nothing blocked by its Content-Security-Policy.

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started));

const DAY_MS = 24 * 60 * 60 * 1000;
const ORIGIN = 'https://reports.example.com';

/** A call from Node, as another app would make it: no cookie, no X-Requested-With. */
function withToken(method: string, path: string, token: string, init: { body?: unknown; origin?: string } = {}) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.origin) headers.Origin = init.origin;
  return fetch(`${server.baseUrl}${path}`, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
}

/** A browser's preflight for a GET with Authorization from `origin`. */
function preflight(origin: string) {
  return fetch(`${server.baseUrl}/api/user`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
  });
}

/** The API tokens table's row of the token named `name`. */
const tokenRow = (page: Page, name: string) => page.getByRole('table', { name: 'API tokens' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

/** `YYYY-MM-DD` parts of the day `days` ahead of now (UTC, the server's day). */
function dayAhead(days: number) {
  const date = new Date(Date.now() + days * DAY_MS);
  return { date, day: String(date.getUTCDate()).padStart(2, '0'), month: String(date.getUTCMonth() + 1).padStart(2, '0'), year: String(date.getUTCFullYear()) };
}

describe('API access for other apps', () => {
  it('makes a read token for a date, shown once; it reads, may not write, notes its use, and is refused once revoked', async () => {
    const page = await openPage(browser, server);
    await signUp(page, 'Tom Tokens', 'tom@tokens.test', 'Token Studio');

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'API tokens' }).click();
    await page.waitForURL('**/profile?tab=tokens');
    // The URL changes before the tab's tokens have loaded, and until then the Details tab (with a
    // Name field of its own) is what shows: type into the API tokens panel's field only.
    const panel = page.getByRole('tabpanel', { name: 'API tokens' });
    await panel.getByRole('textbox', { name: 'Name', exact: true }).fill('Reporting');
    await expect(page.getByRole('button', { name: /Access/ }).textContent()).resolves.toContain('Read only');
    await page.getByRole('button', { name: /Expires/ }).click();
    await page.getByRole('option', { name: 'On a date' }).click();
    // Forty days ahead, typed in the user's date format (DD-MM-YYYY).
    const expiry = dayAhead(40);
    const date = page.getByRole('group', { name: /Last day/ });
    await date.getByRole('spinbutton').first().click();
    await page.keyboard.type(`${expiry.day}${expiry.month}${expiry.year}`);
    await expect(date.textContent()).resolves.toContain(`${expiry.day}-${expiry.month}-${expiry.year}`);
    await page.getByRole('button', { name: 'Make token' }).click();

    // Shown once: copied from the page.
    await page.getByText('Your new token “Reporting”').waitFor();
    const secret = (await page.getByLabel('Token', { exact: true }).textContent())!.trim();
    expect(secret).toMatch(/^kwt_[A-Za-z0-9_-]{43}$/);
    // The list shows the day picked, in the user's language.
    // In the user's date format, as the field showed it.
    await tokenRow(page, 'Reporting').getByText(`${expiry.day}-${expiry.month}-${expiry.year}`).waitFor();
    await tokenRow(page, 'Reporting').getByText('Never').waitFor();

    // Another app: a read answers 200 as Tom; a write 403, for the token only reads.
    const me = await withToken('GET', '/api/user', secret);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe('tom@tokens.test');
    const write = await withToken('POST', '/api/clients', secret, { body: { name: 'Not allowed' } });
    expect(write.status).toBe(403);
    const clients = await callApi<unknown[]>(page, 'GET', '/api/clients');
    expect(clients).toHaveLength(0);

    // After a reload the secret is gone for good, and the token's use shows.
    await page.reload();
    await tokenRow(page, 'Reporting').waitFor();
    expect(await page.getByText(secret).count()).toBe(0);
    expect(await page.content()).not.toContain(secret);
    const lastUsed = tokenRow(page, 'Reporting').getByRole('cell').nth(2);
    await expect(lastUsed.textContent()).resolves.toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);

    // Revoked: the next call with it is refused.
    await page.getByRole('button', { name: 'Revoke Reporting' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke this token?' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('Token revoked').waitFor();
    await page.getByText('No tokens').waitFor();
    expect((await withToken('GET', '/api/user', secret)).status).toBe(401);
    await page.context().close();
  });

  it('allows an origin under Settings › API access, kept after a reload; that origin’s preflight is allowed, another’s not', async () => {
    const page = await openPage(browser, server);
    await signUp(page, 'Ola Origins', 'ola@origins.test', 'Origin Studio');
    // Before: nobody lists the origin, so its preflight gets no CORS headers.
    expect((await preflight(ORIGIN)).headers.get('access-control-allow-origin')).toBeNull();

    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'API access' });
    await card.getByText('No origins: web apps on other sites cannot call the API from the browser.').waitFor();
    await card.getByRole('button', { name: 'Add origin' }).click();
    const first = card.getByRole('textbox', { name: 'Origin 1' });
    // A path is refused under the field before anything is sent.
    await first.fill(`${ORIGIN}/app`);
    await card.getByText('Write scheme and host only, with an optional port and no path, e.g. https://app.example.com.').waitFor();
    expect(await card.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await first.fill(ORIGIN);
    await card.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings saved').waitFor();

    await page.reload();
    await expect(page.getByRole('region', { name: 'API access' }).getByRole('textbox', { name: 'Origin 1' }).inputValue()).resolves.toBe(ORIGIN);

    const allowed = await preflight(ORIGIN);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect((await preflight('https://elsewhere.example.com')).headers.get('access-control-allow-origin')).toBeNull();

    // The call after it, with a token of Ola's (a member of the organisation listing the origin), is readable there.
    const made = await callApi<{ token: string }>(page, 'POST', '/api/user/tokens', { name: 'Dashboard', scope: 'read', expires_in_days: 1 });
    const call = await withToken('GET', '/api/user', made.token, { origin: ORIGIN });
    expect(call.status).toBe(200);
    expect(call.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    await page.context().close();
  });

  it('links Settings › API access to the API reference, which renders the contract with nothing blocked and nothing loaded from elsewhere', async () => {
    const page = await openPage(browser, server);
    await signUp(page, 'Rita Reference', 'rita@reference.test', 'Reference Studio');
    await page.goto('/settings');
    const link = page.getByRole('region', { name: 'API access' }).getByRole('link', { name: 'Open the API reference (new tab)' });
    const [reference] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    const problems: string[] = [];
    reference.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    reference.on('pageerror', (error) => problems.push(error.message));
    const elsewhere: string[] = [];
    reference.on('request', (request) => {
      if (!request.url().startsWith(server.baseUrl) && !/^(data|blob):/.test(request.url())) elsewhere.push(request.url());
    });
    await reference.waitForURL(`${server.baseUrl}/api/docs`);
    // The page comes rendered by the build (Redoc's server rendering): its title, the section on
    // tokens and an operation are there as it arrives.
    await reference.getByRole('heading', { name: /Kwartier API/ }).first().waitFor();
    await reference.getByRole('heading', { name: 'Calling the API from a script or another app' }).waitFor();
    await reference.getByText('Authorization: Bearer <token>', { exact: false }).first().waitFor();
    await reference.getByRole('heading', { name: 'List clients' }).first().waitFor();
    // Then Redoc draws it over in the browser (all ~200 operations at once: ~2.4 s of one core
    // quiet, ~11 s at 4× CPU slowdown; in CI the journeys share two cores with the design site's
    // Chromium, scripts/test-all.mjs's lane), and its search finds an operation.
    await reference.locator('#reference[data-redoc-ready]').waitFor({ timeout: 90_000 });
    await reference.getByRole('textbox', { name: 'Search' }).fill('List clients');
    await reference.locator('[data-role="search:results"]').getByRole('menuitem', { name: 'List clients' }).first().waitFor();
    expect(problems).toEqual([]);
    expect(elsewhere).toEqual([]);
    await page.context().close();
  }, 150_000);
});
