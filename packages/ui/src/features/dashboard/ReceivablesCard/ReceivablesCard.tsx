import type { Receivables, ReceivablesInCurrency } from '@kwartier/api';
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
 * title, the figures a description list. Invoices in other currencies than the organisation's
 * (`other_currencies`) get figures of their own, each group named by its currency: amounts of two
 * currencies are never added.
 */
export function ReceivablesCard({ receivables, headingLevel = 2 }: ReceivablesCardProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const groups: ReceivablesInCurrency[] = [receivables, ...receivables.other_currencies];
  const several = groups.length > 1;
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {t('title')}
      </Heading>
      {groups.map((group) => {
        const figures = [
          { id: 'outstanding', label: t('outstanding'), total: group.total_outstanding, count: group.outstanding_count, accent: styles.outstandingAccent },
          { id: 'overdue', label: t('overdue'), total: group.total_overdue, count: group.overdue_count, accent: styles.overdueAccent },
        ];
        const captionId = `${titleId}-${group.currency}`;
        return (
          <div key={group.currency} className={styles.group}>
            {several && (
              <p id={captionId} className={styles.currency}>
                {t('inCurrency', { currency: group.currency })}
              </p>
            )}
            <dl className={styles.figures} aria-labelledby={several ? captionId : undefined}>
              {figures.map((figure) => (
                <div key={figure.id} className={`${styles.figure} ${figure.accent}`}>
                  <dt className={styles.label}>{figure.label}</dt>
                  <dd className={styles.amount}>{displayMoney(figure.total, locale, group.currency)}</dd>
                  <dd className={styles.count}>{t('count', { count: figure.count })}</dd>
                </div>
              ))}
            </dl>
          </div>
        );
      })}
    </section>
  );
}
