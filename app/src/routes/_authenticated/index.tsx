import type { DashboardScope, Period, TimeUnit } from '@kwartier/api';
import { Dashboard, useMessages, type DashboardGrouping, type PeriodChoice } from '@kwartier/ui';
import { createFileRoute, getRouteApi, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../api';
import { useDocumentTitle } from '../../document';
import { load } from '../../load';
import { messages } from '../../messages';
import { expectOk } from '../../submit';

const authenticated = getRouteApi('/_authenticated');
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UNITS: readonly TimeUnit[] = ['week', 'month', 'year'];

interface DashboardSearch {
  /** The period's length; month by default (§9). */
  unit?: TimeUnit;
  /** The first day of the period shown; the current period when left out. */
  from?: string;
  scope?: DashboardScope;
  group?: DashboardGrouping;
}

/** A day in the period before the one starting at `from` (`from` is a period's first day). */
function dayInPeriodBefore(from: string, unit: TimeUnit): string {
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (unit === 'week') date.setUTCDate(date.getUTCDate() - 7);
  else if (unit === 'month') date.setUTCDate(date.getUTCDate() - 1);
  else date.setUTCFullYear(date.getUTCFullYear() - 1);
  return date.toISOString().slice(0, 10);
}

const CHOICES: Record<PeriodChoice, { timeunit: TimeUnit; timescope: 'current' | 'last' }> = {
  thisWeek: { timeunit: 'week', timescope: 'current' },
  lastWeek: { timeunit: 'week', timescope: 'last' },
  thisMonth: { timeunit: 'month', timescope: 'current' },
  lastMonth: { timeunit: 'month', timescope: 'last' },
  thisYear: { timeunit: 'year', timescope: 'current' },
  lastYear: { timeunit: 'year', timescope: 'last' },
};

/**
 * /: the dashboard — where the hours went. The period (`?unit=` and its first day `?from=`), the
 * scope and the grouping live in the URL, so a link, a reload and back/forward show the same view.
 */
export const Route = createFileRoute('/_authenticated/')({
  validateSearch: (search: Record<string, unknown>): DashboardSearch => ({
    unit: UNITS.includes(search.unit as TimeUnit) && search.unit !== 'month' ? (search.unit as TimeUnit) : undefined,
    from: typeof search.from === 'string' && DATE.test(search.from) ? search.from : undefined,
    scope: search.scope === 'team' ? 'team' : undefined,
    group: search.group === 'activity' ? 'activity' : undefined,
  }),
  loaderDeps: ({ search }) => ({ unit: search.unit ?? 'month', from: search.from, scope: search.scope ?? 'me' }),
  loader: async ({ context, deps: { unit, from, scope } }) => {
    // The period starting at `from`: the one after the period holding the day before it.
    const period: Period = from
      ? await load(api.POST('/api/period/next', { body: { date: dayInPeriodBefore(from, unit), timeunit: unit } }))
      : await load(api.POST('/api/period', { body: { timeunit: unit } }));
    const range = { from: period.from, to: period.to, scope };
    const [timeTotals, activityTotals, receivables, notes, firstSteps] = await Promise.all([
      load(api.POST('/api/dashboard/timetotals', { body: range })),
      load(api.POST('/api/dashboard/activitytotals', { body: range })),
      // What the clients still owe: admins only (the call is theirs).
      context.user.admin ? load(api.GET('/api/dashboard/receivables')) : null,
      load(api.POST('/api/dashboard/notes', { body: range })),
      // What a new organisation has done of its first steps (the panel goes once all are done).
      load(api.GET('/api/dashboard/firststeps')),
    ]);
    return { period, timeTotals, activityTotals, receivables, notes, firstSteps };
  },
  component: DashboardPage,
});

function DashboardPage() {
  const t = useMessages(messages);
  useDocumentTitle(t('dashboard'));
  const { user } = authenticated.useRouteContext();
  const { organization } = authenticated.useLoaderData();
  const { period, timeTotals, activityTotals, receivables, notes, firstSteps } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const isLoading = useRouterState({ select: (s) => s.isLoading });
  const unit = search.unit ?? 'month';

  const show = (next: Partial<DashboardSearch>) => void navigate({ search: (current) => ({ ...current, ...next }) });
  // The move to another period that failed, repeated by the dashboard's Try again; null while none did.
  const [retry, setRetry] = useState<(() => void) | null>(null);
  /**
   * Moves to the period the server works out (weeks from the organisation's first day). A failed
   * call is never dropped: the dashboard says so, with Try again, and keeps the current period.
   */
  const moveTo = (ask: () => Promise<Period | undefined>, search: (period: Period) => Partial<DashboardSearch>) => {
    const attempt = async () => {
      setRetry(null);
      try {
        const next = await ask();
        if (!next) throw new Error('The period call answered without a period');
        show(search(next));
      } catch (error) {
        console.error('Moving to another period failed', error);
        setRetry(() => () => void attempt());
      }
    };
    void attempt();
  };
  const step = (direction: 'previous' | 'next') =>
    moveTo(
      () => expectOk(api.POST(direction === 'previous' ? '/api/period/previous' : '/api/period/next', { body: { date: period.from, timeunit: unit } })),
      (next) => ({ from: next.from }),
    );

  return (
    <Dashboard
      period={period}
      scope={search.scope ?? 'me'}
      grouping={search.group ?? 'project'}
      timeTotals={timeTotals}
      activityTotals={activityTotals}
      showRevenue={user.admin}
      receivables={receivables}
      notes={notes}
      firstSteps={{ done: firstSteps, isAdmin: user.admin, clientsHref: '/clients', projectsHref: '/projects', timeHref: '/time' }}
      isLoading={isLoading}
      onScopeChange={(scope) => show({ scope: scope === 'team' ? 'team' : undefined })}
      onGroupingChange={(group) => show({ group: group === 'activity' ? 'activity' : undefined })}
      onPrevious={() => step('previous')}
      onNext={() => step('next')}
      onPeriodChoice={(choice) => {
        const { timeunit, timescope } = CHOICES[choice];
        const unitSearch = timeunit === 'month' ? undefined : timeunit;
        setRetry(null);
        if (timescope === 'current') return show({ unit: unitSearch, from: undefined });
        moveTo(
          () => expectOk(api.POST('/api/period', { body: { timeunit, timescope } })),
          (next) => ({ unit: unitSearch, from: next.from }),
        );
      }}
      onRetryPeriod={retry ?? undefined}
    />
  );
}
