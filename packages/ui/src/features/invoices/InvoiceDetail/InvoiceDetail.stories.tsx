import type { Invoice } from '@kwartier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  sampleCreditInvoice,
  sampleEmptyInvoice,
  sampleInvoiceDetail,
  sampleInvoices,
  sampleInvoice,
  sampleLongInvoice,
} from '../../../fixtures/invoices';
import { expectOpenedByBrowser, inAppRouter } from '../../../primitives/Link/appRouterStory';
import { expectFitsPhone, expectInPageScroll, PHONE_SCREEN, PHONE_WIDTH, phoneFrame, phoneScreen } from '../../../fixtures/phone';
import { sampleInvoiceMails } from '../../../fixtures/invoiceMails';
import { InvoiceDetail, type InvoiceDetailProps } from './InvoiceDetail';

const sent = sampleInvoices.find((invoice) => invoice.status === 'sent')!;
const overdue = sampleInvoices.find((invoice) => invoice.status === 'overdue')!;
const paid = sampleInvoices.find((invoice) => invoice.status === 'paid')!;

/** Stands in for the app's InvoiceStatusMenu: the status as a word. */
const statusOf = (invoice: Invoice) => <span data-testid="status">{invoice.status}</span>;

const meta = {
  title: 'Features/Invoices/InvoiceDetail',
  component: InvoiceDetail,
  parameters: { layout: 'padded' },
  args: {
    invoice: sampleInvoiceDetail,
    status: statusOf(sampleInvoiceDetail),
    listHref: '/invoices',
    printHref: `/invoices/${sampleInvoiceDetail.uuid}/print`,
    onEditDetails: fn(),
    onAddTrackedTime: fn(),
    onAddExpenses: fn(),
    onSavePdf: fn(),
    onSaveEinvoice: fn(),
    onDismissEinvoiceMissing: fn(),
    onSaveLine: fn<InvoiceDetailProps['onSaveLine']>(async () => undefined),
    onDeleteLine: fn<InvoiceDetailProps['onDeleteLine']>(async () => undefined),
  },
} satisfies Meta<typeof InvoiceDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const detail = (canvas: ReturnType<typeof within>, term: string) =>
  canvas.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

/**
 * A concept: back link, the number as heading, the details, every action, and the lines with
 * edit and delete. Print is a link to the print page in a new tab, and says so. Inside the app's
 * router the contact's email is a mail link the browser opens, not an app path.
 */
export const Concept: Story = {
  globals: { locale: 'en' },
  decorators: [inAppRouter('/invoices/7')],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Back to invoices' })).toHaveAttribute('href', '/invoices');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Invoice 20260007' })).toBeVisible();
    await expect(detail(canvas, 'Client')).toHaveTextContent('Bakkerij Jansen');
    await expect(detail(canvas, 'Contact')).toHaveTextContent('Anna Jansen');
    await expect(within(detail(canvas, 'Contact')).getByRole('link', { name: 'anna@bakkerijjansen.example' })).toHaveAttribute(
      'href',
      'mailto:anna@bakkerijjansen.example',
    );
    await expectOpenedByBrowser(within(detail(canvas, 'Contact')).getByRole('link', { name: 'anna@bakkerijjansen.example' }));
    await expect(detail(canvas, 'Invoice date')).toHaveTextContent('31-03-2026');
    await expect(detail(canvas, 'Due date')).toHaveTextContent('30-04-2026');
    await expect(detail(canvas, 'Period')).toHaveTextContent('Maart 2026');
    await expect(within(detail(canvas, 'Status')).getByTestId('status')).toHaveTextContent('concept');
    const actions = within(canvas.getByRole('group', { name: 'Invoice actions' }));
    const print = actions.getByRole('link', { name: 'Print (opens in a new tab)' });
    await expect(print).toHaveAttribute('href', `/invoices/${sampleInvoiceDetail.uuid}/print`);
    await expect(print).toHaveAttribute('target', '_blank');
    await expect(print).toHaveAttribute('rel', 'noopener');
    await userEvent.click(actions.getByRole('button', { name: 'Edit details' }));
    await expect(args.onEditDetails).toHaveBeenCalledTimes(1);
    await userEvent.click(actions.getByRole('button', { name: 'Add tracked time' }));
    await expect(args.onAddTrackedTime).toHaveBeenCalledTimes(1);
    await userEvent.click(actions.getByRole('button', { name: 'Add expenses' }));
    await expect(args.onAddExpenses).toHaveBeenCalledTimes(1);
    await userEvent.click(actions.getByRole('button', { name: 'Save as PDF' }));
    await expect(args.onSavePdf).toHaveBeenCalledTimes(1);
    const table = within(canvas.getByRole('table', { name: 'Lines' }));
    await expect(table.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Website — Design',
      'Hosting March',
      'Brochures (printed)',
      'Net total',
      'VAT 9 %',
      'VAT 21 %',
      'Total',
    ]);
    await expect(table.getByRole('button', { name: 'Edit Hosting March' })).toBeEnabled();
    await expect(canvas.queryByText('A sent invoice cannot change; correct it with a credit invoice.')).not.toBeInTheDocument();
  },
};

