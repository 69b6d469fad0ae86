import type { KeysOf } from '../../../i18n/catalogue';
import type { InvoiceMail } from '@kwartier/api';
import { useId, useMemo } from 'react';
import { CheckIcon } from '../../../primitives/Icon/icons/CheckIcon';
import { ErrorIcon } from '../../../primitives/Icon/icons/ErrorIcon';
import { Table, createColumnHelper } from '../../../primitives/Table/Table';
import type { DateFormat } from '../../../i18n/formatDate';
import { formatDateTime } from '../../../i18n/formatDateTime';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { messages } from './InvoiceMailLog.messages';
import * as styles from './InvoiceMailLog.css';

/** Props of {@link InvoiceMailLog}. */
export interface InvoiceMailLogProps {
  /** The mails sent about the invoice, newest first (`GET /api/invoices/{id}/mails`). */
  mails: readonly InvoiceMail[];
  dateFormat?: DateFormat;
}

type Key = KeysOf<typeof messages>;
const column = createColumnHelper<InvoiceMail>();

function mailColumns(t: Translate<Key>, locale: string, dateFormat: DateFormat | undefined) {
  return [
    column.accessor('created_at', {
      header: () => t('whenColumn'),
      cell: ({ row }) => (
        <span className={styles.cellStack}>
          <span>{formatDateTime(row.original.created_at, dateFormat, locale)}</span>
          {row.original.sender_name && <span className={styles.secondary}>{t('by', { name: row.original.sender_name })}</span>}
        </span>
      ),
      meta: { isRowHeader: true },
    }),
    column.accessor('to', {
      header: () => t('toColumn'),
      cell: ({ row }) => (
        <span className={styles.cellStack}>
          <span>{row.original.to.join(', ')}</span>
          {row.original.cc.length > 0 && <span className={styles.secondary}>{t('cc', { addresses: row.original.cc.join(', ') })}</span>}
          {row.original.bcc.length > 0 && <span className={styles.secondary}>{t('bcc', { addresses: row.original.bcc.join(', ') })}</span>}
        </span>
      ),
    }),
    column.accessor('subject', {
      header: () => t('subjectColumn'),
      cell: ({ row }) => (
        <span className={styles.cellStack}>
          <span>{row.original.subject}</span>
          {row.original.kind === 'reminder' && <span className={styles.secondary}>{t('reminder')}</span>}
        </span>
      ),
    }),
    column.accessor('attachments', {
      header: () => t('attachmentsColumn'),
      cell: ({ getValue }) => <span className={styles.cellStack}>{getValue().length > 0 ? getValue().join(', ') : t('none')}</span>,
    }),
    column.accessor('status', {
      header: () => t('statusColumn'),
      cell: ({ row }) =>
        row.original.status === 'delivered' ? (
          <span className={styles.status}>
            <CheckIcon size={20} />
            {t('delivered')}
          </span>
        ) : (
          <span className={styles.cellStack}>
            <span className={`${styles.status} ${styles.failed}`}>
              <ErrorIcon size={20} />
              {t('failed')}
            </span>
            {row.original.error && <span className={styles.secondary}>{row.original.error}</span>}
          </span>
        ),
    }),
  ];
}

/**
 * Every mail sent about an invoice, newest first: when and by whom, to whom (cc and bcc under
 * it), the subject, the attached files and whether the mail server accepted it — or refused it,
 * with its answer. A table; a card per mail on a phone.
 */
export function InvoiceMailLog({ mails, dateFormat }: InvoiceMailLogProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const titleId = useId();
  const columns = useMemo(() => mailColumns(t, locale, dateFormat), [t, locale, dateFormat]);
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('title')}
      </h2>
      <Table aria-labelledby={titleId} columns={columns} data={[...mails]} getRowId={(mail) => String(mail.id)} emptyText={t('empty')} />
    </section>
  );
}
