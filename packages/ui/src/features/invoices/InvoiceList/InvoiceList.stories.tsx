import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Invoice } from '@kwartier/api';
import {
  sampleCreditInvoice,
  sampleInvoice,
  sampleInvoiceDetail,
  sampleInvoiceLines,
  sampleInvoiceList,
  sampleInvoices,
} from '../../../fixtures/invoices';
import { heldAnswer } from '../../../fixtures/heldAnswer';
import { LONG_NAME } from '../../../fixtures/long';
import { expectFitsPhone, expectInPhone, phoneFrame } from '../../../fixtures/phone';
import { InvoiceList, type InvoiceListProps } from './InvoiceList';

const list = sampleInvoiceList();
const byNumber = (number: string) => sampleInvoices.find((invoice) => invoice.invoicenumber === number)!;

const meta = {
  title: 'Features/Invoices/InvoiceList',
  component: InvoiceList,
  parameters: { layout: 'padded' },
  args: {
    list,
    year: 2026,
    onYearChange: fn<InvoiceListProps['onYearChange']>(),
    invoiceHref: (invoice) => `/invoices/${invoice.id}`,
    onAdd: fn<InvoiceListProps['onAdd']>(),
    onCopy: fn<InvoiceListProps['onCopy']>(),
    onDelete: fn<InvoiceListProps['onDelete']>(async () => undefined),
    onStatusChange: fn<InvoiceListProps['onStatusChange']>(async () => undefined),
    onDownloadPdf: fn<InvoiceListProps['onDownloadPdf']>(async () => undefined),
    onSelectedStatusChange: fn<NonNullable<InvoiceListProps['onSelectedStatusChange']>>(),
  },
} satisfies Meta<typeof InvoiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const rowNumbers = (canvas: Canvas) => canvas.queryAllByRole('rowheader').map((cell: HTMLElement) => cell.textContent);
const page = () => within(document.body);
/** The list's notice after a status change (the table has a status region of its own for loading). */
const notice = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('p[role="status"]')!;
const STATUS_IDS = { concept: 1, sent: 2, overdue: 2, paid: 3 } as const;

/**
 * The list as the page keeps it: a status change is saved (the answer `change` decides) and the
 * year's list comes back with the invoice's new status, as after the app's refresh.
 */
function Refreshing(props: InvoiceListProps) {
  const [invoices, setInvoices] = useState(props.list.invoices);
  return (
    <InvoiceList
      {...props}
      list={sampleInvoiceList(invoices)}
      onStatusChange={async (invoice, statusId, change) => {
        const refusal = await props.onStatusChange(invoice, statusId, change);
        if (refusal) return refusal;
        const status = statusId === 3 ? 'paid' : 'sent';
        setInvoices((current) => current.map((i): Invoice => (i.id === invoice.id ? { ...i, status, status_id: STATUS_IDS[status], paid_on: change.paid_on ?? null } : i)));
        return undefined;
      }}
    />
  );
}

/**
 * Opens on all of 2026's invoices once any has left concept: columns, number links, date in the
 * default format, net totals on the right.
 */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '2026' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^All/ })).toBeChecked();
    await expect(rowNumbers(canvas)).toEqual(sampleInvoices.map((invoice) => invoice.invoicenumber));
    await userEvent.click(canvas.getByRole('radio', { name: /^Concept/ }));
    const table = within(canvas.getByRole('table', { name: 'Invoices 2026' }));
    await expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Invoice number',
      'Client',
      'Period',
      'Invoice date',
      'Status',
      'Net total',
      'Actions',
    ]);
    await expect(rowNumbers(canvas)).toEqual(['20260007', '20260008', '20260010', '20260009']);
    await expect(table.getByRole('link', { name: '20260007' })).toHaveAttribute('href', '/invoices/44');
    const row = within(table.getAllByRole('row')[1]);
    const cells = row.getAllByRole('cell');
    await expect(cells.slice(0, 3).map((cell) => cell.textContent)).toEqual(['Bakkerij Jansen', 'Maart 2026', '31-03-2026']);
    await expect(row.getByRole('button', { name: 'Status of invoice 20260007: Concept' })).toBeVisible();
    const net = cells[4];
    // In the user's English, not the answer's Dutch formatted_total_net.
    await expect(net).toHaveTextContent('€1,129.92');
    await expect(getComputedStyle(net).textAlign).toMatch(/^(end|right)$/);
    await expect(getComputedStyle(net.firstElementChild!).fontVariantNumeric).toBe('tabular-nums');
    for (const name of ['Download PDF of invoice 20260007', 'Copy invoice 20260007', 'Delete invoice 20260007']) {
      await expect(row.getByRole('button', { name })).toBeVisible();
    }
  },
};

