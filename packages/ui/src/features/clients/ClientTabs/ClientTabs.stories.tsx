import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { manyContacts, sampleClientFull, sampleContacts, sampleUpdates } from '../../../fixtures/clients';
import { LONG_NAME } from '../../../fixtures/long';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { ClientContactsPanel } from '../ClientContactsPanel/ClientContactsPanel';
import { ClientDetailsCard } from '../ClientDetailsCard/ClientDetailsCard';
import { ClientUpdatesPanel } from '../ClientUpdatesPanel/ClientUpdatesPanel';
import { ClientTabs } from './ClientTabs';

const client = sampleClientFull;

const meta = {
  title: 'Features/Clients/ClientTabs',
  component: ClientTabs,
  parameters: { layout: 'padded' },
  args: {
    client,
    details: <ClientDetailsCard client={client} onSave={fn(async () => undefined)} />,
    contacts: (
      <ClientContactsPanel
        clientId={client.id}
        contacts={sampleContacts}
        onCreate={fn(async () => undefined)}
        onUpdate={fn(async () => undefined)}
        onDelete={fn(async () => undefined)}
      />
    ),
    updates: (
      <ClientUpdatesPanel
        updates={sampleUpdates}
        dateformat="DD-MM-YYYY"
        onCreate={fn(async () => undefined)}
        onUpdate={fn(async () => undefined)}
        onDelete={fn(async () => undefined)}
      />
    ),
    onTabChange: fn(),
  },
  argTypes: { details: { control: false }, contacts: { control: false }, updates: { control: false } },
} satisfies Meta<typeof ClientTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The client's name is the page heading, after its colour dot; vertical tabs Details, Contacts
 * and Updates. Keyboard: Tab reaches the open tab, Arrow Down opens the next one.
 */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Bakkerij Jansen' });
    await expect(heading).toBeVisible();
    const dot = heading.querySelector('[aria-hidden="true"]') as HTMLElement;
    await expect(getComputedStyle(dot).backgroundColor).toBe('rgb(229, 57, 53)');
    const tablist = canvas.getByRole('tablist', { name: 'Bakkerij Jansen' });
    await expect(tablist).toHaveAttribute('aria-orientation', 'vertical');
    await expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Details', 'Contacts', 'Updates']);
    await expect(canvas.getByRole('region', { name: 'Client details' })).toBeVisible();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('contacts');
    await expect(canvas.getByRole('table', { name: 'Contacts' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('updates');
    await expect(canvas.getByRole('list', { name: 'Updates' })).toBeVisible();
  },
};

/** Controlled by the URL: the Updates tab open. */
export const UpdatesSelected: Story = {
  globals: { locale: 'en' },
  args: { selectedTab: 'updates' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Updates' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: /New update/ })).toBeVisible();
  },
};

/** A client without a colour: no dot before the name. */
export const WithoutColour: Story = {
  globals: { locale: 'en' },
  args: { client: { ...client, color: null } },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Bakkerij Jansen' });
    await expect(heading.querySelector('[aria-hidden="true"]')).toBeNull();
  },
};

/** A long name wraps in the heading; the dot stays on its first line. */
export const LongName: Story = {
  globals: { locale: 'en' },
  args: { client: { ...client, name: LONG_NAME } },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: LONG_NAME });
    const dot = heading.querySelector('[aria-hidden="true"]') as HTMLElement;
    await expect(dot.getBoundingClientRect().top).toBeLessThan(heading.getBoundingClientRect().top + 30);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Gegevens', 'Contactpersonen', 'Updates']);
    await expect(canvas.getByRole('region', { name: 'Klantgegevens' })).toBeVisible();
  },
};

/** On a 390 px phone, Contacts open with many contacts: nothing scrolls sideways but the table, in its own scroll area. */
export const Phone: Story = {
  args: {
    defaultSelectedTab: 'contacts',
    contacts: (
      <ClientContactsPanel
        clientId={client.id}
        contacts={manyContacts}
        onCreate={fn(async () => undefined)}
        onUpdate={fn(async () => undefined)}
        onDelete={fn(async () => undefined)}
      />
    ),
  },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};

/** On a 390 px phone, Updates open: the list and the new-update field fit. */
export const PhoneUpdates: Story = {
  args: { defaultSelectedTab: 'updates' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
