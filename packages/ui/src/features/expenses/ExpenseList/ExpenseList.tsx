import type { Expense } from '@kwartier/api';
import { createContext, useContext, useId, useMemo } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Button } from '../../../primitives/Button/Button';
import { Table, createColumnHelper } from '../../../primitives/Table/Table';
import { useRowActions } from '../../../patterns/rowActions/useRowActions';
import type { SaveResult } from '../../../forms/submitResult';
import type { KeysOf } from '../../../i18n/catalogue';
import { formatDate, type DateFormat } from '../../../i18n/formatDate';
import { displayDecimal, displayMoney } from '../../../i18n/formatMoney';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { messages } from './ExpenseList.messages';
import * as styles from './ExpenseList.css';

/** Props of {@link ExpenseList}. */
export interface ExpenseListProps {
  /** The expenses (`GET /api/expenses`): a member's own, or everyone's for an admin; newest first. */
  expenses: readonly Expense[];
  /** Show who recorded each (an admin's list of everyone's). */
  showMember?: boolean;
  /** Opens the form for a new expense; without it there is no such button. */
  onRecord?: () => void;
  /** Opens the form for an expense that is not invoiced yet. */
  onEdit?: (expense: Expense) => void;
  /** Deletes an expense after the user confirmed; resolves `undefined` on success, rejects for the unexpected. */
  onDelete?: (expense: Expense) => SaveResult;
  /** Downloads the expense's receipt (`GET /api/expenses/{id}/receipt`); without it there is no Receipt button. */
  onDownloadReceipt?: (expense: Expense) => void;
  /** The user's date format. */
  dateFormat?: DateFormat;
  /** While `expenses` is being read (again). */
  isLoading?: boolean;
  /** Heading level of the title: 1 (default) as a page's heading. */
  headingLevel?: 1 | 2 | 3;
}

type Key = KeysOf<typeof messages>;
const column = createColumnHelper<Expense>();

interface RowCallbacks {
  onEdit?: (expense: Expense) => void;
  requestDelete?: (expense: Expense) => void;
  onDownloadReceipt?: (expense: Expense) => void;
}
const RowCallbacksContext = createContext<RowCallbacks>({});

function ActionsCell({ expense, t }: { expense: Expense; t: Translate<Key> }) {
  const { onEdit, requestDelete, onDownloadReceipt } = useContext(RowCallbacksContext);
  return (
    <span className={styles.actions}>
      {expense.receipt && onDownloadReceipt && (
        <Button size="sm" aria-label={t('receiptLabel', { description: expense.description })} onPress={() => onDownloadReceipt(expense)}>
          {t('receipt')}
        </Button>
      )}
      {expense.editable && onEdit && (
        <Button size="sm" aria-label={t('editLabel', { description: expense.description })} onPress={() => onEdit(expense)}>
          {t('edit')}
        </Button>
      )}
      {expense.editable && requestDelete && (
        <Button size="sm" aria-label={t('deleteLabel', { description: expense.description })} onPress={() => requestDelete(expense)}>
          {t('delete')}
        </Button>
      )}
    </span>
  );
}

function expenseColumns(t: Translate<Key>, locale: string, dateFormat: DateFormat | undefined, showMember: boolean) {
  return [
    column.accessor('date', { header: () => t('dateColumn'), cell: ({ getValue }) => formatDate(getValue(), dateFormat) }),
    column.accessor('description', { header: () => t('descriptionColumn'), meta: { isRowHeader: true } }),
    ...(showMember ? [column.accessor('user_name', { header: () => t('memberColumn') })] : []),
    column.accessor('project_name', { header: () => t('projectColumn'), cell: ({ row }) => `${row.original.project_name} · ${row.original.client_name}` }),
    column.accessor('category_name', { header: () => t('categoryColumn') }),
    column.accessor('amount', {
      header: () => t('amountColumn'),
      cell: ({ row }) =>
        t(row.original.vat_included ? 'amountInclVat' : 'amountExclVat', { amount: displayMoney(row.original.amount, locale, row.original.currency), vat: displayDecimal(row.original.vat, locale) }),
      meta: { align: 'end' },
    }),
    column.display({
      id: 'status',
      header: () => t('statusColumn'),
      cell: ({ row }) =>
        row.original.invoice_id !== null
          ? t('invoiced')
          : row.original.billable
            ? t('billable', { markup: displayDecimal(row.original.markup, locale) })
            : t('notBillable'),
    }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>{t('actionsColumn')}</VisuallyHidden>,
      cell: ({ row }) => <ActionsCell expense={row.original} t={t} />,
      meta: { align: 'end', cardLabel: false },
    }),
  ];
}

/**
 * Expenses: what members paid on projects, with the amount and its VAT, the category, whether it
 * is billable (and its markup) or already invoiced, the receipt to download, and Edit / Delete
 * (after a confirmation) while it is on no invoice. A table; a card per expense on a phone.
 */
export function ExpenseList({ expenses, showMember = false, onRecord, onEdit, onDelete, onDownloadReceipt, dateFormat, isLoading = false, headingLevel = 1 }: ExpenseListProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const rows = useRowActions<Expense>({ onDelete: onDelete ?? (async () => undefined) });
  const columns = useMemo(() => expenseColumns(t, locale, dateFormat, showMember), [t, locale, dateFormat, showMember]);
  const callbacks = useMemo(() => ({ onEdit, onDownloadReceipt, requestDelete: onDelete ? rows.requestDelete : undefined }), [onEdit, onDownloadReceipt, onDelete, rows.requestDelete]);

  return (
    <div ref={rows.focusScopeRef} className={styles.root}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {t('title')}
        </Heading>
        {onRecord && (
          <Button variant="primary" onPress={onRecord}>
            {t('record')}
          </Button>
        )}
      </div>
      <RowCallbacksContext.Provider value={callbacks}>
        <Table
          aria-labelledby={titleId}
          columns={columns}
          data={[...expenses]}
          getRowId={(expense) => String(expense.id)}
          emptyText={t('empty')}
          isLoading={isLoading}
          loadingRowCount={3}
        />
      </RowCallbacksContext.Provider>
      {rows.confirmDelete(t('confirmTitle'), (expense) => t('confirmBody', { description: expense.description }), t('delete'))}
    </div>
  );
}
