import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, launchBrowser, newPage as openPage, seedActivities, signUp, startServer, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started));

interface Week {
  weekdates: Array<{ date: string }>;
  time: { activitytimes: Array<{ activity_id: number; times: number[] }>; total_time: number };
}

/** The week's minutes per line as the server has them (activity id → seven days). */
async function serverWeek(page: Page, date: string): Promise<Map<number, number[]>> {
  const week = await callApi<Week>(page, 'POST', '/api/time', { date });
  return new Map(week.time.activitytimes.map((line) => [line.activity_id, line.times]));
}

const grid = (page: Page) => page.getByRole('grid');
/** A day cell of the grid (row and day from 0), or the row total at day 7. */
const cell = (page: Page, row: number, day: number): Locator => grid(page).locator(`td[data-row="${row}"][data-col="${day}"]`);
const saveStatus = (page: Page) => page.locator('p[role="status"]');

/** Moves the keyboard focus into the grid with Tab from the Next week button, as a keyboard user does. */
async function tabIntoGrid(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next week' }).focus();
  for (let presses = 0; presses < 15; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null)) return;
  }
  throw new Error('Tab never reached the grid');
}

/** Adds the first activity the Add line menu offers, by keyboard; waits for its line. */
async function addFirstLine(page: Page, lineCount: number): Promise<void> {
  await page.getByRole('button', { name: 'Add line' }).first().focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
  await page.keyboard.press('Enter');
  await menu.waitFor({ state: 'detached' });
  await expect.poll(() => grid(page).locator('tbody tr').count()).toBe(lineCount);
}

/** Types into the focused cell and commits with `key` (Tab, Enter), then waits until focus moved. */
async function typeAndCommit(page: Page, text: string, key: 'Tab' | 'Enter'): Promise<void> {
  const before = await page.evaluate(() => document.activeElement?.closest('td')?.dataset.col + ':' + document.activeElement?.closest('td')?.dataset.row);
  await page.keyboard.type(text);
  await page.keyboard.press(key);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('td')?.dataset.col + ':' + document.activeElement?.closest('td')?.dataset.row))
    .not.toBe(before);
}

/** Dispatches a paste of tab- and newline-separated text on the focused cell, as a spreadsheet's copy gives it. */
async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', data);
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, text);
}

describe('a member fills in a week', () => {
  it('by keyboard only and by pasting a block from a spreadsheet; every hour is there after a reload', async () => {
    const page = await openPage(browser, server);
    await signUp(page, 'Kees Keyboard', 'kees@time.test');
    const activities = await seedActivities(page, 3);
    await page.goto('/time');
    await page.getByRole('heading', { name: 'No lines this week yet' }).waitFor();

    for (let count = 1; count <= 3; count++) await addFirstLine(page, count);
    const names = await grid(page).locator('tbody th').allTextContents();
    expect(names.map((name) => name.replace(/\s+/g, ' '))).toEqual([
      expect.stringContaining('Activity 01'),
      expect.stringContaining('Activity 02'),
      expect.stringContaining('Activity 03'),
    ]);

    // Monday to Friday of the first line, each written differently, Tab to the right.
    await tabIntoGrid(page);
    await page.keyboard.press('Control+Home');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('td')?.dataset.col)).toBe('0');
    for (const text of ['7:30', '7,5', '7h30', '450m', '7.5']) await typeAndCommit(page, text, 'Tab');
    // Home to Monday, down to the second line: '8' then Enter goes down to the third; Escape reverts.
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('td')?.dataset.row)).toBe('1');
    await typeAndCommit(page, '8', 'Enter');
    await page.keyboard.type(':45');
    await page.keyboard.press('Escape');
    await expect(cell(page, 2, 0).textContent()).resolves.not.toContain('0:45');

    // A 3 × 5 block from Wednesday of the first line: Wednesday to Sunday of all three lines.
    await page.keyboard.press('Control+Home');
    for (let step = 0; step < 2; step++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('td')?.dataset.col)).toBe('2');
    await paste(page, '1\t2\t3\t4\t5\n1:15\t2h\t0,5\t90m\t0:45\n6\t7\t8\t9\t10\n');

    const expected = [
      [450, 450, 60, 120, 180, 240, 300],
      [480, 0, 75, 120, 30, 90, 45],
      [0, 0, 360, 420, 480, 540, 600],
    ];
    const total = expected.flat().reduce((sum, minutes) => sum + minutes, 0);
    const clock = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
    // Totals follow at once; 'Saved' only when the server confirmed every cell.
    await expect.poll(() => grid(page).locator('tfoot td').nth(7).textContent()).toBe(clock(total));
    await expect.poll(() => saveStatus(page).textContent(), { timeout: 20_000 }).toBe('Saved');

    const monday = (await callApi<Week>(page, 'POST', '/api/time', {})).weekdates[0]!.date;
    const linesOnServer = async () => {
      const stored = await serverWeek(page, monday);
      return activities.map((id) => stored.get(id));
    };
    expect(await linesOnServer()).toEqual(expected);

    // One undo reverts the whole paste, one redo brings it back; each is saved.
    const beforePaste = [
      [450, 450, 450, 450, 450, 0, 0],
      [480, 0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 0, 0],
    ];
    await page.keyboard.press('Control+z');
    await expect.poll(() => grid(page).locator('tfoot td').nth(7).textContent()).toBe('45:30');
    await expect.poll(linesOnServer, { timeout: 20_000 }).toEqual(beforePaste);
    await page.keyboard.press('Control+y');
    await expect.poll(() => grid(page).locator('tfoot td').nth(7).textContent()).toBe(clock(total));
    await expect.poll(linesOnServer, { timeout: 20_000 }).toEqual(expected);
    await expect.poll(() => saveStatus(page).textContent(), { timeout: 20_000 }).toBe('Saved');

    await page.reload();
    await grid(page).waitFor();
    for (const [row, days] of expected.entries()) {
      for (const [day, minutes] of days.entries()) {
        expect((await cell(page, row, day).innerText()).trim().split('\n')[0], `line ${row + 1}, day ${day + 1}`).toBe(minutes ? clock(minutes) : '');
      }
    }
    await page.context().close();
  });
});

