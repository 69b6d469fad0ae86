import { QuoteList, useMessages } from '@kwartier/ui';
import { createFileRoute, getRouteApi, useRouterState } from '@tanstack/react-router';
import { api } from '../../../../api';
import { useDocumentTitle } from '../../../../document';
import { load } from '../../../../load';
import { messages } from '../../../../messages';

const authenticated = getRouteApi('/_authenticated');

/** /quotes: the organisation's quotes; Add quote opens a new one (/quotes/new). */
export const Route = createFileRoute('/_authenticated/_admin/quotes/')({
  loader: async () => ({ list: await load(api.GET('/api/quotes')) }),
  component: QuotesPage,
});

function QuotesPage() {
  const { user } = authenticated.useRouteContext();
  const { list } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const isLoading = useRouterState({ select: (s) => s.isLoading });
  const t = useMessages(messages);
  useDocumentTitle(t('quotes'));
  return (
    <QuoteList
      list={list}
      isLoading={isLoading}
      quoteHref={(quote) => `/quotes/${quote.id}`}
      dateFormat={user.dateformat}
      onAdd={() => void navigate({ to: '/quotes/new' })}
    />
  );
}
