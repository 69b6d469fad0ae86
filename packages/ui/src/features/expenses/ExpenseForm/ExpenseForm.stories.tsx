import type { Expense, ExpenseCategory, ExpenseProject } from '@kwartier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_SCREEN, PHONE_WIDTH, phoneScreen } from '../../../fixtures/phone';
import { Button } from '../../../primitives/Button/Button';
import { ExpenseForm, type ExpenseFormProps } from './ExpenseForm';

const projects: ExpenseProject[] = [
  { id: 3, name: 'New website', client_name: 'Bakkerij Jansen', currency: 'EUR' },
  { id: 5, name: 'Brochures for the opening of the new shop in the city centre', client_name: 'Fietsenmakerij De Vries en Zonen', currency: 'EUR' },
];

const categories: ExpenseCategory[] = [
  { id: 1, name: 'Travel' },
  { id: 2, name: 'Lodging' },
  { id: 3, name: 'Meals' },
  { id: 4, name: 'Materials' },
];

const expense: Expense = {
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

const meta = {
  title: 'Features/Expenses/ExpenseForm',
  component: ExpenseForm,
  parameters: { layout: 'padded' },
  args: {
    isOpen: true,
    expense: null,
    projects,
    categories,
    today: '2026-03-05',
    canRemoveReceipt: true,
    onOpenChange: fn(),
    onSubmit: fn<ExpenseFormProps['onSubmit']>(async () => undefined),
  },
  // Opened from a button, as the expenses page does: focus returns to it when the form closes.
  render: function Render(args) {
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Open</Button>
        <ExpenseForm
          {...args}
          isOpen={isOpen}
          onOpenChange={(open) => {
            args.onOpenChange(open);
            setOpen(open);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof ExpenseForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const receiptInput = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;

/**
 * A new expense starts today, with 21 % VAT included, the first category, billable without
 * markup; Save sends the decimals as the API takes them and the chosen receipt.
 */
export const New: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialogElement = await body.findByRole('dialog', { name: 'Record expense' });
    const dialog = within(dialogElement);
    await expect(dialog.getByRole('textbox', { name: /VAT %/ })).toHaveValue('21');
    await expect(dialog.getByRole('switch', { name: 'Amount includes VAT' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Billable to the client' })).toBeChecked();
    await expect(dialog.getByText('No receipt')).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: /Project/ }));
    await userEvent.click(await body.findByRole('option', { name: 'New website · Bakkerij Jansen' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Description/ }), 'Train Utrecht–Amsterdam');
    await userEvent.type(dialog.getByRole('textbox', { name: /Amount/ }), '24.6');
    const vat = dialog.getByRole('textbox', { name: /VAT %/ });
    await userEvent.clear(vat);
    await userEvent.type(vat, '9');
    // With the VAT taken out, as the server reckons it.
    await expect(dialog.getByText('€22.57 before VAT')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: /Markup/ }), '{Backspace}10');
    const ticket = new File(['%PDF-1.7'], 'ticket.pdf', { type: 'application/pdf' });
    await userEvent.upload(receiptInput(dialogElement), ticket);
    await expect(dialog.getByText('ticket.pdf')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      id: null,
      date: '2026-03-05',
      project_id: 3,
      category_id: 1,
      description: 'Train Utrecht–Amsterdam',
      amount: '24.60',
      vat: '9.00',
      vat_included: true,
      billable: true,
      markup: '10.00',
      receipt: ticket,
    });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Not billable: no markup field, and the markup sent is none; an amount before VAT shows no sum. */
export const NotBillable: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Record expense' }));
    await userEvent.click(dialog.getByRole('button', { name: /Project/ }));
    await userEvent.click(await body.findByRole('option', { name: /Brochures/ }));
    await userEvent.click(dialog.getByRole('button', { name: /Category/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Meals' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Description/ }), 'Lunch with the client');
    await userEvent.type(dialog.getByRole('textbox', { name: /Amount/ }), '35');
    await userEvent.click(dialog.getByRole('switch', { name: 'Amount includes VAT' }));
    await userEvent.click(dialog.getByRole('switch', { name: 'Billable to the client' }));
    await expect(dialog.queryByRole('textbox', { name: /Markup/ })).not.toBeInTheDocument();
    await expect(dialog.queryByText(/before VAT/)).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ project_id: 5, category_id: 3, amount: '35.00', vat_included: false, billable: false, markup: '0.00', receipt: undefined }),
    );
  },
};

/** Editing shows the expense in the user's notation and its receipt, which can be removed (and kept again) or replaced. */
export const Edit: Story = {
  globals: { locale: 'en' },
  args: { expense },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialogElement = await body.findByRole('dialog', { name: 'Edit expense' });
    const dialog = within(dialogElement);
    await expect(dialog.getByRole('textbox', { name: /Description/ })).toHaveValue('Train Utrecht–Amsterdam');
    await expect(dialog.getByRole('textbox', { name: /Amount/ })).toHaveValue('24.60');
    await expect(dialog.getByRole('textbox', { name: /VAT %/ })).toHaveValue('9');
    await expect(dialog.getByRole('textbox', { name: /Markup/ })).toHaveValue('10');
    await expect(dialog.getByRole('button', { name: /Project/ })).toHaveTextContent('New website · Bakkerij Jansen');
    await expect(dialog.getByText('ticket.pdf')).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Remove receipt ticket.pdf' }));
    await expect(dialog.getByText('No receipt')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep receipt ticket.pdf' }));
    await expect(dialog.getByText('ticket.pdf')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove receipt ticket.pdf' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ id: 12, amount: '24.60', vat: '9.00', markup: '10.00', receipt: null }));
  },
};

/** An expense on a project of a client paying in dollars: what it is before VAT, in dollars. */
export const EditInDollars: Story = {
  globals: { locale: 'en' },
  args: { expense: { ...expense, client_name: 'Acme Inc.', currency: 'USD' }, projects: [{ id: 3, name: 'New website', client_name: 'Acme Inc.', currency: 'USD' }] },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Edit expense' }));
    await expect(dialog.getByText('US$22.57 before VAT')).toBeInTheDocument();
  },
};

