import type { ExpenseCategoryUse } from '@kwartier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { ExpenseCategories, type ExpenseCategoriesProps } from './ExpenseCategories';

const categories: ExpenseCategoryUse[] = [
  { id: 1, name: 'Travel', expense_count: 12 },
  { id: 2, name: 'Accommodation', expense_count: 1 },
  { id: 3, name: 'Meals', expense_count: 0 },
  { id: 4, name: 'Software and subscriptions', expense_count: 3 },
  { id: 5, name: 'Parking', expense_count: 0 },
];

const meta = {
  title: 'Features/Expenses/ExpenseCategories',
  component: ExpenseCategories,
  parameters: { layout: 'padded' },
  args: {
    categories,
    onAdd: fn<ExpenseCategoriesProps['onAdd']>(async () => undefined),
    onRename: fn<ExpenseCategoriesProps['onRename']>(async () => undefined),
    onDelete: fn<ExpenseCategoriesProps['onDelete']>(async () => undefined),
  },
} satisfies Meta<typeof ExpenseCategories>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list with each category's use; one in use cannot be deleted, one without expenses can. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table', { name: 'Expense categories' })).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(5);
    await expect(within(rows[0]).getByText('12 expenses')).toBeVisible();
    await expect(within(rows[1]).getByText('1 expense')).toBeVisible();
    await expect(within(rows[2]).getByText('None yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete Travel' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete Meals' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Add category' })).toBeDisabled();
  },
};

/** Add one: the trimmed name goes to onAdd and the field empties; a taken name shows under the field. */
export const Add: Story = {
  globals: { locale: 'en' },
  args: {
    onAdd: fn<ExpenseCategoriesProps['onAdd']>(async (name) =>
      name.toLowerCase() === 'travel' ? { message: 'There is a category with this name already.', errors: { name: ['There is a category with this name already.'] } } : undefined,
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /New category/ });
    await userEvent.type(field, 'travel');
    await userEvent.click(canvas.getByRole('button', { name: 'Add category' }));
    await expect(await canvas.findByText('There is a category with this name already.')).toBeVisible();
    await expect(field).toHaveValue('travel');
    await userEvent.clear(field);
    await userEvent.type(field, '  Tolls {Enter}');
    await waitFor(() => expect(args.onAdd).toHaveBeenLastCalledWith('Tolls'));
    await waitFor(() => expect(field).toHaveValue(''));
  },
};

/** Rename in a dialog: it opens on the name, a refusal shows in it, a success closes it. */
export const Rename: Story = {
  globals: { locale: 'en' },
  args: {
    onRename: fn<ExpenseCategoriesProps['onRename']>(async (_, name) =>
      name === 'Travel' ? { message: 'There is a category with this name already.', errors: { name: ['There is a category with this name already.'] } } : undefined,
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Parking' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Rename Parking' }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await expect(name).toHaveValue('Parking');
    await userEvent.clear(name);
    await userEvent.type(name, 'Travel');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('There is a category with this name already.')).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, 'Parking and tolls ');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onRename).toHaveBeenLastCalledWith(categories[4], 'Parking and tolls'));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Delete one without expenses after confirming; a refusal (an expense recorded meanwhile) shows in the confirmation. */
export const Delete: Story = {
  globals: { locale: 'en' },
  args: {
    onDelete: fn<ExpenseCategoriesProps['onDelete']>(async () => ({ message: 'Expenses are recorded in this category, so it cannot be deleted.' })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Meals' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('alertdialog', { name: 'Delete category' }));
    // The dialog fades in: its text is visible once it has.
    await waitFor(() => expect(dialog.getByText(/Delete the category Meals\?/)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(categories[2]));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Expenses are recorded in this category, so it cannot be deleted.');
    await expect(body.getByRole('alertdialog')).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { categories: [] } };

export const Loading: Story = { args: { categories: [], isLoading: true } };

/** Dutch: the use counted in Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Onkostencategorieën' })).toBeVisible();
    await expect(canvas.getByText('12 onkostenposten')).toBeVisible();
    await expect(canvas.getByText('1 onkostenpost')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Travel verwijderen' })).toBeDisabled();
  },
};

/** On a 390 px phone: a card per category, nothing wider than the screen. */
export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
