import type { PeriodLock, WeekApprovalStatus, WeekSubmission } from '@kwartier/api';
import { useId, useState } from 'react';
import { isValidationFailure, type SaveResult } from '../../../forms/submitResult';
import { formatDate, type DateFormat } from '../../../i18n/formatDate';
import { formatDuration } from '../../../i18n/formatDuration';
import { useMessages } from '../../../i18n/useMessages';
import { ConfirmDialog } from '../../../patterns/ConfirmDialog/ConfirmDialog';
import { FormDialog, type FieldErrors } from '../../../patterns/FormDialog/FormDialog';
import { Alert } from '../../../primitives/Alert/Alert';
import { Button } from '../../../primitives/Button/Button';
import { Card } from '../../../primitives/Card/Card';
import { DatePicker } from '../../../primitives/DatePicker/DatePicker';
import { Switch } from '../../../primitives/Switch/Switch';
import { TextArea } from '../../../primitives/TextArea/TextArea';
import { ToggleButtonGroup } from '../../../primitives/ToggleButtonGroup/ToggleButtonGroup';
import * as styles from './ApprovalList.css';
import { messages } from './ApprovalList.messages';

/** A new locked period, as `POST /api/locks` takes it. */
export interface PeriodLockInput {
  start_date: string;
  end_date: string;
}

/** Props of {@link ApprovalList}. */
export interface ApprovalListProps {
  /** The weeks of `status` (`GET /api/approvals?status=…`). */
  submissions: readonly WeekSubmission[];
  /** Which weeks `submissions` are: those waiting for a decision (default), or those decided. */
  status?: WeekApprovalStatus;
  /** Shows the weeks of another status (the owner loads them); without it only `status` is offered. */
  onStatusChange?: (status: WeekApprovalStatus) => void;
  /** The organisation's locked periods (`GET /api/locks`). */
  locks: readonly PeriodLock[];
  /** The organisation's `time_approval` setting. */
  approvalOn: boolean;
  /** Saves the setting (`POST /api/organization/save/update` with `time_approval`). */
  onApprovalChange: (on: boolean) => SaveResult;
  /** The organisation's `approve_admin_weeks` setting: admins' own weeks need approval before they are invoiced. */
  adminWeeksNeedApproval?: boolean;
  /** Saves it (`POST /api/organization/save/update` with `approve_admin_weeks`); without it the switch is not shown. */
  onAdminWeeksChange?: (on: boolean) => SaveResult;
  /** Approves a week (`POST /api/approvals/{id}/approve`); a refusal's `message` (409) is shown. */
  onApprove: (id: number) => SaveResult;
  /** Takes an approval back (`POST /api/approvals/{id}/undo`), offered on approved weeks none of whose hours is invoiced; a refusal's `message` (409) is shown. */
  onUndo?: (id: number) => SaveResult;
  /** Rejects a week with a comment (`POST /api/approvals/{id}/reject`); a 422 appears under the comment. */
  onReject: (id: number, comment: string) => SaveResult;
  /** Locks a period (`POST /api/locks`); a 422 appears under its date. */
  onLock: (period: PeriodLockInput) => SaveResult;
  /** Removes a lock (`DELETE /api/locks/{id}`). */
  onUnlock: (id: number) => SaveResult;
  /** The user's date format. */
  dateformat?: DateFormat;
  /** The organisation's first day of the week, for the calendars. */
  firstDayOfWeek?: number;
}

