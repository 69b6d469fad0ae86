import { quoteData } from '@kwartier/api/pages';
import { localDate } from '@kwartier/api/pages/search';
import { QuoteDetail, useMessages, useSnackbar } from '@kwartier/ui';
import { createFileRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { api } from '../../../../api';
import { useDocumentTitle } from '../../../../document';
import { useClientContacts } from '../../../../invoices';
import { load } from '../../../../load';
import { recordId } from '../../../../params';
import { useQuotePdf } from '../../../../quotes';
import { savedMessages } from '../../../../saved.messages';
import { useSave } from '../../../../save';
import { submitResult } from '../../../../submit';

const authenticated = getRouteApi('/_authenticated');

/**
 * /quotes/{id}: a quote with its lines and totals. A concept's details and lines change here (each
 * change saves the whole quote); it is marked sent or sent by mail; an accepted quote becomes a
 * concept invoice (its page opens) or a project's budget; the PDF downloads.
 */
export const Route = createFileRoute('/_authenticated/_admin/quotes/$id')({
  // The calls the server sends with the page (@kwartier/api/pages).
  loader: ({ params, context }) => quoteData({ api, load, today: localDate(new Date()), user: context.user }, recordId(params.id)),
  component: QuotePage,
});

function QuotePage() {
  const { user } = authenticated.useRouteContext();
  const { organization } = authenticated.useLoaderData();
  const { quote, clients, projects, nextInvoiceNumber } = Route.useLoaderData();
  const navigate = useNavigate();
  const save = useSave();
  const snackbar = useSnackbar();
  const saved = useMessages(savedMessages);
  const downloadPdf = useQuotePdf();
  const { contacts, fetchContacts } = useClientContacts();
  useDocumentTitle(quote.quotenumber);
  useEffect(() => void fetchContacts(quote.client_id), [fetchContacts, quote.client_id]);
  const byId = { params: { path: { id: quote.id } } };
  return (
    <QuoteDetail
      key={quote.id}
      quote={quote}
      clients={clients}
      contacts={contacts}
      onClientChange={(clientId) => void fetchContacts(clientId)}
      projects={projects}
      suggestedInvoiceNumber={nextInvoiceNumber}
      dateFormat={user.dateformat}
      firstDayOfWeek={organization.firstdayoftheweek}
      invoiceHref={(id) => `/invoices/${id}`}
      onSave={(values) => save.form(api.PUT('/api/quotes/{id}', { ...byId, body: { ...values, quotenumber: values.quotenumber ?? quote.quotenumber } }), saved('quoteSaved'))}
      onMarkSent={() => save.form(api.POST('/api/quotes/{id}/sent', byId), saved('quoteMarkedSent'))}
      onSend={(body) => save.form(api.POST('/api/quotes/{id}/send', { ...byId, body }), saved('quoteMailed'))}
      onInvoice={async (body) => {
        // The concept invoice opens at once: its page is where it is finished and sent.
        const call = api.POST('/api/quotes/{id}/invoice', { ...byId, body });
        const refusal = await submitResult(call);
        if (refusal) return refusal;
        const { data } = await call;
        snackbar.success(saved('quoteInvoiced'));
        await navigate({ to: '/invoices/$id', params: { id: String(data!.id) } });
        return undefined;
      }}
      onBudget={(body) => save.form(api.POST('/api/quotes/{id}/budget', { ...byId, body }), saved('quoteBudgeted'))}
      onDownloadPdf={() => downloadPdf(quote)}
      onDelete={async () => {
        const refusal = await save.form(api.DELETE('/api/quotes/{id}', byId), saved('quoteDeleted'), { refresh: false });
        if (refusal) return refusal;
        await navigate({ to: '/quotes' });
        return undefined;
      }}
    />
  );
}
