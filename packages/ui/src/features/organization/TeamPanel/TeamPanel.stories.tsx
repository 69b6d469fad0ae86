import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleMember, sampleMembers } from '../../../fixtures/members';
import { TeamPanel, type TeamPanelProps } from './TeamPanel';
import { heldAnswer } from '../../../fixtures/heldAnswer';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { LONG_EMAIL, LONG_NAME } from '../../../fixtures/long';

const member = sampleMember;
const members = sampleMembers;

const meta = {
  title: 'Features/Organization/TeamPanel',
  component: TeamPanel,
  parameters: { layout: 'padded' },
  args: {
    members,
    onInvite: fn<TeamPanelProps['onInvite']>(async () => undefined),
    onToggleAdmin: fn<TeamPanelProps['onToggleAdmin']>(async () => undefined),
    onToggleActive: fn<TeamPanelProps['onToggleActive']>(async () => undefined),
    onDelete: fn<TeamPanelProps['onDelete']>(async () => undefined),
    onEndSessions: fn<NonNullable<TeamPanelProps['onEndSessions']>>(async () => undefined),
  },
} satisfies Meta<typeof TeamPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowNames = (canvas: ReturnType<typeof within>) =>
  canvas.queryAllByRole('rowheader').map((cell: HTMLElement) => cell.textContent);

/** 'invitation pending' for members without a name, '(you)' for yourself; inactive hidden. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Team' }));
    await expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Email',
      'Admin',
      'Active',
      'Actions',
    ]);
    await expect(rowNames(canvas)).toEqual(['Ann de Vries (you)', 'Bob Jansen', 'invitation pending']);
    await expect(table.getByRole('switch', { name: 'Ann de Vries admin' })).toBeChecked();
    // Your own active and admin switches are disabled (the server refuses both), and you cannot delete yourself.
    await expect(table.getByRole('switch', { name: 'Ann de Vries active' })).toBeDisabled();
    await expect(table.getByRole('switch', { name: 'Ann de Vries admin' })).toBeDisabled();
    await expect(table.getByRole('switch', { name: 'Bob Jansen admin' })).toBeEnabled();
    await expect(table.queryByRole('button', { name: 'Delete Ann de Vries' })).not.toBeInTheDocument();
    await expect(table.getByRole('switch', { name: 'Bob Jansen active' })).toBeEnabled();
    await expect(table.getByRole('switch', { name: 'carla@example.com admin' })).not.toBeChecked();
  },
};

/** A person with an account elsewhere, invited: their name, marked as not accepted yet. */
export const InvitedWithAccount: Story = {
  globals: { locale: 'en' },
  args: { members: [...sampleMembers, sampleMember(5, 'Eva Elders', 'eva@example.com', { invite_token: 'invite-eva' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rowNames(canvas)).toEqual(['Ann de Vries (you)', 'Bob Jansen', 'invitation pending', 'Eva Elders (invitation pending)']);
  },
};

/** 'Show inactive' reveals inactive members. */
export const ShowInactive: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show inactive' }));
    await expect(rowNames(canvas)).toEqual(['Ann de Vries (you)', 'Bob Jansen', 'invitation pending', 'Dirk Bakker']);
    await expect(canvas.getByRole('switch', { name: 'Dirk Bakker active' })).not.toBeChecked();
  },
};

/** Send is enabled only with an address; Enter sends; the field clears after success. */
export const Invite: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: 'Send' });
    const email = canvas.getByRole('textbox', { name: 'Email address to invite' });
    await expect(send).toBeDisabled();
    await userEvent.type(email, '  ');
    await expect(send).toBeDisabled();
    await userEvent.clear(email);
    await userEvent.type(email, 'erik@example.com');
    await expect(send).toBeEnabled();
    // The button lines up with the input.
    await expect(Math.abs(send.getBoundingClientRect().top - email.getBoundingClientRect().top)).toBeLessThanOrEqual(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onInvite).toHaveBeenCalledWith('erik@example.com');
    await waitFor(() => expect(email).toHaveValue(''));
    await expect(send).toBeDisabled();
  },
};

