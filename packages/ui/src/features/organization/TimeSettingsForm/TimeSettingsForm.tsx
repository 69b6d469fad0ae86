import type { Organization, TimerRounding } from '@kwartier/api';
import { useId } from 'react';
import * as fieldStyles from '../../../internal/styles/field.css';
import { Card } from '../../../primitives/Card/Card';
import { Select } from '../../../primitives/Select/Select';
import { Switch } from '../../../primitives/Switch/Switch';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useMessages } from '../../../i18n/useMessages';
import { useSaveLabel } from '../../../patterns/settingsForm/options';
import { SubmissionForm } from '../../../patterns/SubmissionForm/SubmissionForm';
import { useDraft } from '../../../patterns/SubmissionForm/useDraft';
import { messages } from './TimeSettingsForm.messages';

/** What {@link TimeSettingsForm} saves: how a stopped timer's time is rounded, and whether members see colleagues' notes. */
export type TimeSettings = Pick<Organization, 'timer_rounding' | 'member_team_notes'>;

/** Props of {@link TimeSettingsForm}. */
export interface TimeSettingsFormProps {
  /** The organisation's current settings (an `Organization` will do). */
  settings: TimeSettings;
  /**
   * Saves (`POST api/organization/save/update` with `{ timer_rounding, member_team_notes }`). Resolve to `undefined`
   * on success, or to the 422 body (its error appears under the field). Reject for unexpected failures.
   */
  onSave: (values: TimeSettings) => SaveResult;
  /** Heading level of the card's title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
}

const FIELDS = ['timer_rounding', 'member_team_notes'] as const;
/** The contract's `TimerRounding`: 0 none, else up to that many minutes. */
const ROUNDINGS: TimerRounding[] = [0, 1, 5, 6, 10, 15];

/**
 * The time settings (/settings › Time): the rounding of a stopped timer — none (to the nearest
 * minute), or up to 1, 5, 6, 10 or 15 minutes —, a switch letting members see their colleagues'
 * notes on the dashboard's team view (admins always do), and Save.
 */
export function TimeSettingsForm({ settings, onSave, headingLevel = 2 }: TimeSettingsFormProps) {
  const t = useMessages(messages);
  const saveLabel = useSaveLabel();
  const draft = useDraft<TimeSettings>({ timer_rounding: settings.timer_rounding, member_team_notes: settings.member_team_notes });
  const setRounding = draft.setter('timer_rounding');
  const notesHintId = useId();
  const submission = useFormSubmission<TimeSettings>(onSave, FIELDS);
  const items = ROUNDINGS.map((minutes) => ({ id: minutes, label: minutes === 0 ? t('none') : t('upTo', { minutes }) }));

  const submit = async () => {
    if (await submission.submit({ timer_rounding: draft.values.timer_rounding, member_team_notes: draft.values.member_team_notes })) draft.reset();
  };

  return (
    <Card title={t('title')} headingLevel={headingLevel}>
      <SubmissionForm submission={submission} onSubmit={submit} submitLabel={saveLabel}>
        <Select
          name="timer_rounding"
          label={t('rounding')}
          description={t('roundingHint')}
          items={items}
          selectedKey={draft.values.timer_rounding}
          onSelectionChange={(key) => key != null && setRounding(Number(key) as TimerRounding)}
        />
        <div>
          <Switch name="member_team_notes" isSelected={draft.values.member_team_notes} onChange={draft.setter('member_team_notes')} aria-describedby={notesHintId}>
            {t('teamNotes')}
          </Switch>
          <p id={notesHintId} className={fieldStyles.description}>
            {t('teamNotesHint')}
          </p>
        </div>
      </SubmissionForm>
    </Card>
  );
}
