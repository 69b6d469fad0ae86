import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleCreditInvoice, sampleInvoice, sampleInvoiceLines, sampleInvoices, samplePartlyPaidInvoice, samplePayment } from '../../../fixtures/invoices';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { InvoicePayments, type InvoicePaymentsProps } from './InvoicePayments';

const paid = sampleInvoices.find((invoice) => invoice.status === 'paid')!;
/** Settled by a credit invoice after a first transfer. */
const settledByCredit = sampleInvoice(49, '20260012', sampleInvoiceLines, {
  status: 'paid',
  paid_on: '2026-04-15',
  payments: [samplePayment(71, 49, '2026-04-02', 10000), samplePayment(72, 49, '2026-04-15', 126270, { method: 'credit', credit_invoice_id: 50, credit_invoicenumber: '20260013' })],
});

/** A sent credit invoice of a paid invoice: its whole amount is to be paid back. */
const creditToRefund = sampleInvoice(51, '20260014', sampleCreditInvoice.invoicelines, {
  status: 'sent',
  original_invoice_id: 49,
  original_invoice: { invoicenumber: '20260012', invoicedate: '2026-03-31' },
  credit: true,
  duedate: null,
});

const meta = {
  title: 'Features/Invoices/InvoicePayments',
  component: InvoicePayments,
  parameters: { layout: 'padded' },
  args: {
    invoice: samplePartlyPaidInvoice,
    today: '2026-04-20',
    onRecord: fn<InvoicePaymentsProps['onRecord']>(async () => undefined),
    onDelete: fn<InvoicePaymentsProps['onDelete']>(async () => undefined),
  },
} satisfies Meta<typeof InvoicePayments>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvas: ReturnType<typeof within>, term: string) => canvas.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

/** Paid in part: total, paid and outstanding, the payments oldest first, each removable after confirmation. */
export const PartlyPaid: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Payments' })).toBeVisible();
    await expect(figure(canvas, 'Total')).toHaveTextContent('€1,362.70');
    await expect(figure(canvas, 'Paid')).toHaveTextContent('€525.50');
    await expect(figure(canvas, 'Outstanding')).toHaveTextContent('€837.20');
    const table = within(canvas.getByRole('table', { name: 'Payments' }));
    await expect(table.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['10-04-2026', '12-04-2026']);
    await expect(table.getByText('First instalment, as agreed by phone with Anna')).toBeVisible();
    await expect(table.getByText('Cash')).toBeVisible();
    await userEvent.click(table.getByRole('button', { name: 'Remove payment of €25.50 on 12-04-2026' }));
    const confirm = within(await canvas.findByRole('alertdialog', { name: 'Remove payment' }));
    await userEvent.click(confirm.getByRole('button', { name: /Remove|Delete|Confirm/ }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(samplePartlyPaidInvoice.payments![1]));
  },
};

