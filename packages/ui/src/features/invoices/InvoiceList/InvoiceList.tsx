import type { KeysOf } from '../../../i18n/catalogue';
import type { Invoice, InvoiceList as InvoiceListData, InvoiceStatusId } from '@kwartier/api';
import { createContext, useCallback, useContext, useId, useMemo, useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Button } from '../../../primitives/Button/Button';
import { AddIcon } from '../../../primitives/Icon/icons/AddIcon';
import { ChevronLeftIcon } from '../../../primitives/Icon/icons/ChevronLeftIcon';
import { ChevronRightIcon } from '../../../primitives/Icon/icons/ChevronRightIcon';
import { CopyIcon } from '../../../primitives/Icon/icons/CopyIcon';
import { DeleteIcon } from '../../../primitives/Icon/icons/DeleteIcon';
import { DownloadIcon } from '../../../primitives/Icon/icons/DownloadIcon';
import { IconButton } from '../../../primitives/IconButton/IconButton';
import { Link } from '../../../primitives/Link/Link';
import { Table, createColumnHelper } from '../../../primitives/Table/Table';
import { TruncatedText } from '../../../primitives/TruncatedText/TruncatedText';
import { PageHeader } from '../../../patterns/PageHeader/PageHeader';
import { useRowActions } from '../../../patterns/rowActions/useRowActions';
import { isValidationFailure, type SaveResult, type SubmitResult } from '../../../forms/submitResult';
import { formatDate, type DateFormat } from '../../../i18n/formatDate';
import { displayMoney } from '../../../i18n/formatMoney';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { InvoiceStatusCards } from '../InvoiceStatusCards/InvoiceStatusCards';
import { InvoiceStatusMenu, type InvoiceStatusChange } from '../InvoiceStatusMenu/InvoiceStatusMenu';
import { defaultListFilter, STATUS_OF_ID, type InvoiceListFilter } from '../shared/invoiceStatus';
import { statusMessages } from '../shared/status.messages';
import { messages } from './InvoiceList.messages';
import * as styles from './InvoiceList.css';
import type { AppHref } from '../../../primitives/Link/appHref';

/** Props of {@link InvoiceList}. */
export interface InvoiceListProps {
  /** The year's invoices (newest first) and the totals per displayed status (`GET /api/invoices?year=`). */
  list: InvoiceListData;
  /** The year shown. */
  year: number;
  /** Called with the previous or next year; load that year's list. */
  onYearChange: (year: number) => void;
  /**
   * Which invoices the table shows, `all` or a displayed status (controlled, e.g. from the URL).
   * Left out, the list keeps the choice itself, starting on `defaultSelectedStatus`.
   */
  selectedStatus?: InvoiceListFilter;
  /**
   * The filter shown at first when `selectedStatus` is not given. Defaults to `all` once any of
   * the year's invoices has left concept, else `concept` ({@link defaultListFilter}).
   */
  defaultSelectedStatus?: InvoiceListFilter;
  /** Called when the user picks another card. */
  onSelectedStatusChange?: (filter: InvoiceListFilter) => void;
  /** Link target of an invoice's number, e.g. `(invoice) => '/invoices/' + invoice.id`. */
  invoiceHref: (invoice: Invoice) => AppHref;
  /** The signed-in user's date format (`User.dateformat`) for the invoice date. Defaults to `DD-MM-YYYY`. */
  dateFormat?: DateFormat;
  /** 'Add invoice' was pressed: open the add dialog ({@link InvoiceDialog} in mode 'add'). */
  onAdd: () => void;
  /** 'Copy invoice' was pressed on a row: open the dialog in mode 'copy' on that invoice. */
  onCopy: (invoice: Invoice) => void;
  /**
   * Deletes a concept invoice after the user confirmed (`DELETE /api/invoices/{id}`). The
   * confirmation closes when the promise resolves to `undefined` (refresh `list` first); it stays
   * open showing the refusal when it resolves to a 409 body (no longer a concept), or a general
   * message when it rejects. Only concepts offer delete.
   */
  onDelete: (invoice: Invoice) => SaveResult;
  /**
   * Moves an invoice to a later status from its status button once the user confirmed (sent) or
   * gave the payment date (paid): `PUT /api/invoices/{id}` with `{ status_id }` and `paid_on`.
   * The save convention applies (see {@link InvoiceStatusMenu}): resolve `undefined` once saved
   * and `list` refreshed. The invoice then stays in the table, under whatever card is selected,
   * until the user picks another card or year, and a polite notice says what happened.
   */
  onStatusChange: (invoice: Invoice, statusId: InvoiceStatusId, change: InvoiceStatusChange) => SaveResult;
  /** The organisation's first day of the week, for the payment date's calendar. */
  firstDayOfWeek?: number | null;
  /** Today as `YYYY-MM-DD`, the payment date offered at first. Defaults to the browser's today. */
  today?: string;
  /**
   * Downloads the invoice's PDF (the app shows {@link InvoicePdfProgress} meanwhile). The row's
   * button spins until the promise settles; failures are reported by the app.
   */
  onDownloadPdf: (invoice: Invoice) => Promise<unknown>;
  /** While the year's invoices load: a busy table with placeholder rows (or the old rows under a bar). */
  isLoading?: boolean;
}

