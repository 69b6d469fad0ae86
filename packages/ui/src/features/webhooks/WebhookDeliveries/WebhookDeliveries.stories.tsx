import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { appNavigate, inAppRouter } from '../../../primitives/Link/appRouterStory';
import { sampleWebhookDeliveries } from '../../../fixtures/webhooks';
import { WebhookDeliveries, type WebhookDeliveriesProps } from './WebhookDeliveries';

const meta = {
  title: 'Features/Webhooks/WebhookDeliveries',
  component: WebhookDeliveries,
  parameters: { layout: 'padded' },
  args: {
    endpoint: { url: 'https://hooks.example.org/kwartier' },
    deliveries: sampleWebhookDeliveries,
    page: 1,
    perPage: 4,
    totalCount: 9,
    dateFormat: 'DD-MM-YYYY',
    backHref: '/settings?tab=webhooks',
    onPageChange: fn(),
    onResend: fn<WebhookDeliveriesProps['onResend']>(async () => undefined),
  },
} satisfies Meta<typeof WebhookDeliveries>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The log: event, status (pending with its next attempt, failed, delivered), attempts, HTTP status and answer; the long answer opens. */
export const Log: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table', { name: 'Deliveries to https://hooks.example.org/kwartier' })).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(4);
    await expect(within(rows[0]).getByText('Test event')).toBeVisible();
    await expect(within(rows[0]).getByText('Pending')).toBeVisible();
    await expect(within(rows[0]).getByText(/^Next attempt 04-03-2026/)).toBeVisible();
    await expect(within(rows[0]).getByText('connect ECONNREFUSED')).toBeVisible();
    await expect(within(rows[1]).getByText('Failed')).toBeVisible();
    await expect(within(rows[1]).getByText('500')).toBeVisible();
    await expect(within(rows[1]).getByText('Internal Server Error')).toBeVisible();
    await expect(within(rows[3]).getByText('Delivered')).toBeVisible();
    const whole = within(rows[2]).getByText(/note/, { selector: 'pre' });
    await expect(whole).not.toBeVisible();
    await userEvent.click(within(rows[2]).getByText(/^\{"received":true/, { selector: 'summary' }));
    await expect(whole).toBeVisible();
  },
};

/** Send again calls onResend with the delivery; its button is pending meanwhile. */
export const SendAgain: Story = {
  globals: { locale: 'en' },
  args: { onResend: fn<WebhookDeliveriesProps['onResend']>(() => new Promise((resolve) => setTimeout(resolve, 50))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const failed = sampleWebhookDeliveries[1];
    const button = canvas.getByRole('button', { name: `Send again ${failed.message_id}` });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResend).toHaveBeenCalledWith(failed);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  },
};

/** Back to webhooks: the first stop of the keyboard, a link the app's router follows to Settings › Webhooks. */
export const BackToWebhooks: Story = {
  globals: { locale: 'en' },
  decorators: [inAppRouter('/settings/webhooks/3')],
  play: async ({ canvasElement }) => {
    const back = within(canvasElement).getByRole('link', { name: 'Back to webhooks' });
    await expect(back).toHaveAttribute('href', '/settings?tab=webhooks');
    appNavigate.mockClear();
    await userEvent.tab();
    await expect(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(appNavigate).toHaveBeenCalledWith('/settings?tab=webhooks', undefined);
  },
};

/** Paging: Previous is disabled on the first page; Next asks for page 2. */
export const Paging: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 1 of 3 · 9 deliveries')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** Empty: nothing sent yet. */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { deliveries: [], totalCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing sent yet')).toBeVisible();
  },
};

/** Error: the page could not be read. */
export const LoadFailed: Story = {
  globals: { locale: 'en' },
  args: { deliveries: [], totalCount: 0, isError: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The delivery log could not be loaded.')).toBeVisible();
  },
};

/** Loading: placeholder rows while a page is read. */
export const Loading: Story = {
  globals: { locale: 'en' },
  args: { deliveries: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading…')).toBeInTheDocument();
  },
};

/** Dutch: statuses and events in Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Mislukt')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Terug naar webhooks' })).toBeVisible();
    await expect(canvas.getByText('Testgebeurtenis')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Opnieuw sturen/ })).toHaveLength(4);
  },
};

/** On a 390 px phone each delivery is a card that fits. */
export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