describe('no typed hour is lost', () => {
  it('while the server is down: three cells typed, the server back, every one saved', async () => {
    const page = await openPage(browser, server);
    await signUp(page, 'Olga Outage', 'olga@time.test');
    const [activity] = await seedActivities(page, 1, 'Outage');
    await page.goto('/time');
    const monday = (await callApi<Week>(page, 'POST', '/api/time', {})).weekdates[0]!.date;
    await callApi(page, 'POST', '/api/time/addactivity', { activity_id: activity, date: monday });
    await page.reload();
    await grid(page).waitFor();

    await server.halt();
    await tabIntoGrid(page);
    for (const text of ['1', '2', '3']) await typeAndCommit(page, text, 'Tab');
    await expect.poll(() => saveStatus(page).textContent()).toBe('Not saved yet — retrying');
    await expect.poll(() => grid(page).locator('td[data-unsaved]').count()).toBe(3);

    await server.start();
    await expect.poll(() => saveStatus(page).textContent(), { timeout: 20_000 }).toBe('Saved');
    expect(await grid(page).locator('td[data-unsaved]').count()).toBe(0);
    expect((await serverWeek(page, monday)).get(activity)).toEqual([60, 120, 180, 0, 0, 0, 0]);
    await page.context().close();
  });

  it('when the page is closed with a change queued: it is saved when the page is opened again', async () => {
    const first = await openPage(browser, server);
    const context: BrowserContext = first.context();
    await signUp(first, 'Tom Tab', 'tom@time.test');
    const [activity] = await seedActivities(first, 1, 'Tabs');
    await first.goto('/time');
    const monday = (await callApi<Week>(first, 'POST', '/api/time', {})).weekdates[0]!.date;
    await callApi(first, 'POST', '/api/time/addactivity', { activity_id: activity, date: monday });
    await first.reload();
    await grid(first).waitFor();

    // The saves never get an answer (a connection that hangs), so the change stays queued.
    await first.route('**/api/time/save', () => {});
    await tabIntoGrid(first);
    await typeAndCommit(first, '4:15', 'Tab');
    await expect.poll(() => grid(first).locator('td[data-unsaved]').count()).toBe(1);
    const stored = await first.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('kwartier.timequeue.v1.'))
        .flatMap((key) => JSON.parse(localStorage.getItem(key)!) as Array<{ time: number }>),
    );
    expect(stored).toEqual([expect.objectContaining({ activity_id: activity, date: monday, time: 255 })]);

    // Leaving asks first.
    const asked = new Promise<string>((resolve) => first.once('dialog', (dialog) => (resolve(dialog.type()), void dialog.dismiss())));
    await first.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    await first.close();

    const second = await context.newPage();
    await second.goto('/time');
    await grid(second).waitFor();
    await expect.poll(async () => (await serverWeek(second, monday)).get(activity), { timeout: 20_000 }).toEqual([255, 0, 0, 0, 0, 0, 0]);
    await expect.poll(() => second.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('kwartier.timequeue.v1.')).length)).toBe(0);
    await expect.poll(() => cell(second, 0, 0).innerText()).toContain('4:15');
    await context.close();
  });
});

