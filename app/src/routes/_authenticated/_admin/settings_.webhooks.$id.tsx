import { WebhookDeliveries, useMessages } from '@kwartier/ui';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { api } from '../../../api';
import { useDocumentTitle } from '../../../document';
import { load } from '../../../load';
import { messages } from '../../../messages';
import { positive } from '../../../searchValues';
import { recordId } from '../../../params';
import { savedMessages } from '../../../saved.messages';
import { useSave } from '../../../save';

const authenticated = getRouteApi('/_authenticated');

/** Deliveries per page of the log. */
const PER_PAGE = 50;


/** /settings/webhooks/{id} (admins): a webhook endpoint's delivery log, paged by the address (`?page=`), with Send again and a link back to Settings › Webhooks. */
export const Route = createFileRoute('/_authenticated/_admin/settings_/webhooks/$id')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({ page: positive(search.page) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ params, deps }) => {
    const id = recordId(params.id);
    const [endpoint, log] = await Promise.all([
      load(api.GET('/api/webhooks/{id}', { params: { path: { id } } })),
      load(api.GET('/api/webhooks/{id}/deliveries', { params: { path: { id }, query: { page: deps.page, per_page: PER_PAGE } } })),
    ]);
    return { endpoint, log };
  },
  component: WebhookDeliveriesPage,
});

function WebhookDeliveriesPage() {
  const { user } = authenticated.useRouteContext();
  const { endpoint, log } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const t = useMessages(messages);
  const saved = useMessages(savedMessages);
  const save = useSave();
  useDocumentTitle(t('webhookDeliveries'));
  return (
    <WebhookDeliveries
      endpoint={endpoint}
      deliveries={log.deliveries}
      page={log.page}
      perPage={log.per_page}
      totalCount={log.total_count}
      dateFormat={user.dateformat}
      backHref="/settings?tab=webhooks"
      onPageChange={(page) => void navigate({ search: { page: page === 1 ? undefined : page } })}
      onResend={(delivery) =>
        save.action(api.POST('/api/webhookdeliveries/{id}/resend', { params: { path: { id: delivery.id } } }), saved('webhookResent'))
      }
    />
  );
}
