import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { formatDate, type DateFormat } from '../../i18n/formatDate';
import * as fieldStyles from '../../internal/styles/field.css';
import type { DatePickerProps } from './DatePicker';
import { CalendarIcon } from './DatePickerIcons';
import * as styles from './DatePicker.css';

/**
 * The DatePicker (react-aria's date field and calendar, ~35 kB compressed) loaded when it is
 * wanted, not with the page: the time sheet's 'Go to date' and the date fields of the invoice's
 * dialogs (the page people open from every invoice mail) do not hold up the page's first paint
 * with it (Lighthouse on a phone). Until it is there, a field of the same size shows
 * the date.
 */
type DatePickerComponent = typeof import('./DatePicker').DatePicker;
/** The picker once loaded: every later field shows it at once. */
let loadedDatePicker: DatePickerComponent | null = null;

/**
 * Loads the DatePicker's code now, for a part that will want it soon (or a test that opens a
 * dialog and reaches for its date field at once); resolves once every LazyDatePicker shows it at
 * once. Fails like the import (offline): the fields' own loading tries again.
 */
export function preloadDatePicker(): Promise<void> {
  // The module loader asks once; a second call while it loads waits for the same answer.
  return import('./DatePicker').then((module) => {
    loadedDatePicker = module.DatePicker;
  });
}

/** Whether the picker is wanted yet, and whether it takes focus once it has loaded. */
export type PickerWanted = 'not-yet' | 'wanted' | 'focused';

/**
 * The DatePicker once it is wanted (`want`; at once unless `initially` is 'not-yet') and its code
 * is there: null until then. Not wanted yet, the preview stays even when the code has been loaded
 * elsewhere: the picker's first render costs as much as its code. A failed load (offline) leaves
 * the preview, and the next reach tries again: not React.lazy, whose failure would take the page
 * to its error screen.
 */
export function useLazyDatePicker(initially: PickerWanted) {
  const [wanted, setWanted] = useState(initially);
  const [Picker, setPicker] = useState(() => loadedDatePicker);
  const want = (focus: boolean) => {
    setWanted((current) => (focus ? 'focused' : current === 'not-yet' ? 'wanted' : current));
    if (loadedDatePicker) return setPicker(() => loadedDatePicker);
    preloadDatePicker().then(
      () => setPicker(() => loadedDatePicker),
      () => setWanted('not-yet'),
    );
  };
  useEffect(() => {
    if (initially !== 'not-yet' && !loadedDatePicker) want(initially === 'focused');
    // Only on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { Picker: wanted === 'not-yet' ? null : Picker, wanted, want };
}

/**
 * A date field before its picker has come: the label, and the date in a box of the picker's
 * size, as a button. Pointing at it starts loading the picker; focusing or pressing it also moves
 * focus into the picker once it is there. `loading` marks the wait (aria-busy and
 * `data-lazy-placeholder`, which the visual shots wait out).
 */
export function DatePickerPreview({
  label,
  labelText = typeof label === 'string' ? label : '',
  value,
  dateFormat,
  description,
  loading,
  onWant,
  autoFocus,
  handOver,
}: {
  label: ReactNode;
  /** The label as text, for the button's name (the label itself when a string). */
  labelText?: string;
  value: string | null | undefined;
  dateFormat: DateFormat | undefined;
  description?: string;
  loading: boolean;
  onWant(focus: boolean): void;
  /** Focus the preview as it mounts (the field's own `autoFocus`, handed on to the picker). */
  autoFocus?: boolean;
  /** Set as the preview goes: whether it had focus then (for FocusDateOnMount). */
  handOver?: RefObject<boolean>;
}) {
  const date = value ? formatDate(value, dateFormat) : '';
  const button = useRef<HTMLButtonElement>(null);
  // Runs as the preview goes, while its button is still in the page.
  useLayoutEffect(() => {
    const own = button.current;
    return () => {
      if (handOver) handOver.current = own !== null && own.ownerDocument.activeElement === own;
    };
  }, [handOver]);
  return (
    <div className={fieldStyles.field} aria-busy={loading || undefined} data-lazy-placeholder={loading ? '' : undefined}>
      <span className={fieldStyles.label} aria-hidden="true">
        {label}
      </span>
      <button
        ref={button}
        type="button"
        autoFocus={autoFocus}
        className={`${styles.group} ${styles.preview}`}
        aria-label={`${labelText} ${date}`.trim()}
        onPointerEnter={() => onWant(false)}
        onFocus={() => onWant(true)}
        onClick={() => onWant(true)}
      >
        <span className={styles.dateField}>{date}</span>
        <span className={styles.calendarButton} aria-hidden="true">
          <CalendarIcon />
        </span>
      </button>
      {description && (
        <span className={fieldStyles.description} aria-hidden="true">
          {description}
        </span>
      )}
    </div>
  );
}

/**
 * Once the picker has loaded: focuses its first segment (within `within`) when focus is to be
 * there (asked for, or the preview was focused or pressed while it loaded) and has not gone on
 * meanwhile: it fell to the page with the preview, or the preview still had it as it went
 * (`handOver`; a dialog's focus scope may have moved it on by now). Someone who tabbed past the
 * field keeps their place.
 */
export function FocusDateOnMount({ when, within, handOver }: { when: boolean; within: RefObject<HTMLElement | null>; handOver?: RefObject<boolean> }) {
  useEffect(() => {
    const root = within.current;
    const active = root?.ownerDocument.activeElement;
    if (when && (active == null || active === root?.ownerDocument.body || handOver?.current)) {
      root?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
    }
  }, [when, within, handOver]);
  return null;
}

/**
 * A DatePicker (same props) whose code loads as it mounts, for date fields of dialogs and other
 * parts shown after the page: until the code is there (at once once loaded anywhere), a field of
 * the same size shows the label and the date. Focus asked for by `autoFocus`, or given to the
 * preview meanwhile, moves into the picker when it comes.
 */
export function LazyDatePicker(props: DatePickerProps) {
  const { Picker, wanted, want } = useLazyDatePicker(props.autoFocus ? 'focused' : 'wanted');
  const root = useRef<HTMLDivElement>(null);
  const handOver = useRef(false);
  return (
    <div ref={root} className={styles.lazyField}>
      {Picker ? (
        <>
          <Picker {...props} />
          <FocusDateOnMount when={wanted === 'focused'} within={root} handOver={handOver} />
        </>
      ) : (
        <DatePickerPreview
          label={props.label}
          labelText={typeof props.label === 'string' ? props.label : props['aria-label']}
          value={props.value ?? props.defaultValue}
          dateFormat={props.dateFormat}
          description={typeof props.description === 'string' ? props.description : undefined}
          loading={wanted !== 'not-yet'}
          onWant={want}
          autoFocus={props.autoFocus}
          handOver={handOver}
        />
      )}
    </div>
  );
}
