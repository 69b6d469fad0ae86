import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, linkFromMail, nav, newPage, signUp, textbox, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started));

describe('a quote from concept to invoice', () => {
  it('the admin writes and mails a quote, the client accepts it by its link, the admin makes it a concept invoice with its lines', async () => {
    const page = await newPage(browser, server);
    await signUp(page, 'Quinn Quote', 'quinn@quotes.test');
    const client = await callApi<{ id: number }>(page, 'POST', '/api/clients', { name: 'Quote client', invoice_language: 'en' });
    await callApi(page, 'POST', '/api/contacts', { name: 'Carla Contact', email: 'carla@quoteclient.test', client_id: client.id });

    // A new quote: client chosen, its only contact follows, the number left to the server.
    await nav(page).getByRole('link', { name: 'Quotes' }).click();
    await page.getByRole('heading', { name: 'Quotes', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add quote' }).click();
    await page.getByRole('heading', { name: 'New quote' }).waitFor();
    await page.getByRole('button', { name: /Client/ }).click();
    await page.getByRole('option', { name: 'Quote client' }).click();
    await expect.poll(() => page.getByRole('button', { name: /Contact/ }).innerText()).toContain('Carla Contact');
    await page.getByRole('button', { name: 'Create quote' }).click();
    await page.waitForURL(/\/quotes\/\d+$/);
    const heading = page.getByRole('heading', { name: /^Quote Q\d+$/ });
    await heading.waitFor();
    const number = (await heading.innerText()).replace('Quote ', '');

    // One line: 8 × 95.00 = 760.00.
    await page.getByRole('button', { name: 'Add line' }).click();
    const lineDialog = page.getByRole('dialog', { name: 'Add line' });
    await lineDialog.getByRole('textbox', { name: 'Service' }).fill('Brand workshop');
    await lineDialog.getByRole('textbox', { name: 'Amount' }).fill('8');
    await lineDialog.getByRole('textbox', { name: 'Unit price' }).fill('95');
    await lineDialog.getByRole('button', { name: 'Save' }).click();
    await lineDialog.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /Brand workshop/ }).waitFor();

    // Sent by mail to the contact: the quote is sent and the mail links to its page.
    await page.getByRole('button', { name: 'Send by mail' }).click();
    const mail = page.getByRole('dialog', { name: `Send quote ${number}` });
    expect(await textbox(page, 'To').inputValue()).toBe('carla@quoteclient.test');
    await mail.getByRole('button', { name: 'Send', exact: true }).click();
    await mail.waitFor({ state: 'detached' });
    await page.getByText('Sent', { exact: true }).waitFor();
    const link = await linkFromMail(server, 'carla@quoteclient.test', '/quote/');

    // The client, signed in nowhere, opens the link and accepts with a name.
    const clientPage = await newPage(browser, server);
    await clientPage.goto(link);
    await clientPage.getByRole('heading', { name: `Quote ${number}` }).waitFor();
    await clientPage.getByRole('row', { name: /Brand workshop/ }).waitFor();
    await clientPage.getByRole('button', { name: 'Accept' }).click();
    await clientPage.getByText('Fill in your name.').waitFor();
    await textbox(clientPage, 'Your name').fill('Carla Contact');
    await clientPage.getByRole('button', { name: 'Accept' }).click();
    await clientPage.getByText(/Accepted by Carla Contact/).waitFor();
    await clientPage.context().close();

    // The admin sees it accepted and makes it a concept invoice, which has the quote's line.
    await page.reload();
    await page.getByText(/Accepted by Carla Contact/).waitFor();
    await page.getByRole('button', { name: 'Make invoice' }).click();
    const invoiceDialog = page.getByRole('dialog', { name: 'Make invoice' });
    await expect.poll(() => textbox(page, 'Invoice number').inputValue()).not.toBe('');
    await invoiceDialog.getByRole('button', { name: 'Make invoice' }).click();
    await page.waitForURL(/\/invoices\/\d+$/);
    const invoiceId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('row', { name: /Brand workshop/ }).waitFor();
    const invoice = await callApi<{ status: string; invoicelines: { service: string; amount: string; unitprice: string }[] }>(page, 'GET', `/api/invoices/${invoiceId}`);
    expect(invoice.status).toBe('concept');
    expect(invoice.invoicelines.map(({ service, amount, unitprice }) => ({ service, amount, unitprice }))).toEqual([{ service: 'Brand workshop', amount: '8.00', unitprice: '95.00' }]);
    const quote = (await callApi<{ quotes: { quotenumber: string; status: string; invoice_id: number | null }[] }>(page, 'GET', '/api/quotes')).quotes.find((q) => q.quotenumber === number);
    expect(quote).toMatchObject({ status: 'invoiced', invoice_id: invoiceId });
    await page.context().close();
  });
});
