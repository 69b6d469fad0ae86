import type { Organization } from '@kwartier/api';
import { useId } from 'react';
import * as fieldStyles from '../../../internal/styles/field.css';
import { Card } from '../../../primitives/Card/Card';
import { Switch } from '../../../primitives/Switch/Switch';
import { TextField } from '../../../primitives/TextField/TextField';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useMessages } from '../../../i18n/useMessages';
import { useSaveLabel } from '../../../patterns/settingsForm/options';
import { SubmissionForm } from '../../../patterns/SubmissionForm/SubmissionForm';
import { useDraft } from '../../../patterns/SubmissionForm/useDraft';
import { parseReminderDays, REMINDER_DAYS_LIMITS, reminderDaysText } from './reminderSettingsRules';
import { messages } from './ReminderSettingsForm.messages';

/** What {@link ReminderSettingsForm} saves: reminders on or off and their days past the due date. */
export type ReminderSettings = Pick<Organization, 'invoice_reminders' | 'invoice_reminder_days'>;

/** Props of {@link ReminderSettingsForm}. */
export interface ReminderSettingsFormProps {
  /** The organisation's current reminder settings (an `Organization` will do). */
  settings: ReminderSettings;
  /**
   * Saves (`POST api/organization/save/update` with both fields; the days ascending). Resolve to
   * `undefined` on success, or to the 422 body: an error of the days (or of one day,
   * `invoice_reminder_days.1`) appears under the days. Reject for unexpected failures.
   */
  onSave: (values: ReminderSettings) => SaveResult;
  /** Heading level of the card's title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
}

const FIELDS = ['invoice_reminders', 'invoice_reminder_days'] as const;

/**
 * Payment reminders (/settings › Invoices): a switch, and after how many days past the due date
 * each reminder goes, typed as a list ("7, 14, 30"). The days are checked in the form (whole
 * numbers within the contract's bounds, each once, at most five) and kept as typed while wrong;
 * they stay editable while reminders are off, so the steps can be set before turning them on.
 */
export function ReminderSettingsForm({ settings, onSave, headingLevel = 2 }: ReminderSettingsFormProps) {
  const t = useMessages(messages);
  const saveLabel = useSaveLabel();
  const draft = useDraft({ enabled: settings.invoice_reminders, days: reminderDaysText(settings.invoice_reminder_days) });
  const { enabled, days } = draft.values;
  const submission = useFormSubmission<ReminderSettings>(onSave, FIELDS);
  const hintId = useId();
  const parsed = parseReminderDays(days);
  const daysError =
    'problem' in parsed
      ? t(parsed.problem, { min: REMINDER_DAYS_LIMITS.min, max: parsed.problem === 'tooMany' ? REMINDER_DAYS_LIMITS.maxCount : REMINDER_DAYS_LIMITS.max })
      : undefined;

  const submit = async () => {
    if ('problem' in parsed) return;
    const saved = await submission.submit({ invoice_reminders: enabled, invoice_reminder_days: parsed.days });
    if (saved) draft.reset();
  };

  return (
    <Card title={t('title')} headingLevel={headingLevel}>
      <SubmissionForm submission={submission} onSubmit={submit} submitLabel={saveLabel} canSubmit={!daysError}>
        <div>
          <Switch name="invoice_reminders" isSelected={enabled} onChange={draft.setter('enabled')} aria-describedby={hintId}>
            {t('enabled')}
          </Switch>
          <p id={hintId} className={fieldStyles.description}>
            {t('enabledHint')}
          </p>
        </div>
        <TextField
          name="invoice_reminder_days"
          label={t('days')}
          description={t('daysHint', { max: REMINDER_DAYS_LIMITS.maxCount })}
          value={days}
          onChange={draft.setter('days')}
          errorMessage={daysError}
          inputMode="numeric"
          isRequired
        />
      </SubmissionForm>
    </Card>
  );
}
