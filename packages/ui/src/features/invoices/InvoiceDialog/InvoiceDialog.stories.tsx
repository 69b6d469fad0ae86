import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleClients, sampleContact } from '../../../fixtures/clients';
import { Button } from '../../../primitives/Button/Button';
import { heldAnswer } from '../../../fixtures/heldAnswer';
import { sampleInvoiceDetail } from '../../../fixtures/invoices';
import { PHONE_SCREEN, PHONE_WIDTH, phoneScreen } from '../../../fixtures/phone';
import { InvoiceDialog, type InvoiceDialogProps } from './InvoiceDialog';

/** Bakkerij Jansen (1) has two contacts, Café de Hoek (2) one, Jansen & Zonen (4) none; Oud Archief (3) is inactive. */
const contacts = [
  sampleContact(7, 'Anna Jansen', { client_id: 1 }),
  sampleContact(8, 'Piet Jansen', { client_id: 1 }),
  sampleContact(9, 'Kees de Hoek', { client_id: 2 }),
  sampleContact(10, 'Archivaris', { client_id: 3 }),
];

const meta = {
  title: 'Features/Invoices/InvoiceDialog',
  component: InvoiceDialog,
  parameters: { layout: 'padded' },
  args: {
    isOpen: true,
    onOpenChange: fn<InvoiceDialogProps['onOpenChange']>(),
    mode: 'add',
    suggestedNumber: '20260011',
    clients: sampleClients,
    contacts,
    defaultDate: '2026-03-31',
    onCreate: fn<InvoiceDialogProps['onCreate']>(async () => undefined),
    onUpdate: fn<NonNullable<InvoiceDialogProps['onUpdate']>>(async () => undefined),
    onClientChange: fn<NonNullable<InvoiceDialogProps['onClientChange']>>(),
  },
} satisfies Meta<typeof InvoiceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog is portalled to the body, outside the story's canvas.
const screen = () => within(document.body);
const options = async () => (await screen().findByRole('listbox')).querySelectorAll('[role="option"]');
const optionTexts = async () => [...(await options())].map((option) => option.textContent);

/**
 * Adding: the suggested number, the active clients, the chosen client's contacts, today's date and
 * its month as the period; Save sends them all and asks to close.
 */
export const Add: Story = {
  globals: { locale: 'en' },
  play: async ({ args }) => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Add invoice' }));
    const number = dialog.getByRole('textbox', { name: /Invoice number/ });
    await waitFor(() => expect(number).toHaveFocus());
    await expect(number).toHaveValue('20260011');
    await expect(number).toBeRequired();
    const contact = dialog.getByRole('button', { name: /Contact/ });
    await expect(contact).toBeDisabled();
    await expect(contact).toHaveAccessibleDescription('Choose a client first.');
    await expect(dialog.getByRole('textbox', { name: /Period/ })).toHaveValue('March 2026');
    await userEvent.click(dialog.getByRole('button', { name: /Client/ }));
    await expect(await optionTexts()).toEqual(['Bakkerij Jansen', 'Café de Hoek', 'Jansen & Zonen']);
    await userEvent.click(screen().getByRole('option', { name: 'Bakkerij Jansen' }));
    await waitFor(() => expect(contact).toBeEnabled());
    await userEvent.click(contact);
    await expect(await optionTexts()).toEqual(['Anna Jansen', 'Piet Jansen']);
    await userEvent.click(screen().getByRole('option', { name: 'Piet Jansen' }));
    await waitFor(() => expect(contact).toHaveTextContent('Piet Jansen'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      // No reference typed: none sent.
      buyer_reference: null,
      invoicenumber: '20260011',
      client_id: 1,
      contact_id: 8,
      invoicedate: '2026-03-31',
      period: 'March 2026',
      credit: false,
    });
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** A client with one contact: that contact is chosen at once; another client's contact is dropped. */
export const AddOneContact: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Add invoice' }));
    await userEvent.click(dialog.getByRole('button', { name: /Client/ }));
    await userEvent.click(await screen().findByRole('option', { name: 'Café de Hoek' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: /Contact/ })).toHaveTextContent('Kees de Hoek'));
    await userEvent.click(dialog.getByRole('button', { name: /Client/ }));
    await userEvent.click(await screen().findByRole('option', { name: 'Bakkerij Jansen' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: /Contact/ })).not.toHaveTextContent('Kees de Hoek'));
  },
};

