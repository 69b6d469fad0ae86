import { ServiceList, useMessages } from '@kwartier/ui';
import { createFileRoute } from '@tanstack/react-router';
import { api } from '../../../../api';
import { useDocumentTitle } from '../../../../document';
import { load } from '../../../../load';
import { messages } from '../../../../messages';
import { savedMessages } from '../../../../saved.messages';
import { useSave } from '../../../../save';

export const Route = createFileRoute('/_authenticated/_admin/services/')({
  loader: async () => ({ services: await load(api.GET('/api/services')) }),
  component: ServicesPage,
});

function ServicesPage() {
  const { services } = Route.useLoaderData();
  const t = useMessages(messages);
  const saved = useMessages(savedMessages);
  const save = useSave();
  useDocumentTitle(t('services'));
  return (
    <ServiceList
      services={services}
      serviceHref={(id) => `/services/${id}`}
      onCreate={(body) => save.form(api.POST('/api/services', { body }), saved('serviceSaved'))}
      onToggleActive={(service) => save.action(api.POST('/api/services/toggle/active', { body: { id: service.id } }), saved('serviceStatusSaved'))}
      onDelete={(service) => save.form(api.DELETE('/api/services/{id}', { params: { path: { id: service.id } } }), saved('serviceDeleted'))}
    />
  );
}
