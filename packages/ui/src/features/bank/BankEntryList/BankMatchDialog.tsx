import { decimalText, formatMoney, hundredthsOf, type BankEntry, type BankOpenInvoice } from '@kwartier/api';
import { useMemo, useRef, useState } from 'react';
import { decimalInputText } from '../../../forms/decimalInput';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { formatDate, type DateFormat } from '../../../i18n/formatDate';
import { useLocale } from '../../../i18n/I18nProvider';
import { formatNumber } from '../../../i18n/formatNumber';
import { useMessages } from '../../../i18n/useMessages';
import { Button } from '../../../primitives/Button/Button';
import { ComboBox } from '../../../primitives/ComboBox/ComboBox';
import { DeleteIcon } from '../../../primitives/Icon/icons/DeleteIcon';
import { IconButton } from '../../../primitives/IconButton/IconButton';
import { TextField } from '../../../primitives/TextField/TextField';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import { allocatedHundredths, checkAllocations, invoiceChoices, type AllocationDraft, type AllocationInput } from './allocations';
import { messages } from './BankEntryList.messages';
import * as styles from './BankEntryList.css';

/** Props of {@link BankMatchDialog}. */
export interface BankMatchDialogProps {
  /** The open entry to match. */
  entry: BankEntry;
  /** The invoices still owed, to choose from (the proposal's are offered too). */
  openInvoices: readonly BankOpenInvoice[];
  dateFormat?: DateFormat;
  onClose: () => void;
  /** Confirms the match (save convention): a 422 shows under its row's field, a 409 above the form. */
  onSave: (allocations: AllocationInput[]) => SaveResult;
}

/**
 * Changes a bank entry's match before confirming it: one row per invoice it pays (an open
 * invoice, typed to search by number or client) with the amount it pays of that invoice, rows
 * added and removed; the total is shown against the entry's amount. A remainder stays
 * unallocated. Rendered while open, so it opens on the proposal each time.
 */
