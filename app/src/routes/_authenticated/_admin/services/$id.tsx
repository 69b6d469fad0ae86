import { ServiceDetailsCard, ServiceTabs, SubscriptionList, useMessages, type ServiceTab } from '@kwartier/ui';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { api } from '../../../../api';
import { useDocumentTitle } from '../../../../document';
import { load } from '../../../../load';
import { savedMessages } from '../../../../saved.messages';
import { recordId } from '../../../../params';
import { useSave } from '../../../../save';
import { tabSearch } from '../../../../tabs';

const tabs = tabSearch<ServiceTab>(['details', 'subscriptions']);
const authenticated = getRouteApi('/_authenticated');

/** /services/{id}: details, and the clients subscribed to it at ?tab=subscriptions. */
export const Route = createFileRoute('/_authenticated/_admin/services/$id')({
  validateSearch: tabs.validateSearch,
  loader: async ({ params }) => {
    const id = recordId(params.id);
    const [service, subscriptions, clients] = await Promise.all([
      load(api.GET('/api/services/{id}', { params: { path: { id } } })),
      load(api.GET('/api/subscriptions', { params: { query: { service_id: id } } })),
      load(api.GET('/api/clients')),
    ]);
    return { service, subscriptions, clients };
  },
  component: ServicePage,
});

function ServicePage() {
  const { user } = authenticated.useRouteContext();
  const { organization } = authenticated.useLoaderData();
  const { service, subscriptions, clients } = Route.useLoaderData();
  const tab = tabs.tabOf(Route.useSearch());
  const navigate = Route.useNavigate();
  const saved = useMessages(savedMessages);
  const save = useSave();
  useDocumentTitle(service.name);
  const byId = (id: number) => ({ params: { path: { id } } });
  return (
    <ServiceTabs
      service={service}
      selectedTab={tab}
      onTabChange={(next) => void navigate({ search: tabs.searchFor(next) })}
      details={
        <ServiceDetailsCard
          key={service.id}
          service={service}
          onSave={(body) => save.form(api.PUT('/api/services/{id}', { ...byId(service.id), body }), saved('serviceSaved'))}
        />
      }
      subscriptions={
        <SubscriptionList
          key={service.id}
          subscriptions={subscriptions}
          clients={clients}
          clientHref={(id) => `/clients/${id}`}
          subscriptionHref={(id) => `/subscriptions/${id}`}
          dateFormat={user.dateformat}
          firstDayOfWeek={organization.firstdayoftheweek}
          onCreate={(values) => save.form(api.POST('/api/subscriptions', { body: { ...values, service_id: service.id } }), saved('subscriptionSaved'))}
          onToggleActive={(subscription) =>
            save.action(api.POST('/api/subscriptions/toggle/active', { body: { id: subscription.id } }), saved('subscriptionStatusSaved'))
          }
          onDelete={(subscription) => save.form(api.DELETE('/api/subscriptions/{id}', byId(subscription.id)), saved('subscriptionDeleted'))}
        />
      }
    />
  );
}
