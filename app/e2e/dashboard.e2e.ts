import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, outboxMails, runDueJobs, typeToday, launchBrowser, newPage, seedActivities, signUp, startServer, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started));

const table = (page: Page, name: string) => page.getByRole('grid', { name }).or(page.getByRole('table', { name }));
const rowText = async (page: Page, tableName: string, name: RegExp) =>
  (await table(page, tableName).getByRole('row', { name }).innerText()).replace(/\s+/g, ' ');

describe('the dashboard shows where the hours went', () => {
  it('hours typed in the time sheet appear per project, per activity, with revenue for the admin, and in the CSV', async () => {
    const page = await newPage(browser, server);
    await signUp(page, 'Dora Dashboard', 'dora@dashboard.test');
    const activities = await seedActivities(page, 2, 'Web');
    const monday = (await callApi<{ weekdates: Array<{ date: string }> }>(page, 'POST', '/api/time', {})).weekdates[0]!.date;
    for (const activity of activities) await callApi(page, 'POST', '/api/time/addactivity', { activity_id: activity, date: monday });

    await page.goto('/time');
    await page.getByRole('grid').waitFor();
    await typeToday(page, 0, '2:30');
    await typeToday(page, 1, '1h15');
    await expect.poll(() => page.locator('p[role="status"]').textContent(), { timeout: 20_000 }).toBe('Saved');

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await table(page, 'Time per project').waitFor();
    // 3:45 at 80.00 an hour: 300.00 for the admin.
    const project = await rowText(page, 'Time per project', /^Web/);
    expect(project).toContain('3:45');
    expect(project).toMatch(/300\.00/);

    await page.getByRole('radio', { name: 'Activity' }).or(page.getByRole('button', { name: 'Activity', exact: true })).click();
    await table(page, 'Time per activity').waitFor();
    expect(await rowText(page, 'Time per activity', /Activity 01/)).toContain('2:30');
    expect(await rowText(page, 'Time per activity', /Activity 02/)).toContain('1:15');
    expect(new URL(page.url()).searchParams.get('group')).toBe('activity');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    // The header row in the interface language (the built app's messages are syntax trees).
    expect(csv.slice(1, csv.indexOf('\n')).trim()).toMatch(/^Project,Activity,.*Time,Hours,Billable hours,Revenue,Currency$/);
    // Durations as h:mm and as decimal hours beside them, which a spreadsheet can add up.
    expect(csv).toMatch(/Activity 01.*2:30,2\.50,/);
    expect(csv).toMatch(/Activity 02.*1:15,1\.25,/);
    // The activities are billable (the default): the billable hours equal the hours; the page says so too.
    expect(csv).toMatch(/Activity 01.*2:30,2\.50,2\.50,/);
    await page.getByRole('region', { name: 'Billable time' }).getByText('100%').waitFor();

    // A reload shows the same view.
    await page.reload();
    await table(page, 'Time per activity').waitFor();
    await page.context().close();
  });
});

