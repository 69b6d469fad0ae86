import type { MyOrganization } from '@kwartier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OrganizationSwitcher, type OrganizationSwitcherProps } from './OrganizationSwitcher';

const organizations: MyOrganization[] = [
  { id: 1, name: 'Studio Noord', admin: true, current: true },
  { id: 4, name: 'Bakkerij Visser', admin: false, current: false },
  { id: 9, name: 'Stichting Administratiekantoor Noord-Holland Zuid en Omstreken', admin: false, current: false },
];

const meta = {
  title: 'Features/Shell/OrganizationSwitcher',
  component: OrganizationSwitcher,
  parameters: { layout: 'padded' },
  args: {
    organizations,
    // Switched: the app would load afresh; here it never does, so the switcher stays busy.
    onSwitch: fn<OrganizationSwitcherProps['onSwitch']>(() => new Promise<undefined>(() => {})),
  },
  // As wide as the side navigation's brand area.
  decorators: [(Story) => <div style={{ width: 200, minHeight: 240 }}><Story /></div>],
} satisfies Meta<typeof OrganizationSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current organisation is the button; its menu checks it; choosing another switches, busy until the app reloads. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Switch organisation, now Studio Noord' });
    await expect(trigger).toHaveTextContent('Studio Noord');
    await userEvent.click(trigger);
    const menu = within(await within(document.body).findByRole('menu'));
    const items = menu.getAllByRole('menuitemradio');
    await expect(items).toHaveLength(3);
    await expect(menu.getByRole('menuitemradio', { name: 'Studio Noord' })).toHaveAttribute('aria-checked', 'true');
    await expect(menu.getByRole('menuitemradio', { name: 'Bakkerij Visser' })).toHaveAttribute('aria-checked', 'false');
    // The current one again changes nothing.
    await userEvent.click(menu.getByRole('menuitemradio', { name: 'Studio Noord' }));
    await expect(args.onSwitch).not.toHaveBeenCalled();
    await userEvent.click(trigger);
    await userEvent.click(within(await within(document.body).findByRole('menu')).getByRole('menuitemradio', { name: 'Bakkerij Visser' }));
    await expect(args.onSwitch).toHaveBeenCalledWith(organizations[1]);
    await expect(canvas.getByRole('status')).toHaveTextContent('Switching to Bakkerij Visser…');
    await expect(trigger).toHaveAttribute('aria-disabled', 'true');
    await expect(within(trigger).getByRole('progressbar')).toBeInTheDocument();
  },
};

/** With the keyboard: Enter opens the menu, arrows move, Enter chooses. */
export const Keyboard: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /Switch organisation/ }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await within(document.body).findByRole('menu'));
    await waitFor(() => expect(menu.getByRole('menuitemradio', { name: 'Studio Noord' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSwitch).toHaveBeenCalledWith(organizations[1]);
  },
};

/** A refusal (an organisation requiring single sign-on: 403) shows its message; the switcher is usable again. */
export const Refused: Story = {
  globals: { locale: 'en' },
  args: {
    onSwitch: fn<OrganizationSwitcherProps['onSwitch']>(async () => ({ message: 'This organisation requires single sign-on: sign in through its provider.' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Switch organisation/ });
    await userEvent.click(trigger);
    await userEvent.click(within(await within(document.body).findByRole('menu')).getByRole('menuitemradio', { name: 'Bakkerij Visser' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This organisation requires single sign-on: sign in through its provider.');
    await expect(trigger).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** An unexpected failure (offline, a 500) says so, naming the organisation. */
export const Failed: Story = {
  globals: { locale: 'en' },
  args: { onSwitch: fn<OrganizationSwitcherProps['onSwitch']>(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Switch organisation/ }));
    await userEvent.click(within(await within(document.body).findByRole('menu')).getByRole('menuitemradio', { name: 'Bakkerij Visser' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not switch to Bakkerij Visser. Please try again.');
  },
};

/**
 * Offline: the button still opens the menu, the other organisations in it are disabled, and the
 * note under the button (its description) says switching needs a connection.
 */
export const Offline: Story = {
  globals: { locale: 'en' },
  args: { isOffline: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const note = 'Offline: switching organisations needs a connection.';
    await expect(canvas.getByRole('status')).toHaveTextContent(note);
    const trigger = canvas.getByRole('button', { name: 'Switch organisation, now Studio Noord' });
    await expect(trigger).toHaveAccessibleDescription(note);
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await within(document.body).findByRole('menu'));
    await expect(menu.getByRole('menuitemradio', { name: 'Studio Noord' })).not.toHaveAttribute('aria-disabled');
    const other = menu.getByRole('menuitemradio', { name: 'Bakkerij Visser' });
    await expect(other).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(other);
    await expect(args.onSwitch).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).not.toHaveAttribute('aria-disabled');
  },
};

/** Offline, in Dutch. */
export const OfflineDutch: Story = {
  globals: { locale: 'nl' },
  args: { isOffline: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Van organisatie wisselen, nu Studio Noord' })).toHaveAccessibleDescription(
      'Offline: wisselen van organisatie kan alleen met een verbinding.',
    );
  },
};

/** One organisation: nothing to switch to, nothing shown. */
export const OneOrganization: Story = {
  globals: { locale: 'en' },
  args: { organizations: [organizations[0]!] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Dutch; a long name is cut short, the full name kept as its title. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { organizations: organizations.map((organization) => ({ ...organization, current: organization.id === 9 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Van organisatie wisselen, nu Stichting Administratiekantoor Noord-Holland Zuid en Omstreken' });
    const name = within(trigger).getByTitle('Stichting Administratiekantoor Noord-Holland Zuid en Omstreken');
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(trigger.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.firstElementChild!.getBoundingClientRect().right + 0.5);
    await userEvent.click(trigger);
    await userEvent.click(within(await within(document.body).findByRole('menu')).getByRole('menuitemradio', { name: 'Studio Noord' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Wisselen naar Studio Noord…');
  },
};
