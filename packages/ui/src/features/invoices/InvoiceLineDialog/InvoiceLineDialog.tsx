import { hundredthsOf, schemaBounds, type DateFormat, type Invoice, type InvoiceLine, type InvoiceLineCreate, type VatCategory } from '@kwartier/api';
import { useMemo, useState } from 'react';
import { LazyDatePicker } from '../../../primitives/DatePicker/LazyDatePicker';
import { Select } from '../../../primitives/Select/Select';
import { TextField } from '../../../primitives/TextField/TextField';
import { maxLengthOf } from '../../../patterns/DetailsCard/detailValues';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import { LineFields, lineFieldRules, lineFieldTexts, type LineField } from '../../../patterns/lineTable/LineFields';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages } from '../../../i18n/useMessages';
import { parseDecimalInput, rateCategory } from '../InvoiceLineTable/invoiceNumbers';
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
  /** How the period's dates are typed (the user's date format). */
  dateFormat?: DateFormat;
  /** First day of the week in the period's calendars (0 Sunday … 6 Saturday). */
  firstDayOfWeek?: number | null;
  /** The invoice's currency (`Invoice.currency`): a unit price takes no more decimals than it does (none for JPY). */
  currency?: string;
  /**
   * Saves the line (the save convention): the app creates it when `id` is null and updates line
   * `id` otherwise. Resolve to `undefined` on success (the dialog closes), to the 422 body to show
   * its errors under their fields (service, amount, unitprice, vat, vat_category,
   * vat_exemption_reason, period_start, period_end; others above the fields), or reject.
   * `vat_category` is null while the category follows the rate (not chosen), as the server then
   * takes the rate's; `vat_exemption_reason` is sent for an exempt line only.
   */
  onSubmit: (values: InvoiceLineValues) => SaveResult;
}

/** The dialog's fields, for server errors under the matching field. */
const FIELDS = ['service', 'amount', 'unitprice', 'vat', 'vat_category', 'vat_exemption_reason', 'period_start', 'period_end'] as const;
type Field = (typeof FIELDS)[number];

const CATEGORIES: readonly VatCategory[] = ['S', 'Z', 'E', 'AE'];

// Create and update bound the fields alike; the patterns are the contract's LineQuantityInput,
// LineUnitPriceInput and PercentageInput.
const BOUNDS = schemaBounds.InvoiceLineCreate;
const RULES = lineFieldRules(BOUNDS);

type Draft = Record<LineField | 'vat_exemption_reason', string> & {
  /** The category chosen, or null while it follows the rate. */
  vat_category: VatCategory | null;
  period_start: string | null;
  period_end: string | null;
};

function draftOf(line: InvoiceLine | null, defaultVat: string, locale: string, currency: string | undefined): Draft {
  return {
    ...lineFieldTexts(line, defaultVat, locale, currency),
    // A category other than its rate's was chosen; the rate's own is followed as the rate changes.
    vat_category: line && line.vat_category !== rateCategory(line.vat) ? line.vat_category : null,
    vat_exemption_reason: line?.vat_exemption_reason ?? '',
    period_start: line?.period_start ?? null,
    period_end: line?.period_end ?? null,
  };
}

/**
 * Adds or edits one invoice line: service, amount, unit price and VAT %, all required. Numbers are
 * typed in the user's language — a Dutch user's decimal comma (`12,5`) is read as well as a point —
 * and sent as the API takes them (`'12.50'`); what cannot be sent (more decimals than the invoice's
 * currency takes, a VAT outside 0–100) is said under the field before anything is sent. Amounts may be negative (a
 * credit line). The VAT category (for the e-invoice) follows the rate until one is chosen — zero
 * rated at 0 %, standard otherwise; an exempt line may say why. The period (the days the line
 * covers, both or neither) is optional; lines from tracked time bring theirs.
 */
