import { schemaBounds, type QuoteLine, type QuoteLineInput } from '@kwartier/api';
import { useMemo, useState } from 'react';
import { TextField } from '../../../primitives/TextField/TextField';
import { maxLengthOf } from '../../../patterns/DetailsCard/detailValues';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useLocale } from '../../../i18n/I18nProvider';
import { formatNumber } from '../../../i18n/formatNumber';
import { useMessages } from '../../../i18n/useMessages';
import { decimalInputText, parseDecimalInput, type DecimalProblem } from '../../../forms/decimalInput';
import { lineDialogMessages as messages } from '../shared/lines.messages';

/** Props of {@link QuoteLineDialog}. */
export interface QuoteLineDialogProps {
  /** The line to edit, or `null` to add one. Rendered while open: it starts on these values. */
  line: QuoteLine | null;
  /** VAT % a new line starts with, as the API writes it. */
  defaultVat?: string;
  onClose: () => void;
  /** Saves the line (the quote with its lines replaced); the save convention, errors under service, amount, unitprice, vat. */
  onSubmit: (values: QuoteLineInput) => SaveResult;
}

const FIELDS = ['service', 'amount', 'unitprice', 'vat'] as const;
type Field = (typeof FIELDS)[number];
type DecimalField = Exclude<Field, 'service'>;
const BOUNDS = schemaBounds.QuoteLineInput;
const PATTERNS: Record<DecimalField, RegExp> = {
  amount: new RegExp(BOUNDS.amount.pattern),
  unitprice: new RegExp(BOUNDS.unitprice.pattern),
  vat: new RegExp(BOUNDS.vat.pattern),
};
const largestOf = (pattern: string) => 10 ** Number(/\\d\{1,(\d+)\}/.exec(pattern)?.[1] ?? 10) - 0.01;

/**
 * Adds or edits one quote line by the invoice line's rules: service, amount, unit price and VAT %,
 * all required, numbers typed in the user's language and sent as the API takes them.
 */
export function QuoteLineDialog({ line, defaultVat = '21.00', onClose, onSubmit }: QuoteLineDialogProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const submission = useFormSubmission<QuoteLineInput>(onSubmit, FIELDS);
  const [draft, setDraft] = useState<Record<Field, string>>(() => ({
    service: line?.service ?? '',
    amount: line ? decimalInputText(line.amount, locale) : '',
    unitprice: line ? decimalInputText(line.unitprice, locale, 2) : '',
    vat: decimalInputText(line?.vat ?? defaultVat, locale),
  }));
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const serverErrors = submission.fieldErrors;
  const errors = useMemo(() => ({ ...serverErrors, ...problems }), [serverErrors, problems]);
  const set = (field: Field) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const example = (field: DecimalField) =>
    formatNumber(field === 'vat' ? 21 : field === 'amount' ? 12.5 : 85, locale, { minimumFractionDigits: field === 'unitprice' ? 2 : 0, useGrouping: false });
  const problemText = (field: DecimalField, problem: DecimalProblem) =>
    problem === 'required'
      ? t('required')
      : field === 'vat'
        ? t('vatInvalid', { example: formatNumber(9, locale) })
        : t('amountInvalid', { example: formatNumber(12.5, locale), max: formatNumber(largestOf(BOUNDS[field].pattern), locale, { minimumFractionDigits: 2 }) });

  const save = async () => {
    const found: Partial<Record<Field, string>> = {};
    const service = draft.service.trim();
    if (service === '') found.service = t('required');
    const values: Partial<Record<DecimalField, string>> = {};
    for (const field of ['amount', 'unitprice', 'vat'] as const) {
      const parsed = parseDecimalInput(draft[field], locale, PATTERNS[field]);
      if ('problem' in parsed) found[field] = problemText(field, parsed.problem);
      else values[field] = parsed.value;
    }
    setProblems(found);
    if (Object.keys(found).length > 0 || values.amount == null || values.unitprice == null || values.vat == null) return;
    if (await submission.submit({ service, amount: values.amount, unitprice: values.unitprice, vat: values.vat })) onClose();
  };

  const decimalField = (field: DecimalField, label: string) => (
    <TextField
      name={field}
      label={label}
      description={t('decimalDescription', { example: example(field) })}
      value={draft[field]}
      onChange={set(field)}
      inputMode="decimal"
      autoComplete="off"
      isRequired
    />
  );

  return (
    <FormDialog
      title={line ? t('editTitle') : t('addTitle')}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      onSave={() => void save()}
      isSaving={submission.isSubmitting}
      validationErrors={errors}
      errorMessage={submission.formError ?? undefined}
    >
      <TextField name="service" label={t('service')} value={draft.service} onChange={set('service')} maxLength={maxLengthOf(BOUNDS, 'service')} autoComplete="off" isRequired autoFocus />
      {decimalField('amount', t('amount'))}
      {decimalField('unitprice', t('unitPrice'))}
      {decimalField('vat', t('vat'))}
    </FormDialog>
  );
}
