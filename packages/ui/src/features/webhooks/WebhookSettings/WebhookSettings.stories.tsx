import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { sampleWebhookEndpoints } from '../../../fixtures/webhooks';
import { WebhookSettings, type WebhookSettingsProps } from './WebhookSettings';

const secret = { url: 'https://hooks.example.org/kwartier', secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' };

const meta = {
  title: 'Features/Webhooks/WebhookSettings',
  component: WebhookSettings,
  parameters: { layout: 'padded' },
  args: {
    endpoints: sampleWebhookEndpoints,
    deliveriesHref: (endpoint) => `/settings/webhooks/${endpoint.id}`,
    onAdd: fn<WebhookSettingsProps['onAdd']>(async () => undefined),
    onChange: fn<WebhookSettingsProps['onChange']>(async () => undefined),
    onDelete: fn<WebhookSettingsProps['onDelete']>(async () => undefined),
    onRotateSecret: fn<WebhookSettingsProps['onRotateSecret']>(async () => undefined),
    onSendTest: fn<WebhookSettingsProps['onSendTest']>(async () => undefined),
    onDismissSecret: fn(),
  },
} satisfies Meta<typeof WebhookSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two endpoints: the address (and description), the events in words, Active or Paused, the delivery log and a menu each. */
export const Endpoints: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table', { name: 'Webhooks' })).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(2);
    await expect(within(rows[0]).getByText('Bookkeeping')).toBeVisible();
    await expect(within(rows[0]).getByText('Invoice paid')).toBeVisible();
    await expect(within(rows[0]).getByText('Active')).toBeVisible();
    await expect(within(rows[1]).getByText('Paused')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Delivery log of https://hooks.example.org/kwartier' })).toHaveAttribute('href', '/settings/webhooks/3');
  },
};

/** Add: address, description and events (grouped; Add stays disabled without an address and an event) go to onAdd. */
export const Add: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add endpoint' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add a webhook endpoint' }));
    const add = dialog.getByRole('button', { name: 'Add' });
    await expect(add).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: /Address/ }), 'https://erp.example.net/hooks');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Description' }), 'ERP');
    await expect(dialog.getByRole('group', { name: 'Invoices' })).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Client added' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Invoice sent' }));
    await expect(dialog.queryByRole('switch')).not.toBeInTheDocument();
    await userEvent.click(add);
    await waitFor(() =>
      expect(args.onAdd).toHaveBeenCalledWith({ url: 'https://erp.example.net/hooks', description: 'ERP', event_types: ['client.created', 'invoice.sent'], active: true }),
    );
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Error: the server refuses the address (a private host) and the events; each message shows under its field and the dialog stays open. */
export const AddRefused: Story = {
  globals: { locale: 'en' },
  args: {
    onAdd: fn<WebhookSettingsProps['onAdd']>(async () => ({
      message: 'The address must be https on a public host.',
      errors: { url: ['The address must be https on a public host.'], event_types: ['Choose at most 20 events.'] },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add endpoint' }));
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: /Address/ }), 'http://10.0.0.5/hook');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Time saved' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await dialog.findByText('The address must be https on a public host.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Address/ })).toHaveValue('http://10.0.0.5/hook');
    await expect(dialog.getByRole('group', { name: 'Events' })).toHaveAccessibleDescription('Choose at most 20 events.');
  },
};

/** Change: the dialog holds the endpoint; pausing it sends `active: false` to onChange. */
export const Change: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'More for https://hooks.example.org/kwartier' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Change' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Change the webhook endpoint' }));
    await expect(dialog.getByRole('checkbox', { name: 'Invoice paid' })).toBeChecked();
    await userEvent.click(dialog.getByRole('switch', { name: /Active/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith(sampleWebhookEndpoints[0], {
        url: 'https://hooks.example.org/kwartier',
        description: 'Bookkeeping',
        event_types: ['invoice.sent', 'invoice.paid', 'payment.recorded'],
        active: false,
      }),
    );
  },
};

/** The secret just made: shown once with Copy (keyboard), until dismissed. */
export const Secret: Story = {
  globals: { locale: 'en' },
  args: { secret },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Signing secret')).toHaveTextContent(secret.secret);
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      canvas.getByRole('button', { name: 'Copy' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(write).toHaveBeenCalledWith(secret.secret);
      await expect(await canvas.findByText('Copied to the clipboard.')).toBeVisible();
    } finally {
      write.mockRestore();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissSecret).toHaveBeenCalled();
  },
};

/** New secret and Delete ask first; Send test event calls onSendTest at once. */
export const RowActions: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const more = () => canvas.getByRole('button', { name: 'More for https://hooks.example.org/kwartier' });
    await userEvent.click(more());
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Send test event' }));
    await waitFor(() => expect(args.onSendTest).toHaveBeenCalledWith(sampleWebhookEndpoints[0]));

    await userEvent.click(more());
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'New secret' }));
    const rotate = within(await canvas.findByRole('alertdialog', { name: 'Give this endpoint a new secret?' }));
    await userEvent.click(rotate.getByRole('button', { name: 'New secret' }));
    await expect(args.onRotateSecret).toHaveBeenCalledWith(sampleWebhookEndpoints[0]);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());

    await userEvent.click(more());
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Delete' }));
    const remove = within(await canvas.findByRole('alertdialog', { name: 'Delete this endpoint?' }));
    await userEvent.click(remove.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(sampleWebhookEndpoints[0]);
  },
};

/** Empty: no endpoints yet. */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { endpoints: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No endpoints')).toBeVisible();
  },
};

/** Loading: placeholder rows while the endpoints are read. */
export const Loading: Story = {
  globals: { locale: 'en' },
  args: { endpoints: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading…')).toBeInTheDocument();
  },
};

/** Dutch: the events and states in Dutch too. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { secret },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Factuur betaald')).toBeVisible();
    await expect(canvas.getByText('Gepauzeerd')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Endpoint toevoegen' })).toBeEnabled();
    await expect(canvas.getByText('Het ondertekengeheim van https://hooks.example.org/kwartier')).toBeVisible();
  },
};

/** On a 390 px phone the secret, each endpoint and the add dialog fit. */
export const Phone: Story = {
  args: { secret },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
