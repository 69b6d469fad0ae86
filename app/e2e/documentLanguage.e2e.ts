import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { callApi, newPage, signUp, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started));

const flat = (text: string) => text.replace(/\s+/g, ' ');

/** An invoice of one line, 21.75 hours × 387.20 at 21 % VAT (net 8,421.60, gross 10,190.14), for a client. */
async function invoiceFor(page: Page, clientId: number, number: string): Promise<{ id: number; uuid: string }> {
  const contact = await callApi<{ id: number }>(page, 'POST', '/api/contacts', { name: 'Carla Contact', email: 'carla@client.test', client_id: clientId });
  const invoice = await callApi<{ id: number; uuid: string }>(page, 'POST', '/api/invoices', {
    invoicenumber: number,
    invoicedate: '2026-03-31',
    period: 'March 2026',
    client_id: clientId,
    contact_id: contact.id,
  });
  await callApi(page, 'POST', '/api/invoicelines', { service: 'Consultancy', amount: '21.75', unitprice: '387.20', vat: '21', invoice_id: invoice.id });
  return invoice;
}

/** The print page's text (white space folded, so `€ 10.190,14` has a plain space), its `<html lang>` and every Content-Security-Policy complaint the browser logged. */
async function printPage(page: Page, uuid: string) {
  const print = await page.context().newPage();
  const complaints: string[] = [];
  print.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) complaints.push(message.text());
  });
  print.on('pageerror', (error) => complaints.push(error.message));
  await print.goto(`/invoices/${uuid}/print`);
  await print.getByRole('button', { name: /^(Print|Afdrukken)$/ }).waitFor();
  const result = { text: flat(await print.locator('body').innerText()), lang: await print.evaluate(() => document.documentElement.lang), complaints };
  await print.close();
  return result;
}

/** The text of the invoice's PDF, downloaded from its page as a person would. */
async function pdfText(page: Page, number: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^(Save as PDF|Opslaan als pdf)$/ }).click()]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const pdf = await getDocumentProxy(new Uint8Array(readFileSync((await download.path())!)));
  return flat((await extractText(pdf, { mergePages: true })).text);
}

