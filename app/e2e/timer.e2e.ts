import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, seedActivities, signUp, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started));

interface TimerState {
  timer: { activity_id: number; started_at: string; stopped_at: string | null } | null;
}

/** A page in a context of its own in Amsterdam's time zone (the days the timer's time is split over). */
async function amsterdamPage(): Promise<Page> {
  // Without the app's service worker, as harness.ts's pages.
  const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'en-GB', timezoneId: 'Europe/Amsterdam', serviceWorkers: 'block' });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

const timerOf = (page: Page) => page.getByRole('group', { name: 'Timer' });

/** Starts the timer from the shell's bar by keyboard: the shortcut opens the dialog; the first activity, a note, Enter. */
async function startByKeyboard(page: Page, note: string): Promise<void> {
  await page.keyboard.press('Alt+Shift+T');
  const dialog = page.getByRole('dialog', { name: 'Start a timer' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: /Activity/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('option');
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  await dialog.getByRole('textbox', { name: /Note/ }).fill(note);
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
}

describe('the timer', () => {
  it('started from the bar keeps running through a reload, a closed tab and a page opened again', async () => {
    const page = await amsterdamPage();
    await signUp(page, 'Tessa Timer', 'tessa@timer.test');
    await seedActivities(page, 2);
    await page.reload();
    await timerOf(page).getByRole('button', { name: 'Start timer' }).waitFor();

    await startByKeyboard(page, 'Homepage');
    await timerOf(page).getByRole('timer', { name: 'Time on Website — Activity 01' }).waitFor();
    await expect.poll(async () => (await callApi<TimerState>(page, 'GET', '/api/timer')).timer?.stopped_at, { timeout: 15_000 }).toBeNull();
    // The running time is in the title too.
    await expect.poll(() => page.title()).toMatch(/^\d+:\d\d:\d\d · .* · Kwartier$/);

    await page.reload();
    await timerOf(page).getByRole('timer', { name: 'Time on Website — Activity 01' }).waitFor();

    const context = page.context();
    await page.close();
    const again = await context.newPage();
    await again.goto('/time');
    await timerOf(again).getByRole('timer', { name: 'Time on Website — Activity 01' }).waitFor();
    await timerOf(again).getByRole('button', { name: 'Stop' }).click();
    await timerOf(again).getByRole('button', { name: 'Start timer' }).waitFor();
    await expect.poll(async () => (await callApi<TimerState>(again, 'GET', '/api/timer')).timer, { timeout: 15_000 }).toBeNull();
    await context.close();
  });

  it('is the same in every tab: a start or stop in one tab shows in the other without a reload', async () => {
    const first = await amsterdamPage();
    await signUp(first, 'Tobias Tabs', 'tobias@timer.test');
    await seedActivities(first, 1);
    await first.goto('/time');
    const second = await first.context().newPage();
    second.setDefaultTimeout(10_000);
    await second.goto('/time');
    for (const page of [first, second]) await timerOf(page).getByRole('button', { name: 'Start timer' }).waitFor();

    // Started in the first tab: the second shows it running.
    await first.bringToFront();
    await startByKeyboard(first, 'Two tabs');
    await timerOf(second).getByRole('timer', { name: 'Time on Website — Activity 01' }).waitFor();

    // Stopped in the second: the first shows it stopped.
    await timerOf(second).getByRole('button', { name: 'Stop' }).click();
    await timerOf(second).getByRole('button', { name: 'Start timer' }).waitFor();
    await timerOf(first).getByRole('button', { name: 'Start timer' }).waitFor();
    await expect.poll(async () => (await callApi<TimerState>(first, 'GET', '/api/timer')).timer).toBeNull();
    // Nothing was refused on the way ("There is no timer to stop").
    for (const page of [first, second]) expect(await timerOf(page).textContent()).not.toContain('There is no timer to stop');

    // Started again in the second and stopped in the first: no tab is left showing it running.
    await startByKeyboard(second, 'Back again');
    await timerOf(first).getByRole('timer').waitFor();
    await timerOf(first).getByRole('button', { name: 'Stop' }).click();
    await timerOf(second).getByRole('button', { name: 'Start timer' }).waitFor();
    await expect.poll(async () => (await callApi<TimerState>(second, 'GET', '/api/timer')).timer).toBeNull();
    for (const page of [first, second]) expect(await timerOf(page).textContent()).not.toContain('There is no timer to stop');
    await first.context().close();
  });

  it('stopped after midnight (the clock faked) fills both days', async () => {
    const page = await amsterdamPage();
    await signUp(page, 'Nina Night', 'nina@timer.test');
    const [activity] = await seedActivities(page, 1);
    // 23:30 in Amsterdam on Tuesday 3 March 2026; the browser's clock says so, timers still run.
    await page.clock.setFixedTime(new Date('2026-03-03T22:30:00Z'));
    await page.goto('/time');
    await timerOf(page).getByRole('button', { name: 'Start timer' }).waitFor();
    await startByKeyboard(page, 'Release');
    await expect.poll(async () => (await callApi<TimerState>(page, 'GET', '/api/timer')).timer?.started_at, { timeout: 15_000 }).toBe('2026-03-03T22:30:00.000Z');

    // 00:45 on Wednesday: 1:15 later.
    await page.clock.setFixedTime(new Date('2026-03-03T23:45:00Z'));
    await expect.poll(() => timerOf(page).getByRole('timer').textContent()).toBe('1:15:00');
    await page.keyboard.press('Alt+Shift+T');
    await timerOf(page).getByRole('button', { name: 'Start timer' }).waitFor();
    await expect.poll(async () => (await callApi<TimerState>(page, 'GET', '/api/timer')).timer, { timeout: 15_000 }).toBeNull();

    const week = await callApi<{ time: { activitytimes: Array<{ activity_id: number; times: number[] }> } }>(page, 'POST', '/api/time', { date: '2026-03-03' });
    expect(week.time.activitytimes.find((line) => line.activity_id === activity)?.times).toEqual([0, 30, 45, 0, 0, 0, 0]);
    // The time sheet shows them (the week was read again after the stop).
    const grid = page.getByRole('grid');
    await expect.poll(() => grid.locator('td[data-row="0"][data-col="1"]').textContent()).toContain('0:30');
    await expect.poll(() => grid.locator('td[data-row="0"][data-col="2"]').textContent()).toContain('0:45');
    await page.context().close();
  });

  it('started and stopped while offline: both reach the server once it is back, with the moments they were pressed', async () => {
    const page = await amsterdamPage();
    await signUp(page, 'Olaf Offline', 'olaf@timer.test');
    const [activity] = await seedActivities(page, 1);
    await page.clock.setFixedTime(new Date('2026-03-05T08:00:00Z'));
    await page.goto('/time');
    await timerOf(page).getByRole('button', { name: 'Start timer' }).waitFor();
    await page.context().setOffline(true);
    await startByKeyboard(page, 'On the train');
    await timerOf(page).getByRole('timer').waitFor();
    await page.clock.setFixedTime(new Date('2026-03-05T09:00:00Z'));
    await timerOf(page).getByRole('button', { name: 'Stop' }).click();
    await timerOf(page).getByRole('button', { name: 'Start timer' }).waitFor();
    // Kept in the browser until the server confirms them.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('kwartier.timerqueue') && localStorage.getItem(key) !== null))).toHaveLength(1);
    await page.context().setOffline(false);
    await expect
      .poll(async () => {
        const week = await callApi<{ time: { activitytimes: Array<{ activity_id: number; times: number[] }> } }>(page, 'POST', '/api/time', { date: '2026-03-05' });
        return week.time.activitytimes.find((line) => line.activity_id === activity)?.times;
      }, { timeout: 20_000 })
      .toEqual([0, 0, 0, 60, 0, 0, 0]);
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('kwartier.timerqueue')).length)).toBe(0);
    await page.context().close();
  });
});