/**
 * Add line opens an empty line dialog for this invoice; Edit opens it on the line. The save is the
 * app's (create without id, update with it); focus returns to the button that opened it.
 */
export const AddAndEditLine: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add line' });
    await userEvent.click(add);
    let dialog = within(await canvas.findByRole('dialog', { name: 'Add line' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Service/ })).toHaveFocus());
    await userEvent.keyboard('Travel');
    await userEvent.tab();
    await userEvent.keyboard('1');
    await userEvent.tab();
    await userEvent.keyboard('45{Enter}');
    await expect(args.onSaveLine).toHaveBeenCalledWith({
      id: null,
      service: 'Travel',
      amount: '1.00',
      unitprice: '45.00',
      vat: '21.00',
      vat_category: null,
      vat_exemption_reason: null,
      period_start: null,
      period_end: null,
      invoice_id: 44,
    });
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(add).toHaveFocus());

    await userEvent.click(canvas.getByRole('button', { name: 'Edit Hosting March' }));
    dialog = within(await canvas.findByRole('dialog', { name: 'Edit line' }));
    await expect(dialog.getByRole('textbox', { name: /Service/ })).toHaveValue('Hosting March');
    await expect(dialog.getByRole('textbox', { name: /Unit price/ })).toHaveValue('29.95');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSaveLine).toHaveBeenLastCalledWith(expect.objectContaining({ id: 102, service: 'Hosting March', amount: '1.00' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A concept without lines: the empty table, zero totals, and Add line. */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { invoice: sampleEmptyInvoice, status: statusOf(sampleEmptyInvoice) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'No lines yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add line' })).toBeEnabled();
  },
};

