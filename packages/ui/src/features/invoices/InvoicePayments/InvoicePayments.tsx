import type { KeysOf } from '../../../i18n/catalogue';
import { hundredthsOf, type Invoice, type Payment, type PaymentCreate } from '@kwartier/api';
import { createContext, useContext, useId, useMemo, useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Button } from '../../../primitives/Button/Button';
import { AddIcon } from '../../../primitives/Icon/icons/AddIcon';
import { DeleteIcon } from '../../../primitives/Icon/icons/DeleteIcon';
import { IconButton } from '../../../primitives/IconButton/IconButton';
import { Table, createColumnHelper } from '../../../primitives/Table/Table';
import { useRowActions } from '../../../patterns/rowActions/useRowActions';
import type { SaveResult } from '../../../forms/submitResult';
import { formatDate, type DateFormat } from '../../../i18n/formatDate';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { displayMoney } from '../InvoiceLineTable/invoiceNumbers';
import { PaymentDialog } from './PaymentDialog';
import { messages } from './InvoicePayments.messages';
import * as styles from './InvoicePayments.css';

/** Props of {@link InvoicePayments}. */
export interface InvoicePaymentsProps {
  /** The invoice with its `payments` (an admin's `GET /api/invoices/{id}`). */
  invoice: Invoice;
  dateFormat?: DateFormat;
  firstDayOfWeek?: number | null;
  /** Today (`YYYY-MM-DD`): the date a new payment starts on. */
  today?: string;
  /** Records a payment (`POST /api/invoices/{id}/payments`); refresh the invoice before resolving. */
  onRecord: (values: PaymentCreate) => SaveResult;
  /** Removes a payment after the user confirmed (`DELETE /api/payments/{id}`); refresh the invoice before resolving. */
  onDelete: (payment: Payment) => SaveResult;
}

type Key = KeysOf<typeof messages>;
const column = createColumnHelper<Payment>();

const DeleteContext = createContext<((payment: Payment) => void) | null>(null);

function DeleteCell({ payment, label }: { payment: Payment; label: string }) {
  const requestDelete = useContext(DeleteContext);
  // The settlement by a credit invoice stays while the credit invoice does.
  if (!requestDelete || payment.method === 'credit') return null;
  return <IconButton size="sm" label={label} icon={<DeleteIcon />} onPress={() => requestDelete(payment)} />;
}

function paymentColumns(t: Translate<Key>, locale: string, dateFormat: DateFormat | undefined, currency: string) {
  const figure = (text: string) => <span className={styles.number}>{text}</span>;
  return [
    column.accessor('paid_on', { header: () => t('dateColumn'), cell: ({ getValue }) => figure(formatDate(getValue(), dateFormat)), meta: { isRowHeader: true } }),
    column.accessor('amount', { header: () => t('amountColumn'), cell: ({ getValue }) => figure(displayMoney(getValue(), locale, currency)), meta: { align: 'end' } }),
    column.accessor('method', {
      header: () => t('methodColumn'),
      cell: ({ row }) =>
        row.original.method === 'credit' && row.original.credit_invoicenumber
          ? t('creditOf', { number: row.original.credit_invoicenumber })
          : t(`method_${row.original.method}`),
    }),
    column.accessor('note', { header: () => t('noteColumn'), cell: ({ getValue }) => <span className={styles.note}>{getValue() ?? ''}</span> }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>{t('actionsColumn')}</VisuallyHidden>,
      cell: ({ row }) => (
        <DeleteCell payment={row.original} label={t('deleteLabel', { amount: displayMoney(row.original.amount, locale, currency), date: formatDate(row.original.paid_on, dateFormat) })} />
      ),
    }),
  ];
}

/**
 * An issued invoice's payments: its total, what is paid and what is outstanding (in the user's
 * language), the payments in a table (a card each on a phone) with a remove button after
 * confirmation — not for the settlement by a credit invoice — and "Record payment" while
 * something is outstanding, which opens the payment dialog on the outstanding amount.
 */
export function InvoicePayments({ invoice, dateFormat, firstDayOfWeek, today, onRecord, onDelete }: InvoicePaymentsProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const titleId = useId();
  const [isRecording, setIsRecording] = useState(false);
  const rows = useRowActions<Payment>({ onDelete });
  const columns = useMemo(() => paymentColumns(t, locale, dateFormat, invoice.currency), [t, locale, dateFormat, invoice.currency]);
  // Something outstanding: to be paid, or on a credit invoice to be paid back (negative).
  const canRecord = (invoice.status === 'sent' || invoice.status === 'overdue') && hundredthsOf(invoice.total_outstanding) !== 0;
  const isRefund = (hundredthsOf(invoice.total_outstanding) ?? 0) < 0;
  const figure = (label: string, amount: string) => (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{displayMoney(amount, locale, invoice.currency)}</dd>
    </div>
  );

  return (
    <section className={styles.root} aria-labelledby={titleId} ref={rows.focusScopeRef}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t('title')}
        </h2>
        {canRecord && (
          <Button variant="primary" onPress={() => setIsRecording(true)}>
            <AddIcon size={20} />
            {t(isRefund ? 'recordRefund' : 'record')}
          </Button>
        )}
      </div>
      <dl className={styles.summary}>
        {figure(t('gross'), invoice.total_gross)}
        {figure(t('paid'), invoice.total_paid)}
        {figure(t('outstanding'), invoice.total_outstanding)}
      </dl>
      <DeleteContext.Provider value={rows.requestDelete}>
        <Table aria-labelledby={titleId} columns={columns} data={invoice.payments ?? []} getRowId={(payment) => String(payment.id)} emptyText={t('empty')} />
      </DeleteContext.Provider>
      {rows.confirmDelete(t('confirmTitle'), (payment) => t('confirmBody', { amount: displayMoney(payment.amount, locale, invoice.currency), date: formatDate(payment.paid_on, dateFormat) }))}
      {isRecording && (
        <PaymentDialog
          outstanding={invoice.total_outstanding}
          currency={invoice.currency}
          invoiceDate={invoice.invoicedate}
          today={today}
          dateFormat={dateFormat}
          firstDayOfWeek={firstDayOfWeek}
          onClose={() => setIsRecording(false)}
          onSave={onRecord}
        />
      )}
    </section>
  );
}
