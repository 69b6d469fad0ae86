import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { callApi, typeToday, nav, seedActivities, signUp, newPage, textbox, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started));

const lineTable = (page: Page) => page.getByRole('table', { name: 'Lines' });
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('billing tracked time', () => {
  it('hours typed in the time sheet become an invoice with a 9 % line, locked once sent, printed and as PDF to the cent', async () => {
    const page = await newPage(browser, server);
    await signUp(page, 'Freya Freelancer', 'freya@invoices.test');
    const [activity] = await seedActivities(page, 1, 'Web');
    const client = (await callApi<Array<{ id: number; name: string }>>(page, 'GET', '/api/clients')).find((c) => c.name === 'Web client')!;
    await callApi(page, 'POST', '/api/contacts', { name: 'Carla Contact', email: 'carla@client.test', client_id: client.id });
    const monday = (await callApi<{ weekdates: Array<{ date: string }> }>(page, 'POST', '/api/time', {})).weekdates[0]!.date;
    await callApi(page, 'POST', '/api/time/addactivity', { activity_id: activity, date: monday });
    const next = await callApi<{ invoicenumber: string }>(page, 'GET', '/api/organization/get/nextinvoicenumber');

    // Track 3:30 today (at the seeded rate of 80.00 an hour).
    await page.goto('/time');
    await page.getByRole('grid').waitFor();
    await typeToday(page, 0, '3:30');
    await expect.poll(() => page.locator('p[role="status"]').textContent(), { timeout: 20_000 }).toBe('Saved');

    // Add an invoice for the client: the number is the real next one, the only contact is chosen.
    await nav(page).getByRole('link', { name: 'Invoices' }).click();
    await page.getByRole('heading', { name: 'Invoices', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add invoice' });
    await expect.poll(() => textbox(page, 'Invoice number').inputValue()).toBe(next.invoicenumber);
    await dialog.getByRole('button', { name: /Client/ }).click();
    await page.getByRole('option', { name: 'Web client' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: /Contact/ }).innerText()).toContain('Carla Contact');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/invoices\/\d+$/);
    await page.getByRole('heading', { name: `Invoice ${next.invoicenumber}` }).waitFor();
    const invoiceId = Number(new URL(page.url()).pathname.split('/').pop());

    // Without lines it cannot be sent: the confirmation shows the refusal, and it stays a concept.
    await page.getByRole('button', { name: /Status of invoice .*: Concept/ }).click();
    await page.getByRole('menuitem', { name: 'Sent' }).click();
    const refuse = page.getByRole('alertdialog', { name: `Mark invoice ${next.invoicenumber} as sent?` });
    await refuse.getByRole('button', { name: 'Mark as sent' }).click();
    await refuse.getByText('An invoice without lines cannot be sent. Add a line or tracked time first.').waitFor();
    await refuse.getByRole('button', { name: 'Cancel' }).click();
    await refuse.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /Status of invoice .*: Concept/ }).waitFor();

    // Add the tracked time: one group, 3.50 hours × 80.00 = 280.00.
    await page.getByRole('button', { name: 'Add tracked time' }).click();
    const tracked = page.getByRole('dialog', { name: 'Add tracked time' });
    const group = tracked.getByRole('row', { name: /Web — Activity 01/ });
    await group.waitFor();
    expect(flat(await group.innerText())).toMatch(/3:30.*80\.00.*280\.00/);
    await tracked.getByRole('button', { name: 'Add to invoice' }).click();
    await tracked.waitFor({ state: 'detached' });
    await lineTable(page).getByRole('row', { name: /Web — Activity 01/ }).waitFor();

    // And a 9 % line typed by hand: 2 × 12.50 = 25.00.
    await page.getByRole('button', { name: 'Add line' }).click();
    const lineDialog = page.getByRole('dialog', { name: 'Add line' });
    await lineDialog.getByRole('textbox', { name: 'Service' }).fill('Printed brochures');
    await lineDialog.getByRole('textbox', { name: 'Amount' }).fill('2');
    await lineDialog.getByRole('textbox', { name: 'Unit price' }).fill('12.50');
    await lineDialog.getByRole('textbox', { name: 'VAT %' }).fill('9');
    await lineDialog.getByRole('button', { name: 'Save' }).click();
    await lineDialog.waitFor({ state: 'detached' });
    await lineTable(page).getByRole('row', { name: /Printed brochures/ }).waitFor();

    // Totals per rate: net 305.00; VAT 9 % of 25.00 = 2.25, 21 % of 280.00 = 58.80; gross 366.05.
    const totals = flat(await lineTable(page).innerText());
    expect(totals).toMatch(/Net total.*305\.00/);
    expect(totals).toMatch(/VAT 9 %.*2\.25/);
    expect(totals).toMatch(/VAT 21 %.*58\.80/);
    expect(totals).toMatch(/Total.*366\.05/);
    const invoice = await callApi<{ uuid: string; total_gross: string; formatted_total_gross: string }>(page, 'GET', `/api/invoices/${invoiceId}`);
    expect(invoice.total_gross).toBe('366.05');

    // Mark it sent: asked first (it locks the invoice and its hours); Cancel changes nothing.
    await page.getByRole('button', { name: /Status of invoice .*: Concept/ }).click();
    await page.getByRole('menuitem', { name: 'Sent' }).click();
    const confirmSent = page.getByRole('alertdialog', { name: `Mark invoice ${next.invoicenumber} as sent?` });
    await confirmSent.getByText(/the hours billed on it, can no longer be changed or deleted/).waitFor();
    await confirmSent.getByRole('button', { name: 'Cancel' }).click();
    await confirmSent.waitFor({ state: 'detached' });
    expect((await callApi<{ status_id: number }>(page, 'GET', `/api/invoices/${invoiceId}`)).status_id).toBe(1);
    // Confirmed, the invoice becomes read-only.
    await page.getByRole('button', { name: /Status of invoice .*: Concept/ }).click();
    await page.getByRole('menuitem', { name: 'Sent' }).click();
    await confirmSent.getByRole('button', { name: 'Mark as sent' }).click();
    await confirmSent.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /Status of invoice .*: Sent/ }).waitFor();
    await page.getByText('A sent invoice cannot change').waitFor();
    expect(await page.getByRole('button', { name: 'Add line' }).count()).toBe(0);
    // In the time sheet the invoiced hours stay beside today's cell, which takes more hours to be
    // invoiced later.
    await page.goto('/time');
    const todayCell = page.getByRole('grid').locator('td[data-row="0"][data-today]');
    await expect.poll(() => todayCell.getAttribute('aria-describedby')).not.toBeNull();
    expect(await todayCell.getAttribute('aria-readonly')).toBeNull();
    const reason = await todayCell.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${reason}"]`).textContent()).toBe(`Also 3:30 on invoice ${next.invoicenumber}.`);
    await page.goBack();
    await page.getByRole('heading', { name: `Invoice ${next.invoicenumber}` }).waitFor();

    // The print page (public by its uuid) shows the same figures.
    const [print] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: /Print/ }).click()]);
    await print.waitForLoadState();
    await print.getByRole('button', { name: 'Print' }).waitFor();
    const printed = flat(await print.locator('body').innerText());
    expect(printed).toContain(next.invoicenumber);
    expect(printed).toContain('Carla Contact');
    expect(printed).toContain(invoice.formatted_total_gross);
    await print.close();

    // The PDF downloads as '<number>.pdf' and its text holds the number and the gross total.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save as PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`${next.invoicenumber}.pdf`);
    const pdf = await getDocumentProxy(new Uint8Array(readFileSync((await download.path())!)));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(next.invoicenumber);
    expect(text).toContain(invoice.formatted_total_gross);

    // Paid asks for the payment date, today by default; the last status, the button offers nothing more.
    await page.getByRole('button', { name: /Status of invoice .*: Sent/ }).click();
    await page.getByRole('menuitem', { name: 'Paid' }).click();
    const paidDialog = page.getByRole('dialog', { name: `Mark invoice ${next.invoicenumber} as paid` });
    await paidDialog.getByRole('group', { name: /Payment date/ }).waitFor();
    await paidDialog.getByRole('button', { name: 'Mark as paid' }).click();
    await paidDialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('button', { name: /Status of invoice .*: Paid/ }).isDisabled()).toBe(true);
    const paid = await callApi<{ paid_on: string; invoicedate: string }>(page, 'GET', `/api/invoices/${invoiceId}`);
    expect(paid.paid_on).toBe(paid.invoicedate);
    const [y, m, d] = paid.paid_on.split('-');
    const paidOn = `${d}-${m}-${y}`;
    expect(flat(await page.locator('dl').first().innerText())).toContain(`Paid on ${paidOn}`);

    // The list opens on all (the invoice has left concept), the invoice in view with its payment
    // date, and the cards give the gross amount with the net below it.
    await nav(page).getByRole('link', { name: 'Invoices' }).click();
    await page.getByRole('heading', { name: 'Invoices', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('radio', { name: /^All/ }).isChecked()).toBe(true);
    await page.getByRole('rowheader', { name: next.invoicenumber }).waitFor();
    await page.getByText(`Paid on ${paidOn}`).waitFor();
    expect(flat(await page.getByRole('radio', { name: /^Paid/ }).innerText())).toMatch(/366\.05.*305\.00 excl\. VAT.*1 invoice/);
    await page.context().close();
  });
});

