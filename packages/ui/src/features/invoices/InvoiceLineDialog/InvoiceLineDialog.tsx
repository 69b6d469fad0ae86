import { schemaBounds, type Invoice, type InvoiceLine, type InvoiceLineCreate } from '@kwartier/api';
import { useMemo, useState } from 'react';
import { TextField } from '../../../primitives/TextField/TextField';
import { maxLengthOf } from '../../../patterns/DetailsCard/detailValues';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useLocale } from '../../../i18n/I18nProvider';
import { formatNumber } from '../../../i18n/formatNumber';
import { useMessages } from '../../../i18n/useMessages';
import { decimalInputText, parseDecimalInput, type DecimalProblem } from '../InvoiceLineTable/invoiceNumbers';
import { messages } from './InvoiceLineDialog.messages';

/**
 * What the line dialog saves: the fields of `InvoiceLineCreate` with decimals as the API takes them
 * (`'12.50'`), and the line's `id` — `null` for a new line (`POST /api/invoicelines`), the line's
 * id for an edit (`PUT /api/invoicelines/{id}`, where `invoice_id` is ignored).
 */
export type InvoiceLineValues = InvoiceLineCreate & { id: InvoiceLine['id'] | null };

/** Props of {@link InvoiceLineDialog}. */
export interface InvoiceLineDialogProps {
  /** Whether the dialog is open. It starts on `line`'s values (or empty) each time it opens. */
  isOpen: boolean;
  /** Called with `false` when the user closes it, and after a successful save. */
  onOpenChange: (isOpen: boolean) => void;
  /** The line to edit, or `null` to add one. */
  line: InvoiceLine | null;
  /** The invoice the line is on (`invoice_id`). */
  invoiceId: Invoice['id'];
  /** VAT % a new line starts with, as the API writes it. Defaults to `'21.00'`. */
  defaultVat?: string;
  /**
   * Saves the line (the save convention): the app creates it when `id` is null and updates line
   * `id` otherwise. Resolve to `undefined` on success (the dialog closes), to the 422 body to show
   * its errors under service, amount, unitprice and vat (others above the fields), or reject.
   */
  onSubmit: (values: InvoiceLineValues) => SaveResult;
}

/** The dialog's fields, for server errors under the matching field. */
const FIELDS = ['service', 'amount', 'unitprice', 'vat'] as const;
type Field = (typeof FIELDS)[number];

// Create and update bound the fields alike; the patterns are the contract's QuantityInput,
// MoneyInput and PercentageInput.
const BOUNDS = schemaBounds.InvoiceLineCreate;
const PATTERNS: Record<Exclude<Field, 'service'>, RegExp> = {
  amount: new RegExp(BOUNDS.amount.pattern),
  unitprice: new RegExp(BOUNDS.unitprice.pattern),
  vat: new RegExp(BOUNDS.vat.pattern),
};

type Draft = Record<Field, string>;

function draftOf(line: InvoiceLine | null, defaultVat: string, locale: string): Draft {
  if (!line) return { service: '', amount: '', unitprice: '', vat: decimalInputText(defaultVat, locale) };
  return {
    service: line.service,
    amount: decimalInputText(line.amount, locale),
    unitprice: decimalInputText(line.unitprice, locale, 2),
    vat: decimalInputText(line.vat, locale),
  };
}

/**
 * Adds or edits one invoice line: service, amount, unit price and VAT %, all required. Numbers are
 * typed in the user's language — a Dutch user's decimal comma (`12,5`) is read as well as a point —
 * and sent as the API takes them (`'12.50'`); what cannot be sent (more than two decimals, a VAT
 * outside 0–100) is said under the field before anything is sent. Amounts may be negative (a
 * credit line).
 */
export function InvoiceLineDialog({ isOpen, onOpenChange, line, invoiceId, defaultVat = '21.00', onSubmit }: InvoiceLineDialogProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const submission = useFormSubmission<InvoiceLineValues>(onSubmit, FIELDS);
  const [draft, setDraft] = useState<Draft>(() => draftOf(line, defaultVat, locale));
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  // Each opening starts on the line's values without old errors: adjusted while rendering, when
  // the dialog opens, never copied from props in an effect.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setDraft(draftOf(line, defaultVat, locale));
      setProblems({});
      submission.reset();
    }
  }
  const set = (field: Field) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const example = (field: Exclude<Field, 'service'>) =>
    formatNumber(field === 'vat' ? 21 : field === 'amount' ? 12.5 : 85, locale, {
      minimumFractionDigits: field === 'unitprice' ? 2 : 0,
      useGrouping: false,
    });
  const problemText = (field: Exclude<Field, 'service'>, problem: DecimalProblem) =>
    problem === 'required'
      ? t('required')
      : t(field === 'vat' ? 'vatInvalid' : 'amountInvalid', { example: field === 'vat' ? formatNumber(9, locale) : formatNumber(12.5, locale) });

  const serverErrors = submission.fieldErrors;
  // One object while neither changes: the form shows these errors again only when they are new.
  const errors = useMemo(() => ({ ...serverErrors, ...problems }), [serverErrors, problems]);

  const save = async () => {
    const found: Partial<Record<Field, string>> = {};
    const service = draft.service.trim();
    if (service === '') found.service = t('required');
    const values: Partial<Record<Exclude<Field, 'service'>, string>> = {};
    for (const field of ['amount', 'unitprice', 'vat'] as const) {
      const parsed = parseDecimalInput(draft[field], locale, PATTERNS[field]);
      if ('problem' in parsed) found[field] = problemText(field, parsed.problem);
      else values[field] = parsed.value;
    }
    setProblems(found);
    if (Object.keys(found).length > 0 || values.amount == null || values.unitprice == null || values.vat == null) return;
    const saved = await submission.submit({
      id: line?.id ?? null,
      service,
      amount: values.amount,
      unitprice: values.unitprice,
      vat: values.vat,
      invoice_id: invoiceId,
    });
    if (saved) onOpenChange(false);
  };

  const close = (open: boolean) => {
    if (!open) submission.reset();
    onOpenChange(open);
  };

  const decimalField = (field: Exclude<Field, 'service'>, label: string) => (
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
      isOpen={isOpen}
      onOpenChange={close}
      onSave={() => void save()}
      isSaving={submission.isSubmitting}
      validationErrors={errors}
      errorMessage={submission.formError ?? undefined}
    >
      <TextField
        name="service"
        label={t('service')}
        value={draft.service}
        onChange={set('service')}
        maxLength={maxLengthOf(BOUNDS, 'service')}
        autoComplete="off"
        isRequired
        autoFocus
      />
      {decimalField('amount', t('amount'))}
      {decimalField('unitprice', t('unitPrice'))}
      {decimalField('vat', t('vat'))}
    </FormDialog>
  );
}
