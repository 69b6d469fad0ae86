import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleMailDraft, sampleMailDraftWithoutUbl } from '../../../fixtures/invoiceMails';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { SendInvoiceDialog, type SendInvoiceDialogProps } from './SendInvoiceDialog';

const meta = {
  title: 'Features/Invoices/SendInvoiceDialog',
  component: SendInvoiceDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    invoiceNumber: '20260007',
    isConcept: true,
    draft: sampleMailDraft,
    onClose: fn(),
    onSend: fn<SendInvoiceDialogProps['onSend']>(async () => undefined),
  },
} satisfies Meta<typeof SendInvoiceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once it has faded in. */
async function opened(canvasElement: HTMLElement, name: string) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** A concept: the contact's address, the template, both attachments and the link; a second address and a cc are added. */
export const Send: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const dialog = await opened(canvasElement, 'Send invoice 20260007');
    await expect(dialog.getByRole('textbox', { name: 'To address 1' })).toHaveValue('jan@example.nl');
    await expect(dialog.getByRole('textbox', { name: /Subject/ })).toHaveValue('Factuur 20260007 van Studio Noord');
    await expect(dialog.getByText(/marked as sent and locked/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Add address' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'To address 2' }), 'piet@example.nl');
    await userEvent.click(dialog.getByRole('button', { name: 'Add cc' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Cc address 1' }), 'boekhouding@example.nl');
    // An empty bcc field is left out.
    await userEvent.click(dialog.getByRole('button', { name: 'Add bcc' }));
    const ubl = dialog.getByRole('switch', { name: 'Attach the e-invoice (20260007.xml)' });
    await expect(ubl).toBeChecked();
    await userEvent.click(ubl);
    await expect(ubl).not.toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith({
      kind: 'invoice',
      recipients: ['jan@example.nl', 'piet@example.nl'],
      cc: ['boekhouding@example.nl'],
      bcc: [],
      subject: 'Factuur 20260007 van Studio Noord',
      message: sampleMailDraft.message,
      attach_pdf: true,
      attach_ubl: false,
      include_link: true,
    });
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** Nothing to send to: said under the field before anything is sent; the server's refusals show under their fields. */
export const Errors: Story = {
  globals: { locale: 'en' },
  args: {
    draft: sampleMailDraftWithoutUbl,
    onSend: fn<SendInvoiceDialogProps['onSend']>(async () => ({
      message: 'The to field must be a valid email address.',
      errors: { 'recipients.0': ['The to field must be a valid email address.'] },
    })),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await opened(canvasElement, 'Send invoice 20260007');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByText('Fill in at least one address.')).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
    // The e-invoice cannot be attached, and the dialog says why.
    const ubl = dialog.getByRole('switch', { name: /e-invoice/ });
    await expect(ubl).toBeDisabled();
    await expect(ubl).not.toBeChecked();
    await expect(dialog.getByText(/buyer’s reference/)).toBeVisible();
    // An empty first field is left out: the server's `recipients.0` is the second field.
    await userEvent.click(dialog.getByRole('button', { name: 'Add address' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'To address 2' }), 'wrong@');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith(expect.objectContaining({ recipients: ['wrong@'], attach_ubl: false }));
    await expect(await dialog.findByText('The to field must be a valid email address.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'To address 2' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The mail server refused: its reason above the form, the dialog stays open with what was typed. */
export const Refused: Story = {
  globals: { locale: 'en' },
  args: {
    isConcept: false,
    onSend: fn<SendInvoiceDialogProps['onSend']>(async () => ({
      message: 'The mail could not be sent, so the invoice is unchanged. The mail server answered: 451 mailbox unavailable',
    })),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await opened(canvasElement, 'Send invoice 20260007 again');
    await expect(dialog.queryByText(/marked as sent/)).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByText(/451 mailbox unavailable/)).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A concept in dollars without its exchange rate: the server's 422 under `exchange_rate` shows above the form; nothing is mailed. */
export const RefusedWithoutRate: Story = {
  globals: { locale: 'en' },
  args: {
    onSend: fn<SendInvoiceDialogProps['onSend']>(async () => ({
      message: 'An invoice in USD needs the exchange rate to EUR before it is sent: its VAT is given in EUR too.',
      errors: { exchange_rate: ['An invoice in USD needs the exchange rate to EUR before it is sent: its VAT is given in EUR too.'] },
    })),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await opened(canvasElement, 'Send invoice 20260007');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByText(/needs the exchange rate to EUR/)).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const dialog = await opened(canvasElement, 'Factuur 20260007 versturen');
    await expect(dialog.getByRole('switch', { name: 'De pdf bijvoegen (20260007.pdf)' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Versturen' })).toBeVisible();
  },
};

/** On a 390 px phone every field fits. */
export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expectFitsPhone(canvasElement);
  },
};