export function BankMatchDialog({ entry, openInvoices, dateFormat, onClose, onSave }: BankMatchDialogProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const choices = useMemo(() => invoiceChoices(entry, openInvoices), [entry, openInvoices]);
  const entryCents = hundredthsOf(entry.amount) ?? 0;
  const nextKey = useRef(1);
  const [drafts, setDrafts] = useState<AllocationDraft[]>(() => {
    const proposed = entry.proposal?.allocations ?? [];
    const rows = proposed.map((allocation) => ({ key: nextKey.current++, invoiceId: allocation.invoice_id, amount: decimalInputText(decimalText(hundredthsOf(allocation.amount) ?? 0), locale, 2) }));
    return rows.length > 0 ? rows : [{ key: nextKey.current++, invoiceId: null, amount: '' }];
  });
  const [problems, setProblems] = useState<ReturnType<typeof checkAllocations>['problems']>(new Map());
  const [totalProblem, setTotalProblem] = useState<string | null>(null);
  const fields = useMemo(() => drafts.flatMap((_, index) => [`allocations.${index}.invoice_id`, `allocations.${index}.amount`]), [drafts]);
  const submission = useFormSubmission<AllocationInput[]>(onSave, fields);
  const money = (cents: number) => formatMoney(cents, locale, entry.currency);
  const allocated = allocatedHundredths(drafts, locale);

  const update = (key: number, change: Partial<AllocationDraft>) => setDrafts((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const chooseInvoice = (key: number, invoiceId: number | null) => {
    const row = drafts.find((candidate) => candidate.key === key);
    const choice = choices.find((candidate) => candidate.invoice_id === invoiceId);
    // A new row's amount starts on what the invoice owes, at most what the entry has left.
    if (row && choice && row.amount.trim() === '') {
      const left = entryCents - allocatedHundredths(drafts, locale);
      const owed = hundredthsOf(choice.outstanding) ?? 0;
      update(key, { invoiceId, amount: decimalInputText(decimalText(Math.max(0, Math.min(owed, left))), locale, 2) });
    } else update(key, { invoiceId });
  };

  const save = async () => {
    const checked = checkAllocations(drafts, choices, locale);
    setProblems(checked.problems);
    const total = checked.allocations?.reduce((sum, allocation) => sum + (hundredthsOf(allocation.amount) ?? 0), 0) ?? 0;
    const tooMuch = checked.allocations !== null && total > entryCents;
    setTotalProblem(tooMuch ? t('totalTooHigh', { amount: money(entryCents) }) : null);
    if (!checked.allocations || tooMuch) return;
    if (await submission.submit(checked.allocations)) onClose();
  };

  const rowError = (index: number, key: number, field: 'invoice' | 'amount', choice: BankOpenInvoice | undefined): string | undefined => {
    const problem = problems.get(key)?.[field];
    if (problem === 'amountTooHigh') return t('amountTooHigh', { amount: choice ? money(hundredthsOf(choice.outstanding) ?? 0) : '' });
    if (problem === 'amountInvalid') return t('amountInvalid', { example: formatNumber(12.5, locale) });
    if (problem) return t(problem);
    return submission.fieldErrors[`allocations.${index}.${field === 'invoice' ? 'invoice_id' : 'amount'}`];
  };

  return (
    <FormDialog
      isOpen
      isLarge
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('matchTitle')}
      saveLabel={t('confirmMatch')}
      onSave={() => void save()}
      isSaving={submission.isSubmitting}
      errorMessage={totalProblem ?? submission.formError ?? undefined}
    >
      <p className={styles.dialogText}>
        {t('matchIntro', {
          amount: formatMoney(entryCents, locale, entry.currency),
          name: entry.counterparty_name ?? entry.counterparty_iban ?? t('unknownPayer'),
          date: formatDate(entry.booked_on, dateFormat),
        })}
      </p>
      {entry.remittance && <p className={styles.dialogText}>{t('remittanceLine', { text: entry.remittance })}</p>}
      {drafts.map((draft, index) => {
        const choice = choices.find((candidate) => candidate.invoice_id === draft.invoiceId);
        return (
          <fieldset key={draft.key} className={styles.allocation}>
            <legend className={styles.legend}>{t('allocationLegend', { number: index + 1 })}</legend>
            <div className={styles.invoiceField}>
              <ComboBox
                name={`allocations.${index}.invoice_id`}
                label={t('invoiceLabel')}
                items={choices.map((invoice) => ({
                  id: invoice.invoice_id,
                  label: `${invoice.invoicenumber} · ${invoice.client_name}`,
                  description: t('owes', { amount: money(hundredthsOf(invoice.outstanding) ?? 0) }),
                }))}
                emptyText={t('noOpenInvoices')}
                selectedKey={draft.invoiceId}
                onSelectionChange={(key) => chooseInvoice(draft.key, key === null ? null : Number(key))}
                errorMessage={rowError(index, draft.key, 'invoice', choice)}
                isRequired
              />
            </div>
            <div className={styles.amountField}>
              <TextField
                name={`allocations.${index}.amount`}
                label={t('amountLabel')}
                description={choice ? t('owes', { amount: money(hundredthsOf(choice.outstanding) ?? 0) }) : undefined}
                value={draft.amount}
                onChange={(amount) => update(draft.key, { amount })}
                errorMessage={rowError(index, draft.key, 'amount', choice)}
                inputMode="decimal"
                autoComplete="off"
                isRequired
              />
            </div>
            {drafts.length > 1 && (
              <IconButton
                label={t('removeAllocation', { number: index + 1 })}
                icon={<DeleteIcon />}
                variant="quiet"
                onPress={() => setDrafts((rows) => rows.filter((row) => row.key !== draft.key))}
              />
            )}
          </fieldset>
        );
      })}
      <div className={styles.dialogFooter}>
        <Button size="sm" onPress={() => setDrafts((rows) => [...rows, { key: nextKey.current++, invoiceId: null, amount: '' }])} isDisabled={drafts.length >= 100}>
          {t('addAllocation')}
        </Button>
        <p className={styles.dialogText} aria-live="polite">
          {allocated < entryCents
            ? t('allocatedLeft', { allocated: money(allocated), amount: money(entryCents), left: money(entryCents - allocated) })
            : t('allocated', { allocated: money(allocated), amount: money(entryCents) })}
        </p>
      </div>
    </FormDialog>
  );
}

