import type { AccessToken, CreatedAccessToken } from '@kwartier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { AccessTokens, type AccessTokensProps } from './AccessTokens';

const sampleTokens: AccessToken[] = [
  { id: 3, name: 'Invoice export', scope: 'read', created_at: '2026-03-02T08:12:44Z', expires_at: '2026-05-31T08:12:44Z', last_used_at: '2026-03-03T10:00:00Z', expired: false, organization_name: 'Studio Noord' },
  { id: 2, name: 'Time import script', scope: 'write', created_at: '2026-01-10T09:00:00Z', expires_at: '2026-12-31T23:59:59.999Z', last_used_at: null, expired: false, organization_name: 'Studio Noord' },
  { id: 1, name: 'Old dashboard', scope: 'read', created_at: '2025-01-10T09:00:00Z', expires_at: '2025-04-10T09:00:00Z', last_used_at: '2025-04-01T12:30:00Z', expired: true, organization_name: 'Studio Noord' },
];

const created: CreatedAccessToken = { ...sampleTokens[0], id: 4, name: 'Reports', token: 'kwt_3kq0Yb8xF2VnR7tLw1pZcAQm9vbGVhbkRldmljZUlkMQ' };

const meta = {
  title: 'Features/Profile/AccessTokens',
  component: AccessTokens,
  parameters: { layout: 'padded' },
  args: {
    tokens: sampleTokens,
    dateFormat: 'DD-MM-YYYY',
    firstDayOfWeek: 1,
    today: '2026-03-04',
    onCreate: fn<AccessTokensProps['onCreate']>(async () => undefined),
    onRevoke: fn<AccessTokensProps['onRevoke']>(async () => undefined),
    onDismissCreated: fn(),
  },
} satisfies Meta<typeof AccessTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three tokens: access, the day it expires in the user's date format (or Expired) and last use (or Never), each with Revoke. */
export const Tokens: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'API tokens' }));
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0]).getByText('Read only')).toBeVisible();
    await expect(within(rows[0]).getByText('31-05-2026')).toBeVisible();
    await expect(within(rows[1]).getByText('Read and write')).toBeVisible();
    // Made for a date: it ends with that date in UTC, and that date is shown.
    await expect(within(rows[1]).getByText('31-12-2026')).toBeVisible();
    await expect(within(rows[1]).getByText('Never')).toBeVisible();
    await expect(within(rows[2]).getByText('Expired')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Revoke Invoice export' })).toBeEnabled();
    // All in one organisation: none says which.
    await expect(canvas.queryByText(/Acts in/)).not.toBeInTheDocument();
  },
};

/** A person in two organisations: each token says which one it acts in. */
export const SeveralOrganizations: Story = {
  globals: { locale: 'en' },
  args: { tokens: [sampleTokens[0], { ...sampleTokens[1], organization_name: 'Bakkerij Visser' }] },
  play: async ({ canvasElement }) => {
    const rows = within(within(canvasElement).getByRole('table', { name: 'API tokens' })).getAllByRole('row').slice(1);
    await expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('Invoice exportActs in Studio Noord');
    await expect(within(rows[1]).getByText('Acts in Bakkerij Visser')).toBeVisible();
  },
};

/** Make a token: name, access and a preset expiry (90 days at first) go to onCreate; Make token stays disabled without a name. */
export const Create: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const make = canvas.getByRole('button', { name: 'Make token' });
    await expect(make).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Reports');
    const expiry = canvas.getByRole('button', { name: /Expires/ });
    await expect(expiry).toHaveTextContent('In 90 days');
    await userEvent.click(expiry);
    await expect((await canvas.findAllByRole('option')).map((option) => option.textContent)).toEqual(['In 7 days', 'In 30 days', 'In 90 days', 'In a year', 'On a date']);
    await userEvent.click(canvas.getByRole('option', { name: 'In 30 days' }));
    await expect(canvas.queryByRole('group', { name: /Last day/ })).not.toBeInTheDocument();
    await userEvent.click(make);
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledWith({ name: 'Reports', scope: 'read', expires_in_days: 30 }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue(''));
  },
};