export function InvoiceLineDialog({ isOpen, onOpenChange, line, invoiceId, defaultVat = '21.00', dateFormat, firstDayOfWeek, currency, onSubmit }: InvoiceLineDialogProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const submission = useFormSubmission<InvoiceLineValues>(onSubmit, FIELDS);
  const [draft, setDraft] = useState<Draft>(() => draftOf(line, defaultVat, locale, currency));
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  // Each opening starts on the line's values without old errors: adjusted while rendering, when
  // the dialog opens, never copied from props in an effect.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setDraft(draftOf(line, defaultVat, locale, currency));
      setProblems({});
      submission.reset();
    }
  }
  const set = (field: LineField | 'vat_exemption_reason', value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const setDate = (field: 'period_start' | 'period_end') => (value: string | null) => setDraft((current) => ({ ...current, [field]: value }));
  // The rate as typed, when it reads as one: the category it implies while none is chosen.
  const typedVat = parseDecimalInput(draft.vat, locale, RULES.patterns.vat);
  const category = draft.vat_category ?? rateCategory('value' in typedVat ? typedVat.value : null);

  const serverErrors = submission.fieldErrors;
  // One object while neither changes: the form shows these errors again only when they are new.
  const errors = useMemo(() => ({ ...serverErrors, ...problems }), [serverErrors, problems]);

  const save = async () => {
    const { problems, vat, values } = RULES.read(draft, locale, t, currency);
    const found: Partial<Record<Field, string>> = problems;
    // As the server checks: zero rated, exempt and reverse charge are 0 %; a period has both ends, in order.
    if (category !== 'S' && vat != null && hundredthsOf(vat) !== 0) found.vat_category = t('categoryNeedsZero');
    const { period_start: start, period_end: end } = draft;
    if (start === null && end !== null) found.period_start = t('periodBoth');
    else if (start !== null && end === null) found.period_end = t('periodBoth');
    else if (start !== null && end !== null && end < start) found.period_end = t('periodOrder');
    setProblems(found);
    if (Object.keys(found).length > 0 || values === null) return;
    const reason = draft.vat_exemption_reason.trim();
    const saved = await submission.submit({
      id: line?.id ?? null,
      ...values,
      vat_category: draft.vat_category,
      vat_exemption_reason: category === 'E' && reason !== '' ? reason : null,
      period_start: start,
      period_end: end,
      invoice_id: invoiceId,
    });
    if (saved) onOpenChange(false);
  };

  const close = (open: boolean) => {
    if (!open) submission.reset();
    onOpenChange(open);
  };

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
      <LineFields texts={draft} onChange={set} bounds={BOUNDS} currency={currency} />
      <Select
        name="vat_category"
        label={t('category')}
        description={draft.vat_category === null ? t('categoryFollowsRate') : undefined}
        items={CATEGORIES.map((id) => ({ id, label: t(`category${id}`) }))}
        selectedKey={category}
        onSelectionChange={(key) => key != null && setDraft((current) => ({ ...current, vat_category: key as VatCategory }))}
      />
      {category === 'E' && (
        <TextField
          name="vat_exemption_reason"
          label={t('exemptionReason')}
          description={t('exemptionReasonDescription')}
          value={draft.vat_exemption_reason}
          onChange={(value) => set('vat_exemption_reason', value)}
          maxLength={maxLengthOf(BOUNDS, 'vat_exemption_reason')}
          autoComplete="off"
        />
      )}
      <LazyDatePicker
        name="period_start"
        label={t('periodStart')}
        description={t('periodDescription')}
        value={draft.period_start}
        onChange={setDate('period_start')}
        dateFormat={dateFormat}
        firstDayOfWeek={firstDayOfWeek}
      />
      <LazyDatePicker name="period_end" label={t('periodEnd')} value={draft.period_end} onChange={setDate('period_end')} dateFormat={dateFormat} firstDayOfWeek={firstDayOfWeek} />
    </FormDialog>
  );
}
