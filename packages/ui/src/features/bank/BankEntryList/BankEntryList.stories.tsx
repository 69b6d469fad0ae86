import type { BankEntry, BankOpenInvoice } from '@kwartier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { BankStatementUpload } from '../BankStatementUpload/BankStatementUpload';
import { BankEntryList, type BankEntryListProps } from './BankEntryList';

const byReference: BankEntry = {
  id: 41,
  status: 'open',
  booked_on: '2026-01-15',
  amount: '1210.00',
  currency: 'EUR',
  counterparty_name: 'Bakkerij de Korenaar B.V.',
  counterparty_iban: 'NL20RABO0123456789',
  remittance: 'Factuur 2026-0007',
  structured_reference: null,
  batch: false,
  proposal: {
    reason: 'reference',
    allocations: [{ invoice_id: 12, invoicenumber: '2026-0007', client_name: 'Bakkerij de Korenaar', amount: '1210.00', outstanding: '1210.00' }],
  },
};

const overTwo: BankEntry = {
  id: 42,
  status: 'open',
  booked_on: '2026-01-16',
  amount: '2000.00',
  currency: 'EUR',
  counterparty_name: 'Studio Noord',
  counterparty_iban: 'NL91ABNA0417164300',
  remittance: null,
  structured_reference: 'RF18539007547034',
  batch: false,
  proposal: {
    reason: 'amount_iban',
    allocations: [
      { invoice_id: 14, invoicenumber: '2026-0009', client_name: 'Studio Noord', amount: '1500.00', outstanding: '1500.00' },
      { invoice_id: 15, invoicenumber: '2026-0011', client_name: 'Studio Noord', amount: '500.00', outstanding: '850.00' },
    ],
  },
};

const unmatched: BankEntry = {
  id: 43,
  status: 'open',
  booked_on: '2026-01-17',
  amount: '99.95',
  currency: 'EUR',
  counterparty_name: null,
  counterparty_iban: 'NL02INGB0001234567',
  remittance: 'Terugbetaling borg zaalhuur januari, met dank voor de samenwerking en tot de volgende keer',
  structured_reference: null,
  batch: true,
  proposal: null,
};

const openInvoices: BankOpenInvoice[] = [
  { invoice_id: 12, invoicenumber: '2026-0007', client_name: 'Bakkerij de Korenaar', outstanding: '1210.00' },
  { invoice_id: 13, invoicenumber: '2026-0008', client_name: 'Bakkerij de Korenaar', outstanding: '302.50' },
  { invoice_id: 14, invoicenumber: '2026-0009', client_name: 'Studio Noord', outstanding: '1500.00' },
  { invoice_id: 15, invoicenumber: '2026-0011', client_name: 'Studio Noord', outstanding: '850.00' },
];

const entries = [byReference, overTwo, unmatched];

const meta = {
  title: 'Features/Bank/BankEntryList',
  component: BankEntryList,
  parameters: { layout: 'padded' },
  args: {
    entries,
    status: 'open',
    onStatusChange: fn(),
    openInvoices,
    dateFormat: 'DD-MM-YYYY',
    onConfirm: fn<BankEntryListProps['onConfirm']>(async () => undefined),
    onSkip: fn<BankEntryListProps['onSkip']>(async () => undefined),
  },
} satisfies Meta<typeof BankEntryList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, name: string) => {
  const table = within(within(canvasElement).getByRole('table', { name: 'Incoming payments' }));
  return within(table.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!);
};

/** Open payments with what Kwartier proposes: by the invoice named in the description, by amount and the client's IBAN over two invoices, and one without a match. Confirm records the proposal. */
export const WithProposals: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const first = rowOf(canvasElement, 'Bakkerij de Korenaar');
    await expect(first.getByText('15-01-2026')).toBeVisible();
    await expect(first.getByText('NL20RABO0123456789')).toBeVisible();
    await expect(first.getByText('The description names the invoice')).toBeVisible();
    await userEvent.click(first.getByRole('button', { name: 'Confirm the match of Bakkerij de Korenaar B.V.' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith(byReference, [{ invoice_id: 12, amount: '1210.00' }]));
    const last = rowOf(canvasElement, 'NL02INGB0001234567');
    await expect(last.getByText('No matching invoice found')).toBeVisible();
    await expect(last.queryByRole('button', { name: /Confirm/ })).toBeNull();
  },
};

