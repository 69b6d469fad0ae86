import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, signUp, newPage, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started));

describe('sending an invoice by mail', () => {
  it('Send opens the dialog on the draft; once the mail is out the invoice is sent and the mail is listed', async () => {
    const page = await newPage(browser, server);
    await signUp(page, 'Mila Mail', 'mila@invoicemail.test');
    const client = await callApi<{ id: number }>(page, 'POST', '/api/clients', { name: 'Mail client' });
    const contact = await callApi<{ id: number }>(page, 'POST', '/api/contacts', { name: 'Carla Contact', email: 'carla@client.test', client_id: client.id });
    const next = await callApi<{ invoicenumber: string }>(page, 'GET', '/api/organization/get/nextinvoicenumber');
    const invoice = await callApi<{ id: number }>(page, 'POST', '/api/invoices', {
      invoicenumber: next.invoicenumber,
      client_id: client.id,
      contact_id: contact.id,
      invoicedate: '2026-11-26',
      period: 'November 2026',
    });
    await callApi(page, 'POST', '/api/invoicelines', { service: 'Advice', amount: '2', unitprice: '100', vat: '21', invoice_id: invoice.id });

    await page.goto(`/invoices/${invoice.id}`);
    await page.getByRole('heading', { name: `Invoice ${next.invoicenumber}` }).waitFor();
    await page.getByRole('table', { name: 'Mails' }).getByText('No mails sent yet').waitFor();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Send invoice ${next.invoicenumber}` });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'To address 1' }).inputValue()).toBe('carla@client.test');
    expect(await dialog.getByRole('textbox', { name: /Subject/ }).inputValue()).toBe(`Invoice ${next.invoicenumber} from Mila Mail`);
    // The e-invoice cannot be made for this client: its switch is off and says why.
    expect(await dialog.getByRole('switch', { name: /e-invoice/ }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // Without SMTP_URL the mail went to the outbox: sent, locked, and listed as delivered.
    await page.getByRole('button', { name: /Status of invoice .*: Sent/ }).waitFor();
    const log = page.getByRole('table', { name: 'Mails' });
    await log.getByText('Delivered').waitFor();
    expect(await log.getByText('carla@client.test').count()).toBe(1);
    expect(await log.getByText(`${next.invoicenumber}.pdf`).count()).toBe(1);
    await page.getByRole('button', { name: 'Send again' }).waitFor();
    await page.context().close();
  });
});
