import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleInvoiceExpenses } from '../../../fixtures/invoices';
import { PHONE_SCREEN, PHONE_WIDTH, phoneScreen } from '../../../fixtures/phone';
import { InvoiceExpensesDialog, type InvoiceExpensesDialogProps } from './InvoiceExpensesDialog';

const meta = {
  title: 'Features/Invoices/InvoiceExpensesDialog',
  component: InvoiceExpensesDialog,
  parameters: { layout: 'padded' },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    expenses: sampleInvoiceExpenses,
    onSubmit: fn<InvoiceExpensesDialogProps['onSubmit']>(async () => undefined),
  },
} satisfies Meta<typeof InvoiceExpensesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].slice(1).map((cell) => plain(cell.textContent)));

/**
 * The client's open expenses, all selected: the receipt's date, the description with project and
 * member, category, the amount before VAT with its rate, the markup and what it bills; the sum
 * says how many lines they make. Per category, travel at two VAT rates is two lines. Deselecting
 * one leaves it out of the sum and makes 'Select all' mixed; saving sends the selected ids with
 * the grouping, and the dialog closes.
 */
export const WithExpenses: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = body(canvasElement);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add expenses' }));
    const table = dialog.getByRole('table', { name: 'Billable expenses not yet invoiced' });
    await expect(rowTexts(table)).toEqual([
      ['09-03-2026', 'Taxi to the photo shootWebsite · Sanne Visser', 'Travel', '€20.009% VAT', '0%', '€20.00'],
      ['05-03-2026', 'Flight Amsterdam–BerlinWebsite · Joost Mulder', 'Travel', '€100.000% VAT', '0%', '€100.00'],
      ['03-03-2026', 'Lunch with the clientBrochure · Sanne Visser', 'Meals', '€10.0021% VAT', '15%', '€11.50'],
      ['02-03-2026', 'Train Utrecht–Amsterdam and back, with a seat reservation for the way outWebsite · Sanne Visser', 'Travel', '€10.009% VAT', '10%', '€11.00'],
    ]);
    const selectAll = dialog.getByRole('checkbox', { name: 'Select all' });
    await expect(selectAll).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Per expense' })).toBeChecked();
    // Visible once the dialog has faded in.
    await waitFor(() => expect(dialog.getByText('Each expense becomes a line with its description, dated on its receipt.')).toBeVisible());
    await waitFor(() => expect(dialog.getByText('4 expenses selected, 4 lines: €142.50')).toBeVisible());

    await userEvent.click(dialog.getByRole('radio', { name: 'Per category' }));
    await expect(dialog.getByText('The expenses of a category become one line per VAT rate, dated from the first to the last receipt.')).toBeVisible();
    await expect(dialog.getByText('4 expenses selected, 3 lines: €142.50')).toBeVisible();

    await userEvent.click(dialog.getByRole('checkbox', { name: 'Select Flight Amsterdam–Berlin, 05-03-2026' }));
    await expect(dialog.getByText('3 expenses selected, 2 lines: €42.50')).toBeVisible();
    await expect(selectAll).toBePartiallyChecked();
    await userEvent.click(selectAll);
    await expect(dialog.getByText('4 expenses selected, 3 lines: €142.50')).toBeVisible();
    await userEvent.click(selectAll);
    await expect(dialog.getByText('0 expenses selected, 0 lines: €0.00')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add to invoice' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Select Taxi to the photo shoot, 09-03-2026' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /^Select Train Utrecht–Amsterdam/ }));
    await expect(dialog.getByText('2 expenses selected, 1 line: €31.00')).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: 'Add to invoice' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ expense_ids: [15, 12], group: 'category' });
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** With the keyboard only: Tab reaches the grouping and the checkboxes, Space selects, arrows change the grouping. */
export const Keyboard: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = body(canvasElement);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add expenses' }));
    const perExpense = dialog.getByRole('radio', { name: 'Per expense' });
    perExpense.focus();
    await waitFor(() => expect(perExpense).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(dialog.getByRole('radio', { name: 'Per category' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(dialog.getByRole('radio', { name: 'Per category' })).toBeChecked();
    const selectAll = dialog.getByRole('checkbox', { name: 'Select all' });
    selectAll.focus();
    await userEvent.keyboard(' ');
    await expect(selectAll).not.toBeChecked();
    await userEvent.tab();
    await waitFor(() => expect(dialog.getByRole('checkbox', { name: 'Select Taxi to the photo shoot, 09-03-2026' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(dialog.getByText('1 expense selected, 1 line: €20.00')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Add to invoice' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ expense_ids: [15], group: 'category' });
  },
};

/** Nothing open for the client: the table says so, and nothing can be selected or added. */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { expenses: [] },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add expenses' }));
    await waitFor(() => expect(dialog.getByRole('cell', { name: 'This client has no billable expenses that are not on an invoice yet' })).toBeVisible());
    await expect(dialog.getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Add to invoice' })).toBeDisabled();
  },
};

/** Before the answer: placeholder rows, busy, nothing to add, no empty text. */
export const Loading: Story = {
  globals: { locale: 'en' },
  args: { expenses: null, isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add expenses' }));
    await expect(dialog.getByRole('table', { name: 'Billable expenses not yet invoiced' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Add to invoice' })).toBeDisabled();
    await expect(dialog.queryByText('This client has no billable expenses that are not on an invoice yet')).not.toBeInTheDocument();
  },
};

/** An expense invoiced meanwhile: the server's 422 under `expense_ids` shows above the table; the dialog stays with its choice. */
export const ServerError: Story = {
  globals: { locale: 'en' },
  args: {
    onSubmit: fn<InvoiceExpensesDialogProps['onSubmit']>(async () => ({
      message: 'The given data was invalid.',
      errors: { expense_ids: ['Some of these expenses were invoiced or changed meanwhile; load them again.'] },
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = body(canvasElement);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add expenses' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Per category' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add to invoice' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Some of these expenses were invoiced or changed meanwhile; load them again.');
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
    await expect(dialog.getByRole('radio', { name: 'Per category' })).toBeChecked();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** An unexpected failure (the network): a general message, the dialog stays. */
export const UnexpectedError: Story = {
  globals: { locale: 'en' },
  args: { onSubmit: fn<InvoiceExpensesDialogProps['onSubmit']>(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = body(canvasElement);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add expenses' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add to invoice' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toBeVisible());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** While saving: the button spins, Close waits. */
export const Saving: Story = {
  globals: { locale: 'en' },
  args: { onSubmit: fn<InvoiceExpensesDialogProps['onSubmit']>(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add expenses' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add to invoice' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled());
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement, args }) => {
    const canvas = body(canvasElement);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Onkosten toevoegen' }));
    const table = dialog.getByRole('table', { name: 'Declarabele onkosten die nog niet gefactureerd zijn' });
    await expect(rowTexts(table)[2]).toEqual(['03-03-2026', 'Lunch with the clientBrochure · Sanne Visser', 'Meals', '€ 10,0021% btw', '15%', '€ 11,50']);
    await waitFor(() => expect(dialog.getByText('4 uitgaven geselecteerd, 4 regels: € 142,50', { normalizer: plain })).toBeVisible());
    await userEvent.click(dialog.getByRole('radio', { name: 'Per categorie' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Lunch with the client, 03-03-2026 selecteren' }));
    await expect(dialog.getByText('3 uitgaven geselecteerd, 2 regels: € 131,00', { normalizer: plain })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Toevoegen aan factuur' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ expense_ids: [15, 14, 12], group: 'category' });
  },
};

/**
 * On a phone (390 px) the dialog fits the screen and each expense is a card — its checkbox,
 * amounts and what it bills inside the dialog, nothing scrolling sideways.
 */
export const Phone: Story = {
  globals: { viewport: PHONE_SCREEN },
  parameters: phoneScreen,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(PHONE_WIDTH);
    const canvas = body(canvasElement);
    const dialog = await canvas.findByRole('dialog');
    await waitFor(() => expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth));
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    const table = within(dialog).getByRole('table');
    const scroller = table.parentElement!;
    await expect(table.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const frame = scroller.getBoundingClientRect();
    const rows = [...table.querySelectorAll('tbody tr')];
    await expect(rows).toHaveLength(sampleInvoiceExpenses.length);
    for (const cell of rows.flatMap((row) => [...row.querySelectorAll('td, th')])) {
      const box = cell.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(frame.left - 0.5);
      await expect(box.right).toBeLessThanOrEqual(frame.right + 0.5);
    }
  },
};
