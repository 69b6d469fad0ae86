import type { Invoice, InvoiceList as InvoiceListData, InvoiceStatus, InvoiceStatusId } from '@kwartier/api';
import { createContext, useContext, useId, useMemo, useState } from 'react';
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
import type { SaveResult } from '../../../forms/submitResult';
import { formatDate, type DateFormat } from '../../../i18n/formatDate';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { InvoiceStatusCards } from '../InvoiceStatusCards/InvoiceStatusCards';
import { InvoiceStatusMenu } from '../InvoiceStatusMenu/InvoiceStatusMenu';
import { messages } from './InvoiceList.messages';
import * as styles from './InvoiceList.css';

/** Props of {@link InvoiceList}. */
export interface InvoiceListProps {
  /** The year's invoices (newest first) and the totals per displayed status (`GET /api/invoices?year=`). */
  list: InvoiceListData;
  /** The year shown. */
  year: number;
  /** Called with the previous or next year; load that year's list. */
  onYearChange: (year: number) => void;
  /** The displayed status whose invoices the table shows (controlled, e.g. from the URL). */
  selectedStatus?: InvoiceStatus;
  /** The status shown at first when `selectedStatus` is not given. Defaults to concept. */
  defaultSelectedStatus?: InvoiceStatus;
  /** Called when the user picks another status card. */
  onSelectedStatusChange?: (status: InvoiceStatus) => void;
  /** Link target of an invoice's number, e.g. `(invoice) => '/invoices/' + invoice.id`. */
  invoiceHref: (invoice: Invoice) => string;
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
   * Moves an invoice to a later status from its status button (`PUT /api/invoices/{id}` with
   * `{ status_id }`). The button spins until the promise settles; refresh `list` and report the
   * outcome (a snackbar). Failures are not shown here.
   */
  onStatusChange: (invoice: Invoice, statusId: InvoiceStatusId) => Promise<unknown>;
  /**
   * Downloads the invoice's PDF (the app shows {@link InvoicePdfProgress} meanwhile). The row's
   * button spins until the promise settles; failures are reported by the app.
   */
  onDownloadPdf: (invoice: Invoice) => Promise<unknown>;
  /** While the year's invoices load: a busy table with placeholder rows (or the old rows under a bar). */
  isLoading?: boolean;
}

type Key = keyof (typeof messages)['en'];

const EMPTY_TEXT = {
  concept: 'emptyConcept',
  sent: 'emptySent',
  overdue: 'emptyOverdue',
  paid: 'emptyPaid',
} as const satisfies Record<InvoiceStatus, Key>;

/** What the cells need beyond their invoice; provided by InvoiceList so the columns stay the same objects. */
interface RowContext {
  t: Translate<Key>;
  invoiceHref: (invoice: Invoice) => string;
  dateFormat: DateFormat | undefined;
  downloading: ReadonlySet<string>;
  downloadPdf: (invoice: Invoice) => void;
  copy: (invoice: Invoice) => void;
  requestDelete: (invoice: Invoice) => void;
  changeStatus: (invoice: Invoice, statusId: InvoiceStatusId) => Promise<unknown>;
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
  const { changeStatus } = useRow();
  return (
    <InvoiceStatusMenu
      status={invoice.status}
      statusId={invoice.status_id}
      invoiceNumber={invoice.invoicenumber}
      onChange={(statusId) => changeStatus(invoice, statusId)}
      size="sm"
    />
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
      cell: ({ getValue }) => <span className={styles.amount}>{getValue()}</span>,
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
 * next buttons, the four status cards (count and net total per displayed status; one is the
 * filter, concept by default), and a table of the year's invoices in the chosen status: number
 * (a link to the invoice), client, period, invoice date in the user's format, the status button,
 * the net total, and per row download PDF, copy, and — for a concept only — delete behind a
 * confirmation. When a row leaves the table (deleted, or moved to another status) keyboard focus
 * moves to a neighbouring row. On a phone the table scrolls inside its own area.
 */
export function InvoiceList({
  list,
  year,
  onYearChange,
  selectedStatus,
  defaultSelectedStatus = 'concept',
  onSelectedStatusChange,
  invoiceHref,
  dateFormat,
  onAdd,
  onCopy,
  onDelete,
  onStatusChange,
  onDownloadPdf,
  isLoading = false,
}: InvoiceListProps) {
  const t = useMessages(messages);
  const titleId = useId();
  const yearId = useId();
  const [ownStatus, setOwnStatus] = useState<InvoiceStatus>(defaultSelectedStatus);
  const status = selectedStatus ?? ownStatus;
  const rows = useRowActions<Invoice>({ onDelete });
  const { toggle, toggling, requestDelete } = rows;

  const selectStatus = (next: InvoiceStatus) => {
    if (selectedStatus === undefined) setOwnStatus(next);
    onSelectedStatusChange?.(next);
  };

  const visible = useMemo(() => list.invoices.filter((invoice) => invoice.status === status), [list.invoices, status]);

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
      changeStatus: onStatusChange,
    }),
    [t, invoiceHref, dateFormat, toggling, toggle, onDownloadPdf, onCopy, requestDelete, onStatusChange],
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
        <IconButton label={t('previousYear')} icon={<ChevronLeftIcon />} tooltip onPress={() => onYearChange(year - 1)} />
        {/* Read out when it changes: the buttons move to another year. */}
        <h2 id={yearId} className={styles.year} aria-live="polite">
          {year}
        </h2>
        <IconButton label={t('nextYear')} icon={<ChevronRightIcon />} tooltip onPress={() => onYearChange(year + 1)} />
      </div>
      <InvoiceStatusCards totals={list.totals} selected={status} onSelect={selectStatus} />
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