/** Sent: read-only, with the reason; Print and Save as PDF stay. */
export const SentReadOnly: Story = {
  globals: { locale: 'en' },
  args: { invoice: sent, status: statusOf(sent), printHref: `/invoices/${sent.uuid}/print` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A sent invoice cannot change; correct it with a credit invoice.')).toBeVisible();
    await expect(canvas.queryByText('Paid on')).not.toBeInTheDocument();
    const actions = within(canvas.getByRole('group', { name: 'Invoice actions' }));
    await expect(actions.queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument();
    await expect(actions.queryByRole('button', { name: 'Add line' })).not.toBeInTheDocument();
    await expect(actions.queryByRole('button', { name: 'Add tracked time' })).not.toBeInTheDocument();
    await expect(actions.queryByRole('button', { name: 'Add expenses' })).not.toBeInTheDocument();
    await expect(actions.getByRole('link', { name: /Print/ })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Save as PDF' })).toBeEnabled();
    await expect(within(canvas.getByRole('table')).queryAllByRole('button')).toEqual([]);
  },
};

/** A paid invoice says when it was paid, in the user's date format; no other invoice does. */
export const Paid: Story = {
  globals: { locale: 'en' },
  args: { invoice: paid, status: statusOf(paid) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A sent invoice cannot change; correct it with a credit invoice.')).toBeVisible();
    await expect(within(canvas.getByRole('table')).queryAllByRole('button')).toEqual([]);
    await expect(paid.paid_on).toBe('2026-02-03');
    await expect(detail(canvas, 'Paid on')).toHaveTextContent('03-02-2026');
  },
};

/** Dutch: 'Betaald op' in the user's format. */
export const DutchPaid: Story = {
  globals: { locale: 'nl' },
  args: { invoice: paid, status: statusOf(paid), dateFormat: 'YYYY-MM-DD' },
  play: async ({ canvasElement }) => {
    await expect(detail(within(canvasElement), 'Betaald op')).toHaveTextContent('2026-02-03');
  },
};

export const Overdue: Story = {
  globals: { locale: 'en' },
  args: { invoice: overdue, status: statusOf(overdue) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(detail(canvas, 'Due date')).toHaveTextContent('02-03-2026');
    await expect(canvas.getByText('A sent invoice cannot change; correct it with a credit invoice.')).toBeVisible();
  },
};

/** A credit invoice says so under the heading; its amounts have a minus. */
export const Credit: Story = {
  globals: { locale: 'en' },
  args: { invoice: sampleCreditInvoice, status: statusOf(sampleCreditInvoice) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Credit invoice 20260009' })).toBeVisible();
    await expect(canvas.getByText(/^Credit invoice:/)).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Total' }).nextElementSibling).toHaveTextContent('-€1,362.70');
    // It names the invoice it credits and has no due date.
    await expect(detail(canvas, 'Credits invoice')).toHaveTextContent('20260007 of 31-03-2026');
    await expect(canvas.queryByText('Due date', { selector: 'dt' })).not.toBeInTheDocument();
  },
};

/** The credit invoice in Dutch: "Creditfactuur" and the invoice it credits. */
export const CreditDutch: Story = {
  globals: { locale: 'nl' },
  args: { invoice: sampleCreditInvoice, status: statusOf(sampleCreditInvoice) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Creditfactuur 20260009' })).toBeVisible();
    await expect(detail(canvas, 'Crediteert factuur')).toHaveTextContent('20260007 van 31-03-2026');
    await expect(canvas.queryByText('Vervaldatum', { selector: 'dt' })).not.toBeInTheDocument();
  },
};

/** 60 lines, a long client name: all lines are shown, the totals under them. */
export const Long: Story = {
  globals: { locale: 'en' },
  args: { invoice: sampleLongInvoice, status: statusOf(sampleLongInvoice) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Lines' }));
    await expect(table.getAllByRole('button', { name: /^Edit/ })).toHaveLength(60);
    await expect(canvas.getByRole('table').getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right);
  },
};

/** In Dutch, inside the app's router: the contact's email is a mail link. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { dateFormat: 'YYYY-MM-DD' },
  decorators: [inAppRouter('/invoices/7')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(detail(canvas, 'Contactpersoon')).getByRole('link', { name: 'anna@bakkerijjansen.example' })).toHaveAttribute(
      'href',
      'mailto:anna@bakkerijjansen.example',
    );
    await expect(canvas.getByRole('link', { name: 'Terug naar facturen' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Factuur 20260007' })).toBeVisible();
    await expect(detail(canvas, 'Factuurdatum')).toHaveTextContent('2026-03-31');
    await expect(canvas.getByRole('link', { name: 'Afdrukken (opent in een nieuw tabblad)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Opslaan als pdf' })).toBeEnabled();
    await expect(canvas.getByRole('rowheader', { name: 'btw 9%' })).toBeVisible();
  },
};

/** While the PDF is made its button spins and ignores presses. */
export const SavingPdf: Story = {
  globals: { locale: 'en' },
  args: { isSavingPdf: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Save as PDF/ }));
    await expect(args.onSavePdf).not.toHaveBeenCalled();
  },
};

/** 'Download e-invoice' asks the app for the file. */
export const SaveEinvoice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /e-invoice|e-factuur/i }));
    await expect(args.onSaveEinvoice).toHaveBeenCalledOnce();
  },
};

