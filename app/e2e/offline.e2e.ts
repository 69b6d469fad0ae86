import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, launchBrowser, nav, newPage, seedActivities, signUp, startServer, typeToday, type RunningServer } from './harness';

// Installed and offline: the service worker (app/sw/sw.ts) keeps the built app, the app keeps the
// week's, the timer's and the dashboard's last answers (src/offline/keptAnswers.ts). The server
// serves a copy of app/dist, so the journey can deploy a new build into it.

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
let staticDir: string;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'kwartier-offline-dist-'));
  cpSync(dist, staticDir, { recursive: true });
  server = await startServer({ STATIC_DIR: staticDir });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (staticDir) rmSync(staticDir, { recursive: true, force: true });
});

interface Week {
  time: { activitytimes: Array<{ activity_id: number; times: number[] }> };
}
interface TimerState {
  timer: { activity_id: number; note: string; stopped_at: string | null } | null;
}

const timerOf = (page: Page) => page.getByRole('group', { name: 'Timer' });

/** The minutes of the activity's line in this week, as the server has them. */
async function minutesThisWeek(page: Page, activity: number): Promise<number | undefined> {
  // Today in the browser's time zone, as the time sheet has it.
  const today = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
  const week = await callApi<Week>(page, 'POST', '/api/time', { date: today });
  return week.time.activitytimes.find((line) => line.activity_id === activity)?.times.reduce((a, b) => a + b, 0);
}
const keptCaches = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('kwartier-kept-')));

/** The network is gone for the page and for its service worker alike: the server stops, the browser is offline. */
async function goOffline(page: Page) {
  await server.halt();
  await page.context().setOffline(true);
}

async function goOnline(page: Page) {
  await server.start();
  await page.context().setOffline(false);
}

/**
 * A new build deployed: its index.html differs, and so its service worker (the page's revision in
 * the precache list). The precompressed copies go, so the server sends the new files.
 */
function deployNewBuild() {
  const index = join(staticDir, 'index.html');
  const html = readFileSync(index, 'utf8').replace('</body>', '<!-- the next build --></body>');
  writeFileSync(index, html);
  const revision = createHash('md5').update(html).digest('hex');
  const worker = join(staticDir, 'sw.js');
  const source = readFileSync(worker, 'utf8');
  const updated = source.replace(/"revision":"[0-9a-f]+","url":"index\.html"/, `"revision":"${revision}","url":"index.html"`);
  expect(updated).not.toBe(source);
  writeFileSync(worker, updated);
  for (const file of [index, worker]) for (const ending of ['.br', '.gz']) rmSync(file + ending, { force: true });
}

describe('installed and offline', () => {
  it('opens the week offline from the last answers, queues hours and the timer, saves them once back, and offers a new build', async () => {
    const page = await newPage(browser, server, 'en-GB', 'allow');
    await signUp(page, 'Ines Install', 'ines@offline.test');
    const [activity] = await seedActivities(page, 1);
    const me = await callApi<{ id: number }>(page, 'GET', '/api/user');
    const mine = await callApi<{ uuid: string }>(page, 'GET', '/api/organization/for/currentuser');
    const today = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
    await callApi(page, 'POST', '/api/time/addactivity', { activity_id: activity, date: today });
    await page.goto('/time');
    await page.getByRole('grid').getByText('Activity 01').waitFor();
    // The worker has installed (the built app precached) and controls the page.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 20_000 }).toBe(`${server.baseUrl}/sw.js`);
    // The answers the page came with are kept, for this user in this organisation only.
    await expect.poll(() => keptCaches(page)).toEqual([`kwartier-kept-${me.id}-${mine.uuid}`]);

    // Offline, a reload: the worker serves the app, the app the kept week and timer.
    await goOffline(page);
    await page.reload();
    await page.getByRole('grid').getByText('Activity 01').waitFor();
    await page.getByText(/^Offline — showing data from .+\.$/).waitFor();
    await timerOf(page).getByRole('button', { name: 'Start timer' }).waitFor();
    // The dashboard opens too, from the answers of its last visit (after signing up).
    await nav(page).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByText(/^Offline — showing data from .+\.$/).waitFor();
    await nav(page).getByRole('link', { name: 'Time', exact: true }).click();
    await page.getByRole('grid').getByText('Activity 01').waitFor();

    // Hours typed and the timer started offline wait in the browser.
    await typeToday(page, 0, '1:30');
    await timerOf(page).getByRole('button', { name: 'Start timer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start a timer' });
    await dialog.getByRole('button', { name: /Activity/ }).click();
    await page.getByRole('option', { name: /Activity 01/ }).click();
    await dialog.getByRole('textbox', { name: /Note/ }).fill('On the train');
    await dialog.getByRole('button', { name: 'Start' }).click();
    await dialog.waitFor({ state: 'detached' });
    await timerOf(page).getByRole('timer').waitFor();

    // Back online: both reach the server, once, and the page shows fresh answers.
    await goOnline(page);
    await expect.poll(() => minutesThisWeek(page, activity!), { timeout: 20_000 }).toBe(90);
    await expect.poll(async () => (await callApi<TimerState>(page, 'GET', '/api/timer')).timer, { timeout: 20_000 }).toMatchObject({ activity_id: activity, note: 'On the train', stopped_at: null });
    await page.getByText(/^Offline — showing data from/).waitFor({ state: 'detached' });
    // Once: nothing was sent twice (the timer started once, the hours are not doubled).
    await page.reload();
    await page.getByRole('grid').getByText('Activity 01').waitFor();
    expect(await minutesThisWeek(page, activity!)).toBe(90);

    // A new build deployed: the page offers it, and switches only when asked.
    deployNewBuild();
    await page.reload();
    const update = page.getByRole('button', { name: 'Reload to update' });
    await update.waitFor({ timeout: 20_000 });
    const reloaded = page.waitForEvent('load');
    await update.click();
    await reloaded;
    await page.getByRole('grid').getByText('Activity 01').waitFor();
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.match('/index.html', { ignoreSearch: true }))?.text()) ?? ''))
      .toContain('<!-- the next build -->');
    expect(await update.count()).toBe(0);

    // Another person signs in at this browser (the first one's session ended without signing
    // out): the first one's kept answers go as soon as the app learns who is signed in.
    expect(await keptCaches(page)).toEqual([`kwartier-kept-${me.id}-${mine.uuid}`]);
    await page.context().clearCookies();
    await signUp(page, 'Otto Other', 'otto@offline.test');
    const other = await callApi<{ id: number }>(page, 'GET', '/api/user');
    const others = await callApi<{ uuid: string }>(page, 'GET', '/api/organization/for/currentuser');
    await expect.poll(() => keptCaches(page)).toEqual([`kwartier-kept-${other.id}-${others.uuid}`]);

    // Signing out deletes what was kept.
    await page.getByRole('button', { name: /Otto Other/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    expect(await keptCaches(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('kwartier.kept.user'))).toBeNull();
    await page.context().close();
  });
});
