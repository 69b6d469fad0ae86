import type { PaymentCreate } from '@kwartier/api';
import { schemaBounds } from '@kwartier/api';
import { useMemo, useState } from 'react';
import { LazyDatePicker } from '../../../primitives/DatePicker/LazyDatePicker';
import { Select } from '../../../primitives/Select/Select';
import { TextField } from '../../../primitives/TextField/TextField';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import type { DateFormat } from '../../../i18n/formatDate';
import { useLocale } from '../../../i18n/I18nProvider';
import { formatNumber } from '../../../i18n/formatNumber';
import { useMessages } from '../../../i18n/useMessages';
import { localToday } from '../InvoiceDialog/periodOf';
import { decimalInputText, displayMoney, hundredthsOf, parseDecimalInput } from '../InvoiceLineTable/invoiceNumbers';
import { messages } from './InvoicePayments.messages';

/** The methods a person records (`credit` is the server's, for a credit invoice). */
export const RECORDED_METHODS = ['bank_transfer', 'cash', 'card', 'other'] as const satisfies readonly PaymentCreate['method'][];

const FIELDS = ['paid_on', 'amount', 'method', 'note'] as const;
type Field = (typeof FIELDS)[number];
const AMOUNT_PATTERN = new RegExp(schemaBounds.PaymentCreate.amount.pattern);

/** Props of {@link PaymentDialog}. */
export interface PaymentDialogProps {
  /** The outstanding amount (`Invoice.total_outstanding`, `'785.63'`): the amount starts on it and may not exceed it. */
  outstanding: string;
  /** The invoice's currency (ISO 4217): amounts are shown in it; `EUR` when left out. */
  currency?: string;
  /** The invoice date: the earliest payment date. */
  invoiceDate: string;
  /** Today (`YYYY-MM-DD`), the date it starts on; the browser's today by default. */
  today?: string;
  dateFormat?: DateFormat;
  firstDayOfWeek?: number | null;
  onClose: () => void;
  /** Records the payment (`POST /api/invoices/{id}/payments`, the save convention): a 422 shows under its fields. */
  onSave: (values: PaymentCreate) => SaveResult;
}

/**
 * Records a payment: date (today, not before the invoice date), amount (the outstanding amount,
 * typed in the user's language), method and an optional note. An amount that cannot be sent, or
 * is not more than zero, or is more than the outstanding amount, is said under it before anything
 * is sent. Rendered while open, so it opens on fresh values each time.
 */
export function PaymentDialog({ outstanding, currency = 'EUR', invoiceDate, today, dateFormat, firstDayOfWeek, onClose, onSave }: PaymentDialogProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const submission = useFormSubmission<PaymentCreate>(onSave, FIELDS);
  const initialDate = today ?? localToday();
  const [paidOn, setPaidOn] = useState<string | null>(invoiceDate > initialDate ? invoiceDate : initialDate);
  const [amount, setAmount] = useState(() => decimalInputText(outstanding, locale, 2));
  const [method, setMethod] = useState<PaymentCreate['method']>('bank_transfer');
  const [note, setNote] = useState('');
  const isRefund = (hundredthsOf(outstanding) ?? 0) < 0;
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const serverErrors = submission.fieldErrors;
  const errors = useMemo(() => ({ ...serverErrors, ...problems }), [serverErrors, problems]);

  const save = async () => {
    const found: Partial<Record<Field, string>> = {};
    const parsed = parseDecimalInput(amount, locale, AMOUNT_PATTERN);
    let value: string | null = null;
    if ('problem' in parsed) found.amount = parsed.problem === 'required' ? t('required') : t('amountInvalid', { example: formatNumber(12.5, locale) });
    else {
      const cents = hundredthsOf(parsed.value) ?? 0;
      const owed = hundredthsOf(outstanding) ?? 0;
      // On a credit invoice (negative outstanding) a refund paid out: a negative amount.
      if (owed < 0 && cents >= 0) found.amount = t('refundNotNegative', { example: displayMoney(outstanding, locale, currency) });
      else if (owed < 0 && cents < owed) found.amount = t('refundTooHigh', { outstanding: displayMoney(outstanding, locale, currency) });
      else if (owed >= 0 && cents <= 0) found.amount = t('amountNotPositive');
      else if (owed >= 0 && cents > owed) found.amount = t('amountTooHigh', { outstanding: displayMoney(outstanding, locale, currency) });
      else value = parsed.value;
    }
    if (paidOn === null) found.paid_on = t('required');
    setProblems(found);
    if (Object.keys(found).length > 0 || value === null || paidOn === null) return;
    const saved = await submission.submit({ paid_on: paidOn, amount: value, method, note: note.trim() === '' ? null : note.trim() });
    if (saved) onClose();
  };

  return (
    <FormDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t(isRefund ? 'refundTitle' : 'dialogTitle')}
      saveLabel={t('save')}
      onSave={() => void save()}
      isSaving={submission.isSubmitting}
      validationErrors={errors}
      errorMessage={submission.formError ?? undefined}
    >
      <LazyDatePicker
        name="paid_on"
        label={t('dateLabel')}
        value={paidOn}
        onChange={setPaidOn}
        minValue={invoiceDate}
        dateFormat={dateFormat}
        firstDayOfWeek={firstDayOfWeek}
        isRequired
      />
      <TextField
        name="amount"
        label={t('amountLabel')}
        description={t(isRefund ? 'refundDescription' : 'amountDescription', { example: displayMoney(outstanding, locale, currency) })}
        value={amount}
        onChange={setAmount}
        inputMode="decimal"
        autoComplete="off"
        isRequired
        autoFocus
      />
      <Select
        name="method"
        label={t('methodLabel')}
        items={RECORDED_METHODS.map((id) => ({ id, label: t(`method_${id}`) }))}
        selectedKey={method}
        onSelectionChange={(key) => {
          const chosen = RECORDED_METHODS.find((m) => m === key);
          if (chosen) setMethod(chosen);
        }}
        isRequired
      />
      <TextField name="note" label={t('noteLabel')} value={note} onChange={setNote} maxLength={schemaBounds.PaymentCreate.note.maxLength} autoComplete="off" />
    </FormDialog>
  );
}
