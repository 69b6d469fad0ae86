import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleCreditInvoice, sampleDetailedInvoice, sampleDollarInvoice, sampleEmptyInvoice, sampleInvoiceDetail, sampleInvoices, sampleYenInvoice } from '../../../fixtures/invoices';
import { expectFitsPhone, expectInPhone, phoneFrame } from '../../../fixtures/phone';
import { InvoiceLineTable, type InvoiceLineTableProps } from './InvoiceLineTable';

const meta = {
  title: 'Features/Invoices/InvoiceLineTable',
  component: InvoiceLineTable,
  parameters: { layout: 'padded' },
  args: {
    invoice: sampleInvoiceDetail,
    onEdit: fn<NonNullable<InvoiceLineTableProps['onEdit']>>(),
    onDelete: fn<NonNullable<InvoiceLineTableProps['onDelete']>>(async () => undefined),
  },
} satisfies Meta<typeof InvoiceLineTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const cellTexts = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

/**
 * A concept's lines in English notation, figures right-aligned in tabular numerals, the totals
 * from the invoice (VAT per rate, lowest first) and edit/delete on each line.
 */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Invoice lines' });
    await expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Service',
      'Amount',
      'Unit price',
      'VAT %',
      'Costs',
      'Actions',
    ]);
    const rows = within(table).getAllByRole('row');
    await expect(cellTexts(rows[1])).toEqual(['Website — Design', '12.5', '€85.00', '21', '€1,062.50', '']);
    await expect(cellTexts(rows[3])).toEqual(['Brochures (printed)', '3', '€12.49', '9', '€37.47', '']);
    // Footer: net, VAT per rate (9 before 21), gross — the invoice's own figures.
    const totals = rows.slice(4).map((row) => cellTexts(row).slice(0, 2));
    await expect(totals).toEqual([
      ['Net total', '€1,129.92'],
      ['VAT 9 %', '€3.37'],
      ['VAT 21 %', '€229.41'],
      ['Total', '€1,362.70'],
    ]);
    const amount = within(rows[1]).getAllByRole('cell')[0];
    await expect(getComputedStyle(amount).textAlign).toBe('end');
    await expect(getComputedStyle(amount.firstElementChild!).fontVariantNumeric).toBe('tabular-nums');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Hosting March' }));
    await expect(args.onEdit).toHaveBeenCalledWith(sampleInvoiceDetail.invoicelines[1]);
  },
};

/** Dutch notation: decimal commas, '€ 1.062,50', 'btw 9%'. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Factuurregels' });
    const rows = within(table).getAllByRole('row');
    await expect(cellTexts(rows[1])).toEqual(['Website — Design', '12,5', '€\u00a085,00', '21', '€\u00a01.062,50', '']);
    await expect(rows.slice(4).map((row) => cellTexts(row).slice(0, 2))).toEqual([
      ['Totaal excl. btw', '€\u00a01.129,92'],
      ['btw 9%', '€\u00a03,37'],
      ['btw 21%', '€\u00a0229,41'],
      ['Totaal incl. btw', '€\u00a01.362,70'],
    ]);
  },
};

/** An invoice in yen: unit prices, costs and totals without decimals (JPY has none). */
export const InYen: Story = {
  globals: { locale: 'en' },
  args: { invoice: sampleYenInvoice },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Invoice lines' });
    const rows = within(table).getAllByRole('row');
    await expect(cellTexts(rows[1]).slice(0, 5)).toEqual(['Workshop', '2', 'JP¥150,000', '10', 'JP¥300,000']);
    await expect(cellTexts(rows.at(-1)!).slice(0, 2)).toEqual(['Total', 'JP¥349,800']);
  },
};

/** An invoice in US dollars: `US$` as English (British) writes it. */
export const InDollars: Story = {
  globals: { locale: 'en' },
  args: { invoice: sampleDollarInvoice },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Invoice lines' });
    await expect(cellTexts(within(table).getAllByRole('row')[1]).slice(0, 5)).toEqual(['Website — Design', '12.5', 'US$85.00', '21', 'US$1,062.50']);
  },
};

/** A sent invoice cannot change: no action column and no buttons. */
export const ReadOnly: Story = {
  globals: { locale: 'en' },
  args: { invoice: sampleInvoices[2] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(5);
    await expect(canvas.queryAllByRole('button')).toEqual([]);
  },
};

/** A credit invoice: every amount and total with a minus. */
export const Credit: Story = {
  globals: { locale: 'en' },
  args: { invoice: sampleCreditInvoice },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(cellTexts(rows[1]).slice(0, 5)).toEqual(['Website — Design', '-12.5', '€85.00', '21', '-€1,062.50']);
    await expect(cellTexts(rows.at(-1)!).slice(0, 2)).toEqual(['Total', '-€1,362.70']);
  },
};

