import { QuoteDetail, useMessages, useSnackbar } from '@kwartier/ui';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { api } from '../../../../api';
import { useDocumentTitle } from '../../../../document';
import { useClientContacts } from '../../../../invoices';
import { load } from '../../../../load';
import { messages } from '../../../../messages';
import { savedMessages } from '../../../../saved.messages';
import { submitResult } from '../../../../submit';

const authenticated = getRouteApi('/_authenticated');

/** /quotes/new: a new quote's client, contact and dates; once created its page opens, where lines are added. */
export const Route = createFileRoute('/_authenticated/_admin/quotes/new')({
  loader: async () => ({ clients: await load(api.GET('/api/clients')) }),
  component: NewQuotePage,
});

function NewQuotePage() {
  const { user } = authenticated.useRouteContext();
  const { organization } = authenticated.useLoaderData();
  const { clients } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const { contacts, fetchContacts } = useClientContacts();
  const snackbar = useSnackbar();
  const saved = useMessages(savedMessages);
  const t = useMessages(messages);
  useDocumentTitle(t('newQuote'));
  return (
    <QuoteDetail
      quote={null}
      clients={clients}
      contacts={contacts}
      onClientChange={(clientId) => void fetchContacts(clientId)}
      dateFormat={user.dateformat}
      firstDayOfWeek={organization.firstdayoftheweek}
      onSave={async (body) => {
        const call = api.POST('/api/quotes', { body });
        const refusal = await submitResult(call);
        if (refusal) return refusal;
        const { data } = await call;
        snackbar.success(saved('quoteSaved'));
        await navigate({ to: '/quotes/$id', params: { id: String(data!.id) } });
        return undefined;
      }}
    />
  );
}
