import type { User } from '@kwartier/api';
import {
  AccountIcon,
  BankIcon,
  ClockIcon,
  DashboardIcon,
  DownloadIcon,
  InvoiceIcon,
  LockIcon,
  OrganizationIcon,
  PeopleIcon,
  ProjectIcon,
  ReceiptIcon,
  ReportIcon,
  SearchIcon,
  ServiceIcon,
  SettingsIcon,
  type KeysOf,
  type NavItem,
  type Translate,
} from '@kwartier/ui';
import type { messages } from './messages';

type AppWord = Translate<KeysOf<typeof messages>>;

/**
 * The shell's side navigation for a user: everyone's pages, then an admin's, then a super
 * admin's. The signed-in layout and the page frame the server draws (frame/render.tsx) both show it.
 */
export function shellNavigation(user: Pick<User, 'admin' | 'super_admin'>, t: AppWord): NavItem[] {
  const items: NavItem[] = [
    { href: '/', label: t('dashboard'), icon: <DashboardIcon /> },
    { href: '/time', label: t('time'), icon: <ClockIcon /> },
    { href: '/reports', label: t('reports'), icon: <ReportIcon /> },
    { href: '/expenses', label: t('expenses'), icon: <ReceiptIcon /> },
  ];
  if (user.admin) {
    items.push(
      { href: '/projects', label: t('projects'), icon: <ProjectIcon /> },
      { href: '/services', label: t('services'), icon: <ServiceIcon /> },
      { href: '/clients', label: t('clients'), icon: <PeopleIcon /> },
      { href: '/invoices', label: t('invoices'), icon: <InvoiceIcon /> },
      { href: '/quotes', label: t('quotes'), icon: <InvoiceIcon /> },
      { href: '/bank', label: t('bank'), icon: <BankIcon /> },
      { href: '/approvals', label: t('approvals'), icon: <LockIcon /> },
      { href: '/organization', label: t('organization'), icon: <OrganizationIcon /> },
      { href: '/settings', label: t('settings'), icon: <SettingsIcon /> },
      { href: '/import', label: t('import'), icon: <DownloadIcon /> },
      { href: '/audit', label: t('audit'), icon: <SearchIcon /> },
    );
  }
  if (user.super_admin) items.push({ href: '/admin/accounts', label: t('accounts'), icon: <AccountIcon /> });
  return items;
}