describe('one language per document', () => {
  it('a Dutch user of an English organisation: screens in Dutch numbers, each invoice in its client’s language', async () => {
    const page = await newPage(browser, server);
    // The organisation is English (the page proposes the browser's language); the person reads Dutch.
    await signUp(page, 'Daan de Vries', 'daan@language.test', 'Acme Consulting Ltd');
    const organization = await callApi<{ locale: string; name: string }>(page, 'GET', '/api/organization/for/currentuser');
    expect(organization).toMatchObject({ locale: 'en', name: 'Acme Consulting Ltd' });
    const me = await callApi<{ email: string }>(page, 'GET', '/api/user');
    await callApi(page, 'POST', '/api/user/updateprofile', { name: 'Daan de Vries', email: me.email, locale: 'nl' });

    const dutchClient = await callApi<{ id: number; invoice_language: string }>(page, 'POST', '/api/clients', { name: 'Bakkerij Jansen', invoice_language: 'nl' });
    expect(dutchClient.invoice_language).toBe('nl');
    // Its details, a website typed without a scheme; the invoice language stays when left out.
    const details = await callApi<{ invoice_language: string }>(page, 'PUT', `/api/clients/${dutchClient.id}`, {
      name: 'Bakkerij Jansen',
      email: 'info@bakkerijjansen.nl',
      phone: '+31 (0)20 123 4567',
      website: 'bakkerijjansen.nl',
    });
    expect(details.invoice_language).toBe('nl');
    const englishClient = await callApi<{ id: number; invoice_language: string }>(page, 'POST', '/api/clients', { name: 'Brighton Books' });
    // A new client gets the organisation's language.
    expect(englishClient.invoice_language).toBe('en');

    // Every link on the client's page is a real mail, phone or website link.
    await page.goto(`/clients/${dutchClient.id}`);
    const mail = page.getByRole('link', { name: 'info@bakkerijjansen.nl' });
    await mail.waitFor();
    expect(await mail.getAttribute('href')).toBe('mailto:info@bakkerijjansen.nl');
    expect(await page.getByRole('link', { name: '+31 (0)20 123 4567' }).getAttribute('href')).toBe('tel:+31201234567');
    const site = page.getByRole('link', { name: /bakkerijjansen\.nl/ }).filter({ hasNotText: '@' });
    expect(await site.getAttribute('href')).toBe('https://bakkerijjansen.nl');
    expect(await site.getAttribute('rel')).toBe('noopener noreferrer');

    // The Dutch client's invoice: the screen in Dutch numbers, print page and PDF in Dutch throughout.
    const dutch = await invoiceFor(page, dutchClient.id, 'NL-1');
    await page.goto(`/invoices/${dutch.id}`);
    const lines = page.getByRole('table', { name: 'Regels' });
    await lines.waitFor();
    const screen = flat(await lines.innerText());
    expect(screen).toContain('21,75');
    expect(screen).toContain('8.421,60');
    expect(screen).toContain('10.190,14');
    expect(screen).not.toContain('8,421.60');
    expect(await page.getByRole('link', { name: 'carla@client.test' }).getAttribute('href')).toBe('mailto:carla@client.test');

    const dutchPrint = await printPage(page, dutch.uuid);
    expect(dutchPrint.lang).toBe('nl');
    expect(dutchPrint.text).toContain('€ 10.190,14');
    expect(dutchPrint.text).toContain('21,75');
    expect(dutchPrint.text).toContain('Totaal incl. btw € 10.190,14');
    expect(dutchPrint.text).toContain('31-03-2026');
    expect(dutchPrint.text).not.toMatch(/10,190\.14|8,421\.60/);
    expect(dutchPrint.complaints).toEqual([]);

    const dutchPdf = await pdfText(page, 'NL-1');
    expect(dutchPdf).toMatch(/Totaal incl\. btw €\s?10\.190,14/);
    expect(dutchPdf).toContain('21,75');
    expect(dutchPdf).not.toMatch(/10,190\.14|21\.75/);

    // The same invoice for the English client: in English numbers on paper, still Dutch on screen.
    const english = await invoiceFor(page, englishClient.id, 'EN-1');
    await page.goto(`/invoices/${english.id}`);
    await page.getByRole('table', { name: 'Regels' }).waitFor();
    expect(flat(await page.getByRole('table', { name: 'Regels' }).innerText())).toContain('10.190,14');

    const englishPrint = await printPage(page, english.uuid);
    expect(englishPrint.lang).toBe('en');
    expect(englishPrint.text).toContain('€10,190.14');
    expect(englishPrint.text).toContain('21.75');
    expect(englishPrint.text).toContain('31/03/2026');
    expect(englishPrint.text).not.toMatch(/10\.190,14|21,75/);
    expect(englishPrint.complaints).toEqual([]);

    const englishPdf = await pdfText(page, 'EN-1');
    expect(englishPdf).toContain('€10,190.14');
    expect(englishPdf).not.toMatch(/10\.190,14|21,75/);

    // The organisation's own links, a website typed without a scheme.
    await callApi(page, 'POST', '/api/organization/save/details', { name: 'Acme Consulting Ltd', email: 'office@acme.test', website: 'acme.test', phone: '020 555 0101' });
    await page.goto('/organization');
    const office = page.getByRole('link', { name: 'office@acme.test' });
    await office.waitFor();
    expect(await office.getAttribute('href')).toBe('mailto:office@acme.test');
    expect(await page.getByRole('link', { name: '020 555 0101' }).getAttribute('href')).toBe('tel:0205550101');
    const website = page.getByRole('link', { name: /^acme\.test/ });
    expect(await website.getAttribute('href')).toBe('https://acme.test');
    expect(await website.getAttribute('rel')).toBe('noopener noreferrer');
    await page.context().close();
  });
});
