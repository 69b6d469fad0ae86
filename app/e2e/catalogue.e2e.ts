import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptInvitation, launchBrowser, linkFromMail, nav, newPage as openPage, signUp, startServer, textbox, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const newPage = () => openPage(browser, server);

/** Fills a dialog's fields by label and saves with Enter, as a person at the keyboard does; waits until it closes. */
async function fillAndSave(dialog: Locator, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
  await dialog.getByRole('textbox', { name: Object.keys(fields).at(-1)!, exact: true }).press('Enter');
  await dialog.waitFor({ state: 'detached' });
}

/** Picks an option of a react-aria Select by keyboard: focus, open with Enter, type ahead, choose with Enter. */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.focus();
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  await listbox.getByRole('option', { name: option }).focus();
  await page.keyboard.press('Enter');
  await listbox.waitFor({ state: 'detached' });
}

/**
 * Moves to a tab with the arrow keys from the selected one (tabs select as focus moves; the page
 * puts the tab in the URL, so each step waits for the selection to follow before the next).
 */
async function openTab(page: Page, name: string): Promise<void> {
  const names = await page.getByRole('tab').allTextContents();
  const selected = page.getByRole('tab', { selected: true });
  const from = names.indexOf((await selected.textContent()) ?? '');
  const to = names.indexOf(name);
  const vertical = (await page.getByRole('tablist').getAttribute('aria-orientation')) === 'vertical';
  await selected.focus();
  for (let index = from; index !== to; ) {
    index += to > index ? 1 : -1;
    await page.keyboard.press(to > from ? (vertical ? 'ArrowDown' : 'ArrowRight') : vertical ? 'ArrowUp' : 'ArrowLeft');
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe(names[index]);
  }
}

describe('an admin sets up what the team tracks time on', () => {
  it('client with a contact and an update', async () => {
    const admin = await newPage();
    await signUp(admin, 'Ada Admin', 'ada@catalogue.test');

    // A colleague joins, to be put on an activity beside the admin.
    await admin.goto('/organization?tab=team');
    await textbox(admin, 'Email address to invite').fill('bob@catalogue.test');
    await admin.keyboard.press('Enter');
    await admin.getByRole('row', { name: /invitation pending/ }).waitFor();
    const colleague = await newPage();
    await acceptInvitation(colleague, await linkFromMail(server, 'bob@catalogue.test', '/invitation/'), 'Bob Builder');
    await colleague.context().close();

    // The client.
    await nav(admin).getByRole('link', { name: 'Clients' }).click();
    await admin.getByRole('button', { name: 'Add client' }).click();
    await fillAndSave(admin.getByRole('dialog', { name: 'Add client' }), { Name: 'Bakkerij Jansen', 'Client number': 'C-001' });
    await admin.getByRole('link', { name: 'Bakkerij Jansen' }).click();
    await admin.waitForURL(/\/clients\/\d+$/);
    const clientUrl = new URL(admin.url()).pathname;
    await admin.getByRole('heading', { name: 'Bakkerij Jansen', level: 1 }).waitFor();

    await admin.getByRole('button', { name: 'Edit client' }).click();
    await fillAndSave(admin.getByRole('dialog', { name: 'Edit client' }), { City: 'Utrecht', Email: 'info@bakkerijjansen.test' });
    await admin.getByText('Utrecht').waitFor();

    await openTab(admin, 'Contacts');
    await admin.getByRole('button', { name: 'Add contact' }).click();
    await fillAndSave(admin.getByRole('dialog', { name: 'Add contact' }), { Name: 'Piet Jansen', Email: 'piet@bakkerijjansen.test', Phone: '+31 6 1234 5678' });
    await admin.getByRole('row', { name: /Piet Jansen/ }).waitFor();

    await openTab(admin, 'Updates');
    await textbox(admin, 'New update').fill('Called about the new website.');
    await admin.keyboard.press('Control+Enter');
    const update = admin.getByRole('listitem').filter({ hasText: 'Called about the new website.' });
    await update.waitFor();
    expect(await update.textContent()).toContain('Ada Admin');

    // A deep link with its tab survives a reload, and back returns to the previous tab.
    expect(new URL(admin.url()).search).toBe('?tab=updates');
    await admin.reload();
    await update.waitFor();
    await admin.goBack();
    await admin.getByRole('row', { name: /Piet Jansen/ }).waitFor();
    expect(new URL(admin.url()).pathname).toBe(clientUrl);

    await admin.context().close();
  });

  it('shows an unknown or malformed client id as not found inside the shell', async () => {
    const page = await newPage();
    await signUp(page, 'Nina Nobody', 'nina@catalogue.test');
    for (const path of ['/clients/999999', '/clients/abc']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      await nav(page).getByRole('link', { name: 'Clients' }).waitFor();
    }
    await page.context().close();
  });
});
