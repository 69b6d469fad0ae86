import type { Timer, TimerActivity } from '@kwartier/api';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { ColorDot } from '../../../primitives/ColorDot/ColorDot';
import { Dialog } from '../../../primitives/Dialog/Dialog';
import { Select } from '../../../primitives/Select/Select';
import { TextField } from '../../../primitives/TextField/TextField';
import { TruncatedText } from '../../../primitives/TruncatedText/TruncatedText';
import { useMessages } from '../../../i18n/useMessages';
import { elapsedOf, formatElapsed, isTimerShortcut } from './timerClock';
import { messages } from './TimerControl.messages';
import * as styles from './TimerControl.css';

/** What {@link TimerControl} starts a timer with (`POST /api/timer/start` adds the time zone and the moment). */
export interface TimerStartValues {
  activity_id: number;
  note: string | null;
}

/** Props of {@link TimerControl}. */
export interface TimerControlProps {
  /** The member's timer (`GET /api/timer`'s `timer`): null none, running (`stopped_at` null), or stopped with its `refusal`. */
  timer: Timer | null;
  /** The activities a timer can start on (`GET /api/timer`'s `activities`). */
  activities: readonly TimerActivity[];
  /** Start pressed in the dialog. Starting while a timer runs is the server's to handle (it stops the first). */
  onStart: (values: TimerStartValues) => void;
  /** Stop pressed (running), or Save again (stopped with a refusal). */
  onStop: () => void;
  /** Discard pressed (stopped with a refusal): the time is dropped. */
  onDiscard: () => void;
  /**
   * Why the last action was refused, when the timer itself does not say (a start refused because
   * the activity can no longer be booked); shown as an alert until the next action.
   */
  message?: string | null;
  /** A start or stop is on its way: the buttons wait. */
  isSaving?: boolean;
  /** The clock in milliseconds; defaults to `Date.now` (stories pass a fixed moment). */
  now?: () => number;
}

/**
 * The timer in the shell's top bar. Without a timer: Start timer, which opens a dialog to choose
 * the activity and write an optional note. Running: the activity, the time ticking as h:mm:ss
 * (a `timer` role) and Stop. Stopped because its time could not be saved: the time, the reason
 * and Save again / Discard — nothing is lost until the user says so.
 *
 * Alt+Shift+T (anywhere on the page, {@link TIMER_SHORTCUT}) opens the start dialog, or stops the
 * running timer (Save again when stopped); the grid's own keys never use Alt. The buttons carry
 * the shortcut in their description. Pure: the owner keeps the timer and does
 * the calls.
 */
export function TimerControl({ timer, activities, onStart, onStop, onDiscard, message, isSaving = false, now = Date.now }: TimerControlProps) {
  const t = useMessages(messages);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [, setTick] = useState(0);
  const refusalId = useId();
  const shortcutId = useId();
  const running = timer !== null && timer.stopped_at === null;

  // Tick once a second while running.
  useEffect(() => {
    if (!running) return;
    const interval = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(interval);
  }, [running]);

  // The shortcut, read through a ref so the listener stays the same one.
  const shortcut = useRef<() => void>(() => {});
  shortcut.current = () => {
    if (isSaving) return;
    if (timer === null) setDialogOpen(true);
    else onStop();
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (!isTimerShortcut(event)) return;
      event.preventDefault();
      shortcut.current();
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  if (timer === null) {
    return (
      <div className={styles.control} role="group" aria-label={t('region')}>
        <Button variant="secondary" size="sm" onPress={() => setDialogOpen(true)} isPending={isSaving} aria-describedby={shortcutId}>
          {t('start')}
        </Button>
        <span id={shortcutId} hidden>
          {t('shortcut')}
        </span>
        {message && (
          <p role="alert" className={styles.refusal}>
            {message}
          </p>
        )}
        {dialogOpen && <StartDialog activities={activities} onClose={() => setDialogOpen(false)} onStart={onStart} />}
      </div>
    );
  }

  const elapsed = formatElapsed(elapsedOf(timer, now()));
  const name = `${timer.project_name} — ${timer.activity_name}`;
  return (
    <div className={styles.control} role="group" aria-label={t('region')}>
      <span id={shortcutId} hidden>
        {t('shortcut')}
      </span>
      <span className={styles.activity}>
        <ColorDot color={timer.color} size={10} />
        <TruncatedText maxWidth="24ch">{name}</TruncatedText>
      </span>
      <span role="timer" aria-label={t('elapsed', { activity: name })} className={styles.clock}>
        {elapsed}
      </span>
      {running ? (
        <Button variant="primary" size="sm" onPress={onStop} isPending={isSaving} aria-describedby={shortcutId}>
          {t('stop')}
        </Button>
      ) : (
        <>
          <span className={styles.stopped}>{t('stopped')}</span>
          <Button variant="primary" size="sm" onPress={onStop} isPending={isSaving} aria-describedby={`${refusalId} ${shortcutId}`}>
            {t('retry')}
          </Button>
          <Button variant="secondary" size="sm" onPress={onDiscard} isDisabled={isSaving}>
            {t('discard')}
          </Button>
          {timer.refusal && (
            <p id={refusalId} role="alert" className={styles.refusal}>
              {timer.refusal}
            </p>
          )}
        </>
      )}
    </div>
  );
}

function StartDialog({ activities, onClose, onStart }: { activities: readonly TimerActivity[]; onClose: () => void; onStart: (values: TimerStartValues) => void }) {
  const t = useMessages(messages);
  const [activityId, setActivityId] = useState<number | null>(activities.length === 1 ? activities[0]!.id : null);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const items = activities.map((activity) => ({ id: activity.id, label: `${activity.project_name} — ${activity.name}`, description: activity.client_name }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (activityId === null) return;
    onStart({ activity_id: activityId, note: note.trim() === '' ? null : note.trim() });
    onClose();
  };

  return (
    <Dialog
      title={t('dialogTitle')}
      description={t('shortcut')}
      size="small"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      formProps={{ onSubmit: submit }}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('cancel')}
          </Button>
          <Button variant="primary" type="submit" isDisabled={activities.length === 0}>
            {t('startAction')}
          </Button>
        </>
      }
    >
      {activities.length === 0 ? (
        <p className={styles.hint}>{t('noActivities')}</p>
      ) : (
        <>
          <Select
            name="activity_id"
            label={t('activity')}
            items={items}
            selectedKey={activityId}
            onSelectionChange={(key) => setActivityId(key == null ? null : Number(key))}
            errorMessage={tried && activityId === null ? t('activityRequired') : undefined}
          />
          <TextField name="note" label={t('note')} description={t('noteHint')} value={note} onChange={setNote} maxLength={1000} />
        </>
      )}
    </Dialog>
  );
}
