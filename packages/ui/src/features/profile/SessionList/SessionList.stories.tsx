import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { sampleSession, sampleSessions } from '../../../fixtures/sessions';
import { SessionList, type SessionListProps } from './SessionList';

const meta = {
  title: 'Features/Profile/SessionList',
  component: SessionList,
  parameters: { layout: 'padded' },
  args: {
    sessions: sampleSessions,
    dateFormat: 'DD-MM-YYYY',
    onEnd: fn<SessionListProps['onEnd']>(async () => undefined),
    onEndOthers: fn<SessionListProps['onEndOthers']>(async () => undefined),
  },
} satisfies Meta<typeof SessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three sessions, this one marked 'This device' and without Sign out; the others have one each. */
export const Sessions: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Sessions' }));
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0]).getByText('Firefox 133 on Windows 10')).toBeVisible();
    await expect(within(rows[0]).getByText('This device')).toBeVisible();
    await expect(within(rows[0]).getByText('203.0.113.7')).toBeVisible();
    await expect(within(rows[0]).queryByRole('button')).not.toBeInTheDocument();
    await expect(within(rows[1]).getByText('Safari 18 on iOS 18.1')).toBeVisible();
    await expect(within(rows[1]).getByText('Phone')).toBeVisible();
    // A browser that said nothing about itself: its kind, and an unknown address.
    await expect(within(rows[2]).getByText('Tablet')).toBeVisible();
    await expect(within(rows[2]).getByText('Unknown')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out Safari 18 on iOS 18.1' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Sign out all other sessions' })).toBeEnabled();
    // All in one organisation: none says which.
    await expect(canvas.queryByText(/^In Studio Noord$/)).not.toBeInTheDocument();
  },
};

/** A person in two organisations: each session says which one it works in. */
export const SeveralOrganizations: Story = {
  globals: { locale: 'nl' },
  args: { sessions: [sampleSessions[0], sampleSession('phone', { organization_name: 'Bakkerij Visser' })] },
  play: async ({ canvasElement }) => {
    const rows = within(within(canvasElement).getByRole('table', { name: 'Sessies' })).getAllByRole('row').slice(1);
    await expect(within(rows[0]).getByText('In Studio Noord')).toBeVisible();
    await expect(within(rows[1]).getByText('In Bakkerij Visser')).toBeVisible();
  },
};

/** Sign out of one session asks first; the dialog closes once onEnd resolves. */
export const SignOutOne: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out Safari 18 on iOS 18.1' }));
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Sign out this session?' }));
    await waitFor(() => expect(dialog.getByText('Safari 18 on iOS 18.1 (198.51.100.23) will have to sign in again.')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Sign out' }));
    await expect(args.onEnd).toHaveBeenCalledWith(sampleSessions[1]);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** 'Sign out all other sessions' asks first, counting them; Cancel sends nothing, confirming calls onEndOthers. */
export const SignOutOthers: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out all other sessions' }));
    let dialog = within(await canvas.findByRole('alertdialog', { name: 'Sign out all other sessions?' }));
    await waitFor(() => expect(dialog.getByText('2 other browsers signed in as you will have to sign in again. This one stays signed in.')).toBeVisible());
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onEndOthers).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Sign out all other sessions' }));
    dialog = within(await canvas.findByRole('alertdialog', { name: 'Sign out all other sessions?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Sign out' }));
    await expect(args.onEndOthers).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Error: the server refuses (the session ended meanwhile): its message shows and the dialog stays open. */
export const SignOutRefused: Story = {
  globals: { locale: 'en' },
  args: { onEnd: fn<SessionListProps['onEnd']>(async () => ({ message: 'Not found.' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out Safari 18 on iOS 18.1' }));
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Sign out this session?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Sign out' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Not found.');
    await expect(canvas.getByRole('alertdialog')).toBeInTheDocument();
  },
};

/** Error: signing out the others fails unexpectedly (offline): a general message, the dialog stays open to try again. */
export const SignOutOthersFailed: Story = {
  globals: { locale: 'en' },
  args: { onEndOthers: fn<SessionListProps['onEndOthers']>(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = within(await canvas.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Sign out' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('This could not be done. Try again, or cancel.');
  },
};

/** Only this browser: nothing else to sign out. */
export const OnlyThisOne: Story = {
  globals: { locale: 'en' },
  args: { sessions: [sampleSessions[0]] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

/** Loading: placeholder rows while the sessions are read. */
export const Loading: Story = {
  globals: { locale: 'en' },
  args: { sessions: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByText('No sessions')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();
  },
};

/** Empty (the list was read before this browser signed in). */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { sessions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No sessions')).toBeVisible();
  },
};

/** Dutch, one other session. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { sessions: [sampleSessions[0], sampleSession('laptop', { browser: 'Chrome 131', os: 'macOS Sequoia', device: 'desktop' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Firefox 133 op Windows 10')).toBeVisible();
    await expect(canvas.getByText('Dit apparaat')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Alle andere sessies afmelden' }));
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Alle andere sessies afmelden?' }));
    await waitFor(() => expect(dialog.getByText('1 andere browser waarmee je bent aangemeld, moet zich opnieuw aanmelden. Deze blijft aangemeld.')).toBeVisible());
  },
};

/** On a 390 px phone each session is a card that fits. */
export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