describe('billing expenses', () => {
  it('billable expenses go onto a concept invoice from its page, one line per category, and are locked once there', async () => {
    const page = await newPage(browser, server);
    await signUp(page, 'Eva Expenses', 'eva@expenses.test');
    await seedActivities(page, 1, 'Travel');
    const { projects, categories } = await callApi<{ projects: Array<{ id: number; name: string }>; categories: Array<{ id: number; name: string }> }>(page, 'GET', '/api/expenses');
    const project = projects.find((p) => p.name === 'Travel')!;
    const category = categories[0]!;
    // 10.90 incl. 9 % VAT is 10.00 before VAT, plus 10 % markup: 11.00; with 20.00 of taxi, 31.00.
    const recorded: number[] = [];
    for (const expense of [
      { date: '2026-03-02', description: 'Train', amount: '10.90', vat: '9', vat_included: true, markup: '10' },
      { date: '2026-03-09', description: 'Taxi', amount: '20', vat: '9', vat_included: false, markup: '0' },
    ]) {
      recorded.push((await callApi<{ id: number }>(page, 'POST', '/api/expenses', { ...expense, project_id: project.id, category_id: category.id, billable: true })).id);
    }
    const client = (await callApi<Array<{ id: number; name: string }>>(page, 'GET', '/api/clients')).find((c) => c.name === 'Travel client')!;
    const contact = await callApi<{ id: number }>(page, 'POST', '/api/contacts', { name: 'Tess Travel', client_id: client.id });
    const invoice = await callApi<{ id: number }>(page, 'POST', '/api/invoices', { invoicenumber: 'EXP-1', client_id: client.id, contact_id: contact.id, invoicedate: '2026-03-31', period: 'March 2026' });

    await page.goto(`/invoices/${invoice.id}`);
    await page.getByRole('button', { name: 'Add expenses' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add expenses' });
    await dialog.getByRole('row', { name: /Train/ }).waitFor();
    await dialog.getByRole('radio', { name: 'Per category' }).click();
    await dialog.getByText('2 expenses selected, 1 line: €31.00').waitFor();
    await dialog.getByRole('button', { name: 'Add to invoice' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Expenses added to the invoice').waitFor();
    const line = lineTable(page).getByRole('row', { name: new RegExp(category.name) });
    await line.waitFor();
    expect(flat(await line.innerText())).toMatch(/31\.00/);

    // On the invoice they are locked, and no longer offered.
    for (const id of recorded) expect((await callApi<{ editable: boolean; invoice_id: number | null }>(page, 'GET', `/api/expenses/${id}`)).invoice_id).toBe(invoice.id);
    await page.getByRole('button', { name: 'Add expenses' }).click();
    await dialog.getByRole('cell', { name: 'This client has no billable expenses that are not on an invoice yet' }).waitFor();
  });
});
