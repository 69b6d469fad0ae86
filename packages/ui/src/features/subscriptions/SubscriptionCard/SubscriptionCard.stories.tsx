import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LONG_NAME } from '../../../fixtures/long';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { sampleSubscription, sampleSubscriptions } from '../../../fixtures/subscriptions';
import { SubscriptionCard } from './SubscriptionCard';

const meta = {
  title: 'Features/Subscriptions/SubscriptionCard',
  component: SubscriptionCard,
  parameters: { layout: 'padded' },
  args: {
    subscription: sampleSubscriptions[0],
    clientHref: (id) => `/clients/${id}`,
    serviceHref: (id) => `/services/${id}`,
    dateFormat: 'DD-MM-YYYY',
  },
} satisfies Meta<typeof SubscriptionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const detail = (canvas: Canvas, term: string) => canvas.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

/**
 * The page is titled by service and client; the card links client and service (reached by Tab)
 * and shows the end date in the user's format and the status.
 */
export const WithEndDate: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Hosting for Bakkerij Jansen');
    const card = within(canvas.getByRole('region', { name: 'Subscription details' }));
    await expect(card.getAllByRole('term').map((term) => term.textContent)).toEqual(['Client', 'Service', 'End date', 'Status']);
    await expect(detail(canvas, 'End date')).toHaveTextContent('31-12-2026');
    await expect(detail(canvas, 'Status')).toHaveTextContent('Active');
    await userEvent.tab();
    const client = card.getByRole('link', { name: 'Bakkerij Jansen' });
    await waitFor(() => expect(client).toHaveFocus());
    await expect(client).toHaveAttribute('href', '/clients/1');
    await userEvent.tab();
    const service = card.getByRole('link', { name: 'Hosting' });
    await waitFor(() => expect(service).toHaveFocus());
    await expect(service).toHaveAttribute('href', '/services/5');
  },
};

/** An open-ended subscription says so. */
export const WithoutEndDate: Story = {
  globals: { locale: 'en' },
  args: { subscription: sampleSubscriptions[1] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Hosting for Café de Hoek');
    await expect(detail(canvas, 'End date')).toHaveTextContent('No end date');
  },
};

/** An inactive subscription, its end date in another of the user's formats. */
export const Inactive: Story = {
  globals: { locale: 'en' },
  args: { subscription: sampleSubscriptions[2], dateFormat: 'YYYY-MM-DD' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(detail(canvas, 'Status')).toHaveTextContent('Inactive');
    await expect(detail(canvas, 'End date')).toHaveTextContent('2025-06-30');
  },
};

const longSubscription = sampleSubscription(30, { id: 30, name: LONG_NAME }, { name: 'Onderhoudscontract webhosting en e-mail', enddate: '2027-01-01' });

/** Long names wrap inside the card instead of widening it. */
export const LongNames: Story = {
  globals: { locale: 'en' },
  args: { subscription: longSubscription },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    for (const definition of within(region).getAllByRole('definition')) {
      await expect(definition.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right);
    }
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { subscription: sampleSubscriptions[1] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Hosting voor Café de Hoek');
    await expect(canvas.getByRole('region', { name: 'Abonnementsgegevens' })).toBeVisible();
    await expect(detail(canvas, 'Einddatum')).toHaveTextContent('Geen einddatum');
    await expect(detail(canvas, 'Status')).toHaveTextContent('Actief');
  },
};

/** On a 390 px phone the page fits without scrolling sideways; long names wrap. */
export const Phone: Story = {
  args: { subscription: longSubscription },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
