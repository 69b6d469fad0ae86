import { ClientList, useMessages } from '@kwartier/ui';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { api } from '../../../../api';
import { useDocumentTitle } from '../../../../document';
import { load } from '../../../../load';
import { messages } from '../../../../messages';
import { savedMessages } from '../../../../saved.messages';
import { useSave } from '../../../../save';

const authenticated = getRouteApi('/_authenticated');

export const Route = createFileRoute('/_authenticated/_admin/clients/')({
  loader: async () => ({ clients: await load(api.GET('/api/clients')) }),
  component: ClientsPage,
});

function ClientsPage() {
  const { clients } = Route.useLoaderData();
  const { organization } = authenticated.useLoaderData();
  const t = useMessages(messages);
  const saved = useMessages(savedMessages);
  const save = useSave();
  useDocumentTitle(t('clients'));
  return (
    <ClientList
      clients={clients}
      clientHref={(id) => `/clients/${id}`}
      defaultCurrency={organization.currency}
      onCreate={(body) => save.form(api.POST('/api/clients', { body }), saved('clientSaved'))}
      onToggleActive={(client) =>
        save.action(api.POST('/api/clients/toggle/active', { body: { id: client.id } }), saved('clientStatusSaved'))
      }
      onDelete={(client) =>
        save.form(api.DELETE('/api/clients/{id}', { params: { path: { id: client.id } } }), saved('clientDeleted'))
      }
    />
  );
}
