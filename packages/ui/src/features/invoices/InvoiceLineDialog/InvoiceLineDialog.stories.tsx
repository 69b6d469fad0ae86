import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../primitives/Button/Button';
import { sampleCreditInvoice, sampleInvoiceDetail } from '../../../fixtures/invoices';
import { InvoiceLineDialog, type InvoiceLineDialogProps } from './InvoiceLineDialog';

const meta = {
  title: 'Features/Invoices/InvoiceLineDialog',
  component: InvoiceLineDialog,
  parameters: { layout: 'padded' },
  args: {
    isOpen: true,
    line: null,
    invoiceId: 44,
    onOpenChange: fn(),
    onSubmit: fn<InvoiceLineDialogProps['onSubmit']>(async () => undefined),
  },
  // Opened from a button, as the invoice screen does: focus returns to it when the dialog closes.
  render: function Render(args) {
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Open</Button>
        <InvoiceLineDialog
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
} satisfies Meta<typeof InvoiceLineDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty line with 21 % VAT; Save sends the decimals with a dot and two decimals, and no id. */
export const Add: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add line' }));
    const service = dialog.getByRole('textbox', { name: /Service/ });
    await waitFor(() => expect(service).toHaveFocus());
    await expect(dialog.getByRole('textbox', { name: /VAT %/ })).toHaveValue('21');
    await expect(dialog.getByRole('textbox', { name: /Amount/ })).toHaveAttribute('inputmode', 'decimal');
    await userEvent.keyboard('Consultancy');
    await userEvent.tab();
    await userEvent.keyboard('7.5');
    await userEvent.tab();
    await userEvent.keyboard('1,250.5{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      id: null,
      service: 'Consultancy',
      amount: '7.50',
      unitprice: '1250.50',
      vat: '21.00',
      invoice_id: 44,
    });
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Editing fills in the line in the user's notation and saves it with its id. */
export const Edit: Story = {
  globals: { locale: 'en' },
  args: { line: sampleInvoiceDetail.invoicelines[2] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit line' }));
    await expect(dialog.getByRole('textbox', { name: /Service/ })).toHaveValue('Brochures (printed)');
    await expect(dialog.getByRole('textbox', { name: /Amount/ })).toHaveValue('3');
    await expect(dialog.getByRole('textbox', { name: /Unit price/ })).toHaveValue('12.49');
    await expect(dialog.getByRole('textbox', { name: /VAT %/ })).toHaveValue('9');
    const amount = dialog.getByRole('textbox', { name: /Amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '4{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      id: 103,
      service: 'Brochures (printed)',
      amount: '4.00',
      unitprice: '12.49',
      vat: '9.00',
      invoice_id: 44,
    });
  },
};

/** A credit line keeps its minus both ways. */
export const EditCredit: Story = {
  globals: { locale: 'en' },
  args: { line: sampleCreditInvoice.invoicelines[0], invoiceId: 46 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit line' }));
    await expect(dialog.getByRole('textbox', { name: /Amount/ })).toHaveValue('-12.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ id: 110, amount: '-12.50', unitprice: '85.00' }));
  },
};

/**
 * What cannot be sent is said under the field before anything is sent: empty fields, three
 * decimals, a VAT above 100. The server's 422 errors then appear under their fields too.
 */
export const Errors: Story = {
  globals: { locale: 'en' },
  args: {
    onSubmit: fn<InvoiceLineDialogProps['onSubmit']>(async () => ({
      message: 'The given data was invalid.',
      errors: { service: ['The service may not be greater than 255 characters.'], invoice_id: ['The invoice is no longer a concept.'] },
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add line' }));
    const service = dialog.getByRole('textbox', { name: /Service/ });
    const amount = dialog.getByRole('textbox', { name: /Amount/ });
    const price = dialog.getByRole('textbox', { name: /Unit price/ });
    const vat = dialog.getByRole('textbox', { name: /VAT %/ });
    await userEvent.type(amount, '1.255');
    await userEvent.clear(vat);
    await userEvent.type(vat, '101{Enter}');
    await waitFor(() => expect(service).toHaveAttribute('aria-invalid', 'true'));
    await expect(service).toHaveAccessibleDescription('Fill this in.');
    await expect(amount).toHaveAccessibleDescription(/Type a number with at most two decimals/);
    await expect(price).toHaveAccessibleDescription(/Fill this in\./);
    await expect(vat).toHaveAccessibleDescription(/Type a percentage from 0 to 100/);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(service, 'Design');
    await userEvent.clear(amount);
    await userEvent.type(amount, '2');
    await userEvent.type(price, '50');
    await userEvent.clear(vat);
    await userEvent.type(vat, '21{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(service).toHaveAccessibleDescription('The service may not be greater than 255 characters.'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('The invoice is no longer a concept.');
    await expect(amount).not.toHaveAttribute('aria-invalid');
    await expect(price).toHaveValue('50');
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
  },
};

/** A Dutch user types decimal commas; the line is sent with points. */
export const DutchComma: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Regel toevoegen' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Dienst/ }), 'Advies');
    await userEvent.type(dialog.getByRole('textbox', { name: /Aantal/ }), '12,5');
    await userEvent.type(dialog.getByRole('textbox', { name: /Stukprijs/ }), '€ 1.085,50');
    const vat = dialog.getByRole('textbox', { name: /Btw %/ });
    await userEvent.clear(vat);
    await userEvent.type(vat, '5,5{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      id: null,
      service: 'Advies',
      amount: '12.50',
      unitprice: '1085.50',
      vat: '5.50',
      invoice_id: 44,
    });
  },
};

/** Edited in Dutch: the line's decimals shown with commas. */
export const DutchEdit: Story = {
  globals: { locale: 'nl' },
  args: { line: sampleInvoiceDetail.invoicelines[0] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Regel bewerken' }));
    await expect(dialog.getByRole('textbox', { name: /Aantal/ })).toHaveValue('12,5');
    await expect(dialog.getByRole('textbox', { name: /Stukprijs/ })).toHaveValue('85,00');
  },
};