type Key = KeysOf<typeof messages>;

const EMPTY_TEXT = {
  all: 'emptyAll',
  concept: 'emptyConcept',
  sent: 'emptySent',
  overdue: 'emptyOverdue',
  paid: 'emptyPaid',
} as const satisfies Record<InvoiceListFilter, Key>;

/** What the cells need beyond their invoice; provided by InvoiceList so the columns stay the same objects. */
interface RowContext {
  t: Translate<Key>;
  invoiceHref: (invoice: Invoice) => AppHref;
  dateFormat: DateFormat | undefined;
  firstDayOfWeek: number | null | undefined;
  today: string | undefined;
  downloading: ReadonlySet<string>;
  downloadPdf: (invoice: Invoice) => void;
  copy: (invoice: Invoice) => void;
  requestDelete: (invoice: Invoice) => void;
  changeStatus: (invoice: Invoice, statusId: InvoiceStatusId, change: InvoiceStatusChange) => SaveResult;
}

const RowContextValue = createContext<RowContext | null>(null);

function useRow(): RowContext {
  const value = useContext(RowContextValue);
  if (!value) throw new Error('InvoiceList cells need to be rendered inside an InvoiceList');
  return value;
}

function NumberCell({ invoice }: { invoice: Invoice }) {
  const { invoiceHref } = useRow();
  return (
    <Link href={invoiceHref(invoice)} className={styles.numberLink}>
      {invoice.invoicenumber}
    </Link>
  );
}

function DateCell({ invoice }: { invoice: Invoice }) {
  const { dateFormat } = useRow();
  return <span className={styles.nowrap}>{formatDate(invoice.invoicedate, dateFormat)}</span>;
}

function StatusCell({ invoice }: { invoice: Invoice }) {
  const { t, changeStatus, dateFormat, firstDayOfWeek, today } = useRow();
  return (
    <div className={styles.status}>
      <InvoiceStatusMenu
        status={invoice.status}
        statusId={invoice.status_id}
        invoiceNumber={invoice.invoicenumber}
        invoiceDate={invoice.invoicedate}
        today={today}
        dateFormat={dateFormat}
        firstDayOfWeek={firstDayOfWeek}
        onChange={(statusId, change) => changeStatus(invoice, statusId, change)}
        size="sm"
      />
      {invoice.paid_on && <span className={styles.paidOn}>{t('paidOn', { date: formatDate(invoice.paid_on, dateFormat) })}</span>}
    </div>
  );
}

