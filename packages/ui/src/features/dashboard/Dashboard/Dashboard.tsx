import type { KeysOf } from '../../../i18n/catalogue';
import type { DashboardActivityTotals, DashboardNotes as Notes, DashboardScope, DashboardTimeTotals, Period, Project, Receivables } from '@kwartier/api';
import { useId, useMemo } from 'react';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { BudgetBar } from '../../../patterns/BudgetBar/BudgetBar';
import { PageHeader } from '../../../patterns/PageHeader/PageHeader';
import { Alert } from '../../../primitives/Alert/Alert';
import { Button } from '../../../primitives/Button/Button';
import { ChevronLeftIcon } from '../../../primitives/Icon/icons/ChevronLeftIcon';
import { ChevronRightIcon } from '../../../primitives/Icon/icons/ChevronRightIcon';
import { IconButton } from '../../../primitives/IconButton/IconButton';
import type { MenuItemData } from '../../../primitives/Menu/Menu';
import { MenuButton } from '../../../primitives/Menu/MenuButton';
import { ProgressBar } from '../../../primitives/ProgressBar/ProgressBar';
import { ToggleButtonGroup } from '../../../primitives/ToggleButtonGroup/ToggleButtonGroup';
import { BillableSummary } from '../BillableSummary/BillableSummary';
import { DashboardChart } from '../DashboardChart/DashboardChart';
import { hasTime } from '../DashboardChart/chartModel';
import { DashboardCsvButton } from '../DashboardCsv/DashboardCsvButton';
import { DashboardNotes } from '../DashboardNotes/DashboardNotes';
import { DashboardTable } from '../DashboardTable/DashboardTable';
import { decimalToCents } from '../DashboardTable/tableRows';
import { FirstSteps, type FirstStepsProps } from '../FirstSteps/FirstSteps';
import { ReceivablesCard } from '../ReceivablesCard/ReceivablesCard';
import { PERIOD_CHOICES, type DashboardGrouping, type PeriodChoice } from '../dashboardTypes';
import { messages } from './Dashboard.messages';
import * as styles from './Dashboard.css';

export type { DashboardGrouping, PeriodChoice } from '../dashboardTypes';

/** Props of {@link Dashboard}. */
export interface DashboardProps {
  /** The period shown (`POST /api/period`, `/previous`, `/next`): `label` is its heading. */
  period: Period;
  /** Whose time: the user's own (`me`) or the whole team's. */
  scope: DashboardScope;
  /** Rows per project or per activity. */
  grouping: DashboardGrouping;
  /** Minutes per day of the period (`POST /api/dashboard/timetotals`), for the chart. */
  timeTotals: DashboardTimeTotals;
  /** Rows and totals of the period (`POST /api/dashboard/activitytotals`), for the table and the CSV export. */
  activityTotals: DashboardActivityTotals;
  /** The period's entries with a note (`POST /api/dashboard/notes`): listed under the table, with their own CSV export. */
  notes?: Notes;
  /** Show revenue columns/totals (the caller is admin). Rows' revenue is null otherwise anyway. */
  showRevenue: boolean;
  /** Loading another period/scope: keep showing the old data, marked busy, with a progress bar. */
  isLoading?: boolean;
  onScopeChange(scope: DashboardScope): void;
  onGroupingChange(grouping: DashboardGrouping): void;
  onPrevious(): void;
  onNext(): void;
  onPeriodChoice(choice: PeriodChoice): void;
  /**
   * Given when the last move to another period failed (previous, next or the menu): an error
   * says so above the data, which stays that of the current period, with Try again calling this.
   * Leave it out again once a move succeeds.
   */
  onRetryPeriod?: () => void;
  /** What the clients still owe (`GET /api/dashboard/receivables`): shown above the period to admins; left out for members. */
  receivables?: Receivables | null;
  /** A new organisation's first steps (see {@link FirstSteps}): shown under the heading until every step is done. */
  firstSteps?: FirstStepsProps | null;
  /**
   * The organisation's projects (`GET /api/projects`, admins only): the active ones with a budget
   * are shown above the period, each with its use (`BudgetBar`); left out for members.
   */
  projects?: Project[] | null;
}

type Key = KeysOf<typeof messages>;

const isPeriodChoice = (key: unknown): key is PeriodChoice => (PERIOD_CHOICES as readonly unknown[]).includes(key);

const periodItems = (t: Translate<Key>): MenuItemData[] => PERIOD_CHOICES.map((choice) => ({ id: choice, label: t(choice) }));

/**
 * The start page (`/`): for a new organisation first the steps to take (until they are done); for admins first what the clients still owe (receivables), then where the hours went. A period heading with previous and next buttons and
 * a menu of periods (this or last week, month or year), toggles for whose time (mine or the
 * team's) and for grouping (project or activity), the column chart of hours per day and the
 * billable figures, a table of time (and, for admins, revenue) with its totals, exportable as CSV. A period without
 * time says so instead. While another period or scope loads, the old data stays, marked busy,
 * under a progress bar.
 */
