import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { acceptInvitation, launchBrowser, linkFromMail, nav, newPage as openPage, signUp, startServer, textbox, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started));

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
  expect(names).toContain(name);
  const vertical = (await page.getByRole('tablist').getAttribute('aria-orientation')) === 'vertical';
  await selected.focus();
  for (let index = from; index !== to; ) {
    index += to > index ? 1 : -1;
    await page.keyboard.press(to > from ? (vertical ? 'ArrowDown' : 'ArrowRight') : vertical ? 'ArrowUp' : 'ArrowLeft');
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe(names[index]);
  }
}

describe('an admin sets up what the team tracks time on', () => {
  it('client with a contact and an update, a service with a subscription, a project with two activities and members on different rates', async () => {
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

    // A service with a rich-text description, and a subscription of the client to it.
    await nav(admin).getByRole('link', { name: 'Services' }).click();
    await admin.getByText('No services found').waitFor();
    await admin.getByRole('button', { name: 'Add service' }).click();
    const addService = admin.getByRole('dialog', { name: 'Add service' });
    await addService.getByRole('textbox', { name: 'Name', exact: true }).fill('Hosting');
    await addService.getByRole('textbox', { name: 'Service number', exact: true }).fill('S-010');
    const description = addService.getByRole('textbox', { name: 'Description', exact: true });
    await description.click();
    await admin.keyboard.type('Managed hosting with ');
    await admin.keyboard.press('Control+b');
    await admin.keyboard.type('daily backups');
    await addService.getByRole('button', { name: 'Save' }).press('Enter');
    await addService.waitFor({ state: 'detached' });
    await admin.getByRole('row', { name: /Hosting/ }).getByRole('link', { name: 'Hosting' }).click();
    await admin.waitForURL(/\/services\/\d+$/);
    await admin.getByRole('heading', { name: 'Hosting', level: 1 }).waitFor();
    // Stored as sanitised HTML and shown as such: the bold part is bold.
    await expect.poll(() => admin.locator('main strong').textContent()).toBe('daily backups');

    await openTab(admin, 'Subscriptions');
    await admin.getByText('No subscriptions found').waitFor();
    await admin.getByRole('button', { name: 'Add subscription' }).click();
    const addSubscription = admin.getByRole('dialog', { name: 'Add subscription' });
    await choose(admin, addSubscription.getByRole('button', { name: /Client/ }), 'Bakkerij Jansen');
    await addSubscription.getByRole('textbox', { name: 'Price per period' }).fill('25');
    await addSubscription.getByRole('button', { name: 'Save' }).press('Enter');
    await addSubscription.waitFor({ state: 'detached' });
    await admin.getByRole('link', { name: 'Open subscription of Bakkerij Jansen' }).click();
    await admin.waitForURL(/\/subscriptions\/\d+$/);
    await admin.getByRole('heading', { name: /Hosting/, level: 1 }).waitFor();
    expect(await admin.locator('main').textContent()).toContain('Bakkerij Jansen');
    expect(await admin.locator('main').textContent()).toContain('€25.00 per month');
    // Create now: this month's concept once; a second click names it.
    await admin.getByRole('button', { name: 'Create invoice now' }).click();
    const made = admin.getByRole('status').filter({ hasText: /Concept invoice \S+ made for/ });
    await made.waitFor();
    expect(await made.getByRole('link', { name: /Open invoice/ }).getAttribute('href')).toMatch(/^\/invoices\/\d+$/);
    await admin.getByRole('button', { name: 'Create invoice now' }).click();
    await admin.getByRole('alert').filter({ hasText: /is invoiced already, on invoice/ }).waitFor();

    // A project for the client, with two activities.
    await nav(admin).getByRole('link', { name: 'Projects' }).click();
    await admin.getByText('No projects found').waitFor();
    await admin.getByRole('button', { name: 'Add project' }).click();
    const addProject = admin.getByRole('dialog', { name: 'Add project' });
    await addProject.getByRole('textbox', { name: 'Name', exact: true }).fill('New website');
    await addProject.getByRole('textbox', { name: 'Project number', exact: true }).fill('P-2026-01');
    await choose(admin, addProject.getByRole('button', { name: /Client/ }), 'Bakkerij Jansen');
    await admin.keyboard.press('Tab');
    await admin.keyboard.press('Tab');
    await addProject.getByRole('button', { name: 'Save' }).press('Enter');
    await addProject.waitFor({ state: 'detached' });
    const projectRow = admin.getByRole('row', { name: /New website/ });
    expect(await projectRow.textContent()).toContain('Bakkerij Jansen');
    await projectRow.getByRole('link', { name: 'New website' }).click();
    await admin.waitForURL(/\/projects\/\d+$/);
    await admin.getByRole('heading', { name: 'New website · Bakkerij Jansen', level: 1 }).waitFor();

    await openTab(admin, 'Activities');
    for (const activity of ['Design', 'Development']) {
      await admin.getByRole('button', { name: 'Add activity' }).click();
      await fillAndSave(admin.getByRole('dialog', { name: 'Add activity' }), { Name: activity });
      await admin.getByRole('heading', { name: activity }).waitFor();
    }

    // The admin and the colleague on Design, each with their own rate.
    for (const [member, rate] of [
      ['Ada Admin', '85'],
      ['Bob Builder', '70,5'],
    ]) {
      await admin.getByRole('button', { name: 'Add team member to Design' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Add team member to Design' });
      await choose(admin, dialog.getByRole('button', { name: /Team member/ }), member);
      await fillAndSave(dialog, { 'Hourly rate': rate });
    }
    const design = admin.getByRole('table', { name: 'Team members of Design' });
    await expect.poll(() => design.getByRole('row', { name: /Bob Builder/ }).textContent()).toContain('70.50');
    expect(await design.getByRole('row', { name: /Ada Admin/ }).textContent()).toContain('85.00');

    // Bob's rate changes.
    await design.getByRole('button', { name: 'Actions for Bob Builder' }).press('Enter');
    await admin.getByRole('menuitem', { name: 'Change rate' }).press('Enter');
    const rateDialog = admin.getByRole('dialog', { name: 'Change the rate of Bob Builder' });
    await rateDialog.getByRole('textbox', { name: 'Hourly rate', exact: true }).fill('');
    await fillAndSave(rateDialog, { 'Hourly rate': '75' });
    await expect.poll(() => design.getByRole('row', { name: /Bob Builder/ }).textContent()).toContain('75.00');

    // Development is switched off by keyboard, then deleted after confirming.
    const developmentSwitch = admin.getByRole('switch', { name: 'Development active' });
    await developmentSwitch.focus();
    await admin.keyboard.press('Space');
    await expect.poll(() => developmentSwitch.isChecked()).toBe(false);
    await admin.getByRole('button', { name: 'Delete Development' }).press('Enter');
    const confirm = admin.getByRole('alertdialog', { name: 'Delete activity?' });
    await confirm.getByRole('button', { name: 'Delete' }).press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await admin.getByRole('heading', { name: 'Development' }).waitFor({ state: 'detached' });
    await admin.getByRole('heading', { name: 'Design' }).waitFor();

    // The client cannot be deleted while the project refers to it: the confirmation says why.
    await admin.goto('/clients');
    const clientSwitch = admin.getByRole('switch', { name: 'Bakkerij Jansen active' });
    await clientSwitch.focus();
    await admin.keyboard.press('Space');
    // An inactive client leaves the list until 'Show inactive' is on.
    await clientSwitch.waitFor({ state: 'detached' });
    await admin.getByRole('checkbox', { name: 'Show inactive' }).focus();
    await admin.keyboard.press('Space');
    await admin.getByRole('button', { name: 'Delete Bakkerij Jansen' }).click();
    // Its projects, subscription and the invoice "Create invoice now" made keep it (the first reason found is named).
    const refuse = admin.getByRole('alertdialog');
    await refuse.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => refuse.getByRole('alert').textContent()).toMatch(/projects|subscriptions|invoices/i);

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
