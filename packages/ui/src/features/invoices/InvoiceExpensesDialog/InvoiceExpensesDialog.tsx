import type { ExpenseGrouping, InvoiceExpense, InvoiceExpensesAdd } from '@kwartier/api';
import { useMemo, useState } from 'react';
import { Table, createColumnHelper } from '../../../primitives/Table/Table';
import { ToggleButtonGroup } from '../../../primitives/ToggleButtonGroup/ToggleButtonGroup';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import type { KeysOf } from '../../../i18n/catalogue';
import { formatDate, type DateFormat } from '../../../i18n/formatDate';
import { displayDecimal, displayMoney, formatMoney } from '../../../i18n/formatMoney';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { hundredthsOf } from '../InvoiceLineTable/invoiceNumbers';
import { RowSelectionProvider, selectColumn, useRowSelection } from '../shared/rowSelection';
import * as shared from '../shared/rowSelection.css';
import { messages } from './InvoiceExpensesDialog.messages';
import * as styles from './InvoiceExpensesDialog.css';

/** Props of {@link InvoiceExpensesDialog}. */
export interface InvoiceExpensesDialogProps {
  /** Whether the dialog is open. It starts on `defaultGroup`, every expense selected, each time it opens. */
  isOpen: boolean;
  /** Called with `false` when the user closes it, and after a successful save. */
  onOpenChange: (isOpen: boolean) => void;
  /**
   * The client's billable expenses on no invoice yet (`GET /api/invoices/{id}/expenses`), newest
   * first, or `null` before the first answer.
   */
  expenses: readonly InvoiceExpense[] | null;
  /** While the app (re)reads the expenses. */
  isLoading?: boolean;
  /**
   * Adds the selected expenses as lines (`POST /api/invoices/{id}/expenses`), under the save
   * convention: resolve to `undefined` once added (refresh the invoice; the dialog closes), or to
   * the refusal's body — a 422 under `expense_ids` (an expense invoiced or changed meanwhile) or a
   * 409 (no longer a concept) is shown above the table; read the expenses again. Reject for
   * unexpected failures.
   */
  onSubmit: (body: InvoiceExpensesAdd) => SaveResult;
  /** The grouping the dialog starts with. Defaults to one line per expense. */
  defaultGroup?: ExpenseGrouping;
  /** The user's date format for the receipts' dates. */
  dateFormat?: DateFormat;
  /** The invoice's currency (ISO 4217, `Invoice.currency`): the amounts are shown in it; `EUR` when left out. */
  currency?: string;
}

/** The dialog's fields, for server errors under the matching field; `expense_ids` is said above them. */
const FIELDS = ['group'] as const;

type Key = KeysOf<typeof messages>;
const column = createColumnHelper<InvoiceExpense>();

/** How many lines the expenses make: one each, or one per category and VAT rate (as the server groups them). */
export function expenseLineCount(expenses: readonly InvoiceExpense[], group: ExpenseGrouping): number {
  return group === 'expense' ? expenses.length : new Set(expenses.map((expense) => `${expense.category_id}-${expense.vat}`)).size;
}

function expenseColumns(t: Translate<Key>, locale: string, dateFormat: DateFormat | undefined, currency: string) {
  const figure = (text: string) => <span className={shared.number}>{text}</span>;
  return [
    selectColumn<InvoiceExpense>({
      selectAllLabel: t('selectAll'),
      rowKey: (expense) => String(expense.id),
      rowLabel: (expense) => t('select', { description: expense.description, date: formatDate(expense.date, dateFormat) }),
    }),
    column.accessor('date', {
      header: () => t('dateColumn'),
      cell: ({ getValue }) => figure(formatDate(getValue(), dateFormat)),
    }),
    // The description the line gets (one per expense), under it the project and who paid.
    column.accessor('description', {
      header: () => t('descriptionColumn'),
      cell: ({ row }) => (
        <span className={styles.description}>
          {row.original.description}
          <span className={shared.detail}>{t('projectAndMember', { project: row.original.project_name, member: row.original.user_name })}</span>
        </span>
      ),
      meta: { isRowHeader: true },
    }),
    column.accessor('category_name', { header: () => t('categoryColumn') }),
    // Before VAT, as the line bills it; the VAT rate the line gets under it.
    column.accessor('amount_excl_vat', {
      header: () => t('amountColumn'),
      cell: ({ row }) => (
        <>
          {figure(displayMoney(row.original.amount_excl_vat, locale, currency))}
          <span className={shared.detail}>{t('vatRate', { vat: displayDecimal(row.original.vat, locale) })}</span>
        </>
      ),
      meta: { align: 'end' },
    }),
    column.accessor('markup', {
      header: () => t('markupColumn'),
      cell: ({ getValue }) => figure(t('percentage', { value: displayDecimal(getValue(), locale) })),
      meta: { align: 'end' },
    }),
    column.accessor('billed', {
      header: () => t('billedColumn'),
      cell: ({ getValue }) => figure(displayMoney(getValue(), locale, currency)),
      meta: { align: 'end' },
    }),
  ];
}