/**
 * The app fetches a client's contacts when it is chosen (`onClientChange`): they arrive after the
 * choice, and the client's only contact is chosen as soon as it is there.
 */
export const ContactsArriveAfterTheClient: Story = {
  globals: { locale: 'en' },
  args: { contacts: [] },
  render: function ContactsLater(args) {
    const [known, setKnown] = useState(args.contacts);
    return (
      <InvoiceDialog
        {...args}
        contacts={known}
        onClientChange={(clientId) => {
          args.onClientChange?.(clientId);
          setTimeout(() => setKnown(contacts.filter((contact) => contact.client_id === clientId)), 50);
        }}
      />
    );
  },
  play: async ({ args }) => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Add invoice' }));
    await userEvent.click(dialog.getByRole('button', { name: /Client/ }));
    await userEvent.click(await screen().findByRole('option', { name: 'Café de Hoek' }));
    await expect(args.onClientChange).toHaveBeenCalledWith(2);
    await waitFor(() => expect(dialog.getByRole('button', { name: /Contact/ })).toHaveTextContent('Kees de Hoek'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledWith(expect.objectContaining({ client_id: 2, contact_id: 9 })));
  },
};

/** A client without contacts: the contact field says so, and nothing is sent without one. */
export const AddClientWithoutContacts: Story = {
  globals: { locale: 'en' },
  play: async ({ args }) => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Add invoice' }));
    await userEvent.click(dialog.getByRole('button', { name: /Client/ }));
    await userEvent.click(await screen().findByRole('option', { name: 'Jansen & Zonen' }));
    const contact = dialog.getByRole('button', { name: /Contact/ });
    await waitFor(() => expect(contact).toHaveAccessibleDescription('This client has no contacts yet. Add one on the client’s Contacts tab first.'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(contact).toHaveAccessibleDescription(/Choose a contact\./));
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** Without a client nothing is sent: client and contact ask for one. */
export const AddWithoutClient: Story = {
  globals: { locale: 'en' },
  play: async ({ args }) => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Add invoice' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: /Client/ })).toHaveAccessibleDescription('Choose a client.'));
    await expect(dialog.getByRole('button', { name: /Contact/ })).toHaveAccessibleDescription(/Choose a contact\./);
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** The period follows the invoice date until the user types one. */
export const PeriodFollowsDate: Story = {
  globals: { locale: 'en' },
  args: { defaultDate: '2026-03-15' },
  play: async () => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Add invoice' }));
    const period = dialog.getByRole('textbox', { name: /Period/ });
    const [, month] = dialog.getAllByRole('spinbutton');
    await userEvent.click(month);
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(month).toHaveTextContent('04'));
    await waitFor(() => expect(period).toHaveValue('April 2026'));
    await userEvent.clear(period);
    await userEvent.type(period, 'Spring 2026');
    await userEvent.click(month);
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(month).toHaveTextContent('05'));
    await expect(period).toHaveValue('Spring 2026');
  },
};

