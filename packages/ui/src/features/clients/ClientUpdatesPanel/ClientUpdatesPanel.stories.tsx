import type { ClientUpdateEntry } from '@kwartier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localMoment, sampleUpdate, sampleUpdates } from '../../../fixtures/clients';
import { heldAnswer } from '../../../fixtures/heldAnswer';
import { LONG_NAME } from '../../../fixtures/long';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { ClientUpdatesPanel, type ClientUpdatesPanelProps } from './ClientUpdatesPanel';

const updates = sampleUpdates;

const meta = {
  title: 'Features/Clients/ClientUpdatesPanel',
  component: ClientUpdatesPanel,
  parameters: { layout: 'padded' },
  args: {
    updates,
    dateformat: 'DD-MM-YYYY',
    onCreate: fn<ClientUpdatesPanelProps['onCreate']>(async () => undefined),
    onUpdate: fn<ClientUpdatesPanelProps['onUpdate']>(async () => undefined),
    onDelete: fn<ClientUpdatesPanelProps['onDelete']>(async () => undefined),
  },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof ClientUpdatesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('list', { name: 'Updates' })).getAllByRole('listitem');

const composer = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: /New update/ });

const LONG_TEXT = [
  `Meeting with ${LONG_NAME} about the yearly contract:`,
  '',
  '- the hourly rate goes up by 3% from 1 April;',
  '- invoices monthly instead of per project;',
  `- ${'an-unbroken-reference-number-'.repeat(6)}end`,
  '',
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. '.repeat(6),
].join('\n');

/**
 * The signed-in user's own updates and others' mixed, newest first whatever order they come in:
 * author, moment in the user's format with the time of day, '(edited)' and the text. Own updates
 * have edit and delete; the others a padlock saying why not, read by screen readers.
 */
export const MixedReadonlyAndOwn: Story = {
  globals: { locale: 'en' },
  args: { updates: [updates[2], updates[0], updates[3], updates[1]] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Updates' })).toBeVisible();
    const list = items(canvasElement);
    await expect(list.map((item) => item.querySelector('time')?.textContent)).toEqual([
      '09-03-2026 16:40',
      '05-03-2026 11:05',
      '02-03-2026 09:15',
      '20-02-2026 14:00',
    ]);
    await expect(list[0].querySelector('time')).toHaveAttribute('datetime', updates[0].created_at);
    // Own: edit and delete, no padlock.
    const own = within(list[2]);
    await expect(own.getByText('Ann de Vries')).toBeVisible();
    await expect(own.getByRole('button', { name: 'Edit update of 02-03-2026 09:15' })).toBeEnabled();
    await expect(own.getByRole('button', { name: 'Delete update of 02-03-2026 09:15' })).toBeEnabled();
    await expect(own.queryByRole('img')).not.toBeInTheDocument();
    // A colleague's: no actions, and why.
    const colleague = within(list[1]);
    await expect(colleague.getByText('Bob Jansen')).toBeVisible();
    await expect(colleague.queryByRole('button')).not.toBeInTheDocument();
    await expect(colleague.getByRole('img', { name: 'Only the author can change this update' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^(Edit|Delete) update/ })).toHaveLength(4);
  },
};

/** An update whose author no longer exists is by 'unknown user'. */
export const UnknownUser: Story = {
  globals: { locale: 'en' },
  args: { updates: [updates[3]] },
  play: async ({ canvasElement }) => {
    const item = within(items(canvasElement)[0]);
    await expect(item.getByText('unknown user')).toBeVisible();
    await expect(item.getByText('First meeting at the bakery.')).toBeVisible();
  },
};

/** A changed update is marked '(edited)'; its line breaks are kept. */
export const Edited: Story = {
  globals: { locale: 'en' },
  args: { updates: [updates[0], updates[2]] },
  play: async ({ canvasElement }) => {
    const [edited, plain] = items(canvasElement);
    await expect(within(edited).getByText('(edited)')).toBeVisible();
    await expect(within(plain).queryByText('(edited)')).not.toBeInTheDocument();
    const text = within(edited).getByText(/Texts for the new website/);
    await expect(text.textContent).toBe('Texts for the new website received.\nPhotos follow next week.');
    // Two lines on screen, not one.
    const lineHeight = parseFloat(getComputedStyle(text).lineHeight);
    await expect(text.getBoundingClientRect().height).toBeGreaterThanOrEqual(lineHeight * 2);
  },
};

