import { useMemo, useRef, useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateField,
  DatePicker as AriaDatePicker,
  Dialog,
  Group,
  Heading,
  Popover,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
  type ValidationResult,
} from 'react-aria-components';
import { DEFAULT_DATE_FORMAT, formatDate, type DateFormat } from '../../i18n/formatDate';
import { useMessages } from '../../i18n/useMessages';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from './DatePickerIcons';
import { DatePickerSegments } from './DatePickerSegments';
import { calendarWeekStart, toCalendarDate, toServerDate } from './datePickerValue';
import { messages } from './DatePicker.messages';
import * as styles from './DatePicker.css';
import { FieldLabel } from '../field/FieldLabel';
import { FieldDescription } from '../field/FieldDescription';
import { FieldError, fieldInvalid, fieldClassName } from '../field/FieldError';

/** Props of {@link DatePicker}: react-aria-components' DatePickerProps with server dates, plus a label and messages. */
export interface DatePickerProps
  extends Omit<
    AriaDatePickerProps<DateValue>,
    | 'children'
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'minValue'
    | 'maxValue'
    | 'firstDayOfWeek'
    | 'granularity'
    | 'hourCycle'
    | 'hideTimeZone'
    | 'placeholderValue'
    | 'shouldForceLeadingZeros'
  > {
  /** Visible label. Required for accessibility unless `aria-label` is given. */
  label?: ReactNode;
  /** Help text under the field, linked with aria-describedby. */
  description?: ReactNode;
  /**
   * Error text under the field. A string marks the field invalid and is shown as-is; a function
   * receives react-aria's validation result. Without it, dates outside `minValue`/`maxValue` get
   * a translated message in the user's date format, and server errors given to an enclosing
   * `<Form validationErrors>` for this field's `name` (e.g. `invoicedate`) are shown.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** The date as the API stores it, `YYYY-MM-DD`, or `null` for none (controlled). */
  value?: string | null;
  /** The date at first, `YYYY-MM-DD` (uncontrolled). */
  defaultValue?: string | null;
  /**
   * Called with the new date as `YYYY-MM-DD` once the user has entered a complete date (typed or
   * picked in the calendar), or `null` when the field was emptied or left holding a date that does
   * not exist ('31-02-2024': never made into another day; the field says so until it changes).
   */
  onChange?: (value: string | null) => void;
  /**
   * The user's preferred date format; the field shows day, month and year in its order
   * and with its separator. Defaults to `DD-MM-YYYY`.
   */
  dateFormat?: DateFormat;
  /**
   * The organisation's first day of the week (0 Sunday … 6 Saturday), used as the first
   * column of the calendar. Without it the interface language decides.
   */
  firstDayOfWeek?: number | null;
  /** Earliest date allowed, `YYYY-MM-DD`; earlier days cannot be picked and typed ones are invalid. */
  minValue?: string | null;
  /** Latest date allowed, `YYYY-MM-DD`; later days cannot be picked and typed ones are invalid. */
  maxValue?: string | null;
  /** Marks the field required: shows * after the label and sets aria-required. */
  isRequired?: boolean;
  /** Disables the field and its calendar button. */
  isDisabled?: boolean;
  /** The date can be read but not changed; the calendar does not open. */
  isReadOnly?: boolean;
  /** Form field name; the form submits `YYYY-MM-DD`. Also the key of this field's server error in `<Form validationErrors>`. */
  name?: string;
}

