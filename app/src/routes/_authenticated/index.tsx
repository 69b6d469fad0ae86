import type { Period, TimeUnit } from '@kwartier/api';
import { dashboardData } from '@kwartier/api/pages';
import { dashboardDeps, localDate, validateDashboardSearch, type DashboardSearch } from '@kwartier/api/pages/search';
import { Dashboard, useMessages, type PeriodChoice } from '@kwartier/ui';
import { createFileRoute, getRouteApi, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../api';
import { useDocumentTitle } from '../../document';
import { load } from '../../load';
import { messages } from '../../messages';
import { dashboardView } from '../../pageViews';
import { expectOk } from '../../submit';

const authenticated = getRouteApi('/_authenticated');

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
  validateSearch: validateDashboardSearch,
  loaderDeps: ({ search }) => dashboardDeps(search),
  // The calls the server sends with the page (@kwartier/api/pages).
  loader: ({ context, deps }) => dashboardData({ api, load, today: localDate(new Date()), user: context.user }, deps),
  component: DashboardPage,
});

function DashboardPage() {
  const t = useMessages(messages);
  useDocumentTitle(t('dashboard'));
  const { user } = authenticated.useRouteContext();
  const { organization } = authenticated.useLoaderData();
  const data = Route.useLoaderData();
  const { period } = data;
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
      {...dashboardView(data, search, user)}
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
