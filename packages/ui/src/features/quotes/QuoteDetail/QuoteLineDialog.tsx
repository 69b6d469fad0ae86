import { schemaBounds, type QuoteLine, type QuoteLineInput } from '@kwartier/api';
import { useMemo, useState } from 'react';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import { LineFields, lineFieldRules, lineFieldTexts, type LineField, type LineFieldTexts } from '../../../patterns/lineTable/LineFields';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages } from '../../../i18n/useMessages';
import { fieldMessages as messages } from '../../../patterns/lineTable/lineTable.messages';

/** Props of {@link QuoteLineDialog}. */
export interface QuoteLineDialogProps {
  /** The line to edit, or `null` to add one. Rendered while open: it starts on these values. */
  line: QuoteLine | null;
  /** VAT % a new line starts with, as the API writes it. */
  defaultVat?: string;
  /** The quote's currency (`Quote.currency`): a unit price takes no more decimals than it does (none for JPY). */
  currency?: string;
  onClose: () => void;
  /** Saves the line (the quote with its lines replaced); the save convention, errors under service, amount, unitprice, vat. */
  onSubmit: (values: QuoteLineInput) => SaveResult;
}

const FIELDS = ['service', 'amount', 'unitprice', 'vat'] as const;
const BOUNDS = schemaBounds.QuoteLineInput;
const RULES = lineFieldRules(BOUNDS);

/**
 * Adds or edits one quote line by the invoice line's rules: service, amount, unit price and VAT %,
 * all required, numbers typed in the user's language and sent as the API takes them; a unit price
 * with more decimals than the quote's currency takes is said under the field before anything is sent.
 */
export function QuoteLineDialog({ line, defaultVat = '21.00', currency, onClose, onSubmit }: QuoteLineDialogProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const submission = useFormSubmission<QuoteLineInput>(onSubmit, FIELDS);
  const [draft, setDraft] = useState<LineFieldTexts>(() => lineFieldTexts(line, defaultVat, locale, currency));
  const [problems, setProblems] = useState<Partial<Record<LineField, string>>>({});
  const serverErrors = submission.fieldErrors;
  const errors = useMemo(() => ({ ...serverErrors, ...problems }), [serverErrors, problems]);
  const set = (field: LineField, value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const save = async () => {
    const read = RULES.read(draft, locale, t, currency);
    setProblems(read.problems);
    if (read.values === null) return;
    if (await submission.submit(read.values)) onClose();
  };

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
      <LineFields texts={draft} onChange={set} bounds={BOUNDS} currency={currency} />
    </FormDialog>
  );
}