/** The invoice date in another of the user's date formats. */
export const UserDateFormat: Story = {
  globals: { locale: 'en' },
  args: { dateFormat: 'MM/DD/YYYY' },
  play: async ({ canvasElement }) => {
    const row = within(within(canvasElement).getByRole('rowheader', { name: '20260008' }).closest('tr')!);
    await expect(row.getByRole('cell', { name: '04/30/2026' })).toBeVisible();
  },
};

/** Each card filters the table to its status; a sent, overdue or paid invoice offers no delete. */
export const FilterByStatus: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [status, number] of [
      ['Sent', '20260003'],
      ['Overdue', '20260002'],
      ['Paid', '20260001'],
    ] as const) {
      await userEvent.click(canvas.getByRole('radio', { name: new RegExp(`^${status}`) }));
      await waitFor(() => expect(rowNumbers(canvas)).toEqual([number]));
      await expect(canvas.getByRole('button', { name: new RegExp(`^Status of invoice ${number}: ${status}`) })).toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: `Copy invoice ${number}` })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: `Delete invoice ${number}` })).not.toBeInTheDocument();
    }
    await expect(args.onSelectedStatusChange).toHaveBeenLastCalledWith('paid');
    await expect(canvas.getByRole('button', { name: 'Status of invoice 20260001: Paid' })).toBeDisabled();
  },
};

/**
 * Right after sending the year's first invoice the list is not empty: it opens on all, with the
 * sent invoice in view — not "No concept invoices in 2026".
 */
export const OpensOnAllAfterSending: Story = {
  globals: { locale: 'en' },
  args: { list: sampleInvoiceList([sampleInvoice(40, '20260001', sampleInvoiceLines, { status: 'sent' })]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^All/ })).toBeChecked();
    await expect(rowNumbers(canvas)).toEqual(['20260001']);
    await expect(canvas.queryByText('No concept invoices in 2026')).not.toBeInTheDocument();
  },
};

/** Only concepts yet: the list opens on concept. */
export const OpensOnConcept: Story = {
  globals: { locale: 'en' },
  args: { list: sampleInvoiceList([sampleInvoiceDetail]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^Concept/ })).toBeChecked();
    await expect(rowNumbers(canvas)).toEqual(['20260007']);
  },
};

/** A paid invoice says when it was paid, under its status, in the user's date format. */
export const PaidOn: Story = {
  globals: { locale: 'en' },
  args: { selectedStatus: 'paid', dateFormat: 'MM/DD/YYYY' },
  play: async ({ canvasElement }) => {
    const row = within(within(canvasElement).getByRole('rowheader', { name: '20260001' }).closest('tr')!);
    await expect(byNumber('20260001').paid_on).toBe('2026-02-03');
    await expect(row.getByText('Paid on 02/03/2026')).toBeVisible();
  },
};

/**
 * Sending a concept from the Concept card: the confirmation first, then the invoice stays in the
 * table (now Sent) with a polite notice, until another card is chosen.
 */
export const StatusChangeKeepsInvoiceInView: Story = {
  globals: { locale: 'en' },
  args: { defaultSelectedStatus: 'concept' },
  render: (args) => <Refreshing {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^Concept/ })).toBeChecked();
    await expect(notice(canvasElement)).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: 'Status of invoice 20260007: Concept' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Sent' }));
    const dialog = within(await page().findByRole('alertdialog', { name: 'Mark invoice 20260007 as sent?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as sent' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(sampleInvoiceDetail, 2, {});
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Status of invoice 20260007: Sent' })).toBeVisible());
    await expect(rowNumbers(canvas)).toEqual(['20260007', '20260008', '20260010', '20260009']);
    // role status is a polite live region.
    await expect(notice(canvasElement)).toHaveTextContent('Invoice 20260007 marked as sent. It stays in view until you choose another card or year.');
    await expect(notice(canvasElement)).toBeVisible();
    // The Sent card counts it now; another card and back, and it has moved on.
    await expect(canvas.getByRole('radio', { name: /^Sent/ })).toHaveTextContent('2 invoices');
    await userEvent.click(canvas.getByRole('radio', { name: /^Sent/ }));
    await waitFor(() => expect(rowNumbers(canvas)).toEqual(['20260007', '20260003']));
    await expect(notice(canvasElement)).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('radio', { name: /^Concept/ }));
    await waitFor(() => expect(rowNumbers(canvas)).toEqual(['20260008', '20260010', '20260009']));
  },
};