export const Empty: Story = {
  globals: { locale: 'en' },
  args: { invoice: sampleEmptyInvoice },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'No lines yet' })).toBeVisible();
    await expect(cellTexts(canvas.getAllByRole('row').at(-1)!).slice(0, 2)).toEqual(['Total', '€0.00']);
  },
};

/**
 * Deleting a line from tracked time asks first and says its hours return to the time sheet;
 * a typed line's confirmation says only that it goes.
 */
export const DeleteConfirm: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Website — Design' }));
    let dialog = within(await canvas.findByRole('alertdialog', { name: 'Delete line?' }));
    await waitFor(() =>
      expect(
        dialog.getByText('Website — Design will be deleted from this invoice. Its 4 time entries return to the time sheet, to be invoiced again.'),
      ).toBeVisible(),
    );
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Delete Hosting March' }));
    dialog = within(await canvas.findByRole('alertdialog', { name: 'Delete line?' }));
    await waitFor(() => expect(dialog.getByText('Hosting March will be deleted from this invoice.')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(sampleInvoiceDetail.invoicelines[1]);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/**
 * On a 390 px phone each line is a card of "column: value" lines: every figure (amount, unit
 * price, VAT, costs) and the totals (net, VAT per rate, gross) are inside the screen, nothing
 * scrolls sideways, and the line's edit and delete buttons are reached with Tab.
 */
export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
    const table = within(canvasElement).getByRole('table');
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.parentElement!.clientWidth);
    const lines = [...table.querySelectorAll('tbody tr')];
    await expect(lines).toHaveLength(sampleInvoiceDetail.invoicelines.length);
    // Amount, unit price, VAT % and costs of every line: the cells after the service.
    const figures = lines.flatMap((line) => [...line.querySelectorAll('td')].slice(0, 4));
    await expect(figures).toHaveLength(4 * lines.length);
    await expectInPhone(canvasElement, figures);
    const totals = [...table.querySelectorAll('tfoot tr')].flatMap((row) => [...row.children].slice(0, 2));
    await expect(totals).toHaveLength(2 * (2 + sampleInvoiceDetail.total_vat.length));
    await expectInPhone(canvasElement, totals);
    // The row actions stay reachable by keyboard, and visible.
    const edit = within(lines[0] as HTMLElement).getAllByRole('button')[0];
    edit.focus();
    await expect(edit).toHaveFocus();
    await userEvent.tab();
    await expect(within(lines[0] as HTMLElement).getAllByRole('button')[1]).toHaveFocus();
    await expectInPhone(canvasElement, within(lines[0] as HTMLElement).getAllByRole('button'));
  },
};

// The spacing around a range's dash is the browser's (ICU); the words are checked.
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').replace(/ ?– ?/g, '–');

/**
 * Under a line's service: the days it covers in the INVOICE's language (Dutch here, for an English
 * user: "1–30 nov 2026", one day as one date), how its tracked time was billed (the server's
 * words, in the invoice's language too), and its VAT category when it is not its rate's own
 * (exempt, reverse charge; a 0 % line without one is simply zero rated and says nothing).
 */
export const LineDetails: Story = {
  globals: { locale: 'en' },
  args: { invoice: sampleDetailedInvoice },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Invoice lines' });
    const services = within(table).getAllByRole('rowheader').slice(0, 5).map((cell) => plain(cell.textContent));
    await expect(services).toEqual([
      'Website — Design1–30 nov 202612:30 uur in 4 tijdregels, elk op twee decimalen = 12,50 uur × € 85,00',
      'Workshop3 nov 2026',
      'TrainingExempt from VAT',
      'Consultancy (Germany)28 okt–3 nov 2026VAT reverse charged',
      'Postage',
    ]);
    const details = within(table).getByText('1–30 nov 2026', { normalizer: plain });
    await expect(details).toBeVisible();
  },
};

/** The same lines for a Dutch user on an English invoice: the period in English, the category in Dutch. */
export const LineDetailsDutchUser: Story = {
  globals: { locale: 'nl' },
  args: { invoice: { ...sampleDetailedInvoice, language: 'en' } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Factuurregels' });
    const services = within(table).getAllByRole('rowheader').slice(0, 4).map((cell) => plain(cell.textContent));
    await expect(services).toEqual(['Website — Design1–30 Nov 202612:30 uur in 4 tijdregels, elk op twee decimalen = 12,50 uur × € 85,00', 'Workshop3 Nov 2026', 'TrainingVrijgesteld van btw', 'Consultancy (Germany)28 Oct–3 Nov 2026Btw verlegd']);
  },
};

/** On a phone the period and category stay under the service, inside the screen. */
export const LineDetailsPhone: Story = {
  args: { invoice: sampleDetailedInvoice },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
    const table = within(canvasElement).getByRole('table');
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.parentElement!.clientWidth);
    await expectInPhone(canvasElement, [...table.querySelectorAll('tbody th span')]);
  },
};
