import {
  ClientContactsPanel,
  ClientDetailsCard,
  ClientTabs,
  ClientUpdatesPanel,
  useMessages,
  type ClientTab,
} from '@kwartier/ui';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { api } from '../../../../api';
import { useDocumentTitle } from '../../../../document';
import { load } from '../../../../load';
import { savedMessages } from '../../../../saved.messages';
import { recordId } from '../../../../params';
import { useSave } from '../../../../save';
import { tabSearch } from '../../../../tabs';

const tabs = tabSearch<ClientTab>(['details', 'contacts', 'updates']);
const authenticated = getRouteApi('/_authenticated');

/** /clients/{id}: details, and the contacts and updates tabs at ?tab=contacts and ?tab=updates. */
export const Route = createFileRoute('/_authenticated/_admin/clients/$id')({
  validateSearch: tabs.validateSearch,
  loader: async ({ params }) => {
    const path = { params: { path: { id: recordId(params.id) } } };
    const [client, contacts, updates] = await Promise.all([
      load(api.GET('/api/clients/{id}', path)),
      load(api.GET('/api/contacts/client/{id}', path)),
      load(api.GET('/api/clientupdates/client/{id}', path)),
    ]);
    return { client, contacts, updates };
  },
  component: ClientPage,
});

function ClientPage() {
  const { user } = authenticated.useRouteContext();
  const { client, contacts, updates } = Route.useLoaderData();
  const tab = tabs.tabOf(Route.useSearch());
  const navigate = Route.useNavigate();
  const saved = useMessages(savedMessages);
  const save = useSave();
  useDocumentTitle(client.name);
  const byId = (id: number) => ({ params: { path: { id } } });
  return (
    <ClientTabs
      client={client}
      selectedTab={tab}
      onTabChange={(next) => void navigate({ search: tabs.searchFor(next) })}
      details={
        <ClientDetailsCard
          // A fresh card (and dialog draft) when another client is shown.
          key={client.id}
          client={client}
          onSave={(body) => save.form(api.PUT('/api/clients/{id}', { ...byId(client.id), body }), saved('clientSaved'))}
        />
      }
      contacts={
        <ClientContactsPanel
          key={client.id}
          clientId={client.id}
          contacts={contacts}
          onCreate={(body) => save.form(api.POST('/api/contacts', { body }), saved('contactSaved'))}
          onUpdate={(contact, body) => save.form(api.PUT('/api/contacts/{id}', { ...byId(contact.id), body }), saved('contactSaved'))}
          onDelete={(contact) => save.form(api.DELETE('/api/contacts/{id}', byId(contact.id)), saved('contactDeleted'))}
        />
      }
      updates={
        <ClientUpdatesPanel
          key={client.id}
          updates={updates}
          dateformat={user.dateformat}
          onCreate={(update) => save.form(api.POST('/api/clientupdates', { body: { update, client_id: client.id } }), saved('clientUpdateSaved'))}
          onUpdate={(entry, update) => save.form(api.PUT('/api/clientupdates/{id}', { ...byId(entry.id), body: { update } }), saved('clientUpdateSaved'))}
          onDelete={(entry) => save.form(api.DELETE('/api/clientupdates/{id}', byId(entry.id)), saved('clientUpdateDeleted'))}
        />
      }
    />
  );
}
