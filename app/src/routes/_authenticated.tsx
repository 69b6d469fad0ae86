import type { User } from '@kwartier/api';
import {
  AccountIcon,
  AppShell,
  ClockIcon,
  DashboardIcon,
  InvoiceIcon,
  OrganizationIcon,
  PeopleIcon,
  ProjectIcon,
  ServiceIcon,
  SettingsIcon,
  useMessages,
  type NavItem,
} from '@kwartier/ui';
import { createFileRoute, Outlet, redirect, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { api } from '../api';
import { load } from '../load';
import { messages } from '../messages';
import { LayoutContext } from '../screens';
import { hasQueuedTime } from '../time/queueStorage';

// The last user seen: a check that fails for a reason other than 401 (offline, a 500) keeps it,
// so a passing outage does not sign anyone out.
let lastUser: User | undefined;

/**
 * Every signed-in page: the guard (401 → /login, any other failure keeps the last user), the
 * organisation the shell shows, and the shell around the page. The interface speaks the user's
 * language (see __root); the page's error and not-found screens show inside the shell.
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async (): Promise<{ user: User }> => {
    const { data, response } = await api.GET('/api/user').catch((error: unknown) => {
      console.error('Checking the current user failed', error);
      return { data: undefined, response: undefined };
    });
    if (response?.status === 401) throw redirect({ to: '/login' });
    if (data) lastUser = data;
    if (!lastUser) throw new Error('Could not check who is signed in');
    return { user: lastUser };
  },
  loader: async () => ({ organization: await load(api.GET('/api/organization/for/currentuser')) }),
  component: Shell,
});

function Shell() {
  const t = useMessages(messages);
  const { user } = Route.useRouteContext();
  const { organization } = Route.useLoaderData();
  const pathname = useLocation({ select: (l) => l.pathname });
  // Hours a closed tab did not get saved are sent from whichever page opens first.
  useEffect(() => {
    if (hasQueuedTime(user.id)) void import('../time/timeSheet').then(({ startTimeQueue }) => startTimeQueue(user.id));
  }, [user.id]);
  const navItems: NavItem[] = [
    { href: '/', label: t('dashboard'), icon: <DashboardIcon /> },
    { href: '/time', label: t('time'), icon: <ClockIcon /> },
  ];
  if (user.admin) {
    navItems.push(
      { href: '/projects', label: t('projects'), icon: <ProjectIcon /> },
      { href: '/services', label: t('services'), icon: <ServiceIcon /> },
      { href: '/clients', label: t('clients'), icon: <PeopleIcon /> },
      { href: '/invoices', label: t('invoices'), icon: <InvoiceIcon /> },
      { href: '/organization', label: t('organization'), icon: <OrganizationIcon /> },
      { href: '/settings', label: t('settings'), icon: <SettingsIcon /> },
    );
  }
  if (user.super_admin) navItems.push({ href: '/admin/accounts', label: t('accounts'), icon: <AccountIcon /> });
  return (
    <AppShell
      organizationName={organization.name}
      logoUrl={organization.logo_url}
      theme={{ primary: organization.primary_color, secondary: organization.secondary_color, accent: organization.accent_color }}
      navItems={navItems}
      currentHref={pathname}
      userName={user.name}
      // Logging out is a full page load: the server ends the session and redirects.
      onLogout={() => window.location.assign('/logout')}
    >
      <LayoutContext.Provider value="shell">
        <Outlet />
      </LayoutContext.Provider>
    </AppShell>
  );
}
