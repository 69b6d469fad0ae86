import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LONG_NAME } from '../../../fixtures/long';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { hostingService } from '../../../fixtures/services';
import { ServiceDetailsCard } from '../ServiceDetailsCard/ServiceDetailsCard';
import { ServiceTabs, type ServiceTab } from './ServiceTabs';

// The Subscriptions panel is the subscriptions feature's list, which the app passes in; a
// feature area does not import another, so the stories stand in a simple panel.
const subscriptionsPanel = (
  <section aria-labelledby="subscriptions-stand-in">
    <h2 id="subscriptions-stand-in">Hosting subscriptions</h2>
    <p>Bakkerij Jansen, Café de Hoek</p>
  </section>
);

const meta = {
  title: 'Features/Services/ServiceTabs',
  component: ServiceTabs,
  parameters: { layout: 'padded' },
  args: {
    service: hostingService,
    details: <ServiceDetailsCard service={hostingService} onSave={fn(async () => undefined)} />,
    subscriptions: subscriptionsPanel,
    onTabChange: fn(),
  },
  argTypes: { details: { control: false }, subscriptions: { control: false } },
} satisfies Meta<typeof ServiceTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The service's name is the page heading; vertical tabs Details and Subscriptions. Keyboard: Tab
 * reaches the open tab, Arrow Down opens the next one; only the open panel is mounted.
 */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hosting' })).toBeVisible();
    const tablist = canvas.getByRole('tablist', { name: 'Hosting' });
    await expect(tablist).toHaveAttribute('aria-orientation', 'vertical');
    await expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Details', 'Subscriptions']);
    await expect(canvas.getByRole('region', { name: 'Service details' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Hosting subscriptions' })).not.toBeInTheDocument();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('subscriptions');
    await expect(canvas.getByRole('heading', { name: 'Hosting subscriptions' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Service details' })).not.toBeInTheDocument();
  },
};

/** Controlled by the URL (`?tab=subscriptions`): the owner decides which tab is open. */
export const SubscriptionsSelected: Story = {
  globals: { locale: 'en' },
  args: { selectedTab: 'subscriptions' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Subscriptions' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: 'Hosting subscriptions' })).toBeVisible();
    // A controlled tab stays until the owner changes it.
    await userEvent.click(canvas.getByRole('tab', { name: 'Details' }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('details');
    await expect(canvas.getByRole('tab', { name: 'Subscriptions' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The owner follows onTabChange (as the app's URL does): the tab opens. */
export const ControlledByOwner: Story = {
  globals: { locale: 'en' },
  render: function Render(args) {
    const [tab, setTab] = useState<ServiceTab>('details');
    return <ServiceTabs {...args} selectedTab={tab} onTabChange={setTab} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Subscriptions' }));
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Subscriptions' })).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('heading', { name: 'Hosting subscriptions' })).toBeVisible();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('tablist')).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Gegevens',
      'Abonnementen',
    ]);
  },
};

/** A long name wraps in the heading. */
export const LongName: Story = {
  args: { service: { name: LONG_NAME } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(LONG_NAME);
  },
};

/** On a 390 px phone the tabs stack above the panel; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { locale: 'en' },
  args: { service: { name: LONG_NAME } },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
