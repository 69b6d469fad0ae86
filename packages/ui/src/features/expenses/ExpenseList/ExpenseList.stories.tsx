import type { Expense } from '@kwartier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { ExpenseList, type ExpenseListProps } from './ExpenseList';

const base: Expense = {
  id: 12,
  user_id: 4,
  user_name: 'Sam Jansen',
  project_id: 3,
  project_name: 'New website',
  client_name: 'Bakkerij Jansen',
  currency: 'EUR',
  category_id: 1,
  category_name: 'Travel',
  date: '2026-03-04',
  description: 'Train Utrecht–Amsterdam',
  amount: '24.60',
  vat: '9.00',
  vat_included: true,
  amount_excl_vat: '22.57',
  billable: true,
  markup: '10.00',
  invoice_id: null,
  editable: true,
  receipt: { name: 'ticket.pdf', type: 'application/pdf', size: 48213 },
};

const sampleExpenses: Expense[] = [
  base,
  { ...base, id: 11, date: '2026-03-03', description: 'Lunch with the client', category_id: 3, category_name: 'Meals', amount: '42.35', vat: '21.00', amount_excl_vat: '35.00', billable: false, markup: '0.00', receipt: null },
  {
    ...base,
    id: 10,
    date: '2026-03-01',
    description: 'Printing the brochures for the opening of the new shop in the city centre',
    category_id: 4,
    category_name: 'Materials',
    amount: '1250.00',
    vat: '21.00',
    vat_included: false,
    amount_excl_vat: '1250.00',
    invoice_id: 44,
    editable: false,
  },
];

const meta = {
  title: 'Features/Expenses/ExpenseList',
  component: ExpenseList,
  parameters: { layout: 'padded' },
  args: {
    expenses: sampleExpenses,
    dateFormat: 'DD-MM-YYYY',
    onRecord: fn(),
    onEdit: fn(),
    onDelete: fn<NonNullable<ExpenseListProps['onDelete']>>(async () => undefined),
    onDownloadReceipt: fn(),
  },
} satisfies Meta<typeof ExpenseList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member's expenses: the amount with its VAT, billable with the markup, not billable, or invoiced (then no Edit or Delete). */
export const Expenses: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Expenses' }));
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0]).getByText('Billable, 10% markup')).toBeVisible();
    await expect(within(rows[0]).getByText('€24.60 incl. 9% VAT')).toBeVisible();
    await expect(within(rows[0]).getByRole('button', { name: 'Receipt of Train Utrecht–Amsterdam' })).toBeVisible();
    await expect(within(rows[1]).getByText('Not billable')).toBeVisible();
    await expect(within(rows[2]).getByText('Invoiced')).toBeVisible();
    await expect(within(rows[2]).queryByRole('button', { name: /Edit/ })).toBeNull();
  },
};

/** Edit opens the form; Delete asks first, then calls onDelete. */
export const EditAndDelete: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Train Utrecht–Amsterdam' }));
    await expect(args.onEdit).toHaveBeenCalledWith(sampleExpenses[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Lunch with the client' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(sampleExpenses[1]));
  },
};

/** An expense on a project of a client paying in dollars: its amount in dollars, as the language writes them. */
export const InDollars: Story = {
  globals: { locale: 'en' },
  args: { expenses: [{ ...base, client_name: 'Acme Inc.', currency: 'USD', amount: '20.00', vat: '0.00', vat_included: false, amount_excl_vat: '20.00' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^US\$20\.00/)).toBeVisible();
  },
};

/** An admin's list shows who recorded each. */
export const Everyone: Story = {
  args: { showMember: true },
};

/** Dutch: amounts, dates and words. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Onkosten' })).toBeVisible();
    await expect(canvas.getByText('€ 24,60 incl. 9% btw')).toBeVisible();
  },
};

/** No expenses yet. */
export const Empty: Story = {
  args: { expenses: [] },
};

/** While the list is read. */
export const Loading: Story = {
  args: { expenses: [], isLoading: true },
};

/** On a phone: a card per expense, nothing wider than the screen. */
export const Phone: Story = {
  globals: { locale: 'en' },
  decorators: [phoneFrame],
  args: { showMember: true },
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