/**
 * Expiry on a date: the date field offers tomorrow to a year ahead (earlier days are refused under
 * the field and keep Make token disabled); the date goes to onCreate as `expires_on`.
 */
export const CreateOnDate: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Year end');
    await userEvent.click(canvas.getByRole('button', { name: /Expires/ }));
    await userEvent.click(await canvas.findByRole('option', { name: 'On a date' }));
    const date = await canvas.findByRole('group', { name: /Last day/ });
    const make = canvas.getByRole('button', { name: 'Make token' });
    await expect(make).toBeDisabled();

    // Today (4 March 2026) is too early.
    const [day] = within(date).getAllByRole('spinbutton');
    await userEvent.click(day);
    await userEvent.keyboard('04032026');
    await expect(date).toHaveTextContent('04-03-2026');
    await waitFor(() => expect(canvas.getByText(/05-03-2026/)).toBeVisible());
    await expect(make).toBeDisabled();

    await userEvent.click(day);
    await userEvent.keyboard('31122026');
    await expect(date).toHaveTextContent('31-12-2026');
    await waitFor(() => expect(make).toBeEnabled());
    await userEvent.click(make);
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledWith({ name: 'Year end', scope: 'read', expires_on: '2026-12-31' }));
  },
};

/** The token just made: its secret shown once, with Copy (keyboard), until dismissed. */
export const Created: Story = {
  globals: { locale: 'en' },
  args: { created },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(created.token)).toBeVisible();
    await expect(canvas.getByText('Your new token “Reports”')).toBeVisible();
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      canvas.getByRole('button', { name: 'Copy' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(write).toHaveBeenCalledWith(created.token);
      await expect(await canvas.findByText('Copied to the clipboard.')).toBeVisible();
    } finally {
      write.mockRestore();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissCreated).toHaveBeenCalled();
  },
};

/** Error: the server refuses the expiry; its message shows under the field, the name is kept. */
export const CreateRefused: Story = {
  globals: { locale: 'en' },
  args: {
    onCreate: fn<AccessTokensProps['onCreate']>(async () => ({
      message: 'The days until it expires must be after today and at most 365 days ahead.',
      errors: { expires_in_days: ['The days until it expires must be after today and at most 365 days ahead.'] },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Reports');
    await userEvent.click(canvas.getByRole('button', { name: 'Make token' }));
    await expect(await canvas.findByText('The days until it expires must be after today and at most 365 days ahead.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue('Reports');
  },
};

/** Revoke asks first; confirming calls onRevoke with the token. */
export const Revoke: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Invoice export' }));
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Revoke this token?' }));
    await waitFor(() => expect(dialog.getByText('Apps using “Invoice export” can no longer call Kwartier with it.')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(sampleTokens[0]);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Loading: placeholder rows while the tokens are read. */
export const Loading: Story = {
  globals: { locale: 'en' },
  args: { tokens: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading…')).toBeInTheDocument();
  },
};

/** Empty: no tokens yet. */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { tokens: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tokens')).toBeVisible();
  },
};

/** Dutch: the expiry days in Dutch too. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { created },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'API-tokens' })).toBeVisible();
    await expect(canvas.getByText('Verlopen')).toBeVisible();
    await expect(canvas.getByText('31-12-2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Verloopt/ })).toHaveTextContent('Over 90 dagen');
    await expect(canvas.getByRole('button', { name: 'Token maken' })).toBeDisabled();
    await expect(canvas.getByText('Je nieuwe token „Reports”')).toBeVisible();
  },
};

/** On a 390 px phone the form (with the expiry date field) and each token fit. */
export const Phone: Story = {
  args: { created },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Expires|Verloopt/ }));
    await userEvent.click(await canvas.findByRole('option', { name: /On a date|Op een datum/ }));
    await canvas.findByRole('group', { name: /Last day|Laatste dag/ });
    await expectFitsPhone(canvasElement);
  },
};
