import type { Contact } from '@kwartier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectOpenedByBrowser, inAppRouter } from '../../../primitives/Link/appRouterStory';
import { manyContacts, sampleContact, sampleContacts } from '../../../fixtures/clients';
import { heldAnswer } from '../../../fixtures/heldAnswer';
import { LONG_EMAIL, LONG_NAME } from '../../../fixtures/long';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { ClientContactsPanel, type ClientContactsPanelProps } from './ClientContactsPanel';

const contacts = sampleContacts;

const meta = {
  title: 'Features/Clients/ClientContactsPanel',
  component: ClientContactsPanel,
  parameters: { layout: 'padded' },
  args: {
    clientId: 7,
    contacts,
    onCreate: fn<ClientContactsPanelProps['onCreate']>(async () => undefined),
    onUpdate: fn<ClientContactsPanelProps['onUpdate']>(async () => undefined),
    onDelete: fn<ClientContactsPanelProps['onDelete']>(async () => undefined),
  },
} satisfies Meta<typeof ClientContactsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowNames = (canvas: ReturnType<typeof within>) =>
  canvas.queryAllByRole('rowheader').map((cell: HTMLElement) => cell.textContent);

/**
 * The contacts with mail and call links (inside the app's router opened by the browser, not
 * routed as app paths); every row has edit and delete.
 */
export const Default: Story = {
  globals: { locale: 'en' },
  decorators: [inAppRouter('/clients/7/contacts')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Contacts' })).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'Contacts' }));
    await expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Email', 'Phone', 'Actions']);
    await expect(rowNames(canvas)).toEqual(['Anneke Jansen', 'Pieter de Boer', 'Sanne Visser']);
    await expect(table.getByRole('link', { name: 'anneke.jansen@example.com' })).toHaveAttribute(
      'href',
      'mailto:anneke.jansen@example.com',
    );
    await expect(table.getByRole('link', { name: '06 1234 5601' })).toHaveAttribute('href', 'tel:0612345601');
    await expectOpenedByBrowser(table.getByRole('link', { name: 'anneke.jansen@example.com' }));
    // No phone, no email: an empty cell rather than a link.
    await expect(table.getAllByRole('link')).toHaveLength(4);
    await expect(table.getByRole('button', { name: 'Edit Sanne Visser' })).toBeEnabled();
    await expect(table.getByRole('button', { name: 'Delete Sanne Visser' })).toBeEnabled();
  },
};

export const Empty: Story = {
  globals: { locale: 'en' },
  args: { contacts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'No contacts yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add contact' })).toBeEnabled();
  },
};

/** Many contacts, long names and addresses cut on one line with the full text kept. */
export const ManyContacts: Story = {
  globals: { locale: 'en' },
  args: { contacts: manyContacts },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(40);
    const name = canvas.getByText(`${LONG_NAME} 1`);
    await expect(name).toHaveAttribute('title', `${LONG_NAME} 1`);
    await expect(name.getBoundingClientRect().height).toBeLessThan(30);
    await expect(canvas.getAllByRole('link', { name: LONG_EMAIL })[0]).toHaveAttribute('href', `mailto:${LONG_EMAIL}`);
    await expect(canvas.getByRole('table').getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().right,
    );
  },
};

/**
 * Keyboard: Enter on 'Add contact' opens an empty dialog with the name (required) focused; Save
 * creates the contact for this client (the whole `ContactCreate`, empty phone as null), the dialog
 * closes and focus returns to the button.
 */
export const Add: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add contact' });
    await userEvent.tab();
    await waitFor(() => expect(add).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add contact' }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toBeRequired();
    await expect(name).toHaveValue('');
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(dialog.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
    await userEvent.keyboard(' Joost Mulder ');
    await userEvent.tab();
    await userEvent.keyboard('joost@example.com{Enter}');
    await expect(args.onCreate).toHaveBeenCalledWith({ name: 'Joost Mulder', email: 'joost@example.com', phone: null, client_id: 7 });
    await expect(args.onUpdate).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(add).toHaveFocus());
    // Opening it again starts empty.
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('textbox', { name: /Name/ })).toHaveValue('');
  },
};

/**
 * Edit opens the same dialog, titled 'Edit contact' and filled in; Save updates that contact (the
 * emptied email as null). Another contact's dialog then shows that contact, and Escape closes it
 * while nothing was typed in it.
 */
export const Edit: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const editAnneke = canvas.getByRole('button', { name: 'Edit Anneke Jansen' });
    editAnneke.focus();
    await userEvent.keyboard('{Enter}');
    let dialog = within(await canvas.findByRole('dialog', { name: 'Edit contact' }));
    await expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveValue('Anneke Jansen');
    await expect(dialog.getByRole('textbox', { name: 'Phone' })).toHaveValue('06 1234 5601');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Email' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(contacts[0], { name: 'Anneke Jansen', email: null, phone: '06 1234 5601' });
    await expect(args.onCreate).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(editAnneke).toHaveFocus());

    canvas.getByRole('button', { name: 'Edit Pieter de Boer' }).focus();
    await userEvent.keyboard('{Enter}');
    dialog = within(await canvas.findByRole('dialog', { name: 'Edit contact' }));
    await expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveValue('Pieter de Boer');
    await expect(dialog.getByRole('textbox', { name: 'Phone' })).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Server errors appear under the fields by name; the dialog keeps what was typed. */
