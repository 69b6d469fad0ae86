import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchBrowser, newPage as openPage, signUp, startServer, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started));

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const page = await openPage(browser, server);
  return { context: page.context(), page };
}

describe('a newcomer signs up and manages clients', () => {
  it('signs up, adds, deactivates and deletes a client, keeps the session, logs out', async () => {
    const { context, page } = await newPage();
    await signUp(page, 'Ada Lovelace', 'ada@example.test');

    // The organisation is named after its first admin and shows in the shell.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect.poll(() => nav.textContent()).toContain('Ada Lovelace');

    await nav.getByRole('link', { name: 'Clients' }).click();
    await page.waitForURL('**/clients');
    await expect.poll(() => page.getByText('No clients found').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Add client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add client' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Acme Corporation');
    await dialog.getByRole('textbox', { name: 'Client number', exact: true }).fill('C-001');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: /Acme Corporation/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('C-001');

    // Switch it inactive: hidden until 'show inactive'.
    // Keyboard: react-aria's switch is a visually hidden input inside its label.
    await row.getByRole('switch', { name: 'Acme Corporation active' }).focus();
    await page.keyboard.press('Space');
    await row.waitFor({ state: 'detached' });
    await page.getByRole('checkbox', { name: 'Show inactive' }).focus();
    await page.keyboard.press('Space');
    await row.waitFor();

    // Delete with confirmation.
    await row.getByRole('button', { name: 'Delete Acme Corporation' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByText('No clients found').isVisible()).toBe(true);

    // A reload keeps the session.
    await page.reload();
    await page.getByRole('checkbox', { name: 'Show inactive' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/clients');

    // Log out: a full page load ends the session and lands on /login.
    await page.getByRole('button', { name: /Ada Lovelace/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await page.goto('/clients');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('shows a wrong password under the email field', async () => {
    const { context, page } = await newPage();
    await signUp(page, 'Grace Hopper', 'grace@example.test');
    await context.clearCookies();
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('grace@example.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Log in' }).click();
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    await expect.poll(async () => (await email.getAttribute('aria-invalid')) === 'true').toBe(true);
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    const messages = await Promise.all(describedBy.split(' ').filter(Boolean).map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(messages.join(' ')).toMatch(/credentials do not match/i);
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it("shows the server's error under the name field for an empty client name", async () => {
    const { context, page } = await newPage();
    await signUp(page, 'Edsger Dijkstra', 'edsger@example.test');
    await page.goto('/clients');
    await page.getByRole('button', { name: 'Add client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add client' });
    // The form leaves required-field checks to the server (validationBehavior 'aria').
    await dialog.getByRole('button', { name: 'Save' }).click();
    const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
    await expect.poll(async () => (await name.getAttribute('aria-invalid')) === 'true').toBe(true);
    const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
    const messages = await Promise.all(describedBy.split(' ').filter(Boolean).map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(messages.join(' ')).toMatch(/required/i);
    expect(await dialog.isVisible()).toBe(true);
    await context.close();
  });
});
