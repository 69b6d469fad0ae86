import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, nav, newPage, seedActivities, signUp, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

/** A downloaded file's bytes as the ArrayBuffer exceljs reads. */
function fileBytes(path: string): ArrayBuffer {
  const bytes = readFileSync(path);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started));

/** Minutes of a duration cell as exceljs reads it back: days, handed over as a Date from Excel's day 0 because of its time format. */
const minutesOf = (value: unknown) =>
  Math.round((value instanceof Date ? (value.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000 : Number(value)) * 1440);

describe('a report exported as an Excel workbook', () => {
  it('holds the report’s real numbers with their formats, a frozen header, and totals as formulas', async () => {
    const page = await newPage(browser, server);
    await signUp(page, 'Rita Report', 'rita@reports.test');
    const [design, build] = await seedActivities(page, 2, 'Web');
    // January 2026: 2:30 and 1:15 on Activity 01, 0:45 on Activity 02, at 80.00 an hour.
    for (const [activity_id, date, time] of [
      [design, '2026-01-05', 150],
      [design, '2026-01-06', 75],
      [build, '2026-01-07', 45],
    ] as const) {
      await callApi(page, 'POST', '/api/time/save', { activity_id, date, time });
    }

    // The nav entry opens this month's report; the range and groups go into the URL.
    await page.goto('/');
    await nav(page).getByRole('link', { name: 'Reports', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/reports');
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await page.goto('/reports?from=2026-01-01&to=2026-01-31&group=activity');
    const table = page.getByRole('table', { name: 'Reports: Summary' });
    await table.getByRole('rowheader', { name: 'Total' }).waitFor();
    expect((await table.getByRole('row', { name: /Activity 01/ }).innerText()).replace(/\s+/g, ' ')).toMatch(/3:45.*3:45.*300\.00/);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Excel' }).click()]);
    expect(download.suggestedFilename()).toBe('kwartier-report-2026-01-01-2026-01-31.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(fileBytes((await download.path())!));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Report']);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    // Money beside its currency: amounts of two currencies are never in one figure.
    expect(values(1)).toEqual(['Activity', 'Project', 'Currency', 'Time', 'Billable time', 'Revenue']);
    // Real numbers: durations in days shown [h]:mm, money shown with two decimals.
    const [name, project, currency, time, billable, revenue] = values(2);
    expect([name, project, currency, minutesOf(time), minutesOf(billable), revenue]).toEqual(['Activity 01', 'Web', 'EUR', 225, 225, 300]);
    expect(sheet.getCell('D2').numFmt).toBe('[h]:mm');
    expect(sheet.getCell('F2').numFmt).toBe('#,##0.00');
    expect(minutesOf(sheet.getCell('D3').value)).toBe(45);
    expect(sheet.getCell('F3').value).toBe(60);
    // The total (one currency): formulas over the rows, their values cached.
    expect(sheet.getCell('A4').value).toBe('Total');
    const total = (cell: string) => sheet.getCell(cell).value as { formula: string; result: unknown };
    expect(total('D4').formula).toBe('SUBTOTAL(9,D2:D3)');
    expect(minutesOf(total('D4').result)).toBe(270);
    expect(sheet.getCell('D4').numFmt).toBe('[h]:mm');
    expect(total('F4')).toMatchObject({ formula: 'SUBTOTAL(9,F2:F3)', result: 360 });

    // The detailed view: every entry, in the URL too, and its own workbook.
    await page.getByRole('radio', { name: 'Entries' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'detail');
    await page.getByRole('table', { name: 'Reports: Entries' }).getByRole('rowheader').first().waitFor();
    const [entriesDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Excel' }).click()]);
    const entries = new ExcelJS.Workbook();
    await entries.xlsx.load(fileBytes((await entriesDownload.path())!));
    const entrySheet = entries.worksheets[0]!;
    expect(entrySheet.name).toBe('Entries');
    expect(entrySheet.rowCount).toBe(4);
    expect(minutesOf(entrySheet.getCell('G2').value)).toBe(150);
    await page.context().close();
  });
});

describe('a report link whose period the server refuses', () => {
  it('keeps the period as written and says why above the report, until the user corrects it', async () => {
    const page = await newPage(browser, server);
    await signUp(page, 'Lotte Link', 'lotte@reports.test');
    await page.goto('/reports?from=2024-05-01&to=2024-04-01');
    const reports = page.getByRole('region', { name: 'Reports' });
    await expect
      .poll(() => reports.getByRole('alert').textContent())
      .toBe('This link asks for a period that cannot be reported: The end date must be on or after the start date. Choose another period above; nothing was changed.');
    const url = new URL(page.url());
    expect([url.searchParams.get('from'), url.searchParams.get('to')]).toEqual(['2024-05-01', '2024-04-01']);
    expect(await reports.getByRole('group', { name: 'To' }).getByRole('spinbutton', { name: /month/i }).getAttribute('aria-valuenow')).toBe('4');
    expect(await reports.getByRole('table').count()).toBe(0);

    // Correcting the end date (2025) shows the report of that period: no time in it yet.
    await reports.getByRole('group', { name: 'To' }).getByRole('spinbutton', { name: /year/i }).click();
    await page.keyboard.type('2025');
    await page.waitForURL((next) => next.searchParams.get('to') === '2025-04-01');
    await reports.getByText('No time was registered in this range with these filters.').waitFor();
    expect(await reports.getByRole('alert').count()).toBe(0);
  });
});
