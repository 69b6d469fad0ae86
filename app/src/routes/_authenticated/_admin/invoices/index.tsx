import type { Invoice, InvoiceStatus } from '@kwartier/api';
import { InvoiceList, InvoicePdfProgress, useMessages } from '@kwartier/ui';
import { createFileRoute, getRouteApi, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../../../api';
import { useDocumentTitle } from '../../../../document';
import { InvoiceDialogFor, usePdfDownload, useStatusChange } from '../../../../invoices';
import { load } from '../../../../load';
import { messages } from '../../../../messages';
import { savedMessages } from '../../../../saved.messages';
import { useSave } from '../../../../save';

const STATUSES: readonly InvoiceStatus[] = ['concept', 'sent', 'overdue', 'paid'];
const authenticated = getRouteApi('/_authenticated');

interface InvoicesSearch {
  /** The year shown; this year when left out. */
  year?: number;
  /** The status card selected; concept when left out. */
  status?: InvoiceStatus;
}

/**
 * /invoices: one year's invoices (`?year=`, this year when left out) with the four status cards as
 * a filter (`?status=`, concept when left out), so a link, a reload and back/forward show the same
 * view. Add and copy open the invoice dialog; the PDF downloads with the progress modal.
 */
export const Route = createFileRoute('/_authenticated/_admin/invoices/')({
  validateSearch: (search: Record<string, unknown>): InvoicesSearch => ({
    year: Number.isInteger(search.year) && (search.year as number) >= 1900 && (search.year as number) <= 9999 ? (search.year as number) : undefined,
    status: STATUSES.includes(search.status as InvoiceStatus) ? (search.status as InvoiceStatus) : undefined,
  }),
  loaderDeps: ({ search }) => ({ year: search.year ?? new Date().getFullYear() }),
  loader: async ({ deps }) => ({ year: deps.year, list: await load(api.GET('/api/invoices', { params: { query: { year: deps.year } } })) }),
  component: InvoicesPage,
});

function InvoicesPage() {
  const { user } = authenticated.useRouteContext();
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
        selectedStatus={search.status ?? 'concept'}
        onSelectedStatusChange={(status) => void navigate({ search: (prev) => ({ ...prev, status: status === 'concept' ? undefined : status }), replace: true })}
        invoiceHref={(invoice) => `/invoices/${invoice.id}`}
        dateFormat={user.dateformat}
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
