import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/useMessages';
import { messages } from './Card.messages';
import * as styles from './Card.css';

/** One label/value pair of a {@link DetailList}. */
export interface DetailItem {
  /** Stable key; defaults to the label. */
  id?: string;
  /** What the value is, e.g. "Zip code" (already translated). */
  label: string;
  /**
   * The value: text, a link, a colour dot… `null`, `undefined` and empty or blank strings show
   * a dash, announced as "Not provided".
   */
  value: ReactNode;
}

/** Props of {@link DetailList}. */
export interface DetailListProps {
  /** The pairs, in order. */
  items: DetailItem[];
  /**
   * `columns` (default): label and value side by side, labels in one column, values wrapping
   * beside them. `stacked`: each label above its value, for narrow places.
   */
  layout?: 'columns' | 'stacked';
}

function isBlank(value: ReactNode): boolean {
  return value == null || value === false || (typeof value === 'string' && value.trim() === '');
}

/**
 * Label/value pairs (a description list, `dl`), e.g. the address, zip code, city, … of the
 * organisation's Details card. Missing values show a dash.
 */
export function DetailList({ items, layout = 'columns' }: DetailListProps) {
  const t = useMessages(messages);
  return (
    <dl className={`${styles.detailList} ${styles.detailLayout[layout]}`}>
      {items.map((item) => (
        <div key={item.id ?? item.label} className={styles.detailRow}>
          <dt className={styles.detailLabel}>{item.label}</dt>
          <dd className={styles.detailValue}>
            {isBlank(item.value) ? (
              <>
                <span aria-hidden="true">—</span>
                <span className={styles.visuallyHidden}>{t('notProvided')}</span>
              </>
            ) : (
              item.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