/** Copying: which invoice is copied, no client or contact, the suggested number; a plain copy keeps the amounts. */
export const Copy: Story = {
  globals: { locale: 'en' },
  args: { mode: 'copy', invoice: sampleInvoiceDetail, defaultDate: '2026-04-30' },
  play: async ({ args }) => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Copy invoice' }));
    await expect(
      dialog.getByText('Copy of invoice 20260007 to Bakkerij Jansen: the client, contact and lines are taken over.'),
    ).toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: /Client/ })).not.toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: /Contact/ })).not.toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: /Invoice number/ })).toHaveValue('20260011');
    await expect(dialog.getByRole('textbox', { name: /Period/ })).toHaveValue('April 2026');
    await expect(dialog.getByRole('checkbox', { name: 'Credit invoice (negative amounts)' })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      // No reference typed: none sent.
      buyer_reference: null,
      invoicenumber: '20260011',
      invoicedate: '2026-04-30',
      period: 'April 2026',
      original_invoice_id: 44,
      credit: false,
    });
  },
};

/** A credit invoice: the copy with its amounts negated. */
export const Credit: Story = {
  globals: { locale: 'en' },
  args: { mode: 'copy', invoice: sampleInvoiceDetail },
  play: async ({ args }) => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Copy invoice' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Credit invoice (negative amounts)' }));
    const period = dialog.getByRole('textbox', { name: /Period/ });
    await userEvent.clear(period);
    await userEvent.type(period, 'Credit March 2026{Enter}');
    await expect(args.onCreate).toHaveBeenCalledWith({
      // No reference typed: none sent.
      buyer_reference: null,
      invoicenumber: '20260011',
      invoicedate: '2026-03-31',
      period: 'Credit March 2026',
      original_invoice_id: 44,
      credit: true,
    });
  },
};

/** Editing the details: everything prefilled from the invoice; Save sends the details. */
export const Edit: Story = {
  globals: { locale: 'en' },
  args: { mode: 'edit', invoice: sampleInvoiceDetail, suggestedNumber: undefined },
  play: async ({ args }) => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Edit invoice details' }));
    await expect(dialog.getByRole('textbox', { name: /Invoice number/ })).toHaveValue('20260007');
    await expect(dialog.getByRole('button', { name: /Client/ })).toHaveTextContent('Bakkerij Jansen');
    await expect(dialog.getByRole('button', { name: /Contact/ })).toHaveTextContent('Anna Jansen');
    await expect(dialog.getAllByRole('spinbutton').map((segment) => segment.textContent)).toEqual(['31', '03', '2026']);
    const period = dialog.getByRole('textbox', { name: /Period/ });
    await expect(period).toHaveValue('Maart 2026');
    await userEvent.type(period, ' (part 1)');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(sampleInvoiceDetail, {
      // No reference typed: none sent.
      buyer_reference: null,
      invoicenumber: '20260007',
      client_id: 1,
      contact_id: 7,
      invoicedate: '2026-03-31',
      period: 'Maart 2026 (part 1)',
    });
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** The client billed in dollars, and its concept invoice in them, for an organisation in euros. */
const dollarClients = sampleClients.map((client) => (client.id === 1 ? { ...client, currency: 'USD' } : client));
const dollarInvoice = { ...sampleInvoiceDetail, currency: 'USD', exchange_rate: null };
const inDollars = { mode: 'edit', invoice: dollarInvoice, clients: dollarClients, organizationCurrency: 'EUR', suggestedNumber: undefined } as const;

/**
 * An invoice in another currency than the organisation's asks the exchange rate (1 USD in EUR);
 * a comma is read as the decimal point and the rate is sent with the details.
 */
export const ExchangeRate: Story = {
  globals: { locale: 'en' },
  args: inDollars,
  play: async ({ args }) => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Edit invoice details' }));
    const rate = dialog.getByRole('textbox', { name: 'Exchange rate' });
    await expect(rate).toHaveValue('');
    await expect(rate).toHaveAccessibleDescription(/What 1 USD is in EUR, with up to six decimals/);
    await userEvent.type(rate, '0,9215');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(dollarInvoice, expect.objectContaining({ exchange_rate: '0.9215' }));
  },
};

