import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InvoiceSettingsForm, type InvoiceSettingsFormProps } from './InvoiceSettingsForm';

const meta = {
  title: 'Features/Organization/InvoiceSettingsForm',
  component: InvoiceSettingsForm,
  parameters: { layout: 'padded' },
  args: {
    settings: {
      invoice_text: 'Please pay within 14 days to NL91 ABNA 0417 1643 00, stating the invoice number.',
      invoice_termofpayment: 14,
      invoice_prefix: '2026-',
      invoicenumber_min_length: 4,
      invoice_recurring_send: false,
    },
    onSave: fn<InvoiceSettingsFormProps['onSave']>(async () => undefined),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof InvoiceSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Arrow Up steps the term, Space turns sending recurring invoices at once on; Save sends all five settings. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Invoices' })).toBeVisible();
    const term = canvas.getByRole('textbox', { name: /Term of payment/ });
    await expect(term).toHaveValue('14');
    await expect(term).toHaveAccessibleDescription('In days. A sent invoice past its term is shown as overdue.');
    term.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(term).toHaveValue('16');
    const prefix = canvas.getByRole('textbox', { name: 'Invoice number prefix' });
    await userEvent.clear(prefix);
    await userEvent.type(prefix, 'KW-');
    const minLength = canvas.getByRole('textbox', { name: /Minimum invoice number length/ });
    await userEvent.tripleClick(minLength);
    await userEvent.keyboard('6');
    const recurring = canvas.getByRole('switch', { name: 'Send recurring invoices by mail at once' });
    await expect(recurring).toHaveAccessibleDescription(/wait as concepts/);
    recurring.focus();
    await userEvent.keyboard(' ');
    await expect(recurring).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      invoice_text: 'Please pay within 14 days to NL91 ABNA 0417 1643 00, stating the invoice number.',
      invoice_termofpayment: 16,
      invoice_prefix: 'KW-',
      invoicenumber_min_length: 6,
      invoice_recurring_send: true,
    });
  },
};

/**
 * Numbers are checked in the form: an empty term shows a message and disables Save; a number out
 * of range is kept as typed and refused under its field (-5 is not quietly saved as 5 or 0).
 */
export const ClientSideValidation: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    const term = canvas.getByRole('textbox', { name: /Term of payment/ });
    await userEvent.clear(term);
    await userEvent.tab();
    await expect(term).toHaveAttribute('aria-invalid', 'true');
    await expect(term).toHaveAccessibleDescription(/Enter a number\./);
    await expect(save).toBeDisabled();
    await userEvent.type(term, '-5');
    await userEvent.tab();
    await expect(term).toHaveValue('-5');
    await expect(term).toHaveAttribute('aria-invalid', 'true');
    await expect(term).toHaveAccessibleDescription(/Enter a number from 0 to 365\./);
    await expect(save).toBeDisabled();
    await userEvent.clear(term);
    await userEvent.type(term, '400');
    await userEvent.tab();
    await expect(term).toHaveValue('400');
    await expect(term).toHaveAccessibleDescription(/Enter a number from 0 to 365\./);
    await userEvent.clear(term);
    await userEvent.type(term, '21');
    await userEvent.tab();
    await expect(term).not.toHaveAttribute('aria-invalid');
    const minLength = canvas.getByRole('textbox', { name: /Minimum invoice number length/ });
    await userEvent.tripleClick(minLength);
    await userEvent.keyboard('0');
    await userEvent.tab();
    await expect(minLength).toHaveValue('0');
    await expect(minLength).toHaveAccessibleDescription(/Enter a number from 1 to 20\./);
    await expect(save).toBeDisabled();
    await userEvent.tripleClick(minLength);
    await userEvent.keyboard('5');
    await userEvent.tab();
    await expect(save).toBeEnabled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Settings stored out of range (older data) show the range message at once. */
export const OutOfRange: Story = {
  globals: { locale: 'en' },
  args: {
    settings: { invoice_text: null, invoice_termofpayment: 400, invoice_prefix: null, invoicenumber_min_length: 0, invoice_recurring_send: false },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Enter a number from 0 to 365.')).toBeVisible();
    await expect(canvas.getByText('Enter a number from 1 to 20.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Empty text and prefix are sent as null. */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: {
    settings: { invoice_text: null, invoice_termofpayment: 0, invoice_prefix: null, invoicenumber_min_length: 1, invoice_recurring_send: true },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Invoice text' })).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      invoice_text: null,
      invoice_termofpayment: 0,
      invoice_prefix: null,
      invoicenumber_min_length: 1,
      invoice_recurring_send: true,
    });
  },
};

/** Server errors appear under the matching fields. */
export const ServerErrors: Story = {
  globals: { locale: 'en' },
  args: {
    onSave: fn<InvoiceSettingsFormProps['onSave']>(async () => ({
      message: 'The given data was invalid.',
      errors: {
        invoice_prefix: ['The invoice prefix may only contain letters, numbers and dashes.'],
        invoice_termofpayment: ['The invoice termofpayment must be an integer.'],
      },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Invoice number prefix' })).toHaveAccessibleDescription(
        /may only contain letters, numbers and dashes/,
      ),
    );
    await expect(canvas.getByRole('textbox', { name: /Term of payment/ })).toHaveAccessibleDescription(
      /must be an integer/,
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Saving: Story = {
  globals: { locale: 'en' },
  args: { onSave: fn<InvoiceSettingsFormProps['onSave']>(() => new Promise<undefined>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(within(save).getByRole('progressbar')).toBeInTheDocument();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** A long invoice text scrolls inside the textarea instead of stretching the card. */
export const LongContent: Story = {
  args: {
    settings: {
      invoice_text: Array.from({ length: 12 }, (_, i) => `Line ${i + 1}: payment terms and conditions apply, see the website for details.`).join('\n'),
      invoice_termofpayment: 365,
      invoice_prefix: 'ABCDEFGHIJKLMNOPQRST',
      invoicenumber_min_length: 20,
      invoice_recurring_send: false,
    },
  },
  play: async ({ canvasElement }) => {
    const textarea = canvasElement.querySelector('textarea')!;
    await expect(textarea.scrollHeight).toBeGreaterThan(textarea.clientHeight);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Facturen' })).toBeVisible();
    const term = canvas.getByRole('textbox', { name: /Betalingstermijn/ });
    await userEvent.clear(term);
    await userEvent.tab();
    await expect(term).toHaveAccessibleDescription(/Vul een getal in\./);
    await expect(canvas.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    // A negative term is refused under the field, not quietly made positive.
    await userEvent.type(term, '-5');
    await userEvent.tab();
    await expect(term).toHaveValue('-5');
    await expect(term).toHaveAccessibleDescription(/Vul een getal van 0 tot en met 365 in\./);
    await expect(canvas.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
  },
};
