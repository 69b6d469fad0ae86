import { AccountIcon, AppShell, DashboardIcon, PeopleIcon, SettingsIcon, OrganizationIcon, I18nProvider, toLocale, useMessages, type NavItem } from '@kwartier/ui';
import { Outlet, useLocation, useRouteContext, useLoaderData } from '@tanstack/react-router';
import { messages } from '../messages';

function Shell() {
  const t = useMessages(messages);
  const { user } = useRouteContext({ from: '/authenticated' });
  const { organization } = useLoaderData({ from: '/authenticated' });
  const pathname = useLocation({ select: (l) => l.pathname });
  const navItems: NavItem[] = [{ href: '/', label: t('dashboard'), icon: <DashboardIcon /> }];
  if (user.admin) {
    navItems.push(
      { href: '/clients', label: t('clients'), icon: <PeopleIcon /> },
      { href: '/organization', label: t('organization'), icon: <OrganizationIcon /> },
      { href: '/settings', label: t('settings'), icon: <SettingsIcon /> },
    );
  }
  if (user.super_admin) navItems.push({ href: '/admin/accounts', label: t('accounts'), icon: <AccountIcon /> });
  return (
    <AppShell
      organizationName={organization?.name ?? ''}
      logoUrl={organization?.logo_url}
      theme={organization && { primary: organization.primary_color, secondary: organization.secondary_color, accent: organization.accent_color }}
      navItems={navItems}
      currentHref={pathname}
      userName={user.name}
      // SPEC §2: logging out is a full page load; the server ends the session and redirects.
      onLogout={() => window.location.assign('/logout')}
    >
      <Outlet />
    </AppShell>
  );
}

/** Every signed-in page: the user's language around the shell of SPEC §2. */
export function AuthenticatedLayout() {
  const { user } = useRouteContext({ from: '/authenticated' });
  return (
    <I18nProvider locale={toLocale(user.locale)}>
      <Shell />
    </I18nProvider>
  );
}
