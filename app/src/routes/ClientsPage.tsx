import { ClientList, useMessages, useSnackbar } from '@kwartier/ui';
import { useLoaderData, useRouter } from '@tanstack/react-router';
import { api } from '../api';
import { messages } from '../messages';
import { expectOk, submitResult } from '../submit';

export function ClientsPage() {
  const { clients } = useLoaderData({ from: '/authenticated/admin/clients' });
  const router = useRouter();
  const snackbar = useSnackbar();
  const t = useMessages(messages);
  return (
    <ClientList
      clients={clients}
      clientHref={(id) => `/clients/${id}`}
      onCreate={async (body) => {
        const result = await submitResult(api.POST('/api/clients', { body }));
        if (!result) {
          snackbar.success(t('clientSaved'));
          await router.invalidate();
        }
        return result;
      }}
      onToggleActive={async (client) => {
        await expectOk(api.POST('/api/clients/toggle/active', { body: { id: client.id } }));
        snackbar.success(t('clientStatusSaved'));
        await router.invalidate();
      }}
      onDelete={async (client) => {
        await expectOk(api.DELETE('/api/clients/{id}', { params: { path: { id: client.id } } }));
        snackbar.success(t('clientDeleted'));
        await router.invalidate();
      }}
    />
  );
}