/**
 * A labelled date field with a calendar . The date is shown in the user's
 * date format and typed segment by segment (day, month, year as spin buttons: type digits, or
 * Arrow Up/Down; Arrow Left/Right and Tab move between them). The calendar button (or Alt+Arrow
 * Down) opens a 290 px calendar starting on the organisation's first day of the week: arrow keys
 * move by day and week, Page Up/Down by month, Enter picks, Escape closes without change.
 *
 * ### Do
 * - Pass and store dates as the API's `YYYY-MM-DD` strings (`value`, `defaultValue`, `minValue`,
 *   `maxValue`, `onChange`); the field turns them into react-aria `CalendarDate`s, calendar days
 *   without a time or time zone.
 * - Pass the user's `dateFormat` and the organisation's `firstDayOfWeek`.
 * - Give it the API field's `name`, so a 422 for that field shows under it.
 *
 * ### Don't
 * - Go through a JS `Date` (`new Date(value)`, `toISOString()`): it is a moment in time, and in a
 *   time zone west or east of UTC the day can shift by one.
 * - Pass a `Date` or a `CalendarDate` object: the props take the API's strings.
 * - Check the range yourself: `minValue`/`maxValue` refuse typed dates with a translated message in
 *   the user's date format.
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  dateFormat = DEFAULT_DATE_FORMAT,
  firstDayOfWeek,
  minValue,
  maxValue,
  className,
  isInvalid,
  ...props
}: DatePickerProps) {
  const t = useMessages(messages);
  const controlledValue = useMemo(() => (value === undefined ? undefined : toCalendarDate(value)), [value]);
  const initialValue = useMemo(() => toCalendarDate(defaultValue), [defaultValue]);
  const min = useMemo(() => toCalendarDate(minValue) ?? undefined, [minValue]);
  const max = useMemo(() => toCalendarDate(maxValue) ?? undefined, [maxValue]);
  // A typed date that does not exist, as typed, until the value changes.
  const [impossible, setImpossible] = useState<string | null>(null);
  // Set while react-aria handles the focus leaving such a date: the day it makes of it is not passed on.
  const refusing = useRef(false);
  const shownError = impossible !== null ? t('noSuchDate', { date: impossible }) : errorMessage;
  const invalid = fieldInvalid(isInvalid, shownError);

  // react-aria's own range messages write dates the locale's way; these use the user's format.
  const rangeMessage = (validation: ValidationResult) => {
    const details = validation.validationDetails;
    if (details?.rangeUnderflow && minValue) return t('beforeMinimum', { date: formatDate(minValue, dateFormat) });
    if (details?.rangeOverflow && maxValue) return t('afterMaximum', { date: formatDate(maxValue, dateFormat) });
    return validation.validationErrors.join(' ');
  };

  return (
    <AriaDatePicker
      {...props}
      value={controlledValue}
      defaultValue={initialValue}
      onChange={(date) => {
        if (refusing.current) {
          refusing.current = false;
          onChange?.(null);
          return;
        }
        setImpossible(null);
        onChange?.(toServerDate(date));
      }}
      minValue={min}
      maxValue={max}
      firstDayOfWeek={calendarWeekStart(firstDayOfWeek)}
      granularity="day"
      // '07-03-2026', not '7-3-2026': the same text formatDate() writes elsewhere.
      shouldForceLeadingZeros
      isInvalid={invalid}
      className={fieldClassName(className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        <DateField className={styles.dateField}>
          <DatePickerSegments
            dateFormat={dateFormat}
            onImpossibleDate={(text) => {
              setImpossible(text);
              refusing.current = true;
              // react-aria changes the date while this focus event is dispatched, or not at all (it
              // held that day already): either way nothing is left to refuse after it.
              setTimeout(() => {
                refusing.current = false;
              }, 0);
            }}
          />
        </DateField>
        <AriaButton className={styles.calendarButton} aria-label={t('openCalendar')}>
          <CalendarIcon />
        </AriaButton>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{shownError ?? rangeMessage}</FieldError>
      <Popover className={styles.popover} offset={4}>
        <Dialog className={styles.dialog}>
          <Calendar className={styles.calendar}>
            <div className={styles.header}>
              <AriaButton slot="previous" className={styles.calendarButton} aria-label={t('previousMonth')}>
                <ChevronLeftIcon />
              </AriaButton>
              <Heading className={styles.heading} />
              <AriaButton slot="next" className={styles.calendarButton} aria-label={t('nextMonth')}>
                <ChevronRightIcon />
              </AriaButton>
            </div>
            <CalendarGrid className={styles.grid} weekdayStyle="short">
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
