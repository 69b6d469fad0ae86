import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleInvoiceHistory } from '../../../fixtures/audit';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { InvoiceHistory } from './InvoiceHistory';

const meta = {
  title: 'Features/Audit/InvoiceHistory',
  component: InvoiceHistory,
  parameters: { layout: 'padded' },
  args: { entries: sampleInvoiceHistory, dateFormat: 'DD-MM-YYYY' },
} satisfies Meta<typeof InvoiceHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: what, the facts of the change (fields by their labels, amounts as money), when and by whom — a removed account as 'Former member'. */
export const History: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'History' }));
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(7);
    await expect(within(items[0]).getByText('Recorded a payment')).toBeVisible();
    await expect(within(items[0]).getByText('10-04-2026 · Amount €2,000.00')).toBeVisible();
    await expect(within(items[0]).getByText(/by Former member$/)).toBeVisible();
    await expect(within(items[2]).getByText('Changed the status')).toBeVisible();
    await expect(within(items[2]).getByText('concept → sent')).toBeVisible();
    await expect(within(items[3]).getByText('Fields: Buyer reference, Period')).toBeVisible();
    await expect(within(items[4]).getByText('Changed a line')).toBeVisible();
    await expect(within(items[4]).getByText('Fields: Quantity, Description, Unit price')).toBeVisible();
    await expect(within(items[6]).getByText('Created the invoice')).toBeVisible();
    await expect(within(items[6]).getByText(/^02-03-2026 .* by Anna de Vries$/)).toBeVisible();
  },
};

/** Dutch: the kinds, statuses and field labels in Dutch, amounts as Dutch money. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Geschiedenis' }));
    await expect(list.getByText('Status gewijzigd')).toBeVisible();
    await expect(list.getByText('concept → verzonden')).toBeVisible();
    await expect(list.getByText(/door Voormalig teamlid$/)).toBeVisible();
    await expect(list.getByText('10-04-2026 · Bedrag € 2.000,00')).toBeVisible();
    await expect(list.getByText('Velden: Aantal, Omschrijving, Prijs per eenheid')).toBeVisible();
    await expect(list.getByText('Velden: Referentie van de koper, Periode')).toBeVisible();
  },
};

/** Nothing recorded yet (an invoice from before the audit trail). */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No changes recorded yet')).toBeVisible();
  },
};

/** Loading, then an error. */
export const Loading: Story = {
  globals: { locale: 'en' },
  args: { entries: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the history…');
  },
};

export const Failed: Story = {
  globals: { locale: 'en' },
  args: { entries: [], isError: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The history could not be loaded.')).toBeVisible();
  },
};

/** On a 390 px phone the list fits. */
export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