/** Paid from the list: the payment date first; the invoice stays in view and says when it was paid. */
export const MarkPaidFromList: Story = {
  globals: { locale: 'en' },
  args: { selectedStatus: 'overdue', today: '2026-04-20' },
  render: (args) => <Refreshing {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Status of invoice 20260002: Overdue' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Paid' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Mark invoice 20260002 as paid' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as paid' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(byNumber('20260002'), 3, { paid_on: '2026-04-20' });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Status of invoice 20260002: Paid' })).toBeVisible());
    await expect(canvas.getByText('Paid on 20-04-2026')).toBeVisible();
    await expect(notice(canvasElement)).toHaveTextContent('Invoice 20260002 marked as paid.');
  },
};

/** Cancelling the confirmation changes nothing: no call, no notice. */
export const StatusChangeCancelled: Story = {
  globals: { locale: 'en' },
  render: (args) => <Refreshing {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Status of invoice 20260007: Concept' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Sent' }));
    const dialog = within(await page().findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Status of invoice 20260007: Concept' })).toBeVisible();
    await expect(notice(canvasElement)).toHaveTextContent('');
  },
};

/** Dutch: the notice and 'Betaald op'. */
export const DutchStatusChange: Story = {
  globals: { locale: 'nl' },
  args: { defaultSelectedStatus: 'concept' },
  render: (args) => <Refreshing {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Status van factuur 20260007: Concept' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Verzonden' }));
    const dialog = within(await page().findByRole('alertdialog', { name: 'Factuur 20260007 als verzonden markeren?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Als verzonden markeren' }));
    await waitFor(() => expect(notice(canvasElement)).toHaveTextContent('Factuur 20260007 gemarkeerd als verzonden.'));
    await expect(canvas.getByRole('button', { name: 'Status van factuur 20260007: Verzonden' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /^Betaald/ }));
    await expect(await canvas.findByText('Betaald op 03-02-2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /^Alle/ }));
    await waitFor(() => expect(rowNumbers(canvas)).toHaveLength(sampleInvoices.length));
  },
};

/** Shown on the status the page holds (e.g. from the URL): overdue. */
export const SelectedFromOutside: Story = {
  globals: { locale: 'en' },
  args: { selectedStatus: 'overdue' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^Overdue/ })).toBeChecked();
    await expect(rowNumbers(canvas)).toEqual(['20260002']);
  },
};

/** Previous and next move a year. */
export const YearNavigation: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous year' }));
    await expect(args.onYearChange).toHaveBeenLastCalledWith(2025);
    await userEvent.click(canvas.getByRole('button', { name: 'Next year' }));
    await expect(args.onYearChange).toHaveBeenLastCalledWith(2027);
  },
};

/** A status without invoices in the year says so. */
export const EmptyStatus: Story = {
  globals: { locale: 'en' },
  args: { list: sampleInvoiceList([sampleInvoiceDetail]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /^Paid/ }));
    await expect(await canvas.findByRole('cell', { name: 'No paid invoices in 2026' })).toBeVisible();
  },
};

/** A year without invoices. */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { list: sampleInvoiceList([]), year: 2025 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'No concept invoices in 2025' })).toBeVisible();
  },
};

/** While the year loads: placeholder rows, the table busy, no empty text. */
export const Loading: Story = {
  globals: { locale: 'en' },
  args: { list: sampleInvoiceList([]), isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('cell', { name: /No concept invoices/ })).not.toBeInTheDocument();
  },
};

