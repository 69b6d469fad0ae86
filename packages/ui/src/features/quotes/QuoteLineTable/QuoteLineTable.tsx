import type { KeysOf } from '../../../i18n/catalogue';
import type { Quote, QuoteLine } from '@kwartier/api';
import { createContext, useContext, useMemo } from 'react';
import { VisuallyHidden } from 'react-aria';
import { DeleteIcon } from '../../../primitives/Icon/icons/DeleteIcon';
import { EditIcon } from '../../../primitives/Icon/icons/EditIcon';
import { IconButton } from '../../../primitives/IconButton/IconButton';
import { Table, createColumnHelper } from '../../../primitives/Table/Table';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { displayDecimal, displayMoney } from '../../../i18n/formatMoney';
import * as styles from '../../../patterns/lineTable/lineTable.css';
import { lineTableMessages as messages } from '../shared/lines.messages';

/** Props of {@link QuoteLineTable}. */
export interface QuoteLineTableProps {
  /** The quote: its lines in order and its totals as the server computed them, in its `currency` (EUR when left out). */
  quote: Pick<Quote, 'lines' | 'total_net' | 'total_vat' | 'total_gross'> & Partial<Pick<Quote, 'currency'>>;
  /** Opens the line dialog on the line at `index`; with `onDelete`, each line gets edit and delete buttons. */
  onEdit?: (line: QuoteLine, index: number) => void;
  /** Removes the line at `index` (the caller confirms or saves the quote). */
  onDelete?: (line: QuoteLine, index: number) => void;
  /** Id of the element naming the table. */
  'aria-labelledby'?: string;
}

type Key = KeysOf<typeof messages>;
const column = createColumnHelper<QuoteLine>();

interface LineActions {
  edit: (line: QuoteLine) => void;
  remove: (line: QuoteLine) => void;
}
const LineActionsContext = createContext<LineActions | null>(null);

function ActionsCell({ line, t }: { line: QuoteLine; t: Translate<Key> }) {
  const actions = useContext(LineActionsContext);
  if (!actions) throw new Error('QuoteLineTable cells need LineActionsContext');
  return (
    <div className={styles.actions}>
      <IconButton size="sm" label={t('editLabel', { service: line.service })} icon={<EditIcon />} onPress={() => actions.edit(line)} />
      <IconButton size="sm" label={t('deleteLabel', { service: line.service })} icon={<DeleteIcon />} onPress={() => actions.remove(line)} />
    </div>
  );
}

function lineColumns(t: Translate<Key>, locale: string, currency: string, isEditable: boolean) {
  const figure = (text: string) => <span className={styles.number}>{text}</span>;
  const columns = [
    column.accessor('service', { header: () => t('serviceColumn'), meta: { isRowHeader: true } }),
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
 * A quote's lines as the invoice's line table shows them (service, amount, unit price, VAT % and
 * costs in the reader's language, the figures right-aligned), then the net total, the VAT per
 * rate and the gross total exactly as the server computed them. With `onEdit` and `onDelete`
 * each line has edit and delete buttons. On a phone each line is a card.
 */
export function QuoteLineTable({ quote, onEdit, onDelete, 'aria-labelledby': labelledBy }: QuoteLineTableProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const isEditable = onEdit != null && onDelete != null;
  const lines = quote.lines;
  const actions = useMemo<LineActions>(
    () => ({
      edit: (line) => onEdit?.(line, lines.indexOf(line)),
      remove: (line) => onDelete?.(line, lines.indexOf(line)),
    }),
    [onEdit, onDelete, lines],
  );
  const currency = quote.currency ?? 'EUR';
  const columns = useMemo(() => lineColumns(t, locale, currency, isEditable), [t, locale, currency, isEditable]);
  const totalRow = (key: string, label: string, amount: string, extra?: string) => {
    const cell = extra ? `${styles.totalCell} ${extra}` : styles.totalCell;
    return (
      <tr key={key} role="row">
        <th scope="row" role="rowheader" colSpan={4} className={cell}>
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
      {totalRow('net', t('netTotal'), quote.total_net, styles.firstTotal)}
      {quote.total_vat.map((vat) => totalRow(`vat-${vat.vat}`, t('vatTotal', { rate: displayDecimal(vat.vat, locale) }), vat.total))}
      {totalRow('gross', t('grossTotal'), quote.total_gross, styles.grossTotal)}
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
      />
    </LineActionsContext.Provider>
  );
}
