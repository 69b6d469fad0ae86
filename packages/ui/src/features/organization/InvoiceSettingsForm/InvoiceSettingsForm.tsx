import type { KeysOf } from '../../../i18n/catalogue';
import type { Organization } from '@kwartier/api';
import { useId } from 'react';
import * as fieldStyles from '../../../internal/styles/field.css';
import { Switch } from '../../../primitives/Switch/Switch';
import { Card } from '../../../primitives/Card/Card';
import { NumberField } from '../../../primitives/NumberField/NumberField';
import { TextArea } from '../../../primitives/TextArea/TextArea';
import { TextField } from '../../../primitives/TextField/TextField';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { useSaveLabel } from '../../../patterns/settingsForm/options';
import * as formStyles from '../../../patterns/settingsForm/settingsForms.css';
import { useDraft } from '../../../patterns/SubmissionForm/useDraft';
import { INVOICE_SETTINGS_LIMITS, numberProblem } from './invoiceSettingsRules';
import { messages } from './InvoiceSettingsForm.messages';
import { SubmissionForm } from '../../../patterns/SubmissionForm/SubmissionForm';

/** What {@link InvoiceSettingsForm} saves: the organisation's invoice settings. */
export type InvoiceSettings = Pick<
  Organization,
  'invoice_text' | 'invoice_termofpayment' | 'invoice_prefix' | 'invoicenumber_min_length' | 'invoice_recurring_send'
>;

/** Props of {@link InvoiceSettingsForm}. */
export interface InvoiceSettingsFormProps {
  /** The organisation's current invoice settings (an `Organization` will do); the form starts from them. */
  settings: InvoiceSettings;
  /**
   * Saves (`POST api/organization/save/update` with these `invoice*` fields; an empty text or
   * prefix is sent as `null`). Resolve to `undefined` on success (reload the organisation and
   * show a snackbar), or to the 422 body: each field's first error appears under it, anything
   * else in an alert. Reject for unexpected failures.
   */
  onSave: (values: InvoiceSettings) => SaveResult;
  /** Heading level of the card's title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
}

const FIELDS = ['invoice_text', 'invoice_termofpayment', 'invoice_prefix', 'invoicenumber_min_length', 'invoice_recurring_send'] as const;

/** Whole numbers only: no decimals are typed or shown. */
const WHOLE_NUMBER: Intl.NumberFormatOptions = { maximumFractionDigits: 0, useGrouping: false };

function problemMessage(t: Translate<KeysOf<typeof messages>>, value: number, bounds: { min: number; max: number }) {
  const problem = numberProblem(value, bounds);
  if (problem === 'range') return t('range', bounds);
  return problem ? t(problem) : undefined;
}

/**
 * The organisation's invoice settings (/settings › Invoices): invoice text, term of
 * payment in days (0–365), invoice number prefix (up to 20 characters) and minimum invoice number
 * length (1–20). The numbers are checked in the form too: an empty or out-of-range number shows
 * its message under the field and disables Save. A number is kept as typed, never clamped into
 * range (a term of -5 is refused, not quietly saved as 5 or 0).
 */
export function InvoiceSettingsForm({ settings, onSave, headingLevel = 2 }: InvoiceSettingsFormProps) {
  const t = useMessages(messages);
  const saveLabel = useSaveLabel();
  const draft = useDraft({
    text: settings.invoice_text ?? '',
    term: settings.invoice_termofpayment,
    prefix: settings.invoice_prefix ?? '',
    minLength: settings.invoicenumber_min_length,
    recurringSend: settings.invoice_recurring_send,
  });
  const { text, term, prefix, minLength, recurringSend } = draft.values;
  const recurringHintId = useId();
  const setText = draft.setter('text');
  const setTerm = draft.setter('term');
  const setPrefix = draft.setter('prefix');
  const setMinLength = draft.setter('minLength');
  const submission = useFormSubmission<InvoiceSettings>(onSave, FIELDS);

  const termError = problemMessage(t, term, INVOICE_SETTINGS_LIMITS.termOfPayment);
  const minLengthError = problemMessage(t, minLength, INVOICE_SETTINGS_LIMITS.minLength);
  const canSave = !termError && !minLengthError;

  const submit = async () => {
    const saved = await submission.submit({
      invoice_text: text.trim() === '' ? null : text,
      invoice_termofpayment: term,
      invoice_prefix: prefix.trim() === '' ? null : prefix.trim(),
      invoicenumber_min_length: minLength,
      invoice_recurring_send: recurringSend,
    });
    if (saved) draft.reset();
  };

  return (
    <Card title={t('title')} headingLevel={headingLevel}>
      <SubmissionForm
        submission={submission}
        onSubmit={submit}
        submitLabel={saveLabel}
        canSubmit={canSave}
      >
        <TextArea
          name="invoice_text"
          label={t('text')}
          description={t('textHint')}
          value={text}
          onChange={setText}
          rows={4}
        />
        <NumberField
          name="invoice_termofpayment"
          label={t('termOfPayment')}
          description={t('termOfPaymentHint')}
          value={term}
          onChange={setTerm}
          formatOptions={WHOLE_NUMBER}
          errorMessage={termError}
          isRequired
        />
        <TextField
          name="invoice_prefix"
          label={t('prefix')}
          description={t('prefixHint')}
          value={prefix}
          onChange={setPrefix}
          maxLength={INVOICE_SETTINGS_LIMITS.prefixMaxLength}
        />
        <NumberField
          name="invoicenumber_min_length"
          label={t('minLength')}
          description={t('minLengthHint')}
          value={minLength}
          onChange={setMinLength}
          formatOptions={WHOLE_NUMBER}
          errorMessage={minLengthError}
          isRequired
        />
        <div>
          <Switch name="invoice_recurring_send" isSelected={recurringSend} onChange={draft.setter('recurringSend')} aria-describedby={recurringHintId}>
            {t('recurringSend')}
          </Switch>
          <p id={recurringHintId} className={fieldStyles.description}>
            {t('recurringSendHint')}
          </p>
        </div>
      </SubmissionForm>
    </Card>
  );
}
