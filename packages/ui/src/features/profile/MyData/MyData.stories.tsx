import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { MyData, type MyDataProps } from './MyData';

const successors = [
  { id: 7, name: 'Bram Bakker' },
  { id: 8, name: 'Carla de Wit' },
];

const meta = {
  title: 'Features/Profile/MyData',
  component: MyData,
  parameters: { layout: 'padded' },
  args: {
    deletion: { last_admin: false, successors: [] },
    onDownload: fn<MyDataProps['onDownload']>(async () => undefined),
    onDelete: fn<MyDataProps['onDelete']>(async () => undefined),
  },
} satisfies Meta<typeof MyData>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member: both downloads, and Delete asking only the password. */
export const Member: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Download my data' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download as CSV' }));
    await expect(args.onDownload).toHaveBeenCalledWith('csv');
    await userEvent.click(canvas.getByRole('button', { name: 'Download as JSON' }));
    await expect(args.onDownload).toHaveBeenLastCalledWith('json');

    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account…' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Delete my account' }));
    await expect(dialog.queryByText('What happens to the organisation')).not.toBeInTheDocument();
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await expect(confirm).toBeDisabled();
    await waitFor(() => expect(dialog.getByLabelText(/Your password/)).toHaveFocus());
    await userEvent.keyboard('correct horse battery');
    await expect(confirm).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith({ password: 'correct horse battery' });
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Error: a wrong password stays in the dialog, its message under the field. */
export const WrongPassword: Story = {
  globals: { locale: 'en' },
  args: {
    onDelete: fn<MyDataProps['onDelete']>(async () => ({ message: 'This password is not correct.', errors: { password: ['This password is not correct.'] } })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account…' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Delete my account' }));
    await userEvent.type(dialog.getByLabelText(/Your password/), 'wrong');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(dialog.getByText('This password is not correct.')).toBeVisible());
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
  },
};

/** The last admin chooses a successor (the first preselected) or deleting the organisation, with its warning. */
export const LastAdmin: Story = {
  globals: { locale: 'en' },
  args: { deletion: { last_admin: true, successors } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account…' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Delete my account' }));
    await waitFor(() => expect(dialog.getByText(/You are the last admin of your organisation/)).toBeVisible());
    await expect(dialog.getByRole('radio', { name: 'Make another member admin' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: /New admin/ })).toHaveTextContent('Bram Bakker');
    await userEvent.type(dialog.getByLabelText(/Your password/), 'correct horse battery');

    await userEvent.click(dialog.getByRole('radio', { name: 'Delete the organisation' }));
    await waitFor(() => expect(dialog.getByText(/Everything of the organisation is deleted as well/)).toBeVisible());
    await expect(dialog.queryByRole('button', { name: /New admin/ })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: 'Make another member admin' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await expect(args.onDelete).toHaveBeenCalledWith({ password: 'correct horse battery', successor_id: 7 });
  },
};

/** The last admin with nobody to take over: only deleting the organisation, said on the button. */
export const LastAdminAlone: Story = {
  globals: { locale: 'en' },
  args: { deletion: { last_admin: true, successors: [] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account…' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Delete my account' }));
    await waitFor(() => expect(dialog.getByText(/There is no other active member to take over/)).toBeVisible());
    await expect(dialog.queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText(/Your password/), 'correct horse battery');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account and organisation' }));
    await expect(args.onDelete).toHaveBeenCalledWith({ password: 'correct horse battery', delete_organization: true });
  },
};

/** Loading: Delete waits until it is known what deletion asks. */
export const Loading: Story = {
  globals: { locale: 'en' },
  args: { deletion: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Delete my account…' })).toBeDisabled();
  },
};

/** Error: a download that fails says so. */
export const DownloadFailed: Story = {
  globals: { locale: 'en' },
  args: { onDownload: fn<MyDataProps['onDownload']>(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download as JSON' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The download could not be made. Try again.');
    await expect(canvas.getByRole('button', { name: 'Download as JSON' })).toBeEnabled();
  },
};

/** Dutch, the last admin. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { deletion: { last_admin: true, successors } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Downloaden als CSV' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mijn account verwijderen…' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Mijn account verwijderen' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'De organisatie verwijderen' }));
    await expect(dialog.getByRole('button', { name: 'Account en organisatie verwijderen' })).toBeDisabled();
  },
};

/** On a 390 px phone everything fits, the last admin's dialog too. */
export const Phone: Story = {
  decorators: [phoneFrame],
  args: { deletion: { last_admin: true, successors } },
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /…$/ }));
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
