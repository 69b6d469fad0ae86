import { formatDuration } from '../../../i18n/formatDuration';
import { MAX_CELL_MINUTES, type WeekTotals } from './gridModel';
import type { Translate } from '../../../i18n/useMessages';
import type { GridMessageKey } from './WeekGridRow';
import * as styles from './WeekGrid.css';

interface WeekGridTotalsProps {
  totals: WeekTotals;
  dates: readonly string[];
  idBase: string;
  t: Translate<GridMessageKey>;
}

/** The totals row: minutes per day (a day over 24:00 marked invalid, with why) and the week's. */
export function WeekGridTotals({ totals, dates, idBase, t }: WeekGridTotalsProps) {
  return (
    <tfoot>
      <tr>
        <th scope="row" className={styles.lineHeader}>
          {t('totalsRow')}
        </th>
        {totals.days.map((minutes, day) => {
          const over = minutes > MAX_CELL_MINUTES;
          return (
            <td
              key={dates[day]}
              role="gridcell"
              className={styles.totalCell}
              aria-invalid={over || undefined}
              aria-describedby={over ? `${idBase}-over${day}` : undefined}
            >
              {formatDuration(minutes, 'clock')}
              {over && (
                <span id={`${idBase}-over${day}`} className={styles.tip} aria-hidden="true">
                  {t('dayOver')}
                </span>
              )}
            </td>
          );
        })}
        <td role="gridcell" className={styles.totalCell}>
          {formatDuration(totals.grand, 'clock')}
        </td>
        <td role="gridcell" className={styles.actionCell} />
      </tr>
    </tfoot>
  );
}