function ActionsCell({ invoice }: { invoice: Invoice }) {
  const { t, downloading, downloadPdf, copy, requestDelete } = useRow();
  const number = invoice.invoicenumber;
  return (
    <div className={styles.actions}>
      <IconButton
        size="sm"
        label={t('downloadPdf', { number })}
        tooltip
        icon={<DownloadIcon />}
        // Pending, not disabled: a second press is ignored and keyboard focus stays.
        isPending={downloading.has(String(invoice.id))}
        onPress={() => downloadPdf(invoice)}
      />
      <IconButton size="sm" label={t('copy', { number })} tooltip icon={<CopyIcon />} onPress={() => copy(invoice)} />
      {/* Only a concept can be deleted; a sent or paid invoice is kept (corrected by a credit invoice). */}
      {invoice.status_id === 1 ? (
        <IconButton size="sm" label={t('delete', { number })} tooltip icon={<DeleteIcon />} onPress={() => requestDelete(invoice)} />
      ) : (
        <span className={styles.actionPlaceholder} />
      )}
    </div>
  );
}

const column = createColumnHelper<Invoice>();

/** The net total as money in the user's language (a screen never shows the organisation's format). */
function NetTotalCell({ invoice }: { invoice: Invoice }) {
  const locale = useLocale();
  return <span className={styles.amount}>{displayMoney(invoice.total_net, locale, invoice.currency)}</span>;
}

function invoiceColumns(t: Translate<Key>) {
  return [
    column.accessor('invoicenumber', {
      header: () => t('invoicenumberColumn'),
      cell: ({ row }) => <NumberCell invoice={row.original} />,
      meta: { isRowHeader: true },
    }),
    column.accessor((invoice) => invoice.client.name, {
      id: 'client',
      header: () => t('clientColumn'),
      cell: ({ getValue }) => <TruncatedText>{getValue()}</TruncatedText>,
    }),
    column.accessor('period', {
      header: () => t('periodColumn'),
      cell: ({ getValue }) => <TruncatedText>{getValue()}</TruncatedText>,
    }),
    column.accessor('invoicedate', {
      header: () => t('invoicedateColumn'),
      cell: ({ row }) => <DateCell invoice={row.original} />,
      meta: { width: '128px' },
    }),
    column.accessor('status', {
      header: () => t('statusColumn'),
      cell: ({ row }) => <StatusCell invoice={row.original} />,
      meta: { width: '152px' },
    }),
    column.accessor('formatted_total_net', {
      header: () => t('totalNetColumn'),
      cell: ({ row }) => <NetTotalCell invoice={row.original} />,
      meta: { align: 'end', width: '136px' },
    }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>{t('actionsColumn')}</VisuallyHidden>,
      cell: ({ row }) => <ActionsCell invoice={row.original} />,
      meta: { align: 'end', width: '120px' },
    }),
  ];
}

/**
 * The invoices screen (/invoices): the title with 'Add invoice', the year between previous and
 * next buttons, the five cards (all and each displayed status, with gross and net total and count;
 * one is the filter — all once any invoice has left concept, else concept), and a table of the
 * year's invoices under the chosen card: number (a link to the invoice), client, period, invoice
 * date in the user's format, the status button (with 'Paid on …' under a paid one), the net total,
 * and per row download PDF, copy, and — for a concept only — delete behind a confirmation. An
 * invoice whose status the user just changed stays in the table, with a polite notice ('Invoice
 * 20260001 marked as sent'), until another card or year is chosen. When a deleted row leaves the
 * table keyboard focus moves to a neighbouring row. On a phone each invoice is a card showing every column.
 */
