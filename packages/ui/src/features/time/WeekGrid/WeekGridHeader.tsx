import { memo, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { formatDate, type DateFormat } from '../../../i18n/formatDate';
import { formatDuration } from '../../../i18n/formatDuration';
import { Button } from '../../../primitives/Button/Button';
import { CalendarIcon } from '../../../primitives/DatePicker/DatePickerIcons';
import * as pickerStyles from '../../../primitives/DatePicker/DatePicker.css';
import * as fieldStyles from '../../../internal/styles/field.css';
import { ChevronLeftIcon } from '../../../primitives/Icon/icons/ChevronLeftIcon';
import { ChevronRightIcon } from '../../../primitives/Icon/icons/ChevronRightIcon';
import { addDays, weekday } from './gridModel';
import type { Translate } from '../../../i18n/useMessages';
import type { GridMessageKey } from './WeekGridRow';
import * as styles from './WeekGrid.css';

interface WeekGridHeaderProps {
  /** The week as a heading: '16 – 22 November 2026'. */
  range: string;
  /** Minutes of the week as shown (typing included). */
  weekMinutes: number;
  t: Translate<GridMessageKey>;
  /** The week's navigation (memoised: it does not change while a cell is typed in). */
  children: ReactNode;
}

/**
 * 'Go to date' is a DatePicker (react-aria's date field and calendar, ~40 kB compressed). It is
 * loaded when someone reaches for it (pointing at it, touching it, tabbing to it), not with the
 * week: the time sheet is the page people open every day, and on a phone its code and its first
 * render were the longest task of the page's load (Lighthouse, issue 21). Until then a field of
 * the same size shows the date.
 */
type DatePickerComponent = typeof import('../../../primitives/DatePicker/DatePicker').DatePicker;
/** The picker once loaded: a later week's navigation shows it at once. */
let loadedDatePicker: DatePickerComponent | null = null;

/** Whether the 'Go to date' picker is wanted yet, and whether it takes focus once it has loaded. */
type PickerWanted = 'not-yet' | 'wanted' | 'focused';

/**
 * The 'Go to date' picker, loaded once wanted (`want`): null until it is there. The preview stays
 * in place (and keeps focus) while it loads. A failed load (offline) leaves the preview, and the
 * next reach tries again: not React.lazy, whose failure would take the page to its error screen.
 */
function useLazyDatePicker(initially: PickerWanted) {
  const [wanted, setWanted] = useState(initially);
  const [Picker, setPicker] = useState(() => loadedDatePicker);
  const want = (focus: boolean) => {
    setWanted((current) => (focus ? 'focused' : current === 'not-yet' ? 'wanted' : current));
    // The module loader asks once; a second reach while it loads waits for the same answer.
    import('../../../primitives/DatePicker/DatePicker').then(
      (module) => setPicker(() => (loadedDatePicker = module.DatePicker)),
      () => setWanted('not-yet'),
    );
  };
  // 'Go to date' that led here wants its picker at once.
  useEffect(() => {
    if (initially !== 'not-yet' && !loadedDatePicker) want(true);
    // Only on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { Picker, wanted, want };
}

/**
 * The 'Go to date' field before its picker has come: the label, and the date in a box of the
 * picker's size, as a button. Pointing at it starts loading the picker; focusing or pressing it
 * also moves focus into the picker once it is there. `loading` marks the wait (aria-busy and
 * `data-lazy-placeholder`, which the visual shots wait out).
 */
function DatePickerPreview({
  label,
  value,
  dateFormat,
  loading,
  onWant,
}: {
  label: string;
  value: string | null;
  dateFormat: DateFormat | undefined;
  loading: boolean;
  onWant(focus: boolean): void;
}) {
  const date = value ? formatDate(value, dateFormat) : '';
  return (
    <div className={fieldStyles.field} aria-busy={loading || undefined} data-lazy-placeholder={loading ? '' : undefined}>
      <span className={fieldStyles.label} aria-hidden="true">
        {label}
      </span>
      <button
        type="button"
        className={`${pickerStyles.group} ${styles.pickerPreview}`}
        aria-label={`${label} ${date}`}
        onPointerEnter={() => onWant(false)}
        onFocus={() => onWant(true)}
        onClick={() => onWant(true)}
      >
        <span className={pickerStyles.dateField}>{date}</span>
        <span className={pickerStyles.calendarButton} aria-hidden="true">
          <CalendarIcon />
        </span>
      </button>
    </div>
  );
}

/**
 * Once the picker has loaded: focuses its first segment when focus is to be there ('Go to date'
 * led to this week, or the field was focused or pressed while it loaded) and has not gone on
 * meanwhile (someone tabbing past the field keeps their place).
 */
function FocusDateOnMount({ when, controls }: { when: boolean; controls: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const active = controls.current?.ownerDocument.activeElement;
    if (when && (active == null || active === controls.current?.ownerDocument.body)) {
      controls.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
    }
  }, [when, controls]);
  return null;
}

/** The week's heading with its total, and its navigation. */
export function WeekGridHeader({ range, weekMinutes, t, children }: WeekGridHeaderProps) {
  return (
    <div className={styles.header}>
      <div className={styles.titleBlock}>
        <h2 className={styles.title}>{range}</h2>
        <span className={styles.weekTotal}>{t('weekTotal', { total: formatDuration(weekMinutes, 'clock') })}</span>
      </div>
      {children}
    </div>
  );
}

/** Which of the week's navigation controls led to a week: Previous, This week, Next or 'Go to date'. */
export type WeekNavigationControl = 'previous' | 'this' | 'next' | 'date';

interface WeekNavigationProps {
  /** The week's days, YYYY-MM-DD. */
  dates: readonly string[];
  today: string;
  dateFormat: DateFormat | undefined;
  t: Translate<GridMessageKey>;
  /** Go to the week containing `date`, and which control asked (stable: the part is memoised). */
  onNavigate(date: string, control: WeekNavigationControl): void;
  /**
   * The control that led to this week, focused when the part mounts: the owner draws a new grid
   * per week, and keyboard focus would otherwise drop to the page. 'This week' is disabled once
   * there, so Previous week takes its focus.
   */
  focusControl?: WeekNavigationControl;
}

/**
 * Previous week, This week (disabled on this week), Next week and 'Go to date' (Enter, leaving the
 * field or picking a day in its calendar goes there). Memoised: a keystroke in a cell does not
 * render it.
 */
export const WeekNavigation = memo(function WeekNavigation({ dates, today, dateFormat, t, onNavigate, focusControl }: WeekNavigationProps) {
  const firstDate = dates[0] ?? today;
  const [jumpDate, setJumpDate] = useState<string | null>(firstDate);
  const [pickerOpen, setPickerOpen] = useState(false);
  const { Picker, wanted: pickerWanted, want: wantPicker } = useLazyDatePicker(focusControl === 'date' ? 'focused' : 'not-yet');
  const preview = (loading: boolean) => (
    <DatePickerPreview label={t('goToDate')} value={jumpDate} dateFormat={dateFormat} loading={loading} onWant={wantPicker} />
  );
  const controlsRef = useRef<HTMLDivElement>(null);
  const jump = (date: string | null) => {
    if (date && !dates.includes(date)) onNavigate(date, 'date');
  };

  // Once, on mount: the control that led here takes focus back (see focusControl).
  const initialFocus = useRef(focusControl);
  useEffect(() => {
    const controls = controlsRef.current;
    if (!controls || !initialFocus.current) return;
    // 'Go to date' takes focus once its picker has loaded (FocusDateOnMount).
    if (initialFocus.current === 'date') return;
    const target =
      controls.querySelector<HTMLElement>(`[data-week-nav="${initialFocus.current}"]:not([disabled])`) ??
        controls.querySelector<HTMLElement>('[data-week-nav="previous"]');
    target?.focus();
  }, []);

  return (
    <div ref={controlsRef} className={styles.controls}>
      <div className={styles.navButtons}>
        <Button data-week-nav="previous" onPress={() => onNavigate(addDays(firstDate, -7), 'previous')}>
          <ChevronLeftIcon size={20} />
          {t('previousWeek')}
        </Button>
        <Button data-week-nav="this" onPress={() => onNavigate(today, 'this')} isDisabled={dates.includes(today)}>
          {t('thisWeek')}
        </Button>
        <Button data-week-nav="next" onPress={() => onNavigate(addDays(firstDate, 7), 'next')}>
          {t('nextWeek')}
          <ChevronRightIcon size={20} />
        </Button>
      </div>
      <div
        className={styles.picker}
        // Capture: the date segments handle their keys and stop them.
        onKeyDownCapture={(event) => {
          if (event.key === 'Enter') jump(jumpDate);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null) && !pickerOpen) jump(jumpDate);
        }}
      >
        {Picker ? (
          <>
            <Picker
              label={t('goToDate')}
              value={jumpDate}
              dateFormat={dateFormat}
              firstDayOfWeek={dates[0] ? weekday(dates[0]) : undefined}
              onChange={(date) => {
                setJumpDate(date);
                if (pickerOpen) jump(date);
              }}
              onOpenChange={setPickerOpen}
            />
            <FocusDateOnMount when={pickerWanted === 'focused'} controls={controlsRef} />
          </>
        ) : (
          preview(pickerWanted !== 'not-yet')
        )}
      </div>
    </div>
  );
});