export const ServerError: Story = {
  globals: { locale: 'en' },
  args: {
    onUpdate: fn<ClientContactsPanelProps['onUpdate']>(async () => ({
      message: 'The given data was invalid.',
      errors: { name: ['The name field is required.'], email: ['The email must be a valid email address.'] },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Pieter de Boer' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit contact' }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    const email = dialog.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(name);
    await userEvent.clear(email);
    await userEvent.type(email, 'pieter@{Enter}');
    await waitFor(() => expect(name).toHaveAccessibleDescription('The name field is required.'));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('The email must be a valid email address.');
    await expect(email).toHaveValue('pieter@');
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeEnabled();
  },
};

/** A failure without field errors (a network error) shows a message above the fields. */
export const UnexpectedFailure: Story = {
  globals: { locale: 'en' },
  args: { onCreate: fn<ClientContactsPanelProps['onCreate']>(async () => Promise.reject(new TypeError('Failed to fetch'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add contact' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add contact' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Joost Mulder{Enter}');
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveValue('Joost Mulder');
  },
};

const saveAnswer = heldAnswer();

/** While saving, Save spins and Close is disabled; the dialog closes once the server answered. */
export const Saving: Story = {
  globals: { locale: 'en' },
  args: { onCreate: fn<ClientContactsPanelProps['onCreate']>(() => saveAnswer.next()) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add contact' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add contact' }));
    saveAnswer.hold();
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Joost Mulder{Enter}');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(dialog.getByRole('progressbar')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
    saveAnswer.release();
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Delete asks for confirmation (Cancel focused first); Delete calls onDelete and the dialog closes once it resolves. */
export const DeleteConfirm: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Pieter de Boer' }));
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Delete contact?' }));
    await waitFor(() => expect(dialog.getByText('Pieter de Boer will be deleted. This cannot be undone.')).toBeVisible());
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(contacts[1]);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** The server refuses the delete: its reason shows in the confirmation, which stays open. */
export const DeleteRefused: Story = {
  globals: { locale: 'en' },
  args: {
    onDelete: fn<ClientContactsPanelProps['onDelete']>(async () => ({
      message: 'This contact is on invoices; it cannot be deleted.',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Anneke Jansen' }));
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Delete contact?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('This contact is on invoices; it cannot be deleted.');
    await expect(canvas.getByRole('alertdialog')).toBeInTheDocument();
  },
};

/**
 * After a confirmed delete the row goes, and keyboard focus moves to the same button of the row
 * now in its place, else of the row before it — never to the page.
 */
export const DeleteKeepsFocus: Story = {
  globals: { locale: 'en' },
  render: function Render(args) {
    const [list, setList] = useState<Contact[]>(args.contacts);
    return (
      <ClientContactsPanel
        {...args}
        contacts={list}
        onDelete={async (deleted) => {
          await args.onDelete(deleted);
          setList((current) => current.filter((contact) => contact.id !== deleted.id));
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const confirm = async () => {
      const dialog = within(await canvas.findByRole('alertdialog', { name: 'Delete contact?' }));
      await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    };
    canvas.getByRole('button', { name: 'Delete Pieter de Boer' }).focus();
    await userEvent.keyboard('{Enter}');
    await confirm();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete Sanne Visser' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await confirm();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete Anneke Jansen' })).toHaveFocus());
    await expect(rowNames(canvas)).toEqual(['Anneke Jansen']);
  },
};

/** In Dutch, inside the app's router: the same mail and call links. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  decorators: [inAppRouter('/clients/7/contacts')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Contactpersonen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'anneke.jansen@example.com' })).toHaveAttribute(
      'href',
      'mailto:anneke.jansen@example.com',
    );
    await expect(canvas.getByRole('link', { name: '06 1234 5601' })).toHaveAttribute('href', 'tel:0612345601');
    await expectOpenedByBrowser(canvas.getByRole('link', { name: '06 1234 5601' }));
    await expect(canvas.getByRole('button', { name: 'Anneke Jansen bewerken' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Contactpersoon toevoegen' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Contactpersoon toevoegen' }));
    await expect(dialog.getByRole('textbox', { name: 'Telefoon' })).toHaveValue('');
  },
};

/** On a 390 px phone nothing scrolls sideways but the table, inside its own scroll area. */
export const Phone: Story = {
  args: { contacts: [...contacts, sampleContact(4, LONG_NAME, { email: LONG_EMAIL })] },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
