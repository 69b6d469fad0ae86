import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleClient, sampleClients } from '../../../fixtures/clients';
import { heldAnswer } from '../../../fixtures/heldAnswer';
import { LONG_NAME } from '../../../fixtures/long';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { manySubscriptions, sampleSubscription, sampleSubscriptions } from '../../../fixtures/subscriptions';
import { SubscriptionList, type SubscriptionListProps } from './SubscriptionList';

const subscriptions = sampleSubscriptions;

const meta = {
  title: 'Features/Subscriptions/SubscriptionList',
  component: SubscriptionList,
  parameters: { layout: 'padded' },
  args: {
    subscriptions,
    clients: sampleClients,
    clientHref: (id) => `/clients/${id}`,
    subscriptionHref: (id) => `/subscriptions/${id}`,
    dateFormat: 'DD-MM-YYYY',
    firstDayOfWeek: 1,
    onCreate: fn<SubscriptionListProps['onCreate']>(async () => undefined),
    onToggleActive: fn<SubscriptionListProps['onToggleActive']>(async () => undefined),
    onDelete: fn<SubscriptionListProps['onDelete']>(async () => undefined),
  },
} satisfies Meta<typeof SubscriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const rowNames = (canvas: Canvas) => canvas.queryAllByRole('rowheader').map((cell: HTMLElement) => cell.textContent);

const openAdd = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Add subscription' }));
  return within(await canvas.findByRole('dialog', { name: 'Add subscription' }));
};

/** Picks a client in the add dialog by keyboard: the field is focused on opening. */
const chooseClient = async (canvasElement: HTMLElement, dialog: Canvas, name: string) => {
  const client = dialog.getByRole('button', { name: /Client/ });
  await waitFor(() => expect(client).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  const listbox = within(await within(canvasElement).findByRole('listbox'));
  const option = listbox.getByRole('option', { name });
  while (document.activeElement !== option) await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(client).toHaveTextContent(name));
};

/**
 * The active subscriptions by client: the client's name links to the client, the end date in the
 * user's format or 'No end date', a link opens the subscription. Inactive ones are hidden.
 */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Subscriptions' })).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'Subscriptions' }));
    await expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Client',
      'Price',
      'End date',
      'Subscription',
      'Active',
      'Actions',
    ]);
    await expect(rowNames(canvas)).toEqual(['Bakkerij Jansen', 'Café de Hoek', 'Oud Archief BV']);
    await expect(table.getByRole('link', { name: 'Bakkerij Jansen' })).toHaveAttribute('href', '/clients/1');
    const rows = table.getAllByRole('row').slice(1);
    await expect(within(rows[0]).getAllByRole('cell')[0]).toHaveTextContent('€25.00 per month');
    await expect(within(rows[0]).getAllByRole('cell')[1]).toHaveTextContent('31-12-2026');
    await expect(within(rows[1]).getAllByRole('cell')[1]).toHaveTextContent('No end date');
    const open = table.getByRole('link', { name: 'Open subscription of Bakkerij Jansen' });
    await expect(open).toHaveTextContent('Open');
    await expect(open).toHaveAttribute('href', '/subscriptions/9');
    await expect(table.getByRole('switch', { name: 'Café de Hoek active' })).toBeChecked();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  },
};

/** End dates follow the user's date format. */
export const UserDateFormat: Story = {
  globals: { locale: 'en' },
  args: { dateFormat: 'MM/DD/YYYY', defaultShowInactive: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: '12/31/2026' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '06/30/2025' })).toBeVisible();
  },
};

/** Search matches the client's name, ignoring case and accents. */
export const Filtering: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'cafe');
    await expect(rowNames(canvas)).toEqual(['Café de Hoek']);
    await userEvent.clear(search);
    // Jansen & Zonen's subscription is inactive: hidden until 'show inactive'.
    await userEvent.type(search, 'jansen');
    await expect(rowNames(canvas)).toEqual(['Bakkerij Jansen']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show inactive' }));
    await expect(rowNames(canvas)).toEqual(['Bakkerij Jansen', 'Jansen & Zonen']);
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    await expect(canvas.getByRole('cell', { name: 'No subscriptions found' })).toBeVisible();
  },
};

/**
 * Deleting asks for confirmation naming client and service; the dialog closes after it resolves.
 * The list's own behaviour (show inactive, a refused delete, the switch, focus after a row
 * vanishes) is tested once, in Patterns/RecordList.
 */
