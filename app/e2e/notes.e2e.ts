import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, newPage, seedActivities, signUp, typeToday, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started));

// A note added by keyboard in the time sheet shows in the dashboard's notes and on the
// invoice line its hours become, and in the report's entries.

describe('a note per entry', () => {
  it('is added by keyboard (Shift+Enter), survives a reload, is listed on the dashboard and in the report, and shows on an invoice line added per day', async () => {
    const page = await newPage(browser, server);
    await signUp(page, 'Nora Notes', 'nora@notes.test');
    const [activity] = await seedActivities(page, 1, 'Web');
    const client = (await callApi<Array<{ id: number; name: string }>>(page, 'GET', '/api/clients')).find((c) => c.name === 'Web client')!;
    const contact = await callApi<{ id: number }>(page, 'POST', '/api/contacts', { name: 'Carla Contact', email: 'carla@client.test', client_id: client.id });
    const week = await callApi<{ weekdates: Array<{ date: string }> }>(page, 'POST', '/api/time', {});
    await callApi(page, 'POST', '/api/time/addactivity', { activity_id: activity, date: week.weekdates[0]!.date });

    await page.goto('/time');
    await page.getByRole('grid').waitFor();
    await typeToday(page, 0, '2:00');
    await expect.poll(() => page.locator('p[role="status"]').textContent(), { timeout: 20_000 }).toBe('Saved');

    // Keyboard: the day's cell, Shift+Enter, the note, Tab to Close, Tab to Save, Enter.
    const today = page.getByRole('grid').locator('td[data-row="0"][data-today]');
    await today.focus();
    await page.keyboard.press('Shift+Enter');
    const editor = page.getByRole('dialog', { name: 'Note' });
    const field = editor.getByRole('textbox', { name: 'What was done' });
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('Wireframes for the shop');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => editor.getByRole('button', { name: 'Save note' }).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await editor.waitFor({ state: 'detached' });
    await expect.poll(() => today.getAttribute('data-note')).toBe('true');
    await expect.poll(() => today.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.reload();
    await page.getByRole('grid').waitFor();
    await expect.poll(() => page.getByRole('grid').locator('td[data-row="0"][data-today]').getAttribute('data-note')).toBe('true');

    // The dashboard's notes of this month list it.
    await page.goto('/');
    await page.getByRole('region', { name: 'Notes' }).getByRole('cell', { name: 'Wireframes for the shop' }).waitFor();

    // The report's entries of this month (the default range) show it beside its hours.
    await page.goto('/reports?view=detail');
    await page.getByRole('table', { name: 'Reports: Entries' }).getByRole('cell', { name: 'Wireframes for the shop' }).waitFor();

    // An invoice dated today, its tracked time added per day: the line carries the note.
    const todayDate = new Date().toLocaleDateString('sv-SE');
    const next = await callApi<{ invoicenumber: string }>(page, 'GET', '/api/organization/get/nextinvoicenumber');
    const invoice = await callApi<{ id: number }>(page, 'POST', '/api/invoices', {
      invoicenumber: next.invoicenumber,
      client_id: client.id,
      contact_id: contact.id,
      invoicedate: todayDate,
      period: 'This month',
    });
    await page.goto(`/invoices/${invoice.id}`);
    await page.getByRole('button', { name: 'Add tracked time' }).click();
    const tracked = page.getByRole('dialog', { name: 'Add tracked time' });
    await tracked.getByRole('radio', { name: 'Per day' }).click();
    await tracked.getByRole('row', { name: /Web — Activity 01/ }).waitFor();
    await tracked.getByRole('button', { name: 'Add to invoice' }).click();
    await tracked.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Lines' }).getByRole('row', { name: /Web — Activity 01: Wireframes for the shop/ }).waitFor();
  });
});