export function InvoiceList({
  list,
  year,
  onYearChange,
  selectedStatus,
  defaultSelectedStatus,
  onSelectedStatusChange,
  invoiceHref,
  dateFormat,
  firstDayOfWeek,
  today,
  onAdd,
  onCopy,
  onDelete,
  onStatusChange,
  onDownloadPdf,
  isLoading = false,
}: InvoiceListProps) {
  const t = useMessages(messages);
  const statusName = useMessages(statusMessages);
  const titleId = useId();
  const yearId = useId();
  const [ownStatus, setOwnStatus] = useState<InvoiceListFilter>();
  const status = selectedStatus ?? ownStatus ?? defaultSelectedStatus ?? defaultListFilter(list.invoices);
  const rows = useRowActions<Invoice>({ onDelete });
  const { toggle, toggling, requestDelete } = rows;
  // The invoices whose status the user changed under this card and year, kept in view whatever
  // their status now, and the notice that says so. Both belong to the view they were made in:
  // another card or year shows neither.
  const [changed, setChanged] = useState<{ year: number; status: InvoiceListFilter; ids: ReadonlySet<number>; notice: string } | null>(null);
  const kept = changed && changed.year === year && changed.status === status ? changed : null;

  const selectStatus = (next: InvoiceListFilter) => {
    setChanged(null);
    if (selectedStatus === undefined) setOwnStatus(next);
    onSelectedStatusChange?.(next);
  };

  const visible = useMemo(
    () => list.invoices.filter((invoice) => status === 'all' || invoice.status === status || kept?.ids.has(invoice.id)),
    [list.invoices, status, kept],
  );

  const changeStatus = useCallback(
    async (invoice: Invoice, statusId: InvoiceStatusId, change: InvoiceStatusChange): Promise<SubmitResult> => {
      const result = await onStatusChange(invoice, statusId, change);
      if (!isValidationFailure(result)) {
        const notice = t('statusChanged', { number: invoice.invoicenumber, status: statusName(STATUS_OF_ID[statusId]).toLocaleLowerCase() });
        setChanged((current) => {
          const same = current && current.year === year && current.status === status;
          return { year, status, ids: new Set([...(same ? current.ids : []), invoice.id]), notice };
        });
      }
      return result;
    },
    [onStatusChange, t, statusName, year, status],
  );

  const rowContext = useMemo<RowContext>(
    () => ({
      t,
      invoiceHref,
      dateFormat,
      downloading: toggling,
      downloadPdf: (invoice) => {
        const key = String(invoice.id);
        if (!toggling.has(key)) void toggle(key, () => onDownloadPdf(invoice));
      },
      copy: onCopy,
      requestDelete,
      changeStatus,
      firstDayOfWeek,
      today,
    }),
    [t, invoiceHref, dateFormat, toggling, toggle, onDownloadPdf, onCopy, requestDelete, changeStatus, firstDayOfWeek, today],
  );

  // The same column objects while only data or row state changes: cells read that from context,
  // so a pending button is updated in place (keeping keyboard focus), not remounted.
  const columns = useMemo(() => invoiceColumns(t), [t]);

  return (
    <section ref={rows.focusScopeRef} className={styles.root} aria-labelledby={titleId}>
      <PageHeader
        title={t('title')}
        titleId={titleId}
        actions={
          <Button variant="primary" onPress={onAdd}>
            <AddIcon size={20} />
            {t('addInvoice')}
          </Button>
        }
      />
      <div className={styles.periodNav}>
        <IconButton label={t('previousYear')} icon={<ChevronLeftIcon />} tooltip onPress={() => {
            setChanged(null);
            onYearChange(year - 1);
          }} />
        {/* Read out when it changes: the buttons move to another year. */}
        <h2 id={yearId} className={styles.year} aria-live="polite">
          {year}
        </h2>
        <IconButton label={t('nextYear')} icon={<ChevronRightIcon />} tooltip onPress={() => {
            setChanged(null);
            onYearChange(year + 1);
          }} />
      </div>
      <InvoiceStatusCards totals={list.totals} selected={status} onSelect={selectStatus} />
      {/* Always in the page, so a screen reader hears the notice when it is filled in. */}
      <p role="status" className={kept ? styles.notice : styles.noticeEmpty}>
        {kept?.notice}
      </p>
      <RowContextValue.Provider value={rowContext}>
        <Table
          aria-labelledby={`${titleId} ${yearId}`}
          columns={columns}
          data={visible}
          getRowId={(invoice) => String(invoice.id)}
          emptyText={t(EMPTY_TEXT[status], { year })}
          isLoading={isLoading}
        />
      </RowContextValue.Provider>
      {rows.confirmDelete(t('confirmTitle'), (invoice) => t('confirmBody', { number: invoice.invoicenumber, client: invoice.client.name }))}
    </section>
  );
}
