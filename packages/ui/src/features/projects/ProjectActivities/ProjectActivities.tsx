import { schemaBounds, type Activity, type ActivityUser, type TeamMember } from '@kwartier/api';
import { useId } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { AddIcon } from '../../../primitives/Icon/icons/AddIcon';
import { Switch } from '../../../primitives/Switch/Switch';
import { TextField } from '../../../primitives/TextField/TextField';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormDialog } from '../../../patterns/FormDialog/useFormDialog';
import { useRowActions } from '../../../patterns/rowActions/useRowActions';
import { useMessages } from '../../../i18n/useMessages';
import { ActivityCard, type ActivityMemberValues } from './ActivityCard';
import { messages } from './ProjectActivities.messages';
import * as styles from './ProjectActivities.css';

export type { ActivityMemberValues } from './ActivityCard';

/** Props of {@link ProjectActivities}. */
export interface ProjectActivitiesProps {
  /** The project's activities, active and inactive (`GET /api/activities/project/{id}`), in the order to show. */
  activities: Activity[];
  /**
   * Every member of the organisation (`GET /api/users`). The add-member dialog offers only those
   * who are active, have joined (no pending invitation) and are not on the activity yet.
   */
  members: TeamMember[];
  /**
   * Adds an activity from the 'Add activity' dialog (`POST /api/activities` with this project's
   * id). Resolve to `undefined` on success (the dialog closes and clears; refresh `activities`),
   * or to the 422 body: `errors.name` appears under the field, anything else above it. Reject for
   * unexpected failures.
   */
  onCreateActivity: (name: string, billable: boolean) => SaveResult;
  /**
   * Saves an activity's name and whether it is billable from its edit dialog (`PUT
   * /api/activities/{id}` with `name` and `billable`); same convention as `onCreateActivity`.
   */
  onRenameActivity: (activity: Activity, name: string, billable: boolean) => SaveResult;
  /**
   * Flips an activity's active flag (`POST /api/activities/toggle/active`). The switch ignores
   * further flips until the promise settles; refresh `activities` afterwards. Failures are not shown.
   */
  onToggleActivity: (activity: Activity) => SaveResult;
  /**
   * Deletes an inactive activity after the user confirmed (`DELETE /api/activities/{id}`). The
   * confirmation closes when the promise resolves to `undefined`; it stays open showing the
   * refusal when it resolves to a 409 body (time is registered on the activity), or a general
   * message when it rejects.
   */
  onDeleteActivity: (activity: Activity) => SaveResult;
  /**
   * Puts a member on an activity (`POST /api/activities/{id}/attachuser` with `activity_id` added).
   * `rate` is a decimal string with a dot and at most two decimals, whatever the user typed
   * ('85,50' → `'85.50'`). Resolve to `undefined` on success, or to the 422 body: `errors.teammember_id`
   * and `errors.rate` appear under their fields. Reject for unexpected failures.
   */
  onAttachMember: (activity: Activity, values: ActivityMemberValues) => SaveResult;
  /**
   * Changes a member's hourly rate (`POST /api/activities/{id}/updateuser` with `teammember_id:
   * user.id`); `rate` as for `onAttachMember`. `errors.rate` appears under the field.
   */
  onUpdateRate: (activity: Activity, user: ActivityUser, rate: string) => SaveResult;
  /**
   * Takes a member off an activity after the user confirmed (`POST /api/activities/{pivotid}/detachuser`
   * with `user.pivot.id`). The confirmation closes when the promise resolves to `undefined`; it
   * stays open showing the message of a refusal it resolves to, or a general one when it rejects.
   */
  onDetachMember: (activity: Activity, user: ActivityUser) => SaveResult;
  /** Heading level of the 'Activities' title: 2 (default) under the page heading; each card's is one deeper. */
  headingLevel?: 2 | 3;
  /** The project's currency (`Project.currency`, its client's): the members' rates are in it. EUR when left out. */
  currency?: string;
}

const NAME_FIELDS = ['name', 'billable'] as const;
/** One activity's card in the list: where keyboard focus is kept when a card vanishes. */
const CARD = 'li[data-activity]';
const NAME_MAX_LENGTH = schemaBounds.ActivityCreate.name.maxLength;

/**
 * A project's Activities (/projects/{id} › Activities): an 'Add activity' button and one card per
 * activity — name (marked when not billable), active switch, edit (name and billable), delete while inactive, and the table of its team members
 * with their hourly rates (change rate, remove) and 'Add team member'. An empty project says how
 * to start.
 */
export function ProjectActivities({
  activities,
  members,
  onCreateActivity,
  onRenameActivity,
  onToggleActivity,
  onDeleteActivity,
  onAttachMember,
  onUpdateRate,
  onDetachMember,
  headingLevel = 2,
  currency,
}: ProjectActivitiesProps) {
  const t = useMessages(messages);
  const titleId = useId();
  const billableHintId = useId();
  const Heading = `h${headingLevel}` as const;
  // Switches read-only while pending; the delete confirmation, which outlives the card it deletes;
  // keyboard focus moved to a neighbouring card (or 'Add activity') when its card vanishes.
  const rows = useRowActions<Activity>({ onDelete: onDeleteActivity, rowSelector: CARD });
  const addDialog = useFormDialog<{ name: string; billable: boolean }>({ name: '', billable: true }, NAME_FIELDS);

  return (
    <div ref={rows.focusScopeRef} className={styles.root}>
      <div className={styles.header} data-focus-fallback>
        <Heading id={titleId} className={styles.title}>
          {t('title')}
        </Heading>
        <Button variant="primary" onPress={() => addDialog.open({ name: '', billable: true })}>
          <AddIcon size={20} />
          {t('addActivity')}
        </Button>
      </div>

      {activities.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={titleId}>
          {activities.map((activity) => (
            <li key={activity.id} data-activity>
              <ActivityCard
                activity={activity}
                members={members}
                headingLevel={(headingLevel + 1) as 3 | 4}
                currency={currency}
                isToggling={rows.toggling.has(String(activity.id))}
                onToggle={() => void rows.toggle(String(activity.id), () => onToggleActivity(activity))}
                onRequestDelete={() => rows.requestDelete(activity)}
                onRename={onRenameActivity}
                onAttachMember={onAttachMember}
                onUpdateRate={onUpdateRate}
                onDetachMember={onDetachMember}
              />
            </li>
          ))}
        </ul>
      )}

      <FormDialog
        title={t('addActivity')}
        {...addDialog.dialogProps}
        onSave={() => void addDialog.save(() => onCreateActivity(addDialog.draft.name.trim(), addDialog.draft.billable))}
      >
        <TextField
          name="name"
          label={t('name')}
          value={addDialog.draft.name}
          onChange={addDialog.set('name')}
          maxLength={NAME_MAX_LENGTH}
          isRequired
          autoFocus
        />
        <Switch name="billable" isSelected={addDialog.draft.billable} onChange={addDialog.set('billable')} aria-describedby={billableHintId}>
          {t('billable')}
        </Switch>
        <p id={billableHintId} className={styles.hint}>
          {t('billableHint')}
        </p>
      </FormDialog>

      {rows.confirmDelete(t('deleteTitle'), (activity) => t('deleteBody', { name: activity.name }))}
    </div>
  );
}