/** An invoice in the organisation's own currency has no exchange rate field, and none is sent. */
export const NoExchangeRateInOwnCurrency: Story = {
  globals: { locale: 'en' },
  args: { mode: 'edit', invoice: sampleInvoiceDetail, organizationCurrency: 'EUR', suggestedNumber: undefined },
  play: async ({ args }) => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Edit invoice details' }));
    await expect(dialog.queryByRole('textbox', { name: 'Exchange rate' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(sampleInvoiceDetail, expect.not.objectContaining({ exchange_rate: expect.anything() }));
  },
};

/** More than six decimals is said under the field before anything is sent; the server's 422 appears there too. */
export const ExchangeRateRefused: Story = {
  globals: { locale: 'en' },
  args: {
    ...inDollars,
    onUpdate: fn<NonNullable<InvoiceDialogProps['onUpdate']>>(async () => ({
      message: 'The exchange rate must be more than zero.',
      errors: { exchange_rate: ['The exchange rate must be more than zero.'] },
    })),
  },
  play: async ({ args }) => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Edit invoice details' }));
    const rate = dialog.getByRole('textbox', { name: 'Exchange rate' });
    await userEvent.type(rate, '0.12345678');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rate).toHaveAccessibleDescription(/Type a number with up to six decimals/));
    await expect(args.onUpdate).not.toHaveBeenCalled();
    await userEvent.clear(rate);
    await userEvent.type(rate, '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rate).toHaveAccessibleDescription(/The exchange rate must be more than zero\./));
    await expect(screen().getByRole('dialog', { name: 'Edit invoice details' })).toBeVisible();
  },
};

/** In Dutch on a phone (390 px): the rate's field in Dutch, the dialog within the screen. */
export const ExchangeRateDutchPhone: Story = {
  globals: { locale: 'nl', viewport: PHONE_SCREEN },
  parameters: phoneScreen,
  args: { ...inDollars, invoice: { ...dollarInvoice, exchange_rate: '0.9215' } },
  play: async () => {
    await expect(window.innerWidth).toBe(PHONE_WIDTH);
    const dialog = await screen().findByRole('dialog');
    const rate = within(dialog).getByRole('textbox', { name: 'Wisselkoers' });
    await expect(rate).toHaveValue('0.9215');
    await expect(rate).toHaveAccessibleDescription(/Wat 1 USD is in EUR/);
    await waitFor(() => expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth));
  },
};

const takenNumber = 'The invoice number 20260011 has already been taken. The next free number is 20260012.';

/** A taken number: the server's message, offering the next free number, under the number field. */
export const ServerErrorUnderNumber: Story = {
  globals: { locale: 'en' },
  args: {
    mode: 'copy',
    invoice: sampleInvoiceDetail,
    onCreate: fn<InvoiceDialogProps['onCreate']>(async () => ({
      message: takenNumber,
      errors: { invoicenumber: [takenNumber], period: ['The period field is required.'] },
    })),
  },
  play: async ({ args }) => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Copy invoice' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const number = dialog.getByRole('textbox', { name: /Invoice number/ });
    await waitFor(() => expect(number).toHaveAccessibleDescription(takenNumber));
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('textbox', { name: /Period/ })).toHaveAccessibleDescription('The period field is required.');
    // Under the fields only, not repeated above them.
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.clear(number);
    await userEvent.type(number, '20260012');
    await expect(number).toHaveValue('20260012');
  },
};

