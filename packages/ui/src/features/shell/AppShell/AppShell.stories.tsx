import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../primitives/Button/Button';
import { ClockIcon } from '../../../primitives/Icon/icons/ClockIcon';
import { DashboardIcon } from '../../../primitives/Icon/icons/DashboardIcon';
import { InvoiceIcon } from '../../../primitives/Icon/icons/InvoiceIcon';
import { PeopleIcon } from '../../../primitives/Icon/icons/PeopleIcon';
import { ProjectIcon } from '../../../primitives/Icon/icons/ProjectIcon';
import { SettingsIcon } from '../../../primitives/Icon/icons/SettingsIcon';
import { useSnackbar } from '../../../primitives/Snackbar/SnackbarProvider';
import { AppShell, type NavItem } from './AppShell';

const navItems: NavItem[] = [
  { href: '/', label: 'Dashboard', icon: <DashboardIcon /> },
  { href: '/time', label: 'Time', icon: <ClockIcon /> },
  { href: '/invoices', label: 'Invoices', icon: <InvoiceIcon /> },
  { href: '/projects', label: 'Projects', icon: <ProjectIcon /> },
  { href: '/clients', label: 'Clients', icon: <PeopleIcon /> },
  { href: '/settings', label: 'Settings', icon: <SettingsIcon /> },
];

// An inline logo so the story needs no network.
const logoUrl =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#00897b"/><text x="20" y="27" font-size="20" text-anchor="middle" fill="#fff" font-family="sans-serif">BJ</text></svg>',
  );

const navigate = fn();

function Page() {
  const snackbar = useSnackbar();
  return (
    <>
      <h1 style={{ marginTop: 0 }}>Clients</h1>
      <p>The page content is 86% wide.</p>
      <Button variant="primary" onPress={() => snackbar.success('Client saved')}>
        Save
      </Button>
    </>
  );
}

const meta = {
  title: 'Features/Shell/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    organizationName: 'Bakkerij Jansen',
    navItems,
    currentHref: '/clients/12',
    userName: 'Ann de Vries',
    onLogout: fn(),
    children: <Page />,
  },
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <AppShell {...args} />
    </RouterProvider>
  ),
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Main navigation' }));
    await expect(nav.getByText('Bakkerij Jansen')).toBeVisible();
    await expect(nav.getAllByRole('link')).toHaveLength(navItems.length);
    // The current route's item (a parent path of /clients/12) is marked current.
    await expect(nav.getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    // Nav items use the app's router through react-aria's RouterProvider.
    await userEvent.click(nav.getByRole('link', { name: 'Invoices' }));
    await expect(navigate).toHaveBeenCalledWith('/invoices', undefined);
    const main = canvas.getByRole('main');
    const content = main.firstElementChild as HTMLElement;
    await expect(content.getBoundingClientRect().width / main.clientWidth).toBeCloseTo(0.86, 1);
  },
};

/** A toolbar above every page (the app puts the timer there), right-aligned over the content. */
export const WithToolbar: Story = {
  globals: { locale: 'en' },
  args: { toolbar: <button type="button">Start timer</button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    const button = within(main).getByRole('button', { name: 'Start timer' });
    await expect(button).toBeVisible();
    await expect(button.getBoundingClientRect().right).toBeGreaterThan(main.getBoundingClientRect().right - 64);
  },
};

/** User menu at the bottom: My profile navigates, Log out calls onLogout. */
export const UserMenu: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Ann de Vries/ }));
    // The menu is named by its trigger (react-aria's MenuTrigger).
    const menu = within(await canvas.findByRole('menu', { name: /Ann de Vries/ }));
    await expect(menu.getByRole('menuitem', { name: 'My profile' })).toHaveAttribute('href', '/profile');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** The organisation's logo and colours. */
export const OrganizationTheme: Story = {
  globals: { locale: 'en' },
  args: { logoUrl, theme: { primary: '#00897bff', secondary: '#ffca28ff', accent: '#6a1b9aff' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Bakkerij Jansen logo' })).toBeVisible();
    const current = canvas.getByRole('link', { name: 'Clients' });
    // #00897b is a mid-tone no text colour stays AA on through hover and press: the theme darkens it to #008275.
    await expect(getComputedStyle(current).backgroundColor).toBe('rgb(0, 130, 117)');
  },
};

/** Pages inside the shell open snackbars at the bottom right with useSnackbar(). */
export const Snackbar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Client saved');
    const rect = status.getBoundingClientRect();
    await expect(rect.right).toBeGreaterThan(window.innerWidth / 2);
    await expect(rect.bottom).toBeGreaterThan(window.innerHeight / 2);
  },
};

