import { schemaEnums, type AuditKind } from '@kwartier/api';
import { AuditLog, useMessages, type AuditFilter } from '@kwartier/ui';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { api } from '../../../api';
import { useDocumentTitle } from '../../../document';
import { load } from '../../../load';
import { messages } from '../../../messages';
import { positive } from '../../../searchValues';

const authenticated = getRouteApi('/_authenticated');

/** Entries per page of the trail. */
const PER_PAGE = 50;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type AuditSearch = AuditFilter & { page?: number };

const day = (value: unknown) => (typeof value === 'string' && DAY.test(value) ? value : undefined);

/**
 * /audit (admins): the organisation's audit trail, filtered and paged by the
 * address (`?user_id=&kind=&from=&to=&page=`), so a filtered page can be linked and reloaded.
 */
export const Route = createFileRoute('/_authenticated/_admin/audit')({
  validateSearch: (search: Record<string, unknown>): AuditSearch => ({
    user_id: positive(search.user_id),
    kind: schemaEnums.AuditKind.find((kind) => kind === search.kind) as AuditKind | undefined,
    from: day(search.from),
    to: day(search.to),
    page: positive(search.page),
  }),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const { page = 1, ...filter } = deps;
    const [trail, members] = await Promise.all([
      load(api.GET('/api/audit', { params: { query: { ...filter, page, per_page: PER_PAGE } } })),
      load(api.GET('/api/users')),
    ]);
    return { trail, people: members.filter((member) => member.name).map((member) => ({ id: member.id, name: member.name! })), filter };
  },
  component: AuditPage,
});

function AuditPage() {
  const { user } = authenticated.useRouteContext();
  const { trail, people, filter } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const t = useMessages(messages);
  useDocumentTitle(t('audit'));
  return (
    <AuditLog
      entries={trail.entries}
      page={trail.page}
      perPage={trail.per_page}
      totalCount={trail.total_count}
      filter={filter}
      people={people}
      dateFormat={user.dateformat}
      onFilterChange={(next) => void navigate({ search: { ...next, page: undefined } })}
      onPageChange={(page) => void navigate({ search: (previous) => ({ ...previous, page: page === 1 ? undefined : page }) })}
    />
  );
}
