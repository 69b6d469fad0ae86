import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, newPage as openPage, recordExpense, seedActivities, signUp, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started));

interface ExpenseList {
  expenses: Array<{ description: string; amount: string; vat: string; vat_included: boolean; receipt: { name: string; type: string } | null }>;
}

describe('expenses', () => {
  it('a member records an expense with its receipt; an HTML file named .pdf is refused under the receipt', async () => {
    const page = await openPage(browser, server);
    await signUp(page, 'Eva Expense', 'eva@expense.test', 'Expense BV');
    await seedActivities(page, 1, 'Website');
    await recordExpense(page, { project: 'Website · Website client', description: 'Train ticket', amount: '24.60', vat: '9', receipt: 'ticket.pdf' });

    const saved = await callApi<ExpenseList>(page, 'GET', '/api/expenses');
    expect(saved.expenses).toEqual([
      expect.objectContaining({ description: 'Train ticket', amount: '24.60', vat: '9.00', vat_included: true, receipt: expect.objectContaining({ name: 'ticket.pdf', type: 'application/pdf' }) }),
    ]);

    await page.getByRole('button', { name: 'Edit Train ticket' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit expense' });
    await edit.locator('input[type="file"]').setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><body>no receipt</body></html>') });
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText('The receipt must be a PDF or an image (PNG, JPEG, WebP or HEIC).').waitFor();
    const after = await callApi<ExpenseList>(page, 'GET', '/api/expenses');
    expect(after.expenses[0]?.receipt?.name).toBe('ticket.pdf');

    // Removing the receipt keeps the expense.
    await edit.getByRole('button', { name: 'Do not upload fake.pdf' }).click();
    await edit.getByRole('button', { name: 'Remove receipt ticket.pdf' }).click();
    await edit.getByText('No receipt').waitFor();
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    const removed = await callApi<ExpenseList>(page, 'GET', '/api/expenses');
    expect(removed.expenses).toEqual([expect.objectContaining({ description: 'Train ticket', receipt: null })]);
    await page.getByRole('button', { name: 'Edit Train ticket' }).click();
    await page.getByRole('dialog', { name: 'Edit expense' }).getByText('No receipt').waitFor();
  });

  it('an admin adds, renames and deletes expense categories under Settings › Expenses; one in use cannot go', async () => {
    const page = await openPage(browser, server);
    await signUp(page, 'Cas Category', 'cas@category.test', 'Category BV');
    await page.goto('/settings?tab=expenses');
    const table = page.getByRole('table', { name: 'Expense categories' });
    await table.getByRole('rowheader', { name: 'Travel' }).waitFor();
    await page.getByRole('textbox', { name: 'New category' }).fill('Tolls');
    await page.getByRole('button', { name: 'Add category' }).click();
    await table.getByRole('rowheader', { name: 'Tolls' }).waitFor();

    await page.getByRole('button', { name: 'Rename Tolls' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename Tolls' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('travel');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('There is a category with this name already.').waitFor();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Tolls and parking');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await table.getByRole('rowheader', { name: 'Tolls and parking' }).waitFor();

    await page.getByRole('button', { name: 'Delete Tolls and parking' }).click();
    await page.getByRole('alertdialog', { name: 'Delete category' }).getByRole('button', { name: 'Delete' }).click();
    await table.getByRole('rowheader', { name: 'Tolls and parking' }).waitFor({ state: 'detached' });
    const names = (await callApi<Array<{ name: string }>>(page, 'GET', '/api/expensecategories')).map((category) => category.name);
    expect(names).not.toContain('Tolls and parking');
    expect(names).toContain('Travel');
    await page.context().close();
  });
});
