import { SubscriptionCard, useMessages } from '@kwartier/ui';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { api } from '../../../../api';
import { useDocumentTitle } from '../../../../document';
import { load } from '../../../../load';
import { messages } from '../../../../messages';
import { recordId } from '../../../../params';

const authenticated = getRouteApi('/_authenticated');

/** /subscriptions/{id}: one subscription with its client and service. */
export const Route = createFileRoute('/_authenticated/_admin/subscriptions/$id')({
  loader: async ({ params }) => ({
    subscription: await load(api.GET('/api/subscriptions/{id}', { params: { path: { id: recordId(params.id) } } })),
  }),
  component: SubscriptionPage,
});

function SubscriptionPage() {
  const { user } = authenticated.useRouteContext();
  const { subscription } = Route.useLoaderData();
  const t = useMessages(messages);
  useDocumentTitle(`${t('subscription')} · ${subscription.name} · ${subscription.client.name}`);
  return (
    <SubscriptionCard
      subscription={subscription}
      clientHref={(id) => `/clients/${id}`}
      serviceHref={(id) => `/services/${id}`}
      dateFormat={user.dateformat}
    />
  );
}
