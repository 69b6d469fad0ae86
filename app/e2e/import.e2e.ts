import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, nav, newPage as openPage, signUp, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started));

// Issue 23 item 6: a Toggl Track detailed report imported twice gives its entries once.

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
