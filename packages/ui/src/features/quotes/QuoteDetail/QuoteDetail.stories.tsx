import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleClients, sampleContact } from '../../../fixtures/clients';
import { sampleProject } from '../../../fixtures/projects';
import { heldAnswer } from '../../../fixtures/heldAnswer';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { playYenUnitPrice } from '../../../fixtures/lineDialog';
import { sampleAcceptedQuote, sampleConceptQuote, sampleEmptyQuote, sampleInvoicedQuote, sampleLongQuote, sampleSentQuote, sampleYenQuote } from '../../../fixtures/quotes';
import { QuoteDetail, type QuoteDetailProps } from './QuoteDetail';

const contacts = [sampleContact(1, 'Anna Jansen', { client_id: 1 }), sampleContact(2, 'Piet Jansen', { client_id: 1 })];
const projects = [sampleProject(3, 'New website', { client_id: 1 }), sampleProject(4, 'Menu cards', { client_id: 1 })];

const meta = {
  title: 'Features/Quotes/QuoteDetail',
  component: QuoteDetail,
  parameters: { layout: 'padded' },
  args: {
    quote: sampleConceptQuote,
    clients: sampleClients,
    contacts,
    projects,
    today: '2026-03-10',
    suggestedInvoiceNumber: '20260012',
    invoiceHref: (id) => `/invoices/${id}`,
    onSave: fn<QuoteDetailProps['onSave']>(async () => undefined),
    onMarkSent: fn<NonNullable<QuoteDetailProps['onMarkSent']>>(async () => undefined),
    onSend: fn<NonNullable<QuoteDetailProps['onSend']>>(async () => undefined),
    onInvoice: fn<NonNullable<QuoteDetailProps['onInvoice']>>(async () => undefined),
    onBudget: fn<NonNullable<QuoteDetailProps['onBudget']>>(async () => undefined),
    onDownloadPdf: fn<NonNullable<QuoteDetailProps['onDownloadPdf']>>(async () => undefined),
    onDelete: fn<NonNullable<QuoteDetailProps['onDelete']>>(async () => undefined),
  },
} satisfies Meta<typeof QuoteDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A concept: details editable, lines with edit and delete; adding a line saves the whole quote with the new line last. */
export const Concept: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Quote Q0005' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add line' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: /Service/ }), 'Photography');
    await userEvent.type(dialog.getByRole('textbox', { name: /Amount/ }), '2,5');
    await userEvent.type(dialog.getByRole('textbox', { name: /Unit price/ }), '100');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    const values = (args.onSave as ReturnType<typeof fn>).mock.calls[0][0] as Parameters<QuoteDetailProps['onSave']>[0];
    await expect(values.quotenumber).toBe('Q0005');
    await expect(values.lines).toHaveLength(4);
    await expect(values.lines[3]).toEqual({ service: 'Photography', amount: '2.50', unitprice: '100.00', vat: '21.00' });
  },
};

/** A quote in yen: a unit price with decimals is said under its field (the server's words), and nothing is sent. */
export const YenDecimals: Story = {
  globals: { locale: 'en' },
  args: { quote: sampleYenQuote },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add line' }));
    await playYenUnitPrice(within(await within(canvasElement.ownerDocument.body).findByRole('dialog')), args.onSave);
    const values = (args.onSave as ReturnType<typeof fn>).mock.calls[0][0] as Parameters<QuoteDetailProps['onSave']>[0];
    await expect(values.lines[1]).toEqual({ service: 'Advice', amount: '1.00', unitprice: '12000.00', vat: '21.00' });
  },
};

/** A new quote: only its details; the number is left to the server unless typed. */
export const New: Story = {
  globals: { locale: 'en' },
  args: { quote: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create quote' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getAllByText('Fill this in.').length).toBeGreaterThan(0);
  },
};

/** A concept without lines. */
export const Empty: Story = { args: { quote: sampleEmptyQuote } };

/** Thirty lines and a long client name. */
export const LongData: Story = { args: { quote: sampleLongQuote } };

const held = heldAnswer();
/** Saving the details: the button spins until the server answers. */
export const Saving: Story = {
  globals: { locale: 'en' },
  args: {
    onSave: fn<QuoteDetailProps['onSave']>(async () => {
      await held.next();
    }),
  },
  play: async ({ canvasElement }) => {
    held.hold();
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Save details/ });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    held.release();
  },
};

/** The server refuses: a taken number under its field, a line's error under the line's field. */
export const ServerErrors: Story = {
  globals: { locale: 'en' },
  args: { onSave: fn<QuoteDetailProps['onSave']>(async () => ({ message: 'The given data was invalid.', errors: { quotenumber: ['The quote number Q0005 is taken; Q0013 is free.'] } })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await expect(await canvas.findByText('The quote number Q0005 is taken; Q0013 is free.')).toBeVisible();
  },
};

/** Sent: read-only, send again or download. */
export const Sent: Story = { args: { quote: sampleSentQuote } };

/** Accepted: the answer, and making an invoice sends number, date and period. */
export const Accepted: Story = {
  globals: { locale: 'en' },
  args: { quote: sampleAcceptedQuote },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Accepted by Anna Jansen/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Make invoice' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Make invoice' }));
    await waitFor(() => expect(args.onInvoice).toHaveBeenCalledWith({ invoicenumber: '20260012', invoicedate: '2026-03-10', period: 'March 2026' }));
  },
};

/** Invoiced: a link to the invoice. */
export const Invoiced: Story = { args: { quote: sampleInvoicedQuote } };

/** Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { quote: sampleAcceptedQuote },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Factuur maken' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Budget maken' })).toBeVisible();
  },
};

/** On a 390 px phone. */
export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
