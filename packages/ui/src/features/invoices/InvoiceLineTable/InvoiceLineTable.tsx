import type { KeysOf } from '../../../i18n/catalogue';
import { formatDateRange, type Invoice, type InvoiceLine } from '@kwartier/api';
import { createContext, useContext, useMemo } from 'react';
import { VisuallyHidden } from 'react-aria';
import { DeleteIcon } from '../../../primitives/Icon/icons/DeleteIcon';
import { EditIcon } from '../../../primitives/Icon/icons/EditIcon';
import { IconButton } from '../../../primitives/IconButton/IconButton';
import { Table, createColumnHelper } from '../../../primitives/Table/Table';
import { useRowActions } from '../../../patterns/rowActions/useRowActions';
import type { SaveResult } from '../../../forms/submitResult';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { displayDecimal, displayMoney, rateCategory } from './invoiceNumbers';
import { messages } from './InvoiceLineTable.messages';
import * as styles from './InvoiceLineTable.css';

/** Props of {@link InvoiceLineTable}. */
export interface InvoiceLineTableProps {
  /** The invoice (`GET /api/invoices/{id}`): its lines in order, and its totals as the server computed them. */
  invoice: Invoice;
  /**
   * Opens the line dialog on `line`. With `onDelete`, each line of a concept invoice gets edit and
   * delete buttons; a sent or paid invoice cannot change, so it never shows them.
   */
  onEdit?: (line: InvoiceLine) => void;
  /**
   * Deletes a line after the user confirmed (`DELETE /api/invoicelines/{id}`). Resolve to
   * `undefined` once deleted (refresh the invoice first), to a 409/422 body to show the refusal in
   * the confirmation, or reject for an unexpected failure.
   */
  onDelete?: (line: InvoiceLine) => SaveResult;
  /** Id of the element naming the table; without it the table is named 'Invoice lines'. */
  'aria-labelledby'?: string;
}

/** Height of the lines' scroll area: most of a screen, so the totals of a long invoice are a scroll away. */
const SCROLL_MAX_HEIGHT = 'min(75vh, 900px)';

type Key = KeysOf<typeof messages>;
const column = createColumnHelper<InvoiceLine>();

interface LineActions {
  edit: (line: InvoiceLine) => void;
  requestDelete: (line: InvoiceLine) => void;
}

const LineActionsContext = createContext<LineActions | null>(null);

function ActionsCell({ line, t }: { line: InvoiceLine; t: Translate<Key> }) {
  const actions = useContext(LineActionsContext);
  if (!actions) throw new Error('InvoiceLineTable cells need LineActionsContext');
  return (
    <div className={styles.actions}>
      <IconButton size="sm" label={t('editLabel', { service: line.service })} icon={<EditIcon />} onPress={() => actions.edit(line)} />
      <IconButton
        size="sm"
        label={t('deleteLabel', { service: line.service })}
        icon={<DeleteIcon />}
        onPress={() => actions.requestDelete(line)}
      />
    </div>
  );
}

/**
 * The service, and under it what else the line says: the days it covers, in the invoice's language
 * as printed ("1–30 Nov 2026"), how its tracked time was billed (the server's `detail`, in the
 * invoice's language too), and its VAT category when it is not its rate's own.
 */
function ServiceCell({ line, language, t }: { line: InvoiceLine; language: Invoice['language']; t: Translate<Key> }) {
  const period = line.period_start && line.period_end ? formatDateRange(line.period_start, line.period_end, language) : null;
  const category = line.vat_category === rateCategory(line.vat) ? null : t(`category${line.vat_category}`);
  if (!period && !line.detail && !category) return <>{line.service}</>;
  return (
    <>
      {line.service}
      <span className={styles.lineDetails}>
        {period && <span>{period}</span>}
        {line.detail && <span>{line.detail}</span>}
        {category && <span>{category}</span>}
      </span>
    </>
  );
}

