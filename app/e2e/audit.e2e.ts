import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, nav, newPage, signUp, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

// An invoice's history lists its changes with who and when, and the admin's
// audit trail has them too.

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started));

const historyItems = (page: Page) => page.getByRole('list', { name: 'History' }).getByRole('listitem');

describe('the audit trail', () => {
  it("lists an invoice's changes with who and when on the invoice, and in the organisation's trail", async () => {
    const page = await newPage(browser, server);
    await signUp(page, 'Hanna History', 'hanna@audit.test');
    const client = await callApi<{ id: number }>(page, 'POST', '/api/clients', { name: 'Audit client', clientnumber: 'A-1' });
    const contact = await callApi<{ id: number }>(page, 'POST', '/api/contacts', { name: 'Carl Contact', email: 'carl@client.test', client_id: client.id });
    const invoice = await callApi<{ id: number; invoicenumber: string }>(page, 'POST', '/api/invoices', {
      invoicenumber: 'AUD-0001',
      client_id: client.id,
      contact_id: contact.id,
      invoicedate: '2026-03-31',
      period: 'March 2026',
    });
    await callApi(page, 'POST', '/api/invoicelines', { service: 'Design', amount: '2', unitprice: '85.00', vat: '21', invoice_id: invoice.id });

    await page.goto(`/invoices/${invoice.id}`);
    await page.getByRole('heading', { name: 'Invoice AUD-0001' }).waitFor();
    await expect.poll(() => historyItems(page).count()).toBe(2);
    // Newest first; who and when on each.
    expect(await historyItems(page).nth(0).innerText()).toMatch(/Added a line[\s\S]*\d{2}-\d{2}-\d{4} \d{1,2}:\d{2}.* by Hanna History/);
    expect(await historyItems(page).nth(1).innerText()).toMatch(/Created the invoice[\s\S]* by Hanna History/);

    // A change made here shows in the history at once: the status moved to sent.
    await page.getByRole('button', { name: /Status of invoice .*: Concept/ }).click();
    await page.getByRole('menuitem', { name: 'Sent' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Mark invoice AUD-0001 as sent?' });
    await confirm.getByRole('button', { name: 'Mark as sent' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => historyItems(page).count()).toBe(3);
    expect(await historyItems(page).nth(0).innerText()).toMatch(/Changed the status[\s\S]*concept → sent[\s\S]* by Hanna History/);

    // The organisation's trail: sign-up, the client, the invoice's three changes, newest first.
    await nav(page).getByRole('link', { name: 'Audit trail' }).click();
    await page.waitForURL('**/audit');
    const rows = page.getByRole('table', { name: 'Audit trail' }).getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect.poll(() => rows.count()).toBe(5);
    expect(await rows.nth(0).innerText()).toMatch(/Hanna History[\s\S]*Changed the status[\s\S]*Invoice AUD-0001/);
    expect(await rows.nth(3).innerText()).toMatch(/Hanna History[\s\S]*Created a client[\s\S]*Audit client/);
    expect(await rows.nth(4).innerText()).toContain('Created the organisation');

    // Filtered by kind through the address, as the filter sets it.
    await page.goto('/audit?kind=invoice.created');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.nth(0).innerText()).toContain('Created the invoice');
    await page.context().close();
  });
});
