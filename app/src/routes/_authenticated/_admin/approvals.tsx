import type { WeekApprovalStatus } from '@kwartier/api';
import { ApprovalList, useMessages } from '@kwartier/ui';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { api } from '../../../api';
import { useDocumentTitle } from '../../../document';
import { load } from '../../../load';
import { messages } from '../../../messages';
import { savedMessages } from '../../../saved.messages';
import { useSave } from '../../../save';

const authenticated = getRouteApi('/_authenticated');

/**
 * /approvals (admins): the approval setting, the weeks members submitted (approve, or reject with
 * a comment), and the locked periods. Every decision reloads the lists.
 */
const DECIDED: readonly WeekApprovalStatus[] = ['approved', 'rejected'];

export const Route = createFileRoute('/_authenticated/_admin/approvals')({
  // `?status=approved|rejected` shows decided weeks; left out, those waiting for a decision.
  validateSearch: (search: Record<string, unknown>): { status?: WeekApprovalStatus } => ({
    status: DECIDED.find((status) => status === search.status),
  }),
  loaderDeps: ({ search }) => ({ status: search.status ?? 'submitted' }),
  loader: async ({ deps }) => {
    const [submissions, locks] = await Promise.all([load(api.GET('/api/approvals', { params: { query: { status: deps.status } } })), load(api.GET('/api/locks'))]);
    return { submissions, locks, status: deps.status };
  },
  component: ApprovalsPage,
});

function ApprovalsPage() {
  const { organization } = authenticated.useLoaderData();
  const { user } = authenticated.useRouteContext();
  const { submissions, locks, status } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const t = useMessages(messages);
  const saved = useMessages(savedMessages);
  const save = useSave();
  useDocumentTitle(t('approvals'));
  return (
    <ApprovalList
      submissions={submissions}
      status={status}
      onStatusChange={(next) => void navigate({ search: { status: next === 'submitted' ? undefined : next } })}
      locks={locks}
      approvalOn={organization.time_approval}
      dateformat={user.dateformat}
      firstDayOfWeek={organization.firstdayoftheweek}
      onApprovalChange={(on) => save.form(api.POST('/api/organization/save/update', { body: { time_approval: on } }), saved('settingsSaved'))}
      adminWeeksNeedApproval={organization.approve_admin_weeks}
      onAdminWeeksChange={(on) => save.form(api.POST('/api/organization/save/update', { body: { approve_admin_weeks: on } }), saved('settingsSaved'))}
      onApprove={(id) => save.form(api.POST('/api/approvals/{id}/approve', { params: { path: { id } } }), saved('weekApproved'))}
      onUndo={(id) => save.form(api.POST('/api/approvals/{id}/undo', { params: { path: { id } } }), saved('approvalUndone'))}
      onReject={(id, comment) => save.form(api.POST('/api/approvals/{id}/reject', { params: { path: { id } }, body: { comment } }), saved('weekRejected'))}
      onLock={(body) => save.form(api.POST('/api/locks', { body }), saved('periodLocked'))}
      onUnlock={(id) => save.form(api.DELETE('/api/locks/{id}', { params: { path: { id } } }), saved('periodUnlocked'))}
    />
  );
}