describe('budgets and expenses on the dashboard', () => {
  it("a budget set on the project's page shows its use there, in the projects list and on the dashboard; billable expenses count in the admin's revenue", async () => {
    const page = await newPage(browser, server);
    await signUp(page, 'Bea Budget', 'bea@budget.test');
    const [activity] = await seedActivities(page, 1, 'Shop');
    const monday = (await callApi<{ weekdates: Array<{ date: string }> }>(page, 'POST', '/api/time', {})).weekdates[0]!.date;
    await callApi(page, 'POST', '/api/time/addactivity', { activity_id: activity, date: monday });
    await page.goto('/time');
    await page.getByRole('grid').waitFor();
    await typeToday(page, 0, '3:45');
    await expect.poll(() => page.locator('p[role="status"]').textContent(), { timeout: 20_000 }).toBe('Saved');

    // No budget yet: the list's cell is empty.
    await page.goto('/projects');
    const row = page.getByRole('row', { name: /Shop/ });
    await row.waitFor();
    expect((await row.innerText()).replace(/\s+/g, ' ')).not.toMatch(/used/);
    await row.getByRole('link', { name: 'Shop' }).click();
    await page.waitForURL(/\/projects\/\d+$/);
    await page.getByRole('button', { name: 'Edit project details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit project' });
    await dialog.getByRole('button', { name: /Budget/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Hours', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Budget in hours' }).fill('3');
    await dialog.getByRole('textbox', { name: /Mail admins at/ }).fill('100, 50');
    // The description is required on this dialog; the seeded project has none yet.
    await dialog.getByRole('textbox', { name: 'Description', exact: true }).click();
    await page.keyboard.type('Shop front and signs.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    // 3:45 of 3 hours: over by 0:45, in words, on the project's card.
    await page.getByRole('meter', { name: 'Budget' }).waitFor();
    await page.getByText('3.75 h of 3 h (125%)').waitFor();
    await page.getByText('Over budget by 0.75 h').waitFor();
    const projectId = /\/projects\/(\d+)$/.exec(page.url())![1];
    expect((await callApi<{ budget: { thresholds: number[] } }>(page, 'GET', `/api/projects/${projectId}`)).budget.thresholds).toEqual([50, 100]);
    // The daily job mails the admin once about the highest threshold reached, however often it runs.
    const today = new Intl.DateTimeFormat('sv-SE').format(new Date());
    expect(await runDueJobs(server, today)).toMatch(/budget alerts: project \d+ \(organisation \d+\), 50 and 100 % of its budget/);
    await runDueJobs(server, today);
    const alerts = outboxMails(server, 'bea@budget.test').filter((raw) => raw.includes('Subject: Shop has used 100% of its budget'));
    expect(alerts).toHaveLength(1);
    await page.goto('/projects');
    await page.getByRole('row', { name: /Shop/ }).getByText('125% used, over budget').waitFor();

    // A billable expense today: 50.00 before VAT with 10 % markup bills 55.00.
    const choices = await callApi<{ projects: Array<{ id: number }>; categories: Array<{ id: number }> }>(page, 'GET', '/api/expenses');
    await callApi(page, 'POST', '/api/expenses', {
      project_id: choices.projects[0]!.id,
      category_id: choices.categories[0]!.id,
      date: today,
      description: 'Paint samples',
      amount: '50',
      vat: '21',
      vat_included: false,
      billable: true,
      markup: '10',
    });
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('region', { name: 'Project budgets' }).getByText('Over budget by 0.75 h').waitFor();
    expect(await rowText(page, 'Time per project', /Billable expenses/)).toMatch(/55\.00/);
    // 3:45 at 80.00 is 300.00, and the expenses: 355.00 in all.
    expect(await rowText(page, 'Time per project', /^Total/)).toMatch(/355\.00/);
    await page.context().close();
  });
});

describe("a new organisation's dashboard says what to do first", () => {
  it('lists the steps with links to where each is done, ticks each once done, and is gone when all are', async () => {
    const page = await newPage(browser, server);
    await signUp(page, 'Nina Nieuw', 'nina@firststeps.test');
    const steps = page.getByRole('region', { name: 'Get started' });
    await steps.waitFor();
    expect(await steps.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('Add a client (To do)'),
      expect.stringContaining('Add a project (To do)'),
      expect.stringContaining('Type your hours (To do)'),
    ]);

    // Each link opens its page.
    await steps.getByRole('link', { name: 'Add a client' }).click();
    await page.waitForURL((url) => url.pathname === '/clients');
    await page.getByRole('button', { name: 'Add client' }).waitFor();
    await page.goBack();
    await steps.getByRole('link', { name: 'Add a project' }).click();
    await page.waitForURL((url) => url.pathname === '/projects');
    await page.goBack();
    await steps.getByRole('link', { name: 'Type your hours' }).click();
    await page.waitForURL((url) => url.pathname === '/time');

    // A client and a project made: their steps are done, the hours are still to do.
    const [activity] = await seedActivities(page, 1, 'Start');
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await steps.getByText('Add a client (Done)').waitFor();
    expect(await steps.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('Add a client (Done)'),
      expect.stringContaining('Add a project (Done)'),
      expect.stringContaining('Type your hours (To do)'),
    ]);

    // Hours typed: every step is done and the panel is gone.
    const monday = (await callApi<{ weekdates: Array<{ date: string }> }>(page, 'POST', '/api/time', {})).weekdates[0]!.date;
    await callApi(page, 'POST', '/api/time/save', { activity_id: activity, date: monday, time: 60 });
    await page.reload();
    await page.locator('main h2[aria-live]').waitFor();
    expect(await page.getByRole('region', { name: 'Get started' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('a failed move to another period is shown, never dropped', () => {
  /** The next call to `path` answers 500 (a server fault: not retried by the API client). */
  async function failNext(page: Page, path: string) {
    await page.route(`**${path}`, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server Error"}' }), { times: 1 });
  }

  it('says so with Try again, keeps the period, and Try again moves on (English and Dutch)', async () => {
    const page = await newPage(browser, server);
    await signUp(page, 'Fay Failure', 'fay@dashboard.test');
    await page.goto('/');
    const heading = page.locator('main h2[aria-live]');
    await heading.waitFor();
    const current = await heading.textContent();

    await failNext(page, '/api/period/previous');
    await page.getByRole('button', { name: 'Previous period' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The other period could not be loaded. This one is still shown.' });
    await alert.waitFor();
    expect(await heading.textContent()).toBe(current);
    expect(new URL(page.url()).searchParams.get('from')).toBeNull();

    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL((url) => url.searchParams.get('from') !== null);
    await expect.poll(() => heading.textContent()).not.toBe(current);
    expect(await alert.count()).toBe(0);

    // The period menu's calls too, in Dutch.
    const me = await callApi<{ email: string }>(page, 'GET', '/api/user');
    await callApi(page, 'POST', '/api/user/updateprofile', { name: 'Fay Failure', email: me.email, locale: 'nl' });
    await page.goto('/');
    await heading.waitFor();
    const dutchCurrent = await heading.textContent();
    await failNext(page, '/api/period');
    await page.getByRole('button', { name: 'Periode', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Vorig jaar' }).click();
    const dutchAlert = page.getByRole('alert').filter({ hasText: 'De andere periode kon niet worden geladen. Deze periode blijft staan.' });
    await dutchAlert.waitFor();
    expect(await heading.textContent()).toBe(dutchCurrent);
    await dutchAlert.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await page.waitForURL((url) => url.searchParams.get('unit') === 'year' && url.searchParams.get('from') !== null);
    expect(await dutchAlert.count()).toBe(0);
    await page.context().close();
  });
});
