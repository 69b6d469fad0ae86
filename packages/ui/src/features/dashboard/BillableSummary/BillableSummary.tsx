import type { DashboardTotals } from '@kwartier/api';
import { useId } from 'react';
import { formatDuration } from '../../../i18n/formatDuration';
import { formatNumber } from '../../../i18n/formatNumber';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages } from '../../../i18n/useMessages';
import { billableSplit } from './billableShare';
import { messages } from './BillableSummary.messages';
import * as styles from './BillableSummary.css';

/** Props of {@link BillableSummary}. */
export interface BillableSummaryProps {
  /** The period's totals (`DashboardActivityTotals.totals`): `time` and its `billable_time`. */
  totals: Pick<DashboardTotals, 'time' | 'billable_time'>;
  /** Heading level of the title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The dashboard's billable figures for the period: billable and non-billable time (`7:30`) and
 * the billable share as a percentage in the user's language ('75%', '75%' in Dutch with its own
 * spacing rules). A region named by its title, the figures a description list.
 */
export function BillableSummary({ totals, headingLevel = 2 }: BillableSummaryProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const { billable, nonBillable, share } = billableSplit(totals);
  const figures = [
    { id: 'billable', label: t('billable'), value: formatDuration(billable, 'clock') },
    { id: 'nonBillable', label: t('nonBillable'), value: formatDuration(nonBillable, 'clock') },
    { id: 'share', label: t('share'), value: share === null ? t('noShare') : formatNumber(share, locale, { style: 'percent', maximumFractionDigits: 0 }) },
  ];
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {t('title')}
      </Heading>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.id} className={styles.figure}>
            <dt className={styles.label}>{figure.label}</dt>
            <dd className={styles.value}>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