/** Replacing the receipt: the new file's name is shown and sent; Undo keeps the old one. */
export const ReplaceReceipt: Story = {
  globals: { locale: 'en' },
  args: { expense, canRemoveReceipt: false },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialogElement = await body.findByRole('dialog', { name: 'Edit expense' });
    const dialog = within(dialogElement);
    await expect(dialog.queryByRole('button', { name: /Remove receipt/ })).not.toBeInTheDocument();
    const photo = new File(['jpeg'], 'ticket-photo.jpg', { type: 'image/jpeg' });
    await userEvent.upload(receiptInput(dialogElement), photo);
    await expect(dialog.getByText('ticket-photo.jpg')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Do not upload ticket-photo.jpg' }));
    await expect(dialog.getByText('ticket.pdf')).toBeInTheDocument();
    // Chosen again (a new pick of the same file).
    const again = new File(['jpeg'], 'ticket-photo.jpg', { type: 'image/jpeg' });
    await userEvent.upload(receiptInput(dialogElement), again);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ id: 12, receipt: again }));
  },
};

/**
 * What cannot be sent is said under the field before anything is sent (empty fields, three
 * decimals, a VAT above 100, a file that is no receipt); the server's 422 errors then appear under
 * their fields, and what was typed stays.
 */
export const Errors: Story = {
  globals: { locale: 'en' },
  args: {
    onSubmit: fn<ExpenseFormProps['onSubmit']>(async () => ({
      message: 'The given data was invalid.',
      errors: {
        project_id: ['You cannot record expenses on this project.'],
        receipt: ['The receipt must be a PDF or an image (PNG, JPEG, WebP or HEIC).'],
        billable: ['Something about billable.'],
      },
    })),
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialogElement = await body.findByRole('dialog', { name: 'Record expense' });
    const dialog = within(dialogElement);
    const description = dialog.getByRole('textbox', { name: /Description/ });
    const amount = dialog.getByRole('textbox', { name: /Amount/ });
    const vat = dialog.getByRole('textbox', { name: /VAT %/ });
    await userEvent.type(amount, '1.255');
    await userEvent.clear(vat);
    await userEvent.type(vat, '101');
    // The file dialog offers receipts only, but a user may still pick 'All files'.
    await userEvent.setup({ applyAccept: false }).upload(receiptInput(dialogElement), new File(['<html>'], 'notes.txt', { type: 'text/plain' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(description).toHaveAttribute('aria-invalid', 'true'));
    await expect(description).toHaveAccessibleDescription('Fill this in.');
    await expect(amount).toHaveAccessibleDescription(/Type an amount with at most two decimals/);
    await expect(vat).toHaveAccessibleDescription(/Type a percentage from 0 to 100/);
    await expect(dialog.getByText('Choose one.')).toBeInTheDocument();
    await expect(dialog.getByText(/notes\.txt is no PDF or image/)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(dialog.getByRole('button', { name: /Project/ }));
    await userEvent.click(await body.findByRole('option', { name: 'New website · Bakkerij Jansen' }));
    await userEvent.type(description, 'Parking');
    await userEvent.clear(amount);
    await userEvent.type(amount, '12');
    await userEvent.clear(vat);
    await userEvent.type(vat, '21');
    await userEvent.upload(receiptInput(dialogElement), new File(['<html>'], 'parking.pdf', { type: 'application/pdf' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog.getByText('You cannot record expenses on this project.')).toBeInTheDocument());
    await expect(dialog.getByText('The receipt must be a PDF or an image (PNG, JPEG, WebP or HEIC).')).toBeInTheDocument();
    await expect(dialog.getByRole('alert')).toHaveTextContent('Something about billable.');
    await expect(description).toHaveValue('Parking');
    await expect(body.getByRole('dialog')).toBeInTheDocument();
  },
};

/** While saving: Save shows it is busy and Close waits. */
export const Saving: Story = {
  globals: { locale: 'en' },
  args: { expense, onSubmit: fn<ExpenseFormProps['onSubmit']>(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Edit expense' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: /Close/ })).toBeDisabled());
  },
};

/** A Dutch user types decimal commas; the expense is sent with points. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Onkosten vastleggen' }));
    await userEvent.click(dialog.getByRole('button', { name: /Project/ }));
    await userEvent.click(await body.findByRole('option', { name: 'New website · Bakkerij Jansen' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Omschrijving/ }), 'Treinkaartje');
    await userEvent.type(dialog.getByRole('textbox', { name: /Bedrag/ }), '24,6');
    const vat = dialog.getByRole('textbox', { name: /Btw %/ });
    await userEvent.clear(vat);
    await userEvent.type(vat, '9');
    await expect(dialog.getByText('€ 22,57 exclusief btw')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Opslaan' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amount: '24.60', vat: '9.00', markup: '0.00' }));
  },
};

/** Edited in Dutch, with its receipt. */
export const DutchEdit: Story = {
  globals: { locale: 'nl' },
  args: { expense },
};

/** On a phone the form fills the screen's width; amount and VAT stack. */
export const Phone: Story = {
  globals: { locale: 'en', viewport: PHONE_SCREEN },
  parameters: phoneScreen,
  args: { expense },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Edit expense' });
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(PHONE_WIDTH);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
