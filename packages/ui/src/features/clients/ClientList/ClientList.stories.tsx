import type { Client } from '@kwartier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
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

/** 'Show inactive' reveals inactive clients; only they have a delete button. */
export const ShowInactive: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show inactive' }));
    await expect(rowNames(canvas)).toEqual(['Bakkerij Jansen', 'Café de Hoek', 'Oud Archief BV', 'Jansen & Zonen']);
    await expect(canvas.getByRole('switch', { name: 'Oud Archief BV active' })).not.toBeChecked();
    const deleteButtons = canvas.getAllByRole('button', { name: /^Delete/ });
    await expect(deleteButtons).toHaveLength(1);
    await expect(deleteButtons[0]).toHaveAccessibleName('Delete Oud Archief BV');
  },
};

/** Deleting asks for confirmation and calls onDelete; the dialog closes after it resolves. */
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

const activeAnswer = heldAnswer();

export const ToggleActive: Story = {
  globals: { locale: 'en' },
  args: { onToggleActive: fn<ClientListProps['onToggleActive']>(() => activeAnswer.next()) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Café de Hoek active' });
    activeAnswer.hold();
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(args.onToggleActive).toHaveBeenCalledWith(clients[1]);
    // Read-only until the server answered, so a second flip does not toggle twice.
    await expect(toggle).toHaveAttribute('aria-readonly', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onToggleActive).toHaveBeenCalledTimes(1);
    // The server answers: the switch is writable again.
    activeAnswer.release();
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-readonly'));
    // Updated in place, not remounted: keyboard focus stays on the switch.
    await expect(toggle).toBeInTheDocument();
    await expect(toggle).toHaveFocus();
  },
};

/**
 * Keyboard focus survives its row vanishing: a client switched inactive (inactive ones hidden)
 * hands focus to the same switch in the next row, the last row to the previous one; a deleted
 * client's neighbour gets it once the confirmation has closed. Never to the page (`<body>`).
 */
export const FocusAfterRowVanishes: Story = {
  globals: { locale: 'en' },
  render: function Render(args) {
    const [list, setList] = useState(args.clients);
    return (
      <ClientList
        {...args}
        clients={list}
        onToggleActive={async (changed) => {
          await args.onToggleActive(changed);
          setList((current) => current.map((c) => (c.id === changed.id ? { ...c, active: !c.active } : c)));
        }}
        onDelete={async (deleted) => {
          await args.onDelete(deleted);
          setList((current) => current.filter((c) => c.id !== deleted.id));
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const activeSwitch = (name: string) => canvas.getByRole('switch', { name: `${name} active` });
    // Café de Hoek (2nd of 3 shown) switched inactive: it is hidden, Jansen & Zonen's switch takes focus.
    activeSwitch('Café de Hoek').focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.queryByRole('switch', { name: 'Café de Hoek active' })).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(activeSwitch('Jansen & Zonen')));
    // The last row switched inactive: the previous row's switch.
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.queryByRole('switch', { name: 'Jansen & Zonen active' })).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(activeSwitch('Bakkerij Jansen')));
    // Deleted through the confirmation: the row now at its place (same cell) once the dialog closed.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show inactive' }));
    const deleteButton = canvas.getByRole('button', { name: 'Delete Café de Hoek' });
    deleteButton.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Delete client?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(canvas.getByRole('button', { name: 'Delete Oud Archief BV' })));
    await expect(document.activeElement).not.toBe(document.body);
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