/** An unexpected failure: a general message above the fields; the dialog stays with what was typed. */
export const UnexpectedFailure: Story = {
  globals: { locale: 'en' },
  args: { mode: 'copy', invoice: sampleInvoiceDetail, onCreate: fn<InvoiceDialogProps['onCreate']>(async () => Promise.reject(new Error('offline'))) },
  play: async ({ args }) => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Copy invoice' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

const saveAnswer = heldAnswer();

/** While saving Save spins and Close is disabled. */
export const Saving: Story = {
  globals: { locale: 'en' },
  args: { mode: 'copy', invoice: sampleInvoiceDetail, onCreate: fn<InvoiceDialogProps['onCreate']>(() => saveAnswer.next().then(() => undefined)) },
  play: async ({ args }) => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Copy invoice' }));
    saveAnswer.hold();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(dialog.getByRole('progressbar')).toBeInTheDocument();
    saveAnswer.release();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** No active client: the client field is disabled and says why; Save is disabled. */
export const NoActiveClients: Story = {
  globals: { locale: 'en' },
  args: { clients: [sampleClients[2]] },
  play: async () => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Add invoice' }));
    const client = dialog.getByRole('button', { name: /Client/ });
    await expect(client).toBeDisabled();
    await expect(client).toHaveAccessibleDescription('There is no active client yet. Add a client, or make one active, first.');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** As a page uses it: opened from a button, closed by Close, and focus is back on the button. */
export const OpenAndClose: Story = {
  globals: { locale: 'en' },
  args: { isOpen: false },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Add invoice</Button>
        <InvoiceDialog {...args} isOpen={isOpen} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add invoice' });
    await userEvent.click(button);
    const dialog = within(await screen().findByRole('dialog', { name: 'Add invoice' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Period/ }), ' extra');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    // Opened again it starts from its props, not from what was typed before.
    await userEvent.click(button);
    await expect(await screen().findByRole('textbox', { name: /Period/ })).toHaveValue('March 2026');
  },
};

/**
 * An invoice dated the 31st moved to a shorter month: leaving the field says that day does not
 * exist instead of moving it to another, and the period follows the day then chosen.
 */
export const PeriodFromMonthEnd: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Add invoice' }));
    const [day, month] = dialog.getAllByRole('spinbutton');
    await userEvent.click(month!);
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(month).toHaveTextContent('04'));
    // 31-04 is no date: leaving the field says so and changes no day behind the user's back.
    await userEvent.click(dialog.getByRole('textbox', { name: /Invoice number/ }));
    await waitFor(() => expect(dialog.getByText('31-04-2026 does not exist: check the day and the month.')).toBeInTheDocument());
    await expect(dialog.getByRole('textbox', { name: /Period/ })).toHaveValue('March 2026');
    await userEvent.click(day!);
    await userEvent.keyboard('30042026');
    await userEvent.click(dialog.getByRole('textbox', { name: /Invoice number/ }));
    await waitFor(() => expect(dialog.getAllByRole('spinbutton').map((segment) => segment.textContent)).toEqual(['30', '04', '2026']));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Period/ })).toHaveValue('April 2026'));
    await expect(dialog.queryByText(/does not exist/)).toBeNull();
  },
};

/** Closed: nothing rendered. */
export const Closed: Story = {
  args: { isOpen: false },
  play: async () => {
    await expect(screen().queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async () => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Factuur toevoegen' }));
    await expect(dialog.getByRole('textbox', { name: /Factuurnummer/ })).toHaveValue('20260011');
    await expect(dialog.getByRole('textbox', { name: /Periode/ })).toHaveValue('maart 2026');
    await expect(dialog.getByRole('button', { name: /Contactpersoon/ })).toHaveAccessibleDescription('Kies eerst een klant.');
  },
};

export const DutchCopy: Story = {
  globals: { locale: 'nl' },
  args: { mode: 'copy', invoice: sampleInvoiceDetail },
  play: async () => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Factuur kopiëren' }));
    await expect(dialog.getByRole('checkbox', { name: 'Creditfactuur (negatieve bedragen)' })).toBeInTheDocument();
  },
};

/** At a phone's width (the story runner's window is phone-sized) the dialog fits the window, nothing scrolls sideways. */
export const Phone: Story = {
  play: async () => {
    const dialog = await screen().findByRole('dialog');
    await waitFor(() => expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth));
    await expect(dialog.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