/** A dialog's save: errors under fields, or one message; false while it did not go through. */
function useDialogSave() {
  const t = useMessages(messages);
  const [isSaving, setSaving] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>();
  const [message, setMessage] = useState<string>();
  const reset = () => {
    setErrors(undefined);
    setMessage(undefined);
  };
  const save = async (call: () => SaveResult): Promise<boolean> => {
    setSaving(true);
    reset();
    try {
      const result = await call();
      if (isValidationFailure(result)) {
        if (result.errors && Object.keys(result.errors).length > 0) setErrors(result.errors as FieldErrors);
        else setMessage(result.message ?? t('failed'));
        return false;
      }
      return true;
    } catch {
      setMessage(t('failed'));
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { isSaving, errors, message, reset, save };
}

/** What a week's hours are: per activity, each day with time, its duration and note. */
function WeekLines({ submission, date }: { submission: WeekSubmission; date: (value: string) => string }) {
  const t = useMessages(messages);
  if (submission.lines.length === 0) return null;
  return (
    <ul className={styles.lines} aria-label={t('linesLabel', { name: submission.user_name })}>
      {submission.lines.map((line, index) => (
        <li key={index} className={styles.line}>
          <span className={styles.lineName}>{t('lineName', { project: line.project_name, activity: line.activity_name })}</span>
          <ul className={styles.days}>
            {line.days.map((day) => (
              <li key={day.date} className={styles.day}>
                <span className={styles.dayDate}>{date(day.date)}</span>
                <span className={styles.dayTime}>{formatDuration(day.minutes, 'clock')}</span>
                {day.note && <span className={styles.dayNote}>{day.note}</span>}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/**
 * The admin's Approvals screen: the approval setting, the submitted weeks per
 * member with their totals and hours per activity and day with the notes (Approve, or Reject
 * with a comment in a dialog; an approval undone while none of it is invoiced), and the locked
 * periods (Lock a period in a dialog with two dates, Unlock after a confirmation).
 */
export function ApprovalList({
  submissions,
  status = 'submitted',
  onStatusChange,
  locks,
  approvalOn,
  onApprovalChange,
  adminWeeksNeedApproval = false,
  onAdminWeeksChange,
  onApprove,
  onUndo,
  onReject,
  onLock,
  onUnlock,
  dateformat,
  firstDayOfWeek,
}: ApprovalListProps) {
  const t = useMessages(messages);
  const hintId = useId();
  const adminHintId = useId();
  const date = (value: string) => formatDate(value, dateformat);
  const [switching, setSwitching] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [approving, setApproving] = useState<number | null>(null);
  const [undoing, setUndoing] = useState<number | null>(null);
  const [switchingAdmins, setSwitchingAdmins] = useState(false);
  const [rejecting, setRejecting] = useState<WeekSubmission | null>(null);
  const [comment, setComment] = useState('');
  const [locking, setLocking] = useState(false);
  const [period, setPeriod] = useState<{ start: string | null; end: string | null }>({ start: null, end: null });
  const [unlocking, setUnlocking] = useState<PeriodLock | null>(null);
  const reject = useDialogSave();
  const lock = useDialogSave();

  const act = async (call: () => SaveResult) => {
    setProblem(null);
    try {
      const result = await call();
      if (isValidationFailure(result)) setProblem(result.message ?? t('failed'));
    } catch {
      setProblem(t('failed'));
    }
  };

  return (
    <div className={styles.root}>
      {problem && <Alert onDismiss={() => setProblem(null)}>{problem}</Alert>}
      <Card title={t('settingsTitle')}>
        <Switch
          name="time_approval"
          isSelected={approvalOn}
          isDisabled={switching}
          aria-describedby={hintId}
          onChange={(on) => {
            setSwitching(true);
            void act(() => onApprovalChange(on)).finally(() => setSwitching(false));
          }}
        >
          {t('approvalSwitch')}
        </Switch>
        <p id={hintId} className={styles.hint}>
          {t('approvalHint')}
        </p>
        {onAdminWeeksChange && (
          <>
            <Switch
              name="approve_admin_weeks"
              isSelected={adminWeeksNeedApproval}
              isDisabled={switchingAdmins}
              aria-describedby={adminHintId}
              onChange={(on) => {
                setSwitchingAdmins(true);
                void act(() => onAdminWeeksChange(on)).finally(() => setSwitchingAdmins(false));
              }}
            >
              {t('adminWeeksSwitch')}
            </Switch>
            <p id={adminHintId} className={styles.hint}>
              {t('adminWeeksHint')}
            </p>
          </>
        )}
      </Card>

      <Card
        title={onStatusChange ? t('weeksTitle') : t('submittedTitle')}
        actions={
          onStatusChange && (
            <ToggleButtonGroup
              aria-label={t('show')}
              size="sm"
              selectedKey={status}
              onSelectionChange={onStatusChange}
              items={[
                { id: 'submitted', label: t('submittedFilter') },
                { id: 'approved', label: t('approvedFilter') },
                { id: 'rejected', label: t('rejectedFilter') },
              ]}
            />
          )
        }
      >
        {submissions.length === 0 ? (
          <p className={styles.empty}>{t(status === 'submitted' ? 'noneSubmitted' : status === 'approved' ? 'noneApproved' : 'noneRejected')}</p>
        ) : (
          <ul className={styles.list} aria-label={t(`${status}Title`)}>
            {submissions.map((submission) => {
              const start = date(submission.week_start);
              return (
                <li key={submission.id} className={styles.item}>
                  <span className={styles.text}>
                    <span className={styles.name}>{submission.user_name}</span>
                    <span className={styles.secondary}>{t('week', { start, end: date(submission.week_end) })}</span>
                    <span className={styles.secondary}>{t('total', { total: formatDuration(submission.total_time, 'clock') })}</span>
                    {submission.status === 'approved' && submission.decided_by_name && (
                      <span className={styles.secondary}>{t('approvedBy', { name: submission.decided_by_name })}</span>
                    )}
                    {submission.status === 'rejected' && (
                      <span className={styles.secondary}>{t('rejectedBy', { name: submission.decided_by_name ?? '—', comment: submission.comment ?? '' })}</span>
                    )}
                    <WeekLines submission={submission} date={date} />
                  </span>
                  {submission.status === 'approved' && onUndo && (
                    <span className={styles.actions}>
                      {submission.invoiced ? (
                        <span className={styles.secondary}>{t('invoiced')}</span>
                      ) : (
                        <Button
                          size="sm"
                          aria-label={t('undoLabel', { name: submission.user_name, start })}
                          isPending={undoing === submission.id}
                          onPress={() => {
                            setUndoing(submission.id);
                            void act(() => onUndo(submission.id)).finally(() => setUndoing(null));
                          }}
                        >
                          {t('undo')}
                        </Button>
                      )}
                    </span>
                  )}
                  {submission.status === 'submitted' && (
                    <span className={styles.actions}>
                      <Button
                        variant="primary"
                        size="sm"
                        aria-label={t('approveLabel', { name: submission.user_name, start })}
                        isPending={approving === submission.id}
                        onPress={() => {
                          setApproving(submission.id);
                          void act(() => onApprove(submission.id)).finally(() => setApproving(null));
                        }}
                      >
                        {t('approve')}
                      </Button>
                      <Button
                        size="sm"
                        aria-label={t('rejectLabel', { name: submission.user_name, start })}
                        onPress={() => {
                          setComment('');
                          reject.reset();
                          setRejecting(submission);
                        }}
                      >
                        {t('reject')}
                      </Button>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Card>

      <Card
        title={t('locksTitle')}
        actions={
          <Button
            size="sm"
            onPress={() => {
              setPeriod({ start: null, end: null });
              lock.reset();
              setLocking(true);
            }}
          >
            {t('lock')}
          </Button>
        }
      >
        {locks.length === 0 ? (
          <p className={styles.empty}>{t('noLocks')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('locksTitle')}>
            {locks.map((locked) => {
              const range = { start: date(locked.start_date), end: date(locked.end_date) };
              return (
                <li key={locked.id} className={styles.item}>
                  <span className={styles.text}>
                    <span className={styles.name}>{t('period', range)}</span>
                    {locked.locked_by_name && <span className={styles.secondary}>{t('lockedBy', { name: locked.locked_by_name })}</span>}
                  </span>
                  <Button size="sm" aria-label={t('unlockLabel', range)} onPress={() => setUnlocking(locked)}>
                    {t('unlock')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </Card>

      <FormDialog
        title={rejecting ? t('rejectTitle', { name: rejecting.user_name }) : t('reject')}
        isOpen={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        isSaving={reject.isSaving}
        isSaveDisabled={comment.trim() === ''}
        validationErrors={reject.errors}
        errorMessage={reject.message}
        saveLabel={t('rejectSave')}
        onSave={() => {
          const submission = rejecting;
          if (!submission) return;
          void reject.save(() => onReject(submission.id, comment.trim())).then((done) => done && setRejecting(null));
        }}
      >
        <TextArea name="comment" label={t('comment')} description={t('commentHint')} value={comment} onChange={setComment} isRequired autoFocus />
      </FormDialog>

      <FormDialog
        title={t('lockTitle')}
        isOpen={locking}
        onOpenChange={(open) => !open && setLocking(false)}
        isSaving={lock.isSaving}
        isSaveDisabled={!period.start || !period.end}
        validationErrors={lock.errors}
        errorMessage={lock.message}
        saveLabel={t('lockSave')}
        onSave={() => {
          const { start, end } = period;
          if (!start || !end) return;
          void lock.save(() => onLock({ start_date: start, end_date: end })).then((done) => done && setLocking(false));
        }}
      >
        <p className={styles.hint}>{t('lockHint')}</p>
        <DatePicker
          name="start_date"
          label={t('startDate')}
          value={period.start}
          onChange={(start) => setPeriod((current) => ({ ...current, start }))}
          dateFormat={dateformat}
          firstDayOfWeek={firstDayOfWeek}
          isRequired
        />
        <DatePicker
          name="end_date"
          label={t('endDate')}
          value={period.end}
          onChange={(end) => setPeriod((current) => ({ ...current, end }))}
          dateFormat={dateformat}
          firstDayOfWeek={firstDayOfWeek}
          isRequired
        />
      </FormDialog>

      <ConfirmDialog
        title={unlocking ? t('unlockTitle', { start: date(unlocking.start_date), end: date(unlocking.end_date) }) : t('unlock')}
        isOpen={unlocking !== null}
        onOpenChange={(open) => !open && setUnlocking(null)}
        confirmLabel={t('unlock')}
        variant="primary"
        onConfirm={() => (unlocking ? onUnlock(unlocking.id) : undefined)}
      >
        {t('unlockBody')}
      </ConfirmDialog>
    </div>
  );
}