export const Delete: Story = {
  globals: { locale: 'en' },
  args: { defaultShowInactive: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Delete Jansen & Zonen' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Delete subscription?' }));
    await waitFor(() =>
      expect(dialog.getByText('The subscription of Jansen & Zonen to Hosting will be deleted. This cannot be undone.')).toBeVisible(),
    );
    // Cancel has focus: Tab to Delete, Enter.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith(subscriptions[2]);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/**
 * The add dialog by keyboard: the client field has focus and offers the active clients only; Save
 * stays disabled until one is chosen; an end date typed in the user's format is sent as
 * YYYY-MM-DD; the dialog closes on success and opens empty again.
 */
export const AddSubscription: Story = {
  globals: { locale: 'en' },
  args: { dateFormat: 'DD.MM.YYYY' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add subscription' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add subscription' }));
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    const client = dialog.getByRole('button', { name: /Client/ });
    await waitFor(() => expect(client).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const listbox = within(await canvas.findByRole('listbox'));
    await expect(listbox.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Bakkerij Jansen',
      'Café de Hoek',
      'Jansen & Zonen',
    ]);
    await userEvent.keyboard('{Escape}');
    await chooseClient(canvasElement, dialog, 'Jansen & Zonen');
    await expect(save).toBeEnabled();
    const enddate = dialog.getByRole('group', { name: /End date/ });
    await expect(enddate).toHaveAccessibleDescription('Leave empty for a subscription without end date.');
    await userEvent.click(within(enddate).getAllByRole('spinbutton')[0]);
    await waitFor(() => expect(within(enddate).getAllByRole('spinbutton')[0]).toHaveFocus());
    await userEvent.keyboard('31122026');
    await expect(enddate).toHaveTextContent('31.12.2026');
    await userEvent.click(save);
    // No price typed: not invoiced; monthly at 21 % from the server's today.
    await expect(args.onCreate).toHaveBeenCalledWith({ client_id: 4, enddate: '2026-12-31', price: null, period: 'month', vat: '21.00' });
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(add).toHaveFocus());
    const again = await openAdd(canvasElement);
    await expect(again.getByRole('button', { name: /Client/ })).toHaveTextContent('Select an option');
    await expect(again.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Without an end date the subscription is open-ended: `enddate` is sent as null. */
export const AddWithoutEndDate: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await chooseClient(canvasElement, dialog, 'Café de Hoek');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ client_id: 2, enddate: null, price: null, period: 'month', vat: '21.00' });
  },
};

/**
 * The recurring invoice's fields: a price per period as the user types money, the period, a start
 * date and the VAT rate; a price that is no amount is refused under its field before anything is sent.
 */
export const AddWithPrice: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openAdd(canvasElement);
    await chooseClient(canvasElement, dialog, 'Café de Hoek');
    const price = dialog.getByRole('textbox', { name: 'Price per period' });
    await expect(price).toHaveAccessibleDescription('Leave empty when Kwartier should not invoice it.');
    await userEvent.type(price, 'twenty');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(price).toHaveAccessibleDescription(expect.stringContaining('Enter an amount such as 25.00.')));
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.clear(price);
    await userEvent.type(price, '1,250.5');
    await userEvent.click(dialog.getByRole('button', { name: /Period/ }));
    await userEvent.click(within(await canvas.findByRole('listbox')).getByRole('option', { name: 'Quarter' }));
    const start = dialog.getByRole('group', { name: /Start date/ });
    await userEvent.click(within(start).getAllByRole('spinbutton')[0]);
    await userEvent.keyboard('01102026');
    const vat = dialog.getByRole('textbox', { name: 'VAT %' });
    await userEvent.clear(vat);
    await userEvent.type(vat, '9');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ client_id: 2, enddate: null, price: '1250.50', period: 'quarter', startdate: '2026-10-01', vat: '9.00' });
  },
};

