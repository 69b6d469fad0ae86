import type { Invoice } from '@kwartier/api';
import { InvoiceList, InvoicePdfProgress, useMessages, type InvoiceListFilter } from '@kwartier/ui';
import { createFileRoute, getRouteApi, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../../../api';
import { useDocumentTitle } from '../../../../document';
import { InvoiceDialogFor, usePdfDownload, useStatusChange } from '../../../../invoices';
import { load } from '../../../../load';
import { messages } from '../../../../messages';
import { savedMessages } from '../../../../saved.messages';
import { useSave } from '../../../../save';

const FILTERS: readonly InvoiceListFilter[] = ['all', 'concept', 'sent', 'overdue', 'paid'];
const authenticated = getRouteApi('/_authenticated');

interface InvoicesSearch {
  /** The year shown; this year when left out. */
  year?: number;
  /**
   * The card selected: `all` or a displayed status. Left out, the list decides: all once any of
   * the year's invoices has left concept, else concept. A card the user picks is always written.
   */
  status?: InvoiceListFilter;
}

/**
 * /invoices: one year's invoices (`?year=`, this year when left out) with the five cards as a
 * filter (`?status=all|concept|sent|overdue|paid`; left out, all once any invoice of the year has
 * left concept, else concept), so a link, a reload and back/forward show the same view. Add and
 * copy open the invoice dialog; the PDF downloads with the progress modal; a status change is
 * confirmed (sent) or asks the payment date (paid) in the status button's dialog.
 */
export const Route = createFileRoute('/_authenticated/_admin/invoices/')({
  validateSearch: (search: Record<string, unknown>): InvoicesSearch => ({
    year: Number.isInteger(search.year) && (search.year as number) >= 1900 && (search.year as number) <= 9999 ? (search.year as number) : undefined,
    status: FILTERS.includes(search.status as InvoiceListFilter) ? (search.status as InvoiceListFilter) : undefined,
  }),
  loaderDeps: ({ search }) => ({ year: search.year ?? new Date().getFullYear() }),
  loader: async ({ deps }) => ({ year: deps.year, list: await load(api.GET('/api/invoices', { params: { query: { year: deps.year } } })) }),
  component: InvoicesPage,
});

function InvoicesPage() {
  const { user } = authenticated.useRouteContext();
  const { organization } = authenticated.useLoaderData();
  const { year, list } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const isLoading = useRouterState({ select: (s) => s.isLoading });
  const t = useMessages(messages);
  const saved = useMessages(savedMessages);
  const save = useSave();
  const pdf = usePdfDownload();
  const changeStatus = useStatusChange();
  const [pdfNumber, setPdfNumber] = useState<string>();
  const [dialog, setDialog] = useState<{ mode: 'add' } | { mode: 'copy'; invoice: Invoice } | null>(null);
  useDocumentTitle(t('invoices'));
  const byId = (invoice: Invoice) => ({ params: { path: { id: invoice.id } } });
  return (
    <>
      <InvoiceList
        list={list}
        year={year}
        isLoading={isLoading}
        onYearChange={(next) => void navigate({ search: (prev) => ({ ...prev, year: next === new Date().getFullYear() ? undefined : next }) })}
        selectedStatus={search.status}
        onSelectedStatusChange={(status) => void navigate({ search: (prev) => ({ ...prev, status }), replace: true })}
        invoiceHref={(invoice) => `/invoices/${invoice.id}`}
        dateFormat={user.dateformat}
        firstDayOfWeek={organization.firstdayoftheweek}
        onAdd={() => setDialog({ mode: 'add' })}
        onCopy={(invoice) => setDialog({ mode: 'copy', invoice })}
        onDelete={(invoice) => save.form(api.DELETE('/api/invoices/{id}', byId(invoice)), saved('invoiceDeleted'))}
        onStatusChange={changeStatus}
        onDownloadPdf={async (invoice) => {
          setPdfNumber(invoice.invoicenumber);
          await pdf.download(invoice);
        }}
      />
      <InvoicePdfProgress isOpen={pdf.isGenerating} invoiceNumber={pdfNumber} />
      {dialog && <InvoiceDialogFor {...dialog} onClose={() => setDialog(null)} />}
    </>
  );
}
