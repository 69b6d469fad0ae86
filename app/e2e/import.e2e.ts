import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, nav, newPage as openPage, signUp, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started));

// A Toggl Track detailed report imported twice gives its entries once.

const TOGGL_CSV = [
  'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags,Amount (EUR)',
  'Anna Import,anna@import.test,Bakkerij Jansen,New website,Design,Homepage sketches,Yes,2026-03-02,09:00:00,2026-03-02,10:30:00,01:30:00,,',
  'Anna Import,anna@import.test,Bakkerij Jansen,New website,Design,"Logo variants, second round",Yes,2026-03-02,13:00:00,2026-03-02,13:45:00,00:45:00,,',
  'Anna Import,anna@import.test,Bakkerij Jansen,New website,Meetings,Kick-off call,No,2026-03-03,10:00:00,2026-03-03,11:00:00,01:00:00,,',
].join('\r\n');

interface Week {
  time: { activitytimes: Array<{ activity_name: string; times: number[] }>; total_time: number };
}

async function uploadAndImport(page: Page) {
  await page.locator('input[type="file"]').setInputFiles({ name: 'Toggl_time_entries.csv', mimeType: 'text/csv', buffer: Buffer.from(TOGGL_CSV) });
  await page.getByText('Toggl_time_entries.csv: Toggl Track detailed report, 3 rows').waitFor();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByRole('heading', { name: 'Import finished' }).waitFor();
}

describe('importing time', () => {
  it('a Toggl Track export imported twice gives its entries once', async () => {
    const page = await openPage(browser, server);
    await signUp(page, 'Anna Import', 'anna@import.test', 'Import BV');
    await nav(page).getByRole('link', { name: 'Import time' }).click();
    await page.getByRole('heading', { name: 'Import time', level: 1 }).waitFor();
    expect(await page.title()).toContain('Import time');

    await uploadAndImport(page);
    await page.getByText('3 rows imported').waitFor();
    const week = await callApi<Week>(page, 'POST', '/api/time', { date: '2026-03-02' });
    const lines = week.time.activitytimes.filter((line) => line.times.some((minutes) => minutes > 0));
    expect(lines.map((line) => [line.activity_name, line.times.slice(0, 2)])).toEqual([
      ['Design', [135, 0]],
      ['Meetings', [0, 60]],
    ]);

    await page.getByRole('button', { name: 'Import another file' }).click();
    await uploadAndImport(page);
    await page.getByText('0 rows imported').waitFor();
    await page.getByText('3 rows were imported before and were left as they are').waitFor();
    const again = await callApi<Week>(page, 'POST', '/api/time', { date: '2026-03-02' });
    expect(again.time.total_time).toBe(195);
    expect(again.time.activitytimes).toEqual(week.time.activitytimes);
  });
});

// A Clockify, a Toggl and a Harvest file with billable and not billable, invoiced and not invoiced
// rows: each row's facts decide the dashboard's revenue and what an invoice is offered.
const CLOCKIFY_MIXED = [
  'Project,Client,Description,Activity,User,Email,Billable,Invoiced,Start Date,Start Time,End Date,End Time,Duration (h),Duration (decimal),Billable Rate (EUR)',
  'Site,Studio Noord,Build,Design,Sam Studio,sam@studio.test,Yes,No,05/06/2026,09:00 AM,05/06/2026,12:00 PM,03:00:00,3.00,100.00',
  'Site,Studio Noord,Billed already,Design,Sam Studio,sam@studio.test,Yes,Yes,05/07/2026,09:00 AM,05/07/2026,10:00 AM,01:00:00,1.00,100.00',
].join('\r\n');
const TOGGL_MIXED = [
  'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags,Amount (EUR)',
  'Sam Studio,sam@studio.test,Studio Noord,Site,Design,Sketches,Yes,2026-05-04,09:00:00,2026-05-04,11:00:00,02:00:00,,',
  'Sam Studio,sam@studio.test,Studio Noord,Site,Design,Own portfolio,No,2026-05-05,09:00:00,2026-05-05,10:00:00,01:00:00,,',
].join('\r\n');
const HARVEST_MIXED = [
  'Date,Client,Project,Project Code,Task,Notes,Hours,Hours Rounded,Billable?,Invoiced?,Approved?,First Name,Last Name,Roles,Employee?,Billable Rate,Billable Amount,Cost Rate,Cost Amount,Currency,External Reference URL',
  '2026-05-08,Studio Noord,Site,,Design,Training,5,5,No,No,No,Sam,Studio,,Yes,0.00,0.00,0.00,0.00,Euro - EUR,',
  '2026-05-11,Studio Noord,Site,,Design,Billed in Harvest,2,2,Yes,Yes,No,Sam,Studio,,Yes,100.00,200.00,0.00,0.00,Euro - EUR,',
  '2026-05-12,Studio Noord,Site,,Design,Review,1.5,1.5,Yes,No,No,Sam,Studio,,Yes,100.00,150.00,0.00,0.00,Euro - EUR,',
].join('\r\n');

async function importFile(page: Page, name: string, csv: string, imported: string) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByRole('heading', { name: 'Import finished' }).waitFor();
  await page.getByText(imported).waitFor();
  await page.getByRole('button', { name: 'Import another file' }).click();
}

describe('importing billable and invoiced rows', () => {
  it('a Clockify, a Toggl and a Harvest file give the revenue and the invoiceable time their rows say', async () => {
    const page = await openPage(browser, server);
    await signUp(page, 'Sam Studio', 'sam@studio.test', 'Studio BV');
    await nav(page).getByRole('link', { name: 'Import time' }).click();
    await page.getByRole('heading', { name: 'Import time', level: 1 }).waitFor();

    await importFile(page, 'clockify.csv', CLOCKIFY_MIXED, '2 rows imported');
    await importFile(page, 'toggl.csv', TOGGL_MIXED, '2 rows imported');
    await importFile(page, 'harvest.csv', HARVEST_MIXED, '3 rows imported');

    // Billable: 3:00 + 1:00 (Clockify) + 2:00 (Toggl) + 2:00 + 1:30 (Harvest) = 9:30 at 100.00; not billable 1:00 + 5:00.
    const totals = await callApi<{ totals: { time: number; billable_time: number; revenue: string; expenses: string; currency: string; other_currencies: unknown[] } }>(page, 'POST', '/api/dashboard/activitytotals', {
      from: '2026-05-01',
      to: '2026-05-31',
      scope: 'team',
    });
    expect(totals.totals).toEqual({ time: 930, billable_time: 570, revenue: '950.00', expenses: '0.00', currency: 'EUR', other_currencies: [] });

    // An invoice is offered the billable time not invoiced at the source: 3:00 + 2:00 + 1:30.
    const clients = await callApi<Array<{ id: number; name: string }>>(page, 'GET', '/api/clients');
    const client = clients.find((c) => c.name === 'Studio Noord')!;
    const contact = await callApi<{ id: number }>(page, 'POST', '/api/contacts', { name: 'Noor', client_id: client.id });
    const invoice = await callApi<{ id: number }>(page, 'POST', '/api/invoices', { invoicenumber: 'S-1', client_id: client.id, contact_id: contact.id, invoicedate: '2026-05-31', period: 'May 2026' });
    const tracked = await callApi<{ groups: Array<{ minutes: number; rate: string }> }>(page, 'GET', `/api/invoices/${invoice.id}/trackedtime`);
    expect(tracked.groups.map((group) => [group.minutes, group.rate])).toEqual([[390, '100.00']]);
    await page.context().close();
  });
});