export const LongContent: Story = {
  args: {
    organizationName: 'Stichting Administratiekantoor Noord-Holland Zuid en Omstreken',
    userName: 'Annemarie Wilhelmina van der Vries-Zonneveld',
    children: (
      <>
        <h1 style={{ marginTop: 0 }}>A long page</h1>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>
            Paragraph {i + 1}. Team members register weekly time against activities of projects for clients.
          </p>
        ))}
      </>
    ),
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Hoofdnavigatie' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Ann de Vries/ }));
    await expect(await canvas.findByRole('menuitem', { name: 'Uitloggen' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** A 390 px wide phone: a menu button opens the navigation as a drawer; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { locale: 'en' },
  args: {
    organizationName: 'Stichting Administratiekantoor Noord-Holland Zuid en Omstreken',
    userName: 'Annemarie Wilhelmina van der Vries-Zonneveld',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 390 }} data-testid="phone">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByTestId('phone');
    // The side navigation is gone; the page takes the width less a margin.
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    const main = canvas.getByRole('main');
    await expect(main.firstElementChild!.getBoundingClientRect().width).toBeGreaterThan(330);
    await expect(phone.scrollWidth).toBeLessThanOrEqual(390);
    // The organisation's long name is cut short in the bar, with the full name kept as its title.
    const name = within(canvas.getByRole('banner')).getByText(/Stichting Administratiekantoor/);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(name).toHaveAttribute('title', 'Stichting Administratiekantoor Noord-Holland Zuid en Omstreken');

    const menuButton = canvas.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(menuButton);
    const drawer = within(await within(document.body).findByRole('dialog', { name: 'Main navigation' }));
    await expect(drawer.getAllByRole('link')).toHaveLength(navItems.length);
    await expect(drawer.getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(drawer.getByRole('link', { name: 'Projects' }));
    await expect(navigate).toHaveBeenCalledWith('/projects', undefined);

    // Escape closes it and focus returns to the menu button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};

/** Names long enough to run out of a side bar, one of them a single word that cannot wrap. */
const longNames = {
  organizationName: 'Hoogheemraadschapsadministratiekantoorvoorzieningen Noord-Holland Zuid B.V.',
  userName: 'Annemarie-Wilhelminavandervries-Zonneveldhuizenberg de Jong',
};

/**
 * Each element stays inside `box` (nothing runs out of its side), and one whose name is cut short
 * keeps the full name as its title.
 */
async function expectInside(box: Element, elements: Element[]) {
  const frame = box.getBoundingClientRect();
  await expect(box.scrollWidth, 'the box scrolls sideways').toBeLessThanOrEqual(box.clientWidth);
  for (const element of elements) {
    const own = element.getBoundingClientRect();
    await expect(own.left, `${element.textContent} starts inside`).toBeGreaterThanOrEqual(frame.left - 0.5);
    await expect(own.right, `${element.textContent} ends inside`).toBeLessThanOrEqual(frame.right + 0.5);
    for (let node: Element | null = element; node && node !== box; node = node.parentElement) {
      await expect(node.getBoundingClientRect().right, `${element.textContent} inside its parents`).toBeLessThanOrEqual(frame.right + 0.5);
    }
    if (element.scrollWidth > element.clientWidth) await expect(element).toHaveAttribute('title', element.textContent);
  }
}

/**
 * Long names of the organisation and the user never run out of the side bar: they are cut short
 * with an ellipsis, the full name kept as the title.
 */
export const LongNames: Story = {
  globals: { locale: 'en' },
  args: longNames,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    await expectInside(nav, [within(nav).getByText(longNames.organizationName), within(nav).getByText(longNames.userName)]);
    await expect(within(nav).getByRole('button', { name: longNames.userName })).toBeVisible();
  },
};

/** On a phone the same long names stay inside the bar and the drawer. */
export const LongNamesPhone: Story = {
  globals: { locale: 'nl' },
  args: longNames,
  decorators: Phone.decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('banner');
    await expectInside(bar, [within(bar).getByText(longNames.organizationName)]);
    await userEvent.click(canvas.getByRole('button', { name: 'Navigatie openen' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Hoofdnavigatie' });
    await expectInside(drawer, [within(drawer).getByText(longNames.organizationName), within(drawer).getByText(longNames.userName)]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The drawer closes by itself when the location changes (a link was followed). */
export const PhoneDrawerClosesOnNavigation: Story = {
  globals: { locale: 'en' },
  decorators: Phone.decorators,
  render: function Render(args) {
    const [href, setHref] = useState('/clients');
    return (
      <RouterProvider navigate={(to) => setHref(String(to))}>
        <AppShell {...args} currentHref={href} />
      </RouterProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const drawer = within(await within(document.body).findByRole('dialog', { name: 'Main navigation' }));
    await userEvent.click(drawer.getByRole('link', { name: 'Time' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** What the shell's first commit held, read by a layout effect of the page (it runs in that commit). */
const onFirstCommit = fn<(drawn: { brand: boolean; links: number; page: boolean }) => void>();

function FirstCommitPage() {
  useLayoutEffect(() => {
    const nav = document.querySelector('nav[aria-label="Main navigation"]');
    onFirstCommit({
      brand: nav?.textContent?.includes('Bakkerij Jansen') ?? false,
      links: nav?.querySelectorAll('a').length ?? 0,
      page: document.querySelector('h1') !== null,
    });
  }, []);
  return <h1 style={{ marginTop: 0 }}>Time</h1>;
}

/**
 * deferNavigation (the app): the first commit holds the page and the side bar's brand, not its
 * links or user menu; they follow in a deferred render, and then work as ever.
 */
export const DeferredNavigation: Story = {
  globals: { locale: 'en' },
  args: { deferNavigation: true, children: <FirstCommitPage /> },
  beforeEach: () => {
    onFirstCommit.mockClear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(onFirstCommit).toHaveBeenCalledTimes(1);
    await expect(onFirstCommit).toHaveBeenCalledWith({ brand: true, links: 0, page: true });
    const nav = within(canvas.getByRole('navigation', { name: 'Main navigation' }));
    await waitFor(() => expect(nav.getAllByRole('link')).toHaveLength(navItems.length));
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).not.toHaveAttribute('aria-busy');
    await expect(nav.getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: /Ann de Vries/ })).toBeVisible();
  },
};

/** Without deferNavigation (every other story) the first commit holds the links too: DeferredNavigation's control. */
export const NavigationWithShell: Story = {
  globals: { locale: 'en' },
  args: { children: <FirstCommitPage /> },
  beforeEach: () => {
    onFirstCommit.mockClear();
  },
  play: async () => {
    await expect(onFirstCommit).toHaveBeenCalledTimes(1);
    await expect(onFirstCommit).toHaveBeenCalledWith({ brand: true, links: navItems.length, page: true });
  },
};

const myOrganizations = [
  { id: 1, name: 'Bakkerij Jansen', admin: true, current: true },
  { id: 4, name: 'Studio Noord', admin: false, current: false },
];

/** A person of two organisations: the side bar's organisation name opens the switcher. */
export const Organizations: Story = {
  globals: { locale: 'en' },
  args: { organizations: myOrganizations, onSwitchOrganization: fn(() => new Promise<undefined>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main navigation' }));
    await userEvent.click(nav.getByRole('button', { name: 'Switch organisation, now Bakkerij Jansen' }));
    await userEvent.click(within(await within(document.body).findByRole('menu')).getByRole('menuitemradio', { name: 'Studio Noord' }));
    await expect(args.onSwitchOrganization).toHaveBeenCalledWith(myOrganizations[1]);
    await expect(nav.getByRole('status')).toHaveTextContent('Switching to Studio Noord…');
  },
};

/** Offline, a person of two organisations: the switcher says switching needs a connection. */
export const OrganizationsOffline: Story = {
  globals: { locale: 'en' },
  args: { organizations: myOrganizations, onSwitchOrganization: fn(async () => undefined), isOffline: true },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main navigation' }));
    await expect(nav.getByRole('button', { name: 'Switch organisation, now Bakkerij Jansen' })).toHaveAccessibleDescription(
      'Offline: switching organisations needs a connection.',
    );
  },
};

/** On a phone the switcher is in the drawer; the bar keeps the name. */
export const OrganizationsPhone: Story = {
  globals: { locale: 'nl' },
  args: { organizations: myOrganizations, onSwitchOrganization: fn(async () => undefined) },
  decorators: Phone.decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('banner')).queryByRole('button', { name: /Van organisatie wisselen/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Navigatie openen' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Hoofdnavigatie' });
    const trigger = within(drawer).getByRole('button', { name: 'Van organisatie wisselen, nu Bakkerij Jansen' });
    await expectInside(drawer, [trigger]);
    await userEvent.click(trigger);
    await expect(within(await within(document.body).findByRole('menu')).getByRole('menuitemradio', { name: 'Bakkerij Jansen' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Escape}');
  },
};
