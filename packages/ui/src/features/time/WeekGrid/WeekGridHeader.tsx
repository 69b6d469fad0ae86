import { memo, useEffect, useRef, useState, type ReactNode } from 'react';
import type { DateFormat } from '../../../i18n/formatDate';
import { formatDuration } from '../../../i18n/formatDuration';
import { Button } from '../../../primitives/Button/Button';
import { DatePickerPreview, FocusDateOnMount, useLazyDatePicker } from '../../../primitives/DatePicker/LazyDatePicker';
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

// 'Go to date' is a DatePicker loaded when someone reaches for it (pointing at it, touching it,
// tabbing to it), not with the week (primitives/DatePicker/LazyDatePicker.tsx): on a phone its code
// and its first render were the longest task of the time sheet's load (Lighthouse).

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
            <FocusDateOnMount when={pickerWanted === 'focused'} within={controlsRef} />
          </>
        ) : (
          preview(pickerWanted !== 'not-yet')
        )}
      </div>
    </div>
  );
});