/**
 * 'Add expenses' on a concept invoice, beside 'Add tracked time': the client's billable expenses
 * that are on no invoice yet, as a table with a checkbox each — all selected at first, 'Select
 * all' above them (Tab and Space work them) — showing the receipt's date, the description with
 * its project and member, the category, the amount before VAT with its VAT rate, the markup and
 * what it bills. The user chooses one line per expense (its description, dated on its receipt)
 * or one per category (and VAT rate, dated from the first to the last receipt); the sum of the
 * selected expenses and the number of lines they make are said under the table. Once on the
 * invoice the expenses are locked, until their line is removed.
 *
 * ### Do
 * - Pass the server's answer as `expenses` and `null` (with `isLoading`) while it is read; read it
 *   again after a refusal, so the table shows what is still open.
 *
 * ### Don't
 * - Offer it on an invoice that is no concept: the server refuses (409).
 */
export function InvoiceExpensesDialog({ isOpen, onOpenChange, expenses, isLoading = false, onSubmit, defaultGroup = 'expense', dateFormat, currency = 'EUR' }: InvoiceExpensesDialogProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const submission = useFormSubmission<InvoiceExpensesAdd>(onSubmit, FIELDS);
  const [group, setGroup] = useState<ExpenseGrouping>(defaultGroup);

  const rows = useMemo(() => expenses ?? [], [expenses]);
  const keys = useMemo(() => rows.map((expense) => String(expense.id)), [rows]);
  const isBusy = isLoading || expenses === null;
  // Expenses are selected unless the user deselected them: those read again later start selected.
  const selected = useRowSelection(keys, isBusy);
  // Each opening starts on the default grouping, all selected, without old errors: adjusted
  // while rendering when the dialog opens, never copied from props in an effect.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setGroup(defaultGroup);
      selected.reset();
      submission.reset();
    }
  }

  const chosen = isBusy ? [] : rows.filter((expense) => selected.selection.isSelected(String(expense.id)));
  const billedCents = chosen.reduce((sum, expense) => sum + (hundredthsOf(expense.billed) ?? 0), 0);
  const columns = useMemo(() => expenseColumns(t, locale, dateFormat, currency), [t, locale, dateFormat, currency]);

  const save = async () => {
    if (isBusy || chosen.length === 0) return;
    const saved = await submission.submit({ expense_ids: chosen.map((expense) => expense.id), group });
    if (saved) onOpenChange(false);
  };

  const close = (open: boolean) => {
    if (!open) submission.reset();
    onOpenChange(open);
  };

  return (
    <FormDialog
      title={t('title')}
      isLarge
      isOpen={isOpen}
      onOpenChange={close}
      onSave={() => void save()}
      isSaving={submission.isSubmitting}
      isSaveDisabled={isBusy || chosen.length === 0}
      validationErrors={submission.fieldErrors}
      errorMessage={submission.formError ?? undefined}
      saveLabel={t('save')}
    >
      <div className={styles.grouping}>
        <ToggleButtonGroup<ExpenseGrouping>
          label={t('grouping')}
          items={[
            { id: 'expense', label: t('perExpense') },
            { id: 'category', label: t('perCategory') },
          ]}
          selectedKey={group}
          onSelectionChange={setGroup}
        />
        <p className={styles.groupingNote}>
          {t(group === 'expense' ? 'perExpenseNote' : 'perCategoryNote')}
        </p>
      </div>
      <RowSelectionProvider value={selected.selection}>
        <Table
          aria-label={t('tableLabel')}
          columns={columns}
          data={[...rows]}
          getRowId={(expense) => String(expense.id)}
          emptyText={t('empty')}
          isLoading={isBusy}
          loadingRowCount={3}
          maxHeight="min(50vh, 480px)"
        />
      </RowSelectionProvider>
      <p className={shared.sum} aria-live="polite">
        {t('selectedSum', { count: chosen.length, lines: expenseLineCount(chosen, group), billed: formatMoney(billedCents, locale, currency) })}
      </p>
    </FormDialog>
  );
}
