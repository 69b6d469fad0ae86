import type { ReportEntry } from '@kwartier/api';
import { Reports, parseReportSearch, rangeProblem, reportEntriesRequest, reportRequest, reportSearch, useMessages, type ReportState } from '@kwartier/ui';
import { createFileRoute, getRouteApi, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { api } from '../../api';
import { useDocumentTitle } from '../../document';
import { load } from '../../load';
import { messages } from '../../messages';
import { expectOk } from '../../submit';

const authenticated = getRouteApi('/_authenticated');

/** Today in the browser's time zone (the user's), as the API writes dates. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Entries per call when every entry is asked for (an export of the detailed view): the contract's most. */
const EXPORT_PAGE = 1000;

/**
 * /reports: tracked time and expenses over any range (members their own, admins everyone's),
 * grouped or entry by entry. The whole report — range, filters, what it counts (`type`), groups,
 * view and page — lives in the URL, so a link, a reload and back/forward show the same report;
 * anything invalid in it falls back (@kwartier/ui `parseReportSearch`), except a range of two
 * dates that the server refuses: that stays as written and the screen says why.
 */
export const Route = createFileRoute('/_authenticated/reports')({
  validateSearch: (search: Record<string, unknown>) => reportSearch(parseReportSearch(search, localToday())),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const state = parseReportSearch(deps, localToday());
    const range = { from: state.from, to: state.to };
    // A link's range the server refuses stays in the URL as written; the screen says why, and asks nothing.
    if (rangeProblem(state.from, state.to) !== null) {
      return { report: undefined, entries: undefined, options: { clients: [], projects: [], activities: [], members: context.user.admin ? [] : undefined } };
    }
    // The records to filter on: those with time in the range (a member has no catalogue calls).
    const [report, entries, byProject, byActivity] = await Promise.all([
      state.view === 'summary' ? load(api.POST('/api/reports', { body: reportRequest(state) })) : undefined,
      state.view === 'detail' ? load(api.POST('/api/reports/entries', { body: reportEntriesRequest(state) })) : undefined,
      load(api.POST('/api/reports', { body: { ...range, group_by: ['client', 'project'] } })),
      load(api.POST('/api/reports', { body: { ...range, group_by: ['activity', 'member'] } })),
    ]);
    const unique = (rows: { key: string; name: string; detail: string | null }[]) =>
      [...new Map(rows.map((row) => [row.key, { id: Number(row.key), name: row.name, detail: row.detail }])).values()];
    const options = {
      clients: unique(byProject.subtotals.map((row) => row.groups[0])),
      projects: unique(byProject.rows.map((row) => row.groups[1])),
      activities: unique(byActivity.subtotals.map((row) => row.groups[0])),
      members: context.user.admin ? unique(byActivity.rows.map((row) => row.groups[1])).sort((a, b) => a.name.localeCompare(b.name)) : undefined,
    };
    return { report, entries, options };
  },
  component: ReportsPage,
});

/** Every entry of a report, a page of 1000 after another (the detailed view's export). */
async function allEntries(state: ReportState): Promise<ReportEntry[]> {
  const entries: ReportEntry[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await expectOk(api.POST('/api/reports/entries', { body: reportEntriesRequest(state, page, EXPORT_PAGE) }));
    if (!answer) throw new Error('The entries call answered without entries');
    entries.push(...answer.entries);
    if (answer.entries.length < EXPORT_PAGE) return entries;
  }
}

function ReportsPage() {
  const t = useMessages(messages);
  useDocumentTitle(t('reports'));
  const { user } = authenticated.useRouteContext();
  const { organization } = authenticated.useLoaderData();
  const { report, entries, options } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const isLoading = useRouterState({ select: (s) => s.isLoading });
  const today = localToday();
  const state = useMemo(() => parseReportSearch(search, today), [search, today]);
  return (
    <Reports
      state={state}
      onStateChange={(next) => void navigate({ search: reportSearch(next) })}
      options={options}
      report={report}
      entries={entries}
      showRevenue={user.admin}
      isLoading={isLoading}
      today={today}
      firstDayOfWeek={organization.firstdayoftheweek}
      dateFormat={user.dateformat}
      loadAllEntries={allEntries}
    />
  );
}
