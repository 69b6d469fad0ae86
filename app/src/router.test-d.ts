// Type-level checks of the app's link paths, compiled by `pnpm typecheck` (tsconfig includes src).
// Each @ts-expect-error fails the typecheck when its line stops being an error, so widening the
// RouterConfig href (e.g. back to `string & {}`) breaks the build.
import type { AppHref, AppShellProps, ClientListProps, InvoiceDetailProps } from '@kwartier/ui';
import type { AppLink, AppPath } from './router';

export const routes: AppPath[] = ['/', '/clients', '/clients/12', '/invoices/7', '/invoices/0b6c2d/print', '/invitation/abc'];

// @ts-expect-error: not a route of the app
export const misspelt: AppPath = '/client/12';
// @ts-expect-error: the not-found catch-all is no link target
export const anywhere: AppPath = '/anything/at/all';
// @ts-expect-error: a path is absolute
export const relative: AppPath = 'clients';
// A link may carry a query (a page's tab); its path is still checked.
export const tabLink: AppLink = '/settings?tab=webhooks';
// @ts-expect-error: the path before the query is not a route
export const wrongTabLink: AppLink = '/instellingen?tab=webhooks';
// @ts-expect-error: a bare path has no query
export const pathWithQuery: AppPath = '/settings?tab=webhooks';

// The components' href props are the app's paths too.
export const profile: AppHref = '/profile';
export const profileTab: AppHref = '/profile?tab=organizations';
// @ts-expect-error: ui props take only the app's paths
export const wrongProfile: AppHref = '/profiel';
export const nav: AppShellProps['navItems'] = [{ href: '/time', label: 'Time' }];
// @ts-expect-error: a navigation item's href is checked
export const wrongNav: AppShellProps['navItems'] = [{ href: '/tijd', label: 'Tijd' }];
export const clientHref: ClientListProps['clientHref'] = (id) => `/clients/${id}`;
// @ts-expect-error: a record's link is checked
export const wrongClientHref: ClientListProps['clientHref'] = (id) => `/klanten/${id}`;
// @ts-expect-error: any string is no longer accepted
export const anyString: InvoiceDetailProps['listHref'] = String('/invoices');
