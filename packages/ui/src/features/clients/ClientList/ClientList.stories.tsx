import type { Client } from '@kwartier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleClient, sampleClients } from '../../../fixtures/clients';
import { ClientList, type ClientListProps } from './ClientList';
import { heldAnswer } from '../../../fixtures/heldAnswer';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { LONG_EMAIL, LONG_NAME } from '../../../fixtures/long';

const client = sampleClient;
const clients = sampleClients;

const meta = {
  title: 'Features/Clients/ClientList',
  component: ClientList,
  parameters: { layout: 'padded' },
  args: {
    clients,
    clientHref: (id) => `/clients/${id}`,
    onCreate: fn<ClientListProps['onCreate']>(async () => undefined),
    onToggleActive: fn<ClientListProps['onToggleActive']>(async () => undefined),
    onDelete: fn<ClientListProps['onDelete']>(async () => undefined),
  },
} satisfies Meta<typeof ClientList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowNames = (canvas: ReturnType<typeof within>) =>
  canvas.queryAllByRole('rowheader').map((cell: HTMLElement) => cell.textContent);

export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Clients' }));
    await expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Colour',
      'Name',
      'Client number',
      'Active',
      'Actions',
    ]);
    // Inactive clients are hidden by default.
    await expect(rowNames(canvas)).toEqual(['Bakkerij Jansen', 'Café de Hoek', 'Jansen & Zonen']);
    await expect(table.getByRole('link', { name: 'Bakkerij Jansen' })).toHaveAttribute('href', '/clients/1');
    await expect(table.getByRole('switch', { name: 'Bakkerij Jansen active' })).toBeChecked();
  },
};

/** Search matches name or client number, ignoring case and accents. */
export const Filtering: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'jansen');
    await expect(rowNames(canvas)).toEqual(['Bakkerij Jansen', 'Jansen & Zonen']);
    await userEvent.clear(search);
    await userEvent.type(search, 'cafe');
    await expect(rowNames(canvas)).toEqual(['Café de Hoek']);
    await userEvent.clear(search);
    await userEvent.type(search, 'C-0004');
    await expect(rowNames(canvas)).toEqual(['Jansen & Zonen']);
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    await expect(canvas.getByRole('cell', { name: 'No clients found' })).toBeVisible();
  },
};

/**
 * Deleting asks for confirmation in the client's words and calls onDelete with the client. The
 * list's own behaviour (show inactive, a refused delete, the switch, focus after a row vanishes)
 * is tested once, in Patterns/RecordList.
 */
export const Delete: Story = {
  globals: { locale: 'en' },
  args: { defaultShowInactive: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Oud Archief BV' }));
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Delete client?' }));
    await waitFor(() => expect(dialog.getByText(/Oud Archief BV will be deleted/)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(clients[2]);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/**
 * The add dialog: name is marked required; Save creates and the dialog closes on success. Save is
 * not disabled for an empty name: the server's 'required' message appears under the field.
 */
export const AddClient: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add client' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add client' }));
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeEnabled();
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Drukkerij Peters');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Client number' }), 'C-0099');
    await userEvent.click(save);
    await expect(args.onCreate).toHaveBeenCalledWith({ name: 'Drukkerij Peters', clientnumber: 'C-0099' });
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    // Opening it again starts empty.
    await userEvent.click(canvas.getByRole('button', { name: 'Add client' }));
    await expect(await canvas.findByRole('textbox', { name: /Name/ })).toHaveValue('');
  },
};

/** Server errors appear under the matching field; the dialog stays open with what was typed. */
/** Given the organisation's currency, the add dialog starts on it; another is chosen by name or code and sent. */
export const AddClientInCurrency: Story = {
  globals: { locale: 'en' },
  args: { defaultCurrency: 'EUR' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add client' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add client' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Acme Inc.');
    const currency = dialog.getByRole('combobox', { name: 'Currency' });
    await expect(currency).toHaveValue('Euro (EUR)');
    await userEvent.clear(currency);
    await userEvent.type(currency, 'USD');
    await userEvent.click(await canvas.findByRole('option', { name: 'US Dollar (USD)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledWith({ name: 'Acme Inc.', clientnumber: null, currency: 'USD' }));
  },
};

/** In Dutch on a phone: the add dialog's currency named in Dutch. */
export const AddClientInCurrencyDutchPhone: Story = {
  globals: { locale: 'nl' },
  args: { defaultCurrency: 'JPY' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFitsPhone(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Klant toevoegen' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Klant toevoegen' }));
    await expect(dialog.getByRole('combobox', { name: 'Valuta' })).toHaveValue('Japanse yen (JPY)');
  },
};

export const AddClientServerError: Story = {
  globals: { locale: 'en' },
  args: {
    onCreate: fn<ClientListProps['onCreate']>(async () => ({
      message: 'The name has already been taken.',
      errors: { name: ['The name has already been taken.'] },
    })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add client' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add client' }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'Bakkerij Jansen{enter}');
    await expect(args.onCreate).toHaveBeenCalledWith({ name: 'Bakkerij Jansen', clientnumber: null });
    await waitFor(() => expect(name).toHaveAccessibleDescription('The name has already been taken.'));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveValue('Bakkerij Jansen');
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeEnabled();
  },
};

/** While the create request runs Save spins and Close is disabled. */
export const AddClientSaving: Story = {
  globals: { locale: 'en' },
  args: { onCreate: fn<ClientListProps['onCreate']>(() => new Promise<undefined>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add client' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add client' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Drukkerij Peters{enter}');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(dialog.getByRole('progressbar')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  globals: { locale: 'en' },
  args: { clients: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'No clients found' })).toBeVisible();
  },
};

export const ManyClients: Story = {
  args: {
    clients: Array.from({ length: 60 }, (_, i) =>
      client(i + 1, i % 7 === 0 ? `Client with a very long registered trade name number ${i + 1} BV` : `Client ${i + 1}`, {
        active: i % 5 !== 0,
        color: `#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}ff`,
      }),
    ),
    defaultShowInactive: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('rowheader')).toHaveLength(60);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { clients: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'Geen klanten gevonden' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Toon inactieve' })).toBeVisible();
  },
};

/** A long name is cut with an ellipsis on one line; the full name stays in its title (and accessible name). */
export const LongName: Story = {
  globals: { locale: 'en' },
  args: { clients: [...clients, client(5, LONG_NAME)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: LONG_NAME });
    const text = within(link).getByText(LONG_NAME);
    await expect(text).toHaveAttribute('title', LONG_NAME);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(text.getBoundingClientRect().height).toBeLessThan(30);
  },
};

/** On a 390 px phone nothing scrolls sideways but the table, inside its own scroll area. */
export const Phone: Story = {
  globals: { locale: 'en' },
  args: { clients: [...clients, client(5, LONG_NAME)] },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