/** Server errors appear under the field, which keeps the address. */
export const InviteServerError: Story = {
  globals: { locale: 'en' },
  args: {
    onInvite: fn<TeamPanelProps['onInvite']>(async () => ({
      message: 'The given data was invalid.',
      errors: { email: ['The email has already been taken.'] },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email address to invite' });
    await userEvent.type(email, 'bob@example.com{enter}');
    await waitFor(() => expect(email).toHaveAccessibleDescription('The email has already been taken.'));
    await expect(email).toHaveValue('bob@example.com');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A message without field errors, or a network failure, also appears under the field. */
export const InviteUnexpectedFailure: Story = {
  globals: { locale: 'en' },
  args: { onInvite: fn<TeamPanelProps['onInvite']>(async () => Promise.reject(new TypeError('Failed to fetch'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email address to invite' });
    await userEvent.type(email, 'erik@example.com{enter}');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Something went wrong. Please try again.'));
  },
};

/** While the invitation is sent, Send spins and a second Enter does not send it twice. */
export const InviteSending: Story = {
  globals: { locale: 'en' },
  args: { onInvite: fn<TeamPanelProps['onInvite']>(() => new Promise<undefined>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address to invite' }), 'erik@example.com{enter}');
    const send = canvas.getByRole('button', { name: /Send/ });
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await expect(within(send).getByRole('progressbar')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onInvite).toHaveBeenCalledTimes(1);
  },
};

const adminAnswer = heldAnswer();

/** Keyboard: Space flips the admin switch; it is read-only until the server answered and keeps focus. */
export const ToggleAdmin: Story = {
  globals: { locale: 'en' },
  args: { onToggleAdmin: fn<TeamPanelProps['onToggleAdmin']>(() => adminAnswer.next()) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Bob Jansen admin' });
    adminAnswer.hold();
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(args.onToggleAdmin).toHaveBeenCalledWith(members[1]);
    await expect(toggle).toHaveAttribute('aria-readonly', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onToggleAdmin).toHaveBeenCalledTimes(1);
    // The server answers: the switch is writable again.
    adminAnswer.release();
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-readonly'));
    await expect(toggle).toHaveFocus();
  },
};

export const ToggleActive: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Bob Jansen active' }));
    await expect(args.onToggleActive).toHaveBeenCalledWith(members[1]);
    await userEvent.click(canvas.getByRole('switch', { name: 'Ann de Vries active' }), { pointerEventsCheck: 0 });
    await expect(args.onToggleActive).toHaveBeenCalledTimes(1);
  },
};

/** Deleting asks for confirmation; the dialog closes once onDelete resolves. */
export const Delete: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete carla@example.com' }));
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Delete team member?' }));
    await waitFor(() => expect(dialog.getByText(/carla@example.com will be removed/)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(members[2]);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Cancel (focused first) closes the confirmation without deleting. */
export const DeleteCancelled: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Bob Jansen' }));
    const dialog = within(await canvas.findByRole('alertdialog'));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  globals: { locale: 'en' },
  args: { members: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'No team members found' })).toBeVisible();
  },
};

/** Many members with long names and addresses wrap inside the table. */
export const LongContent: Story = {
  args: {
    members: Array.from({ length: 30 }, (_, i) =>
      member(
        i + 1,
        i % 6 === 2 ? '' : i % 4 === 0 ? `Annemarie Wilhelmina Theodora van der Berg-de Vries ${i + 1}` : `Member ${i + 1}`,
        i % 5 === 0 ? `someone.with.a.very.long.address.number.${i + 1}@een-heel-lange-domeinnaam.example.nl` : `member${i + 1}@example.com`,
        { is_current: i === 0, admin: i % 3 === 0, active: i % 7 !== 6 },
      ),
    ),
    defaultShowInactive: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(30);
    await expect(canvas.getByRole('table').getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().right,
    );
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rowNames(canvas)).toEqual(['Ann de Vries (jij)', 'Bob Jansen', 'uitnodiging in afwachting']);
    await expect(canvas.getByRole('button', { name: 'Versturen' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Toon inactieve' })).toBeVisible();
  },
};

/** Long names and email addresses are cut with an ellipsis (never broken mid-word); the full text is their title. */
export const LongNameAndEmail: Story = {
  globals: { locale: 'en' },
  args: { members: [...members, member(5, LONG_NAME, LONG_EMAIL)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const full of [LONG_NAME, LONG_EMAIL]) {
      const text = canvas.getByText(full);
      await expect(text).toHaveAttribute('title', full);
      await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
      await expect(text.getBoundingClientRect().height).toBeLessThan(30);
    }
  },
};

/** On a 390 px phone nothing scrolls sideways but the table, inside its own scroll area. */
export const Phone: Story = {
  globals: { locale: 'en' },
  args: { members: [...members, member(5, LONG_NAME, LONG_EMAIL)] },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};

/** An admin signs a member out everywhere, after confirming; not offered for yourself or a pending invitation. */
export const SignOutEverywhere: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Sign Ann de Vries out everywhere' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Sign carla@example.com out everywhere' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Bob Jansen out everywhere' }));
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Sign out everywhere?' }));
    await waitFor(() => expect(dialog.getByText('Bob Jansen will be signed out in every browser and has to sign in again.')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Sign out' }));
    await expect(args.onEndSessions).toHaveBeenCalledWith(members[1]);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
