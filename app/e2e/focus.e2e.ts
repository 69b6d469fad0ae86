import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, nav, newPage, signUp, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started));

/** What has the keyboard focus: its tag, role and accessible text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const label = element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? element.textContent ?? '';
    return `${element.tagName.toLowerCase()}: ${label.trim()}`;
  });

/** Tabs from where focus is to the link named `name` (the shell's navigation holds a few). */
async function tabTo(page: Page, name: string) {
  const link = nav(page).getByRole('link', { name, exact: true });
  for (let press = 0; press < 20 && !(await link.evaluate((element) => element === document.activeElement)); press++) await page.keyboard.press('Tab');
  expect(await focused(page)).toBe(`a: ${name}`);
}

describe('following a link by keyboard puts focus on the new page', () => {
  it("moves focus to the page's heading, so Tab reaches its first control and Enter on Add opens the dialog (English and Dutch)", async () => {
    const page = await newPage(browser, server);
    await signUp(page, 'Kees Keyboard', 'kees@focus.test');
    // A first load leaves focus alone.
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await focused(page)).toBe('body');

    await tabTo(page, 'Clients');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/clients');
    await expect.poll(() => focused(page)).toBe('h1: Clients');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('input: Search');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button: Add client');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Add client' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Another week of the time sheet changes the search only: no new page, so focus is not moved to
    // the page; the grid, drawn anew for the week, gives it back to the control that was pressed.
    await tabTo(page, 'Time');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/time');
    // The time sheet's heading is its week (an h2: the page has no h1).
    const week = page.locator('main h2').first();
    await expect.poll(() => focused(page)).toBe(`h2: ${await week.textContent()}`);
    const firstWeek = await week.textContent();
    await page.getByRole('button', { name: 'Next week' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.has('week'));
    await expect.poll(() => week.textContent()).not.toBe(firstWeek);
    // Two frames: when the page would have been focused after a navigation.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await focused(page)).not.toMatch(/^(h2|main):/);
    await expect.poll(() => focused(page)).toBe('button: Next week');
    const secondWeek = await week.textContent();
    await page.keyboard.press('Enter');
    await expect.poll(() => week.textContent()).not.toBe(secondWeek);
    await expect.poll(() => focused(page)).toBe('button: Next week');

    // In Dutch, to the projects, whose Add dialog opens with the suggested number.
    const me = await callApi<{ email: string }>(page, 'GET', '/api/user');
    await callApi(page, 'POST', '/api/user/updateprofile', { name: 'Kees Keyboard', email: me.email, locale: 'nl' });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await tabTo(page, 'Projecten');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/projects');
    await expect.poll(() => focused(page)).toBe('h1: Projecten');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button: Project toevoegen');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Project toevoegen' });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: /Projectnummer/ }).inputValue()).toBe('1');
    await page.context().close();
  });

  it('from the navigation drawer on a phone too', async () => {
    const page = await newPage(browser, server);
    await signUp(page, 'Pim Phone', 'pim@focus.test');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'Open navigation' }).focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    await drawer.waitFor();
    const link = drawer.getByRole('link', { name: 'Invoices', exact: true });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/invoices');
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('h1: Invoices');
    await page.context().close();
  });
});
