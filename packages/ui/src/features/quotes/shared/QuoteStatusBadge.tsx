import type { QuoteStatus } from '@kwartier/api';
import { useMessages } from '../../../i18n/useMessages';
import { quoteStatusMessages } from './quoteStatus.messages';
import * as styles from './quotes.css';

/** A quote's status in words, toned as the invoice statuses are (concept grey, sent blue, accepted and invoiced green, declined and expired red). */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const t = useMessages(quoteStatusMessages);
  return <span className={styles.badge[status]}>{t(status)}</span>;
}
