import type { Invoice, Organization, User } from '@kwartier/api';
import type { dashboardData } from '@kwartier/api/pages';
import type { DashboardSearch } from '@kwartier/api/pages/search';
import type { DashboardProps, InvoiceDetailProps, InvoiceStatusMenuProps } from '@kwartier/ui';

/*
 * What a page's components show of its data, for the route that draws the page and for the page
 * frame the server draws before it (frame/render.tsx): written once, so the two show the same.
 */

type DashboardData = Awaited<ReturnType<typeof dashboardData>>;

/** The dashboard's view of its period and totals, as the URL's search asks for it. */
export function dashboardView(
  { period, timeTotals, activityTotals, receivables, notes, firstSteps, projects }: DashboardData,
  search: DashboardSearch,
  user: Pick<User, 'admin'>,
) {
  return {
    period,
    scope: search.scope ?? 'me',
    grouping: search.group ?? 'project',
    timeTotals,
    activityTotals,
    showRevenue: user.admin,
    receivables,
    projects,
    notes,
    firstSteps: { done: firstSteps, isAdmin: user.admin, clientsHref: '/clients', projectsHref: '/projects', timeHref: '/time' },
  } satisfies Partial<DashboardProps>;
}

/** An invoice's page: the invoice, its links, and how its dates and amounts read. */
export function invoiceView(invoice: Invoice, user: Pick<User, 'dateformat'>, organization: Pick<Organization, 'currency' | 'firstdayoftheweek'>) {
  return {
    invoice,
    listHref: '/invoices',
    printHref: `/invoices/${invoice.uuid}/print`,
    dateFormat: user.dateformat,
    organizationCurrency: organization.currency,
    firstDayOfWeek: organization.firstdayoftheweek,
  } satisfies Partial<InvoiceDetailProps>;
}

/** An invoice's status menu: its status, number and date. */
export function invoiceStatusView(invoice: Invoice, user: Pick<User, 'dateformat'>, organization: Pick<Organization, 'firstdayoftheweek'>) {
  return {
    status: invoice.status,
    statusId: invoice.status_id,
    invoiceNumber: invoice.invoicenumber,
    invoiceDate: invoice.invoicedate,
    dateFormat: user.dateformat,
    firstDayOfWeek: organization.firstdayoftheweek,
  } satisfies Partial<InvoiceStatusMenuProps>;
}