/** A credit invoice's negative net total, right-aligned like the others. */
export const Credit: Story = {
  globals: { locale: 'en' },
  args: { list: sampleInvoiceList([sampleInvoiceDetail, sampleCreditInvoice]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = within(canvas.getByRole('rowheader', { name: '20260009' }).closest('tr')!);
    await expect(sampleCreditInvoice.total_net).toBe('-1129.92');
    await expect(row.getByRole('cell', { name: '-€1,129.92' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Creditfactuur maart 2026' })).toBeVisible();
  },
};

/** Forty invoices with long client names and periods: cut on one line, the full text kept. */
export const LongNames: Story = {
  globals: { locale: 'en' },
  args: {
    list: sampleInvoiceList(
      Array.from({ length: 40 }, (_, i) =>
        sampleInvoice(300 + i, `2026${String(100 + i).padStart(4, '0')}`, sampleInvoiceLines, {
          client: { ...sampleInvoiceDetail.client, name: i % 3 === 0 ? `${LONG_NAME} ${i + 1}` : 'Bakkerij Jansen' },
          period: i % 4 === 0 ? `Werkzaamheden ${LONG_NAME}` : 'Maart 2026',
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(40);
    const client = canvas.getByText(`${LONG_NAME} 1`);
    await expect(client).toHaveAttribute('title', `${LONG_NAME} 1`);
    await expect(client.getBoundingClientRect().height).toBeLessThan(30);
  },
};

/** Copy opens the copy dialog (the page's) on that invoice. */
export const Copy: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy invoice 20260008' }));
    await expect(args.onCopy).toHaveBeenCalledWith(byNumber('20260008'));
  },
};

/** Add invoice asks the page to open the add dialog. */
export const Add: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add invoice' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

const pdfAnswer = heldAnswer();

/** The PDF button spins while its download runs; a second press is ignored and focus stays. */
export const DownloadPdf: Story = {
  globals: { locale: 'en' },
  args: { onDownloadPdf: fn<InvoiceListProps['onDownloadPdf']>(() => pdfAnswer.next()) },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download PDF of invoice 20260007' });
    pdfAnswer.hold();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownloadPdf).toHaveBeenCalledWith(sampleInvoiceDetail);
    await waitFor(() => expect(button).toHaveAttribute('data-pending', 'true'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownloadPdf).toHaveBeenCalledTimes(1);
    pdfAnswer.release();
    await waitFor(() => expect(button).not.toHaveAttribute('data-pending'));
    await expect(button).toHaveFocus();
  },
};

/** Delete asks first, then deletes the concept. */
export const Delete: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Delete invoice 20260008' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Delete invoice?' }));
    await expect(
      dialog.getByText('Concept invoice 20260008 to Bakkerij Jansen will be deleted with its lines. This cannot be undone.'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(byNumber('20260008'));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** The server refuses (the invoice was sent meanwhile): the reason shows and the confirmation stays. */
export const DeleteRefused: Story = {
  globals: { locale: 'en' },
  args: { onDelete: fn<InvoiceListProps['onDelete']>(async () => ({ message: 'Only a concept invoice can be changed or deleted.' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete invoice 20260007' }));
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Delete invoice?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Only a concept invoice can be changed or deleted.');
  },
};

/** The row's status button moves the invoice forward, once confirmed. */
export const ChangeStatus: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Status of invoice 20260007: Concept' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Sent' }));
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    await userEvent.click(within(await page().findByRole('alertdialog')).getByRole('button', { name: 'Mark as sent' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(sampleInvoiceDetail, 2, {});
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Facturen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Factuur toevoegen' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Totaal excl. btw' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Status van factuur 20260007: Concept' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /^Betaald/ }));
    await userEvent.click(canvas.getByRole('radio', { name: /^Verlopen/ }));
    await expect(rowNumbers(canvas)).toEqual(['20260002']);
  },
};

/** Dutch, a year without paid invoices. */
export const DutchEmpty: Story = {
  globals: { locale: 'nl' },
  args: { list: sampleInvoiceList([]), selectedStatus: 'paid' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'Geen betaalde facturen in 2026' })).toBeVisible();
  },
};

/**
 * On a 390 px phone nothing scrolls sideways: each invoice is a card whose status and net total
 * are inside the screen, its row actions reached with Tab; the status cards are two by two.
 */
export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
    const invoices = [...within(canvasElement).getByRole('table').querySelectorAll('tbody tr')];
    await expect(invoices.length).toBeGreaterThan(0);
    // Client, period, date, status, net total and actions follow the invoice number.
    const statusAndTotal = invoices.flatMap((row) => [...row.querySelectorAll('td')].slice(3, 5));
    await expect(statusAndTotal).toHaveLength(2 * invoices.length);
    await expectInPhone(canvasElement, statusAndTotal);
    const actions = within(invoices[0] as HTMLElement).getAllByRole('button');
    await expectInPhone(canvasElement, actions);
    actions[0].focus();
    await userEvent.tab();
    await expect(actions[1]).toHaveFocus();
    const cards = within(canvasElement).getAllByRole('radio');
    await expect(Math.round(cards[2].getBoundingClientRect().top)).toBeGreaterThan(Math.round(cards[0].getBoundingClientRect().top));
  },
};
