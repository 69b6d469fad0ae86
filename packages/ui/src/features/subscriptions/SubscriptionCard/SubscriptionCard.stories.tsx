import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LONG_NAME } from '../../../fixtures/long';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { sampleSubscription, sampleSubscriptions } from '../../../fixtures/subscriptions';
import { SubscriptionCard, type SubscriptionCardProps } from './SubscriptionCard';

const meta = {
  title: 'Features/Subscriptions/SubscriptionCard',
  component: SubscriptionCard,
  parameters: { layout: 'padded' },
  args: {
    subscription: sampleSubscriptions[0],
    clientHref: (id) => `/clients/${id}`,
    serviceHref: (id) => `/services/${id}`,
    dateFormat: 'DD-MM-YYYY',
  },
} satisfies Meta<typeof SubscriptionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const detail = (canvas: Canvas, term: string) => canvas.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

/**
 * The page is titled by service and client; the card links client and service (reached by Tab)
 * and shows the end date in the user's format and the status.
 */
export const WithEndDate: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Hosting for Bakkerij Jansen');
    const card = within(canvas.getByRole('region', { name: 'Subscription details' }));
    await expect(card.getAllByRole('term').map((term) => term.textContent)).toEqual(['Client', 'Service', 'Price', 'Start date', 'VAT', 'End date', 'Status']);
    await expect(detail(canvas, 'Price')).toHaveTextContent('€25.00 per month');
    await expect(detail(canvas, 'Start date')).toHaveTextContent('01-01-2026');
    await expect(detail(canvas, 'VAT')).toHaveTextContent('21.00 %');
    await expect(detail(canvas, 'End date')).toHaveTextContent('31-12-2026');
    await expect(detail(canvas, 'Status')).toHaveTextContent('Active');
    await userEvent.tab();
    const client = card.getByRole('link', { name: 'Bakkerij Jansen' });
    await waitFor(() => expect(client).toHaveFocus());
    await expect(client).toHaveAttribute('href', '/clients/1');
    await userEvent.tab();
    const service = card.getByRole('link', { name: 'Hosting' });
    await waitFor(() => expect(service).toHaveFocus());
    await expect(service).toHaveAttribute('href', '/services/5');
  },
};

/** An open-ended subscription says so. */
export const WithoutEndDate: Story = {
  globals: { locale: 'en' },
  args: { subscription: sampleSubscriptions[1] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Hosting for Café de Hoek');
    await expect(detail(canvas, 'End date')).toHaveTextContent('No end date');
  },
};

/** An inactive subscription, its end date in another of the user's formats. */
export const Inactive: Story = {
  globals: { locale: 'en' },
  args: { subscription: sampleSubscriptions[2], dateFormat: 'YYYY-MM-DD' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(detail(canvas, 'Status')).toHaveTextContent('Inactive');
    await expect(detail(canvas, 'End date')).toHaveTextContent('2025-06-30');
  },
};

const longSubscription = sampleSubscription(30, { id: 30, name: LONG_NAME }, { name: 'Onderhoudscontract webhosting en e-mail', enddate: '2027-01-01' });

/** Long names wrap inside the card instead of widening it. */
export const LongNames: Story = {
  globals: { locale: 'en' },
  args: { subscription: longSubscription },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    for (const definition of within(region).getAllByRole('definition')) {
      await expect(definition.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right);
    }
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { subscription: sampleSubscriptions[1] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Hosting voor Café de Hoek');
    await expect(canvas.getByRole('region', { name: 'Abonnementsgegevens' })).toBeVisible();
    await expect(detail(canvas, 'Einddatum')).toHaveTextContent('Geen einddatum');
    await expect(detail(canvas, 'Status')).toHaveTextContent('Actief');
  },
};

/** On a 390 px phone the page fits without scrolling sideways; long names wrap. */
export const Phone: Story = {
  args: { subscription: longSubscription },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};

const invoiceActions = {
  onInvoiceNow: fn<NonNullable<SubscriptionCardProps['onInvoiceNow']>>(async () => ({ invoice_id: 31, invoicenumber: '2026-0031', period_start: '2026-11-01', period: 'November 2026' })),
  invoiceHref: (id: number) => `/invoices/${id}` as const,
  onUpdate: fn<NonNullable<SubscriptionCardProps['onUpdate']>>(async () => undefined),
};

/** "Create invoice now" makes the current period's concept and links to it. */
export const InvoiceNow: Story = {
  globals: { locale: 'en' },
  args: invoiceActions,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create invoice now' }));
    await expect(args.onInvoiceNow).toHaveBeenCalledTimes(1);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Concept invoice 2026-0031 made for November 2026.');
    await expect(within(status).getByRole('link', { name: 'Open invoice 2026-0031' })).toHaveAttribute('href', '/invoices/31');
  },
};

/** A period invoiced already: the server's message (it names the invoice) is shown. */
export const InvoiceNowRefused: Story = {
  globals: { locale: 'nl' },
  args: {
    ...invoiceActions,
    onInvoiceNow: fn<NonNullable<SubscriptionCardProps['onInvoiceNow']>>(async () => ({ message: 'november 2026 is al gefactureerd, op factuur 2026-0031.' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nu factuur maken' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('november 2026 is al gefactureerd, op factuur 2026-0031.');
  },
};

/** Without a price the subscription is not invoiced, and Create now waits for one. */
export const NotInvoiced: Story = {
  globals: { locale: 'en' },
  args: { ...invoiceActions, subscription: sampleSubscription(40, { id: 2, name: 'Café de Hoek' }, { price: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(detail(canvas, 'Price')).toHaveTextContent('Not invoiced');
    await expect(canvas.getByRole('button', { name: 'Create invoice now' })).toBeDisabled();
    await expect(canvas.getByText('Give the subscription a price to invoice it.')).toBeVisible();
  },
};

/** Edit: price, period, start date, VAT and end date; a rate that is no number stays in the dialog. */
export const Edit: Story = {
  globals: { locale: 'en' },
  args: invoiceActions,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit subscription' }));
    const price = dialog.getByRole('textbox', { name: 'Price per period' });
    await expect(price).toHaveValue('25.00');
    const vat = dialog.getByRole('textbox', { name: 'VAT %' });
    await userEvent.clear(vat);
    await userEvent.type(vat, 'high');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(vat).toHaveAccessibleDescription(expect.stringContaining('Enter an amount such as 25.00.')));
    await expect(args.onUpdate).not.toHaveBeenCalled();
    await userEvent.clear(vat);
    await userEvent.type(vat, '9');
    await userEvent.clear(price);
    await userEvent.type(price, '30');
    await userEvent.click(dialog.getByRole('button', { name: /Period/ }));
    await userEvent.click(within(await canvas.findByRole('listbox')).getByRole('option', { name: 'Year' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onUpdate).toHaveBeenCalledWith({ price: '30.00', period: 'year', vat: '9.00', startdate: '2026-01-01', enddate: '2026-12-31' });
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Dutch: the price in Dutch, the edit dialog's price with a decimal comma. */
export const EditDutch: Story = {
  globals: { locale: 'nl' },
  args: invoiceActions,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(detail(canvas, 'Prijs')).toHaveTextContent(/€\s25,00 per maand/);
    await userEvent.click(canvas.getByRole('button', { name: 'Wijzigen' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Abonnement wijzigen' }));
    await expect(dialog.getByRole('textbox', { name: 'Prijs per periode' })).toHaveValue('25,00');
  },
};

/** The actions and their outcome fit a 390 px phone. */
export const PhoneWithActions: Story = {
  args: { ...invoiceActions, subscription: longSubscription },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