/** When the e-invoice cannot be made, the server's messages say what to fill in, until dismissed. */
export const EinvoiceMissing: Story = {
  args: {
    einvoiceMissing: [
      'Fill in your organisation’s KvK number (Settings → Organisation) to create an e-invoice.',
      'Fill in “Your reference” on the invoice (the client’s order number or reference) to create an e-invoice.',
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText(/KvK number/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /dismiss|sluiten/i }));
    await expect(args.onDismissEinvoiceMissing).toHaveBeenCalledOnce();
  },
};

/** What is missing, on a 390 px phone: the list wraps within the width. */
export const EinvoiceMissingPhone: Story = {
  decorators: [phoneFrame],
  args: { einvoiceMissing: ['Fill in the client’s Peppol ID, or its KvK number (Dutch clients) or VAT number, to create an e-invoice.'] },
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};

/** On a 390 px phone the actions wrap and only the lines table scrolls sideways, in its own area. */
export const Phone: Story = {
  decorators: [phoneFrame],
  args: { invoice: sampleLongInvoice, status: statusOf(sampleLongInvoice) },
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};

/** A concept of 20 lines, to be read on a phone. */
const twentyLines = sampleInvoice(49, '20260012', sampleLongInvoice.invoicelines.slice(0, 20));

/**
 * On a phone's screen (390 × 844) an invoice of 20 lines has one scroll, the page's: the lines
 * card grows with its lines instead of scrolling inside itself, so its last lines and every total
 * (net, VAT per rate, gross) are reached by scrolling the page.
 */
export const PhoneScreenOneScroll: Story = {
  globals: { viewport: PHONE_SCREEN },
  parameters: phoneScreen,
  args: { invoice: twentyLines, status: statusOf(twentyLines) },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(PHONE_WIDTH);
    const table = within(canvasElement).getByRole('table', { name: /^(Lines|Regels)$/ });
    const card = table.parentElement!;
    await expect(card.scrollHeight, 'the lines card scrolls inside itself').toBeLessThanOrEqual(card.clientHeight);
    const rows = within(table).getAllByRole('row');
    const totals = rows.slice(-(twentyLines.total_vat.length + 2));
    await expect(totals).toHaveLength(twentyLines.total_vat.length + 2);
    await expectInPageScroll([rows[rows.length - totals.length - 1], ...totals]);
  },
};

/** A sent invoice on a phone: a read-only table still scrolls in its own area. */
export const PhoneReadOnly: Story = {
  decorators: [phoneFrame],
  args: { invoice: sent, status: statusOf(sent) },
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};

/** A concept with mail: "Send" opens the send dialog (the app fetches the draft meanwhile). */
export const SendByMail: Story = {
  globals: { locale: 'en' },
  args: { onSendMail: fn(), mails: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const actions = within(canvas.getByRole('group', { name: 'Invoice actions' }));
    await userEvent.click(actions.getByRole('button', { name: 'Send' }));
    await expect(args.onSendMail).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('table', { name: 'Mails' })).toBeVisible();
    await expect(canvas.getByText('No mails sent yet')).toBeVisible();
  },
};

/** A sent invoice: "Send again", and the mails sent about it under the lines. */
export const SentWithMails: Story = {
  globals: { locale: 'en' },
  args: { invoice: sent, status: statusOf(sent), onSendMail: fn(), mails: sampleInvoiceMails },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const actions = within(canvas.getByRole('group', { name: 'Invoice actions' }));
    await expect(actions.getByRole('button', { name: 'Send again' })).toBeEnabled();
    const log = within(canvas.getByRole('table', { name: 'Mails' }));
    await expect(log.getByText('Delivered')).toBeVisible();
    await expect(log.getByText('Failed')).toBeVisible();
  },
};

