import type { DashboardRevenueInCurrency, DashboardRow, DashboardScope, Period } from '@kwartier/api';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages } from '../../../i18n/useMessages';
import { Button } from '../../../primitives/Button/Button';
import type { DashboardGrouping } from '../dashboardTypes';
import { dashboardCsv, dashboardCsvFileName } from './dashboardCsv';
import { downloadFile } from '../../../internal/downloadFile';
import { messages } from './DashboardCsvButton.messages';

/** Props of {@link DashboardCsvButton}. */
export interface DashboardCsvButtonProps {
  /** The rows the table shows (project or activity rows of `DashboardActivityTotals`). */
  rows: readonly DashboardRow[];
  /** The period shown: the file is named `kwartier-<from>-<to>.csv`. */
  period: Pick<Period, 'from' | 'to'>;
  /** `team` adds the team member column. */
  scope: DashboardScope;
  /** `activity` adds the activity column. */
  grouping: DashboardGrouping;
  /** Add the revenue column (the caller is admin). */
  showRevenue: boolean;
  /** What the period's billable expenses bill (`DashboardTotals.expenses`), a last row beside the revenue. */
  expenses?: string | null;
  /** The currency of `expenses`: the organisation's (`DashboardTotals.currency`); EUR when left out. */
  currency?: string;
  /** The expenses in each other currency (`DashboardTotals.other_currencies`), each a last row of its own. */
  otherCurrencies?: readonly DashboardRevenueInCurrency[];
  /** Disables the button, e.g. when there is nothing to export. */
  isDisabled?: boolean;
}

/**
 * Downloads the dashboard's rows as a CSV file for a spreadsheet (see `dashboardCsv`): header in
 * the interface language, `;` in Dutch and `,` in English, with a byte order mark for Excel.
 */
export function DashboardCsvButton({ rows, period, scope, grouping, showRevenue, expenses = null, currency, otherCurrencies, isDisabled }: DashboardCsvButtonProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const download = () =>
    downloadFile(
      dashboardCsvFileName(period),
      dashboardCsv(rows, { locale, showRevenue, scope, grouping, expenses, currency, otherCurrencies }),
      'text/csv;charset=utf-8',
    );
  return (
    <Button onPress={download} isDisabled={isDisabled}>
      {t('export')}
    </Button>
  );
}