describe('a change the server refused', () => {
  const words = {
    en: { notSaved: 'Not saved: fix or undo the marked hours', saved: 'Saved', week: 'Week total', refusal: 'A day holds at most 24:00 hours' },
    nl: { notSaved: 'Niet opgeslagen: verbeter de gemarkeerde uren of maak ze ongedaan', saved: 'Opgeslagen', week: 'Totaal van de week', refusal: 'Een dag telt hoogstens 24:00 uur' },
  } as const;

  it.each(['en', 'nl'] as const)('is never "Saved": the cell shows why, the totals what the server holds, until it is undone (%s)', async (locale) => {
    const page = await openPage(browser, server);
    await signUp(page, `Rita Refused ${locale}`, `rita-${locale}@time.test`);
    const [first, second] = (await seedActivities(page, 2, 'Refusal')) as [number, number];
    if (locale === 'nl') {
      const me = await callApi<{ email: string }>(page, 'GET', '/api/user');
      await callApi(page, 'POST', '/api/user/updateprofile', { name: `Rita Refused ${locale}`, email: me.email, locale: 'nl' });
    }
    // Monday: 1:30 on the first line, 8:00 on the second; with Tuesday and Wednesday the week holds 24:00.
    const monday = (await callApi<Week>(page, 'POST', '/api/time', {})).weekdates[0]!.date;
    const day = (offset: number) => new Date(Date.parse(`${monday}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    for (const id of [first, second]) await callApi(page, 'POST', '/api/time/addactivity', { activity_id: id, date: monday });
    for (const [date, time] of [[day(0), 480], [day(1), 480], [day(2), 390]] as const) {
      await callApi(page, 'POST', '/api/time/save', { activity_id: second, date, time });
    }
    await page.goto('/time');
    await grid(page).waitFor();
    await cell(page, 0, 0).click();
    await page.keyboard.type('1:30');
    await page.keyboard.press('Enter');
    await expect.poll(() => saveStatus(page).textContent(), { timeout: 15_000 }).toBe(words[locale].saved);
    const weekTotal = () => grid(page).locator('tfoot td').nth(7).textContent();
    expect(await weekTotal()).toBe('24:00');

    // 16:30 on Monday would make the day 24:30: refused.
    await cell(page, 0, 0).click();
    await page.keyboard.type('16:30');
    await page.keyboard.press('Enter');
    await expect.poll(() => cell(page, 0, 0).getAttribute('aria-invalid'), { timeout: 15_000 }).toBe('true');
    const refused = cell(page, 0, 0);
    expect(await refused.textContent()).toContain('16:30');
    expect(await refused.textContent()).toContain(words[locale].refusal);
    await expect.poll(() => saveStatus(page).textContent()).toBe(words[locale].notSaved);
    // The totals are the server's: 24:00 for the week (not 39:00), 9:30 on Monday, 1:30 on the line.
    expect(await weekTotal()).toBe('24:00');
    expect(await page.getByText(words[locale].week).textContent()).toBe(`${words[locale].week} 24:00`);
    expect(await grid(page).locator('tfoot td').nth(0).textContent()).toContain('9:30');
    expect(await cell(page, 0, 7).textContent()).toBe('1:30');
    expect((await serverWeek(page, monday)).get(first)).toEqual([90, 0, 0, 0, 0, 0, 0]);

    // Undone: the cell holds 1:30 again, nothing is refused, and that is saved.
    await page.keyboard.press('Control+z');
    await expect.poll(() => saveStatus(page).textContent(), { timeout: 15_000 }).toBe(words[locale].saved);
    expect(await cell(page, 0, 0).getAttribute('aria-invalid')).toBeNull();
    expect((await cell(page, 0, 0).innerText()).trim().split('\n')[0]).toBe('1:30');
    expect(await weekTotal()).toBe('24:00');
    expect((await serverWeek(page, monday)).get(first)).toEqual([90, 0, 0, 0, 0, 0, 0]);
    await page.context().close();
  });
});