/** A payment over two invoices, the second in part: Change shows both rows; a third invoice is added and the amounts changed. */
export const PartialOverTwoInvoices: Story = {
  globals: { locale: 'en' },
  args: { entries: [overTwo] },
  play: async ({ args, canvasElement }) => {
    const row = rowOf(canvasElement, 'Studio Noord');
    await expect(row.getByText('Reference RF18539007547034')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: 'Change the match of Studio Noord' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialogElement = await body.findByRole('dialog', { name: 'Match payment' });
    // The dialog fades in: wait until it shows.
    await waitFor(() => expect(dialogElement).toBeVisible());
    const dialog = within(dialogElement);
    const amounts = dialog.getAllByRole('textbox', { name: /Amount paid/ });
    await expect(amounts.map((input) => (input as HTMLInputElement).value)).toEqual(['1500.00', '500.00']);
    await waitFor(() => expect(dialog.getByText('Allocated €2,000.00 of €2,000.00.')).toBeVisible());
    await userEvent.clear(amounts[0]!);
    await userEvent.type(amounts[0]!, '1200');
    await expect(dialog.getByText('Allocated €1,700.00 of €2,000.00; €300.00 stays unallocated.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Add invoice' }));
    const invoices = dialog.getAllByRole('combobox', { name: /Invoice/ });
    await userEvent.type(invoices[2]!, '0008');
    await userEvent.click(await body.findByRole('option', { name: /2026-0008/ }));
    await expect(dialog.getAllByRole('textbox', { name: /Amount paid/ }).map((input) => (input as HTMLInputElement).value)).toEqual(['1200', '500.00', '300.00']);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm match' }));
    await waitFor(() =>
      expect(args.onConfirm).toHaveBeenCalledWith(overTwo, [
        { invoice_id: 14, amount: '1200.00' },
        { invoice_id: 15, amount: '500.00' },
        { invoice_id: 13, amount: '300.00' },
      ]),
    );
  },
};

/** Amounts the invoices cannot take are said under their fields before anything is sent. */
export const MatchProblems: Story = {
  globals: { locale: 'en' },
  args: { entries: [unmatched] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(rowOf(canvasElement, 'NL02INGB0001234567').getByRole('button', { name: 'Match the payment of NL02INGB0001234567' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Match payment' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm match' }));
    await expect(await dialog.findByText('Choose an invoice.')).toBeVisible();
    await expect(dialog.getByText('Enter an amount.')).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Skip asks first, then leaves the payment aside. */
export const Skip: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(rowOf(canvasElement, 'NL02INGB0001234567').getByRole('button', { name: 'Skip the payment of NL02INGB0001234567' }));
    const alert = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(alert).toHaveTextContent(/€99.95 from NL02INGB0001234567/);
    const dialog = within(alert);
    await userEvent.click(dialog.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(args.onSkip).toHaveBeenCalledWith(unmatched));
  },
};

/** A confirm the server refuses (the payment was matched in another tab): its reason above the list. */
export const ConfirmRefused: Story = {
  globals: { locale: 'en' },
  args: { onConfirm: fn<BankEntryListProps['onConfirm']>(async () => ({ message: 'This bank entry has been dealt with already.' })) },
  play: async ({ canvasElement }) => {
    await userEvent.click(rowOf(canvasElement, 'Bakkerij de Korenaar').getByRole('button', { name: /Confirm the match/ }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This bank entry has been dealt with already.');
  },
};

/** With the upload above the list, and the filter working as the app does. */
export const WithUpload: Story = {
  render: function Render(args) {
    const [status, setStatus] = useState(args.status);
    return (
      <BankEntryList
        {...args}
        status={status}
        onStatusChange={setStatus}
        entries={status === 'open' ? args.entries : []}
        upload={<BankStatementUpload onUpload={async () => undefined} result={{ format: 'camt053', entries: 5, new: 3, known: 0, ignored: 2 }} />}
      />
    );
  },
};

/** Matched payments: what happened to each, no actions. */
export const Matched: Story = {
  args: { status: 'matched', entries: [{ ...byReference, status: 'matched', proposal: null }, { ...overTwo, status: 'matched', proposal: null }] },
};

/** Nothing to match. */
export const Empty: Story = {
  args: { entries: [] },
};

/** While the entries are read. */
export const Loading: Story = {
  args: { entries: [], isLoading: true },
};

/** Dutch: amounts, dates and words. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Ontvangen betalingen' })).toBeVisible();
    await expect(canvas.getAllByText('€ 1.210,00').length).toBeGreaterThan(0);
  },
};

/** On a phone: a card per payment, nothing wider than the screen. */
export const Phone: Story = {
  globals: { locale: 'en' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