function lineColumns(t: Translate<Key>, locale: string, language: Invoice['language'], isEditable: boolean, currency: string) {
  const figure = (text: string) => <span className={styles.number}>{text}</span>;
  const columns = [
    column.accessor('service', {
      header: () => t('serviceColumn'),
      cell: ({ row }) => <ServiceCell line={row.original} language={language} t={t} />,
      meta: { isRowHeader: true },
    }),
    column.accessor('amount', {
      header: () => t('amountColumn'),
      cell: ({ getValue }) => figure(displayDecimal(getValue(), locale)),
      meta: { align: 'end' },
    }),
    column.accessor('unitprice', {
      header: () => t('unitPriceColumn'),
      cell: ({ getValue }) => figure(displayMoney(getValue(), locale, currency)),
      meta: { align: 'end' },
    }),
    column.accessor('vat', {
      header: () => t('vatColumn'),
      cell: ({ getValue }) => figure(displayDecimal(getValue(), locale)),
      meta: { align: 'end' },
    }),
    column.accessor('costs', {
      header: () => t('costsColumn'),
      cell: ({ getValue }) => figure(displayMoney(getValue(), locale, currency)),
      meta: { align: 'end' },
    }),
  ];
  if (!isEditable) return columns;
  return [
    ...columns,
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>{t('actionsColumn')}</VisuallyHidden>,
      cell: ({ row }) => <ActionsCell line={row.original} t={t} />,
      meta: { width: '96px', align: 'end' },
    }),
  ];
}

/**
 * An invoice's lines: service, amount, unit price, VAT % and costs, figures right-aligned in
 * tabular numerals and in the user's language (a credit's negative figures with a minus), then
 * the days a line covers (in the invoice's language, as printed) and a VAT category other than its
 * rate's under its service, then
 * the net total, the VAT per rate and the gross total exactly as the server computed them (never
 * added up here: the server rounds VAT once per rate). On a concept invoice each line can be
 * edited and deleted (after confirmation; a line billing tracked time says its hours return to
 * the time sheet). On a phone (under 600 px) each line is a card and the totals stay beneath.
 */
export function InvoiceLineTable({ invoice, onEdit, onDelete, 'aria-labelledby': labelledBy }: InvoiceLineTableProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  // A sent invoice cannot change: only a concept's lines are edited or deleted.
  const isEditable = invoice.status === 'concept' && onEdit != null && onDelete != null;
  const rows = useRowActions<InvoiceLine>({ onDelete: (line) => onDelete?.(line) ?? Promise.resolve() });
  const { requestDelete } = rows;
  const lineActions = useMemo<LineActions>(() => ({ edit: (line) => onEdit?.(line), requestDelete }), [onEdit, requestDelete]);
  const columns = useMemo(() => lineColumns(t, locale, invoice.language, isEditable, invoice.currency), [t, locale, invoice.language, isEditable, invoice.currency]);

  // Totals sit under the costs column; the label spans the columns before it.
  const labelSpan = 4;
  const totalRow = (key: string, label: string, amount: string, extra?: string) => {
    const cell = extra ? `${styles.totalCell} ${extra}` : styles.totalCell;
    return (
      // Explicit roles, as the Table's own rows: a phone lays the totals out as lines, not cells.
      <tr key={key} role="row">
        <th scope="row" role="rowheader" colSpan={labelSpan} className={cell}>
          {label}
        </th>
        <td role="cell" className={cell}>
          {displayMoney(amount, locale, invoice.currency)}
        </td>
        {isEditable && <td role="cell" className={cell} />}
      </tr>
    );
  };
  const footer = (
    <>
      {totalRow('net', t('netTotal'), invoice.total_net, styles.firstTotal)}
      {invoice.total_vat.map((vat) => totalRow(`vat-${vat.vat}`, t('vatTotal', { rate: displayDecimal(vat.vat, locale) }), vat.total))}
      {totalRow('gross', t('grossTotal'), invoice.total_gross, styles.grossTotal)}
    </>
  );

  return (
    <div ref={rows.focusScopeRef}>
      <LineActionsContext.Provider value={lineActions}>
        <Table
          aria-label={labelledBy ? undefined : t('tableLabel')}
          aria-labelledby={labelledBy}
          columns={columns}
          data={invoice.invoicelines}
          getRowId={(line) => String(line.id)}
          emptyText={t('empty')}
          footer={footer}
          // A scroll area is reachable with the keyboard even when its rows hold no button (a sent
          // invoice on a phone scrolls sideways); a long invoice scrolls under a sticky header.
          maxHeight={SCROLL_MAX_HEIGHT}
        />
      </LineActionsContext.Provider>
      {rows.confirmDelete(t('confirmTitle'), (line) =>
        line.time_entries > 0
          ? t('confirmBodyHours', { service: line.service, entries: line.time_entries })
          : t('confirmBody', { service: line.service }),
      )}
    </div>
  );
}