export const Empty: Story = {
  globals: { locale: 'en' },
  args: { updates: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No updates yet')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(composer(canvasElement)).toBeVisible();
  },
};

/** A long text with blank lines and an unbroken word wraps inside its item; nothing overflows. */
export const LongText: Story = {
  globals: { locale: 'en' },
  args: {
    updates: [
      sampleUpdate(30, LONG_TEXT, { username: LONG_NAME, readonly: true, created_at: localMoment(2026, 3, 10, 8, 30) }),
      ...updates,
    ],
  },
  play: async ({ canvasElement }) => {
    const item = items(canvasElement)[0];
    const text = within(item).getByText(/yearly contract/);
    await expect(text.textContent).toBe(LONG_TEXT);
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    await expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(item.getBoundingClientRect().right);
  },
};

/**
 * Add: 'Add update' is enabled once something is typed; Enter makes a new line, the button (or
 * Ctrl+Enter) adds the trimmed text with its line breaks; the field empties and keeps focus.
 */
export const Add: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = composer(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add update' });
    await expect(field).toBeRequired();
    await expect(field).toHaveAccessibleDescription('Ctrl+Enter (⌘+Enter on a Mac) adds it.');
    await expect(add).toBeDisabled();
    await userEvent.type(field, '   ');
    await expect(add).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'Sent the quote.{Enter}Follow up on Friday. ');
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.tab();
    await waitFor(() => expect(add).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreate).toHaveBeenCalledWith('Sent the quote.\nFollow up on Friday.');
    await waitFor(() => expect(field).toHaveValue(''));
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, 'Paid the first invoice.');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onCreate).toHaveBeenLastCalledWith('Paid the first invoice.');
    await waitFor(() => expect(field).toHaveValue(''));
  },
};

const addAnswer = heldAnswer();

/** While the update is sent the button spins, the field is read-only and a second Ctrl+Enter sends nothing. */
export const Adding: Story = {
  globals: { locale: 'en' },
  args: { onCreate: fn<ClientUpdatesPanelProps['onCreate']>(() => addAnswer.next()) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = composer(canvasElement);
    addAnswer.hold();
    await userEvent.type(field, 'Sent the quote.');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    const add = canvas.getByRole('button', { name: /Add update/ });
    await expect(within(add).getByRole('progressbar')).toBeInTheDocument();
    await expect(field).toHaveAttribute('readonly');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
    addAnswer.release();
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(field).not.toHaveAttribute('readonly');
  },
};

/** The server's message appears under the field, which keeps the text. */
export const AddServerError: Story = {
  globals: { locale: 'en' },
  args: {
    onCreate: fn<ClientUpdatesPanelProps['onCreate']>(async () => ({
      message: 'The update may not be greater than 65535 characters.',
      errors: { update: ['The update may not be greater than 65535 characters.'] },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = composer(canvasElement);
    await userEvent.type(field, 'Sent the quote.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add update' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/The update may not be greater than 65535 characters\./));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('Sent the quote.');
  },
};

/**
 * Edit: the dialog opens on the update's text with the field focused; Save sends the changed
 * text for that update and the dialog closes, focus back on the edit button.
 */
export const Edit: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const edit = canvas.getByRole('button', { name: 'Edit update of 09-03-2026 16:40' });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit update' }));
    const field = dialog.getByRole('textbox', { name: /Update/ });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toBeRequired();
    await expect(field).toHaveValue(updates[0].update);
    await userEvent.type(field, '{Enter}Invoice after delivery.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(updates[0], `${updates[0].update}\nInvoice after delivery.`);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(edit).toHaveFocus());
  },
};

/** The server refuses the edit: its message appears under the field; the dialog keeps the text. */
export const EditServerError: Story = {
  globals: { locale: 'en' },
  args: {
    onUpdate: fn<ClientUpdatesPanelProps['onUpdate']>(async () => ({
      message: 'The update field is required.',
      errors: { update: ['The update field is required.'] },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit update of 02-03-2026 09:15' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit update' }));
    const field = dialog.getByRole('textbox', { name: /Update/ });
    await userEvent.clear(field);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('The update field is required.'));
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
  },
};