/** Record payment opens the dialog on today and the outstanding amount; a part is recorded with a method and note. */
export const RecordPayment: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const record = canvas.getByRole('button', { name: 'Record payment' });
    await userEvent.click(record);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Record payment' }));
    const amount = dialog.getByRole('textbox', { name: /Amount/ });
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(amount).toHaveValue('837.20');
    await userEvent.clear(amount);
    await userEvent.type(amount, '800');
    await userEvent.click(dialog.getByRole('button', { name: /Method/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Card' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note' }), 'Paid at the counter');
    await userEvent.click(dialog.getByRole('button', { name: 'Record' }));
    await expect(args.onRecord).toHaveBeenCalledWith({ paid_on: '2026-04-20', amount: '800.00', method: 'card', note: 'Paid at the counter' });
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Too much is said under the amount before anything is sent; the server's refusal shows under its field. */
export const ValidationErrors: Story = {
  globals: { locale: 'en' },
  args: {
    onRecord: fn<InvoicePaymentsProps['onRecord']>(async () => ({
      message: 'The payment date cannot lie before the invoice date.',
      errors: { paid_on: ['The payment date cannot lie before the invoice date.'] },
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Record payment' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Record payment' }));
    const amount = dialog.getByRole('textbox', { name: /Amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '900');
    await userEvent.click(dialog.getByRole('button', { name: 'Record' }));
    await expect(await dialog.findByText('The amount is more than the outstanding amount of €837.20.')).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onRecord).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Record' }));
    await expect(await dialog.findByText('The amount must be more than zero.')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await userEvent.click(dialog.getByRole('button', { name: 'Record' }));
    await expect(args.onRecord).toHaveBeenCalledTimes(1);
    await expect(await dialog.findByText('The payment date cannot lie before the invoice date.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Amount/ })).toHaveValue('100');
  },
};

/** A credit invoice still to be paid back: a refund paid out is recorded as a negative amount, at most what is to be paid back. */
export const Refund: Story = {
  globals: { locale: 'en' },
  args: { invoice: creditToRefund },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(figure(canvas, 'Outstanding')).toHaveTextContent('-€1,362.70');
    await userEvent.click(canvas.getByRole('button', { name: 'Record refund' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Record refund' }));
    const amount = dialog.getByRole('textbox', { name: /Amount/ });
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(amount).toHaveValue('-1362.70');
    await userEvent.clear(amount);
    await userEvent.type(amount, '40');
    await userEvent.click(dialog.getByRole('button', { name: 'Record' }));
    await expect(await dialog.findByText('A refund paid out is a negative amount, e.g. -€1,362.70.')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '-1362.71');
    await userEvent.click(dialog.getByRole('button', { name: 'Record' }));
    await expect(await dialog.findByText('The refund is more than the -€1,362.70 still to be paid back.')).toBeVisible();
    await expect(args.onRecord).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '-40');
    await userEvent.click(dialog.getByRole('button', { name: 'Record' }));
    await expect(args.onRecord).toHaveBeenCalledWith({ paid_on: '2026-04-20', amount: '-40.00', method: 'bank_transfer', note: null });
  },
};

/** The refund in Dutch. */
export const RefundDutch: Story = {
  globals: { locale: 'nl' },
  args: { invoice: creditToRefund },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Terugbetaling registreren' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Terugbetaling registreren' }));
    const amount = dialog.getByRole('textbox', { name: /Bedrag/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '40');
    await userEvent.click(dialog.getByRole('button', { name: 'Registreren' }));
    await expect(await dialog.findByText(/^Een terugbetaling is een negatief bedrag, bijvoorbeeld .*1\.362,70\.$/)).toBeVisible();
  },
};

/** Paid: nothing outstanding, so no Record payment; a hand-recorded payment can still be removed. */
export const Paid: Story = {
  globals: { locale: 'en' },
  args: { invoice: paid },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    await expect(figure(canvas, 'Outstanding')).toHaveTextContent('€0.00');
    await expect(canvas.getAllByRole('button', { name: /^Remove payment/ })).toHaveLength(1);
  },
};

/** Settled by a credit invoice: that settlement names the credit invoice and cannot be removed. */
export const SettledByCredit: Story = {
  globals: { locale: 'en' },
  args: { invoice: settledByCredit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Credit invoice 20260013')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Remove payment/ })).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Remove payment of €100.00 on 02-04-2026' })).toBeVisible();
  },
};

/** Dutch: words, amounts (a decimal comma in the amount field) and dates in the user's language. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { dateFormat: 'YYYY-MM-DD' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(figure(canvas, 'Openstaand')).toHaveTextContent(/€\s837,20/);
    await expect(canvas.getByRole('table', { name: 'Betalingen' })).toBeVisible();
    await expect(canvas.getByText('Contant')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Betaling registreren' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Betaling registreren' }));
    await expect(dialog.getByRole('textbox', { name: /Bedrag/ })).toHaveValue('837,20');
  },
};

/** On a 390 px phone the payments are cards and every amount stays inside the frame. */
export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
    const phone = within(canvasElement).getByTestId('phone').getBoundingClientRect();
    for (const term of canvasElement.querySelectorAll('dd')) {
      const box = term.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(phone.right);
      await expect(box.left).toBeGreaterThanOrEqual(phone.left);
    }
  },
};