/** In Dutch a price is typed with a decimal comma. */
export const AddWithPriceDutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Abonnement toevoegen' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Abonnement toevoegen' }));
    const client = dialog.getByRole('button', { name: /Klant/ });
    await userEvent.click(client);
    await userEvent.click(within(await canvas.findByRole('listbox')).getByRole('option', { name: 'Café de Hoek' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Prijs per periode' }), '25,5');
    await userEvent.click(dialog.getByRole('button', { name: 'Opslaan' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ client_id: 2, enddate: null, price: '25.50', period: 'month', vat: '21.00' });
  },
};

/** Server errors appear under the client field (and others above the form); the dialog keeps the choice. */
export const AddServerError: Story = {
  globals: { locale: 'en' },
  args: {
    onCreate: fn<SubscriptionListProps['onCreate']>(async () => ({
      message: 'The given data was invalid.',
      errors: {
        client_id: ['The client must be active.'],
        service_id: ['The service does not exist.'],
      },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openAdd(canvasElement);
    await chooseClient(canvasElement, dialog, 'Bakkerij Jansen');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const client = dialog.getByRole('button', { name: /Client/ });
    await waitFor(() => expect(client).toHaveAccessibleDescription(/The client must be active\./));
    await expect(client).toHaveTextContent('Bakkerij Jansen');
    await expect(dialog.getByRole('alert')).toHaveTextContent('The service does not exist.');
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
  },
};

const createAnswer = heldAnswer();

/** While the create request runs Save spins, Close is disabled and Escape does nothing. */
export const AddSaving: Story = {
  globals: { locale: 'en' },
  args: { onCreate: fn<SubscriptionListProps['onCreate']>(() => createAnswer.next()) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openAdd(canvasElement);
    await chooseClient(canvasElement, dialog, 'Café de Hoek');
    createAnswer.hold();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(dialog.getByRole('progressbar')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
    createAnswer.release();
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** No active client to subscribe: the field says so and Save stays disabled. */
export const NoActiveClients: Story = {
  globals: { locale: 'en' },
  args: { clients: [sampleClient(3, 'Oud Archief BV', { active: false })] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openAdd(canvasElement);
    const client = dialog.getByRole('button', { name: /Client/ });
    await expect(client).toBeDisabled();
    await expect(client).toHaveAccessibleDescription('There are no active clients. Add a client or make one active first.');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    // Nothing typed: Escape closes.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  globals: { locale: 'en' },
  args: { subscriptions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'No subscriptions found' })).toBeVisible();
  },
};

/** Many subscriptions, some of clients with long names; all shown with 'show inactive'. */
export const ManySubscriptions: Story = {
  args: { subscriptions: manySubscriptions, defaultShowInactive: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('rowheader')).toHaveLength(60);
  },
};

/** A long client name is cut with an ellipsis on one line; the full name stays in its title. */
export const LongName: Story = {
  globals: { locale: 'en' },
  args: { subscriptions: [...subscriptions, sampleSubscription(20, sampleClient(20, LONG_NAME))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = within(canvas.getByRole('link', { name: LONG_NAME })).getByText(LONG_NAME);
    await expect(text).toHaveAttribute('title', LONG_NAME);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(text.getBoundingClientRect().height).toBeLessThan(30);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { defaultShowInactive: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Abonnementen' })).toBeVisible();
    await expect(canvas.getAllByRole('cell', { name: 'Geen einddatum' })).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Abonnement van Café de Hoek openen' })).toHaveTextContent('Openen');
    await userEvent.click(canvas.getByRole('button', { name: 'Jansen & Zonen verwijderen' }));
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Abonnement verwijderen?' }));
    await waitFor(() => expect(dialog.getByText(/Het abonnement van Jansen & Zonen op Hosting wordt verwijderd/)).toBeVisible());
  },
};

/** Nederlands, no subscriptions and no active clients. */
export const DutchEmpty: Story = {
  globals: { locale: 'nl' },
  args: { subscriptions: [], clients: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'Geen abonnementen gevonden' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Abonnement toevoegen' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Abonnement toevoegen' }));
    await expect(dialog.getByRole('button', { name: /Klant/ })).toHaveAccessibleDescription(
      'Er zijn geen actieve klanten. Voeg eerst een klant toe of maak er een actief.',
    );
    await expect(dialog.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
  },
};

/** On a 390 px phone nothing scrolls sideways but the table, inside its own scroll area. */
export const Phone: Story = {
  globals: { locale: 'en' },
  args: { subscriptions: [...subscriptions, sampleSubscription(20, sampleClient(20, LONG_NAME))], defaultShowInactive: true },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};

/** The add dialog on a phone: fits the width. */
export const PhoneAddDialog: Story = {
  globals: { locale: 'en' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await chooseClient(canvasElement, dialog, 'Bakkerij Jansen');
    await expectFitsPhone(canvasElement);
  },
};
