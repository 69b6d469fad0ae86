import type { KeysOf } from '../../i18n/catalogue';
import { displayDecimal, displayMoney } from '@kwartier/api';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import { DeleteIcon } from '../../primitives/Icon/icons/DeleteIcon';
import { EditIcon } from '../../primitives/Icon/icons/EditIcon';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Table, createColumnHelper, type ColumnDef } from '../../primitives/Table/Table';
import { useLocale } from '../../i18n/I18nProvider';
import { useMessages, type Translate } from '../../i18n/useMessages';
import { messages } from './lineTable.messages';
import * as styles from './lineTable.css';

// A document's line table, as an invoice and a quote show it: the columns, the edit and delete
// buttons and the totals. Internal: InvoiceLineTable and QuoteLineTable are the components to use.

/** A line as the table shows it: decimals and money as the API writes them. */
export interface DocumentLine {
  id: number;
  service: string;
  amount: string;
  unitprice: string;
  vat: string;
  costs: string;
}

/** A document's totals as the server computed them (never added up here: it rounds VAT once per rate). */
export interface DocumentTotals {
  total_net: string;
  total_vat: readonly { vat: string; total: string }[];
  total_gross: string;
}

/** Props of {@link LineTable}. */
export interface LineTableProps<L extends DocumentLine> {
  lines: L[];
  totals: DocumentTotals;
  /** The currency of the figures (ISO 4217); euros without one. */
  currency?: string;
  /** What the service cell shows; the line's service without it. Keep it stable (the columns are memoised on it). */
  renderService?: (line: L) => ReactNode;
  /** With `onDelete`, each line gets an edit button calling this. */
  onEdit?: (line: L) => void;
  /** With `onEdit`, each line gets a delete button calling this. */
  onDelete?: (line: L) => void;
  /** Maximum height of the lines' scroll area (see Table). */
  maxHeight?: string;
  /** Id of the element naming the table; without it the table is named by the catalogue's 'tableLabel'. */
  'aria-labelledby'?: string;
}

type Key = KeysOf<typeof messages>;
const column = createColumnHelper<DocumentLine>();

interface LineActions {
  edit: (line: DocumentLine) => void;
  remove: (line: DocumentLine) => void;
}

// The buttons reach the callbacks through a context, so the columns stay the same while they change.
const LineActionsContext = createContext<LineActions | null>(null);

function ActionsCell({ line, t }: { line: DocumentLine; t: Translate<Key> }) {
  const actions = useContext(LineActionsContext);
  if (!actions) throw new Error('LineTable cells need LineActionsContext');
  return (
    <div className={styles.actions}>
      <IconButton size="sm" label={t('editLabel', { service: line.service })} icon={<EditIcon />} onPress={() => actions.edit(line)} />
      <IconButton size="sm" label={t('deleteLabel', { service: line.service })} icon={<DeleteIcon />} onPress={() => actions.remove(line)} />
    </div>
  );
}

function lineColumns(t: Translate<Key>, locale: string, isEditable: boolean, currency: string | undefined, renderService: ((line: DocumentLine) => ReactNode) | undefined) {
  const figure = (text: string) => <span className={styles.number}>{text}</span>;
  const columns = [
    column.accessor('service', {
      header: () => t('serviceColumn'),
      ...(renderService && { cell: ({ row }) => renderService(row.original) }),
      meta: { isRowHeader: true },
    }),
    column.accessor('amount', { header: () => t('amountColumn'), cell: ({ getValue }) => figure(displayDecimal(getValue(), locale)), meta: { align: 'end' } }),
    column.accessor('unitprice', { header: () => t('unitPriceColumn'), cell: ({ getValue }) => figure(displayMoney(getValue(), locale, currency)), meta: { align: 'end' } }),
    column.accessor('vat', { header: () => t('vatColumn'), cell: ({ getValue }) => figure(displayDecimal(getValue(), locale)), meta: { align: 'end' } }),
    column.accessor('costs', { header: () => t('costsColumn'), cell: ({ getValue }) => figure(displayMoney(getValue(), locale, currency)), meta: { align: 'end' } }),
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
 * A document's lines: service, amount, unit price, VAT % and costs, figures right-aligned in
 * tabular numerals and in the user's language, then the net total, the VAT per rate and the gross
 * total as given. With `onEdit` and `onDelete` each line has edit and delete buttons. On a phone
 * (under 600 px) each line is a card and the totals stay beneath.
 */
export function LineTable<L extends DocumentLine>({ lines, totals, currency, renderService, onEdit, onDelete, maxHeight, 'aria-labelledby': labelledBy }: LineTableProps<L>) {
  const t = useMessages(messages);
  const locale = useLocale();
  const isEditable = onEdit != null && onDelete != null;
  // The table's rows are the lines given: each callback gets back one of them.
  const actions = useMemo<LineActions>(() => ({ edit: (line) => onEdit?.(line as L), remove: (line) => onDelete?.(line as L) }), [onEdit, onDelete]);
  const columns = useMemo(
    () => lineColumns(t, locale, isEditable, currency, renderService as ((line: DocumentLine) => ReactNode) | undefined) as ColumnDef<L, unknown>[],
    [t, locale, isEditable, currency, renderService],
  );

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
          {displayMoney(amount, locale, currency)}
        </td>
        {isEditable && <td role="cell" className={cell} />}
      </tr>
    );
  };
  const footer = (
    <>
      {totalRow('net', t('netTotal'), totals.total_net, styles.firstTotal)}
      {totals.total_vat.map((vat) => totalRow(`vat-${vat.vat}`, t('vatTotal', { rate: displayDecimal(vat.vat, locale) }), vat.total))}
      {totalRow('gross', t('grossTotal'), totals.total_gross, styles.grossTotal)}
    </>
  );

  return (
    <LineActionsContext.Provider value={actions}>
      <Table
        aria-label={labelledBy ? undefined : t('tableLabel')}
        aria-labelledby={labelledBy}
        columns={columns}
        data={lines}
        getRowId={(line) => String(line.id)}
        emptyText={t('empty')}
        footer={footer}
        maxHeight={maxHeight}
      />
    </LineActionsContext.Provider>
  );
}
