import type { MyOrganization } from '@kwartier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { MyOrganizations, type MyOrganizationsProps } from './MyOrganizations';

const organizations: MyOrganization[] = [
  { id: 4, name: 'Bakkerij Visser', admin: false, current: false },
  { id: 1, name: 'Studio Noord', admin: true, current: true },
];

const meta = {
  title: 'Features/Profile/MyOrganizations',
  component: MyOrganizations,
  parameters: { layout: 'padded' },
  args: {
    organizations,
    onLeave: fn<MyOrganizationsProps['onLeave']>(async () => undefined),
  },
} satisfies Meta<typeof MyOrganizations>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The person's organisations with their role, the current one marked; Leave asks first and closes once onLeave resolves. */
export const Organizations: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Organisations' }));
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(2);
    await expect(within(rows[0]!).getByText('Member')).toBeVisible();
    await expect(within(rows[0]!).queryByText('Working here now')).not.toBeInTheDocument();
    await expect(within(rows[1]!).getByText('Admin')).toBeVisible();
    await expect(within(rows[1]!).getByText('Working here now')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Leave Bakkerij Visser' }));
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Leave this organisation?' }));
    await waitFor(() => expect(dialog.getByText('You will no longer be a member of Bakkerij Visser; only a new invitation brings you back.')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Leave' }));
    await expect(args.onLeave).toHaveBeenCalledWith(organizations[0]);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Cancel (focused first) leaves nothing. */
export const Cancel: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Leave Studio Noord' }));
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Leave this organisation?' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

/** Refused (409: the last admin, or the only organisation): the server's message shows and the dialog stays open. */
export const LastAdmin: Story = {
  globals: { locale: 'en' },
  args: {
    onLeave: fn<MyOrganizationsProps['onLeave']>(async () => ({ message: 'You are the last admin of this organisation. Make someone else admin before you leave.' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Leave Studio Noord' }));
    const dialog = within(await canvas.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Leave' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('You are the last admin of this organisation. Make someone else admin before you leave.');
    await expect(canvas.getByRole('alertdialog')).toBeInTheDocument();
  },
};

/** Leaving fails unexpectedly (offline): a general message, the dialog stays open to try again. */
export const LeaveFailed: Story = {
  globals: { locale: 'en' },
  args: { onLeave: fn<MyOrganizationsProps['onLeave']>(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Leave Bakkerij Visser' }));
    const dialog = within(await canvas.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Leave' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('This could not be done. Try again, or cancel.');
  },
};

/** Loading: placeholder rows while the organisations are read. */
export const Loading: Story = {
  globals: { locale: 'en' },
  args: { organizations: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading…')).toBeInTheDocument();
  },
};

/** Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Organisaties' })).toBeVisible();
    await expect(canvas.getByText('Hier werk je nu')).toBeVisible();
    await expect(canvas.getByText('Beheerder')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Bakkerij Visser verlaten' }));
    await expect(await canvas.findByRole('alertdialog', { name: 'Deze organisatie verlaten?' })).toBeInTheDocument();
  },
};

/** On a 390 px phone each organisation is a card that fits. */
export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