const editAnswer = heldAnswer();

/** While the edit is saved, Save spins and Close is disabled. */
export const EditSaving: Story = {
  globals: { locale: 'en' },
  args: { onUpdate: fn<ClientUpdatesPanelProps['onUpdate']>(() => editAnswer.next()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit update of 02-03-2026 09:15' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit update' }));
    editAnswer.hold();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(dialog.getByRole('progressbar')).toBeInTheDocument();
    editAnswer.release();
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Delete asks for confirmation naming the update's moment; it closes once onDelete resolves. */
export const Delete: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete update of 02-03-2026 09:15' }));
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Delete update?' }));
    await waitFor(() => expect(dialog.getByText('The update of 02-03-2026 09:15 will be deleted. This cannot be undone.')).toBeVisible());
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(updates[2]);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** The server refuses the delete: its reason shows in the confirmation, which stays open. */
export const DeleteRefused: Story = {
  globals: { locale: 'en' },
  args: {
    onDelete: fn<ClientUpdatesPanelProps['onDelete']>(async () => ({
      message: 'Only the author can delete this update.',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete update of 09-03-2026 16:40' }));
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Delete update?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Only the author can delete this update.');
    await expect(canvas.getByRole('alertdialog')).toBeInTheDocument();
  },
};

/**
 * After a confirmed delete the update goes and keyboard focus moves to the same button of the
 * update now in its place, else of the one before it, else to the new-update field.
 */
export const DeleteKeepsFocus: Story = {
  globals: { locale: 'en' },
  args: {
    updates: [
      sampleUpdate(3, 'Third.', { created_at: localMoment(2026, 3, 3, 10, 0) }),
      sampleUpdate(2, 'Second.', { created_at: localMoment(2026, 3, 2, 10, 0) }),
      sampleUpdate(1, 'First.', { created_at: localMoment(2026, 3, 1, 10, 0) }),
    ],
  },
  render: function Render(args) {
    const [list, setList] = useState<ClientUpdateEntry[]>(args.updates);
    return (
      <ClientUpdatesPanel
        {...args}
        updates={list}
        onDelete={async (deleted) => {
          await args.onDelete(deleted);
          setList((current) => current.filter((update) => update.id !== deleted.id));
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deleteConfirmed = async () => {
      await userEvent.keyboard('{Enter}');
      const dialog = within(await canvas.findByRole('alertdialog', { name: 'Delete update?' }));
      await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    };
    canvas.getByRole('button', { name: 'Delete update of 02-03-2026 10:00' }).focus();
    await deleteConfirmed();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete update of 01-03-2026 10:00' })).toHaveFocus());
    await deleteConfirmed();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete update of 03-03-2026 10:00' })).toHaveFocus());
    await deleteConfirmed();
    await waitFor(() => expect(composer(canvasElement)).toHaveFocus());
    await expect(canvas.getByText('No updates yet')).toBeVisible();
  },
};

/** Moments follow the user's date format. */
export const OtherDateFormat: Story = {
  globals: { locale: 'en' },
  args: { dateformat: 'MM/DD/YYYY' },
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement)[0].querySelector('time')).toHaveTextContent('03/09/2026 16:40');
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Updates' })).toBeVisible();
    await expect(canvas.getByText('onbekende gebruiker')).toBeVisible();
    await expect(canvas.getByText('(bewerkt)')).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: 'Alleen de auteur kan deze update wijzigen' })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Update toevoegen' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Update van 09-03-2026 16:40 bewerken' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Update bewerken' }));
    await expect(dialog.getByRole('textbox', { name: /Update/ })).toHaveValue(updates[0].update);
  },
};

/** On a 390 px phone nothing scrolls sideways; long text and names wrap. */
export const Phone: Story = {
  args: { updates: [sampleUpdate(30, LONG_TEXT, { username: LONG_NAME, created_at: localMoment(2026, 3, 10, 8, 30) }), ...updates] },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