/** An overdue invoice: "Send reminder" leads, beside "Send again"; a paid one or a concept offers no reminder. */
export const SendReminder: Story = {
  globals: { locale: 'en' },
  args: { invoice: overdue, status: statusOf(overdue), onSendMail: fn(), onSendReminder: fn(), mails: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const actions = within(canvas.getByRole('group', { name: 'Invoice actions' }));
    await userEvent.click(actions.getByRole('button', { name: 'Send reminder' }));
    await expect(args.onSendReminder).toHaveBeenCalledTimes(1);
    await expect(args.onSendMail).not.toHaveBeenCalled();
  },
};

/** Dutch, on a paid invoice: no reminder to send, only "Opnieuw versturen". */
export const DutchPaidNoReminder: Story = {
  globals: { locale: 'nl' },
  args: { invoice: paid, status: statusOf(paid), onSendMail: fn(), onSendReminder: fn(), mails: [] },
  play: async ({ canvasElement }) => {
    const actions = within(within(canvasElement).getByRole('group', { name: 'Factuuracties' }));
    await expect(actions.getByRole('button', { name: 'Opnieuw versturen' })).toBeEnabled();
    await expect(actions.queryByRole('button', { name: 'Herinnering versturen' })).toBeNull();
  },
};

/** A sent credit invoice owes nothing (its outstanding amount is never below zero): no reminder to send. */
const sentCredit = { ...sampleCreditInvoice, status: 'sent' as const, status_id: 2 as const, total_outstanding: '0.00', formatted_total_outstanding: '€0.00' };
export const CreditNoReminder: Story = {
  globals: { locale: 'en' },
  args: { invoice: sentCredit, status: statusOf(sentCredit), onSendMail: fn(), onSendReminder: fn(), mails: [] },
  play: async ({ canvasElement }) => {
    const actions = within(within(canvasElement).getByRole('group', { name: 'Invoice actions' }));
    await expect(actions.getByRole('button', { name: 'Send again' })).toBeEnabled();
    await expect(actions.queryByRole('button', { name: 'Send reminder' })).toBeNull();
  },
};

/** The mail log on a phone: cards that fit. */
export const PhoneWithMails: Story = {
  decorators: [phoneFrame],
  args: { invoice: sent, status: statusOf(sent), onSendMail: fn(), mails: sampleInvoiceMails },
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};

/**
 * An invoice in dollars for an organisation in euros: the details name the currency and the
 * exchange rate (1 USD = 0.9215 EUR); an own-currency invoice shows neither.
 */
export const InDollars: Story = {
  globals: { locale: 'en' },
  args: { invoice: { ...sampleInvoiceDetail, currency: 'USD', exchange_rate: '0.9215' }, organizationCurrency: 'EUR' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(detail(canvas, 'Currency')).toHaveTextContent('US Dollar (USD)');
    await expect(detail(canvas, 'Exchange rate')).toHaveTextContent('1 USD = 0.9215 EUR');
  },
};

/** Without a rate yet, the details say it is needed before sending; Dutch, on a phone. */
export const InDollarsWithoutRateDutchPhone: Story = {
  globals: { locale: 'nl' },
  args: { invoice: { ...sampleInvoiceDetail, currency: 'USD', exchange_rate: null }, organizationCurrency: 'EUR' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(detail(canvas, 'Valuta')).toHaveTextContent('Amerikaanse dollar (USD)');
    await expect(detail(canvas, 'Wisselkoers')).toHaveTextContent(/Nog niet ingevuld/);
    await expectFitsPhone(canvasElement);
  },
};

/** In Dutch the rate takes a decimal comma. */
export const InDollarsDutch: Story = {
  globals: { locale: 'nl' },
  args: { invoice: { ...sampleInvoiceDetail, currency: 'USD', exchange_rate: '0.9215' }, organizationCurrency: 'EUR' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(detail(canvas, 'Wisselkoers')).toHaveTextContent('1 USD = 0,9215 EUR');
  },
};

/** In the organisation's own currency: no currency or rate in the details. */
export const OwnCurrency: Story = {
  globals: { locale: 'en' },
  args: { organizationCurrency: 'EUR' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Exchange rate', { selector: 'dt' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Currency', { selector: 'dt' })).not.toBeInTheDocument();
  },
};
