import type { Receivables } from '@kwartier/api';
import { useId } from 'react';
import { displayMoney } from '../../../i18n/formatMoney';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages } from '../../../i18n/useMessages';
import { messages } from './ReceivablesCard.messages';
import * as styles from './ReceivablesCard.css';

/** Props of {@link ReceivablesCard}. */
export interface ReceivablesCardProps {
  /** What the clients still owe (`GET /api/dashboard/receivables`, admins only). */
  receivables: Receivables;
  /** Heading level of the card's title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The dashboard's receivables (admins): the outstanding amount of all sent invoices (gross less
 * payments) and, of that, the overdue part, each with its number of invoices — two figures coloured
 * as the invoice list's sent and overdue cards, side by side, under each other when narrow. Amounts
 * in the user's language (the server's `formatted_*` strings are not used). A region named by its
 * title, the figures a description list.
 */
export function ReceivablesCard({ receivables, headingLevel = 2 }: ReceivablesCardProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const figures = [
    { id: 'outstanding', label: t('outstanding'), total: receivables.total_outstanding, count: receivables.outstanding_count, accent: styles.outstandingAccent },
    { id: 'overdue', label: t('overdue'), total: receivables.total_overdue, count: receivables.overdue_count, accent: styles.overdueAccent },
  ];
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {t('title')}
      </Heading>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.id} className={`${styles.figure} ${figure.accent}`}>
            <dt className={styles.label}>{figure.label}</dt>
            <dd className={styles.amount}>{displayMoney(figure.total, locale)}</dd>
            <dd className={styles.count}>{t('count', { count: figure.count })}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
