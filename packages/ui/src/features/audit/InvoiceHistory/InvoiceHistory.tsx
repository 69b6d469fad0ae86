import type { AuditEntry } from '@kwartier/api';
import { useId } from 'react';
import { Alert } from '../../../primitives/Alert/Alert';
import type { DateFormat } from '../../../i18n/formatDate';
import { formatDateTime } from '../../../i18n/formatDateTime';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages } from '../../../i18n/useMessages';
import { messages as fieldLabels } from '../shared/auditFields.messages';
import { actorOf, detailsOf } from '../shared/auditWords';
import { messages as words } from '../shared/auditWords.messages';
import { messages } from './InvoiceHistory.messages';
import * as styles from './InvoiceHistory.css';

/** Props of {@link InvoiceHistory}. */
export interface InvoiceHistoryProps {
  /** The invoice's audit entries, newest first (`GET /api/invoices/{id}/history`). */
  entries: readonly AuditEntry[];
  /** The user's date format for the moments. */
  dateFormat?: DateFormat;
  /** While the entries are read (first time): a line saying so instead of the list. */
  isLoading?: boolean;
  /** The entries could not be read: a message instead of the list. */
  isError?: boolean;
}

/**
 * On the invoice detail: every change of the invoice, newest first — what (created, details,
 * lines, status, mails, payments), by whom and when, with the facts of the change ('concept →
 * sent', 'Fields: period'). A plain list, which reads the same on a phone.
 */
export function InvoiceHistory({ entries, dateFormat, isLoading = false, isError = false }: InvoiceHistoryProps) {
  const t = useMessages(messages);
  const w = useMessages(words);
  const f = useMessages(fieldLabels);
  const locale = useLocale();
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('title')}
      </h2>
      {isError ? (
        <Alert>{t('failed')}</Alert>
      ) : isLoading ? (
        <p className={styles.message} role="status">
          {t('loading')}
        </p>
      ) : entries.length === 0 ? (
        <p className={styles.message}>{t('empty')}</p>
      ) : (
        <ol className={styles.list} aria-labelledby={titleId}>
          {entries.map((entry) => {
            const details = detailsOf(entry, { t: w, f, dateFormat, locale, number: false });
            return (
              <li key={entry.id} className={styles.item}>
                <span className={styles.what}>{w(entry.kind)}</span>
                {details.length > 0 && <span>{details.join(' · ')}</span>}
                <span className={styles.secondary}>
                  {t('by', { when: formatDateTime(entry.at, dateFormat, locale), who: actorOf(entry, w) })}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
