import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../primitives/Button/Button';
import { sampleCreditInvoice, sampleInvoiceDetail, sampleInvoiceLine } from '../../../fixtures/invoices';
import { playYenUnitPrice } from '../../../fixtures/lineDialog';
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
      vat_category: null,
      vat_exemption_reason: null,
      period_start: null,
      period_end: null,
      invoice_id: 44,
    });
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** An invoice in yen: a unit price with decimals is said under its field, and nothing is sent. */
export const YenDecimals: Story = {
  globals: { locale: 'en' },
  args: { currency: 'JPY' },
  play: async ({ canvasElement, args }) => {
    await playYenUnitPrice(within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Add line' })), args.onSubmit);
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ service: 'Advice', amount: '1.00', unitprice: '12000.00' }));
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
      vat_category: null,
      vat_exemption_reason: null,
      period_start: null,
      period_end: null,
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
    // More than an invoice line's unit price can be: the bound is said, not a vague 'invalid'.
    await userEvent.type(price, '-9999999999');
    await userEvent.clear(vat);
    await userEvent.type(vat, '101{Enter}');
    await waitFor(() => expect(service).toHaveAttribute('aria-invalid', 'true'));
    await expect(service).toHaveAccessibleDescription('Fill this in.');
    await expect(amount).toHaveAccessibleDescription(/Type a number of at most 99,999\.99 with at most two decimals/);
    await expect(price).toHaveAccessibleDescription(/Type a number of at most 999,999\.99 with at most two decimals/);
    await expect(vat).toHaveAccessibleDescription(/Type a percentage from 0 to 100/);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(service, 'Design');
    await userEvent.clear(amount);
    await userEvent.type(amount, '2');
    await userEvent.clear(price);
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
    const amount = dialog.getByRole('textbox', { name: /Aantal/ });
    await userEvent.type(amount, '100.000');
    await userEvent.type(dialog.getByRole('textbox', { name: /Stukprijs/ }), '€ 1.085,50');
    const vat = dialog.getByRole('textbox', { name: /Btw %/ });
    await userEvent.clear(vat);
    await userEvent.type(vat, '5,5{Enter}');
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/Typ een getal van hoogstens 99\.999,99 met hoogstens twee decimalen/));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '12,5{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      id: null,
      service: 'Advies',
      amount: '12.50',
      unitprice: '1085.50',
      vat: '5.50',
      vat_category: null,
      vat_exemption_reason: null,
      period_start: null,
      period_end: null,
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

/**
 * The VAT category follows the rate until one is chosen (0 % reads as zero rated); choosing Exempt
 * brings the reason field, and both are sent. Other categories have no reason.
 */
export const ExemptWithReason: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add line' }));
    const category = dialog.getByRole('button', { name: /VAT category/ });
    await expect(category).toHaveTextContent('Standard rate');
    await expect(category).toHaveAccessibleDescription(/Follows the VAT rate/);
    await userEvent.type(dialog.getByRole('textbox', { name: /Service/ }), 'Training');
    await userEvent.type(dialog.getByRole('textbox', { name: /Amount/ }), '1');
    await userEvent.type(dialog.getByRole('textbox', { name: /Unit price/ }), '200');
    const vat = dialog.getByRole('textbox', { name: /VAT %/ });
    await userEvent.clear(vat);
    await userEvent.type(vat, '0');
    await waitFor(() => expect(category).toHaveTextContent('Zero rated'));
    await expect(dialog.queryByRole('textbox', { name: /Reason for exemption/ })).not.toBeInTheDocument();

    await userEvent.click(category);
    await userEvent.click(await canvas.findByRole('option', { name: 'Exempt from VAT' }));
    await expect(category).toHaveTextContent('Exempt from VAT');
    const reason = await dialog.findByRole('textbox', { name: /Reason for exemption/ });
    await userEvent.type(reason, 'Education, art. 11 VAT act');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ vat: '0.00', vat_category: 'E', vat_exemption_reason: 'Education, art. 11 VAT act' }));
  },
};

/** Reverse charge needs 0 %: said under the category before anything is sent; the reason field stays away. */
export const CategoryNeedsZeroRate: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add line' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Service/ }), 'Consultancy');
    await userEvent.type(dialog.getByRole('textbox', { name: /Amount/ }), '2');
    await userEvent.type(dialog.getByRole('textbox', { name: /Unit price/ }), '95');
    const category = dialog.getByRole('button', { name: /VAT category/ });
    await userEvent.click(category);
    await userEvent.click(await canvas.findByRole('option', { name: 'VAT reverse charged' }));
    await expect(dialog.queryByRole('textbox', { name: /Reason for exemption/ })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.getByText('Zero rated, exempt and reverse-charge lines have a VAT rate of 0 %.')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const vat = dialog.getByRole('textbox', { name: /VAT %/ });
    await userEvent.clear(vat);
    await userEvent.type(vat, '0{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ vat: '0.00', vat_category: 'AE', vat_exemption_reason: null }));
  },
};

/** An exempt line with a period, edited in Dutch: category, reason and days shown and sent back as they were. */
export const DutchExemptWithPeriod: Story = {
  globals: { locale: 'nl' },
  args: {
    line: sampleInvoiceLine(120, 'Cursus', 100, 20_000, 0, { vat_category: 'E', vat_exemption_reason: 'Onderwijs', period_start: '2026-11-01', period_end: '2026-11-30' }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Regel bewerken' }));
    await expect(dialog.getByRole('button', { name: /Btw-categorie/ })).toHaveTextContent('Vrijgesteld van btw');
    await expect(dialog.getByRole('textbox', { name: /Reden van vrijstelling/ })).toHaveValue('Onderwijs');
    await expect(dialog.getByRole('group', { name: /Eerste dag/ })).toHaveTextContent(/01.*11.*2026/);
    await expect(dialog.getByRole('group', { name: /Laatste dag/ })).toHaveTextContent(/30.*11.*2026/);
    await userEvent.click(dialog.getByRole('button', { name: 'Opslaan' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ id: 120, vat_category: 'E', vat_exemption_reason: 'Onderwijs', period_start: '2026-11-01', period_end: '2026-11-30' }),
    );
  },
};

/** The server's refusals of the category, the reason and the period appear under their fields. */
export const ServerFieldErrors: Story = {
  globals: { locale: 'en' },
  args: {
    line: sampleInvoiceLine(121, 'Cursus', 100, 20_000, 0, { vat_category: 'E', period_start: '2026-11-01', period_end: '2026-11-30' }),
    onSubmit: fn<InvoiceLineDialogProps['onSubmit']>(async () => ({
      message: 'The given data was invalid.',
      errors: {
        vat_category: ['Zero rated, exempt and reverse-charge lines have a VAT rate of 0 %.'],
        vat_exemption_reason: ['The reason may not be greater than 1000 characters.'],
        period_end: ['The last day must be on or after the first day.'],
      },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit line' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Reason for exemption/ })).toHaveAccessibleDescription(/not be greater than 1000/));
    await expect(dialog.getByText('Zero rated, exempt and reverse-charge lines have a VAT rate of 0 %.')).toBeVisible();
    await expect(dialog.getByText('The last day must be on or after the first day.')).toBeVisible();
  },
};
