import { SubscriptionCard, useMessages } from '@kwartier/ui';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { api } from '../../../../api';
import { useDocumentTitle } from '../../../../document';
import { load } from '../../../../load';
import { messages } from '../../../../messages';
import { recordId } from '../../../../params';
import { useSave } from '../../../../save';
import { savedMessages } from '../../../../saved.messages';
import { submitResult } from '../../../../submit';

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
  const { organization } = authenticated.useLoaderData();
  const { subscription } = Route.useLoaderData();
  const t = useMessages(messages);
  const saved = useMessages(savedMessages);
  const save = useSave();
  const path = { params: { path: { id: subscription.id } } };
  // "Create now": the invoice made, or the server's refusal (409 invoiced already, 422 no price) to show.
  const invoiceNow = async () => {
    const call = api.POST('/api/subscriptions/{id}/invoice', path);
    const { data } = await call;
    if (data) return data;
    const refusal = await submitResult(call);
    return { message: refusal?.message ?? '' };
  };
  useDocumentTitle(`${t('subscription')} · ${subscription.name} · ${subscription.client.name}`);
  return (
    <SubscriptionCard
      subscription={subscription}
      clientHref={(id) => `/clients/${id}`}
      serviceHref={(id) => `/services/${id}`}
      dateFormat={user.dateformat}
      firstDayOfWeek={organization.firstdayoftheweek}
      onUpdate={(body) => save.form(api.PUT('/api/subscriptions/{id}', { ...path, body }), saved('subscriptionSaved'))}
      onInvoiceNow={invoiceNow}
      invoiceHref={(id) => `/invoices/${id}`}
    />
  );
}
