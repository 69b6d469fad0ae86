import type { InvoiceStatus, InvoiceStatusId } from '@kwartier/api';

/** The displayed statuses in the order the list's cards show them. */
export const DISPLAYED_STATUSES = ['concept', 'sent', 'overdue', 'paid'] as const satisfies readonly InvoiceStatus[];

/** What the invoice list shows: every invoice of the year, or those with one displayed status. */
export type InvoiceListFilter = 'all' | InvoiceStatus;

/** The list's filters in the order of its cards: all first. */
export const LIST_FILTERS = ['all', ...DISPLAYED_STATUSES] as const satisfies readonly InvoiceListFilter[];

/**
 * The filter the invoice list opens on when none is chosen: all invoices once any of the year's
 * has left concept (so a sent invoice is in view, not "No concept invoices"), else concept.
 */
export function defaultListFilter(invoices: readonly { status: InvoiceStatus }[]): InvoiceListFilter {
  return invoices.some((invoice) => invoice.status !== 'concept') ? 'all' : 'concept';
}

/** The stored status of each `status_id` (1 concept, 2 sent, 3 paid); overdue is a sent invoice shown late. */
export const STATUS_OF_ID = { 1: 'concept', 2: 'sent', 3: 'paid' } as const satisfies Record<InvoiceStatusId, InvoiceStatus>;

const STATUS_IDS: readonly InvoiceStatusId[] = [1, 2, 3];

/**
 * The statuses an invoice may move to: only those with a higher `status_id` than its own, since a
 * status only moves forward (concept → sent → paid). Overdue is status_id 2, so it offers paid;
 * paid offers nothing.
 */
export function laterStatusIds(statusId: InvoiceStatusId): InvoiceStatusId[] {
  return STATUS_IDS.filter((id) => id > statusId);
}

/** Whether `value` is a stored status id (a menu's key comes back as a plain Key). */
export function isInvoiceStatusId(value: unknown): value is InvoiceStatusId {
  return STATUS_IDS.includes(value as InvoiceStatusId);
}