export function Dashboard({
  period,
  scope,
  grouping,
  timeTotals,
  activityTotals,
  showRevenue,
  isLoading = false,
  onScopeChange,
  onGroupingChange,
  onPrevious,
  onNext,
  onPeriodChoice,
  onRetryPeriod,
  receivables,
  notes,
  firstSteps,
  projects,
}: DashboardProps) {
  const t = useMessages(messages);
  const titleId = useId();
  const budgetsId = useId();
  const budgeted = (projects ?? []).filter((project) => project.active && project.budget !== null);
  const rows = grouping === 'activity' ? activityTotals.activityTimes : activityTotals.projectTimes;
  const expenses = showRevenue ? activityTotals.totals.expenses : null;
  const hasExpenses = expenses !== null && decimalToCents(expenses) !== 0;
  const isEmpty =
    !hasTime(timeTotals.timetotals) && activityTotals.projectTimes.length === 0 && activityTotals.activityTimes.length === 0 && !hasExpenses;
  const menuItems = useMemo(() => periodItems(t), [t]);

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <PageHeader
        title={t('title')}
        titleId={titleId}
        actions={
          <DashboardCsvButton
            rows={rows}
            period={period}
            scope={scope}
            grouping={grouping}
            showRevenue={showRevenue}
            expenses={expenses}
            currency={activityTotals.totals.currency}
            otherCurrencies={showRevenue ? activityTotals.totals.other_currencies : []}
            isDisabled={rows.length === 0 && !hasExpenses}
          />
        }
      />
      {firstSteps && (
        <div className={styles.firstSteps}>
          <FirstSteps {...firstSteps} />
        </div>
      )}
      {receivables && (
        <div className={styles.receivables}>
          <ReceivablesCard receivables={receivables} />
        </div>
      )}
      {budgeted.length > 0 && (
        <section className={styles.budgets} aria-labelledby={budgetsId}>
          <h2 id={budgetsId} className={styles.budgetsTitle}>
            {t('budgets')}
          </h2>
          <ul className={styles.budgetList}>
            {budgeted.map((project) => (
              <li key={project.id}>
                <BudgetBar budget={project.budget} use={project.budget_use} label={project.name} currency={project.currency} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className={styles.toolbar}>
        <div className={styles.periodNav}>
          <IconButton label={t('previousPeriod')} icon={<ChevronLeftIcon />} tooltip onPress={onPrevious} />
          {/* Read out when it changes: previous, next and the menu move to another period. */}
          <h2 className={styles.periodLabel} aria-live="polite">
            {period.label}
          </h2>
          <IconButton label={t('nextPeriod')} icon={<ChevronRightIcon />} tooltip onPress={onNext} />
          <MenuButton
            label={t('periodMenu')}
            items={menuItems}
            onAction={(id) => {
              if (isPeriodChoice(id)) onPeriodChoice(id);
            }}
          />
        </div>
        <div className={styles.toggles}>
          <ToggleButtonGroup<DashboardScope>
            label={t('scopeLabel')}
            items={[
              { id: 'me', label: t('scopeMe') },
              { id: 'team', label: t('scopeTeam') },
            ]}
            selectedKey={scope}
            onSelectionChange={onScopeChange}
          />
          <ToggleButtonGroup<DashboardGrouping>
            label={t('groupingLabel')}
            items={[
              { id: 'project', label: t('groupingProject') },
              { id: 'activity', label: t('groupingActivity') },
            ]}
            selectedKey={grouping}
            onSelectionChange={onGroupingChange}
          />
        </div>
      </div>
      {onRetryPeriod && (
        <Alert tone="error">
          <div className={styles.failure}>
            <span>{t('periodFailed')}</span>
            <Button size="sm" onPress={onRetryPeriod}>
              {t('retry')}
            </Button>
          </div>
        </Alert>
      )}
      <div className={styles.progress}>{isLoading && <ProgressBar isIndeterminate isLabelHidden />}</div>
      <div className={styles.content} aria-busy={isLoading || undefined}>
        {isEmpty ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{t(scope === 'team' ? 'emptyTeam' : 'emptyMe', { period: period.label })}</p>
            <p className={styles.emptyHint}>{t('emptyHint')}</p>
          </div>
        ) : (
          <>
            <DashboardChart timeTotals={timeTotals} periodLabel={period.label} />
            <BillableSummary totals={activityTotals.totals} />
            <DashboardTable
              rows={rows}
              totals={activityTotals.totals}
              grouping={grouping}
              scope={scope}
              showRevenue={showRevenue}
            />
            {notes && <DashboardNotes notes={notes} period={period} scope={scope} />}
          </>
        )}
      </div>
    </section>
  );
}
