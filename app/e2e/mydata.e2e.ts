import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { acceptInvitation, callApi, linkFromMail, newPage as openPage, signUp, textbox, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

// My profile › My data. A member downloads their data, then deletes their
// account though their hours are on a sent invoice: they land on the login page with a notice,
// and the invoice still prints, naming a "former member" where their name was.

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started));

const newPage = () => openPage(browser, server);

describe('my data', () => {
  it('downloads my data, then deletes my account; the invoice of my hours still prints, with "former member"', async () => {
    const admin = await newPage();
    await signUp(admin, 'Dana Admin', 'dana@mydata.test');
    await callApi(admin, 'POST', '/api/organization/send/invite', { email: 'milo@mydata.test' });
    const member = await newPage();
    await acceptInvitation(member, await linkFromMail(server, 'milo@mydata.test', '/invitation/'), 'Milo Member');

    // The admin's preparations: a client with a contact, a project and an activity with Milo on it.
    const team = await callApi<Array<{ id: number; name: string }>>(admin, 'GET', '/api/users');
    const milo = team.find((person) => person.name === 'Milo Member')!;
    const client = await callApi<{ id: number }>(admin, 'POST', '/api/clients', { name: 'Acme Ltd' });
    const contact = await callApi<{ id: number }>(admin, 'POST', '/api/contacts', { name: 'Piet Jansen', client_id: client.id });
    const project = await callApi<{ id: number }>(admin, 'POST', '/api/projects', { name: 'Website', projectnumber: 'P-1', client_id: client.id });
    const activity = await callApi<{ id: number }>(admin, 'POST', '/api/activities', { name: 'Design', project_id: project.id });
    await callApi(admin, 'POST', `/api/activities/${activity.id}/attachuser`, { teammember_id: milo.id, activity_id: activity.id, rate: '80' });

    // Milo's hours, with a note.
    await callApi(member, 'POST', '/api/time/save', { time: 90, activity_id: activity.id, date: '2026-03-02' });
    await callApi(member, 'POST', '/api/time/note', { activity_id: activity.id, date: '2026-03-02', note: 'Wireframes' });

    // On a sent invoice, per member.
    const invoice = await callApi<{ id: number; uuid: string }>(admin, 'POST', '/api/invoices', {
      invoicenumber: 'MD-1',
      client_id: client.id,
      contact_id: contact.id,
      invoicedate: '2026-03-31',
      period: 'March 2026',
    });
    const offered = await callApi<{ groups: { key: string }[] }>(admin, 'GET', `/api/invoices/${invoice.id}/trackedtime?group=member`);
    await callApi(admin, 'POST', `/api/invoices/${invoice.id}/trackedtime`, {
      from: '2026-03-01',
      to: '2026-03-31',
      group: 'member',
      keys: offered.groups.map((group) => group.key),
      vat: '21',
    });
    await callApi(admin, 'PUT', `/api/invoices/${invoice.id}`, { status_id: 2 });

    // Download my data (JSON): my profile and my hours with their note.
    await member.goto('/profile');
    await member.getByRole('tab', { name: 'My data' }).click();
    await member.waitForURL('**/profile?tab=mydata');
    const [download] = await Promise.all([member.waitForEvent('download'), member.getByRole('button', { name: 'Download as JSON' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^kwartier-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { sections: { name: string; rows: Record<string, unknown>[] }[] };
    expect(data.sections.find((s) => s.name === 'profile')!.rows[0]).toMatchObject({ name: 'Milo Member', email: 'milo@mydata.test' });
    expect(data.sections.find((s) => s.name === 'time_entries')!.rows).toEqual([expect.objectContaining({ date: '2026-03-02', minutes: 90, note: 'Wireframes', invoiced: true })]);

    // Delete my account: the password asked, then the login page with a notice.
    await member.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = member.getByRole('dialog', { name: 'Delete my account' });
    await dialog.getByLabel('Your password').fill('another good password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await member.waitForURL('**/login?deleted=1');
    await member.getByText('Your account has been deleted.').waitFor();
    // The old credentials open nothing any more.
    await textbox(member, 'Email').fill('milo@mydata.test');
    await textbox(member, 'Password').fill('another good password');
    await member.getByRole('button', { name: 'Log in' }).click();
    await member.getByText('These credentials do not match our records.').waitFor();

    // The invoice still prints, the line naming a former member.
    const print = await newPage();
    await print.goto(`/invoices/${invoice.uuid}/print`);
    await print.getByText('Website — Design (former member)').waitFor();
    expect(await print.getByText('Milo Member').count()).toBe(0);

    for (const page of [admin, member, print]) await page.context().close();
  });
});
