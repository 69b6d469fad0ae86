import { CalendarDate } from '@internationalized/date';
import { Fragment, useContext, type FocusEvent } from 'react';
import { DateFieldStateContext, DateSegment, Group, Input } from 'react-aria-components';
import type { DateFormat } from '../../i18n/formatDate';
import { dateFormatLayout, type DatePart } from './datePickerValue';
import * as styles from './DatePicker.css';

/** Props of {@link DatePickerSegments}. */
export interface DatePickerSegmentsProps {
  /** The user's date format: decides the order of day, month and year and the separator. */
  dateFormat: DateFormat;
  /**
   * Called as focus leaves the field holding a complete date that does not exist ('31-02-2024'),
   * with that text, just before react-aria would change it into the nearest real date.
   */
  onImpossibleDate?: (text: string) => void;
}

/**
 * The text of a complete day, month and year that is no date (a day past the month's last), in the
 * user's order; `null` when the parts are incomplete or make a real date.
 */
export function impossibleDateText(
  segments: readonly { type: string; value?: number | null; isPlaceholder: boolean }[],
  dateFormat: DateFormat,
): string | null {
  const { order, separator } = dateFormatLayout(dateFormat);
  const parts = order.map((type) => segments.find((segment) => segment.type === type));
  if (parts.some((part) => !part || part.isPlaceholder || part.value == null)) return null;
  const value = (type: DatePart) => parts.find((part) => part!.type === type)!.value!;
  // A CalendarDate keeps a day past the month's last within the month (31-02 → 29-02).
  const real = new CalendarDate(value('year'), value('month'), value('day'));
  if (real.day === value('day') && real.month === value('month')) return null;
  return parts.map((part) => String(part!.value).padStart(part!.type === 'year' ? 4 : 2, '0')).join(separator);
}

/**
 * The editable day, month and year of a date field, in the order and with the separator of the
 * user's date format rather than the interface language's.
 *
 * react-aria's DateInput always lays segments out by locale (en: month/day/year). This renders
 * the same segments (react-aria's DateSegment, with its spin-button semantics, typing and arrow
 * keys) in the user's order. Focus moves between segments in DOM order (Arrow Left/Right,
 * auto-advance after typing), so the visual, reading and keyboard order stay the same. Must be
 * rendered inside a react-aria DateField, which provides the field state.
 */
export function DatePickerSegments({ dateFormat, onImpossibleDate }: DatePickerSegmentsProps) {
  const state = useContext(DateFieldStateContext);
  if (!state) throw new Error('DatePickerSegments must be rendered inside a react-aria DateField');
  const { order, separator } = dateFormatLayout(dateFormat);
  const editable = state.segments.filter((segment) => segment.type !== 'literal');
  const ordered = [
    ...order.flatMap((type) => editable.filter((segment) => segment.type === type)),
    // Any other part a calendar system adds (such as an era) keeps its place after the date.
    ...editable.filter((segment) => !order.includes(segment.type as DatePart)),
  ];
  // Runs before react-aria's own handler on the group, which would make 31-02 into 29-02.
  const leaving = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    const text = impossibleDateText(state.segments, dateFormat);
    if (text !== null) onImpossibleDate?.(text);
  };
  return (
    <>
      <Group className={styles.segments} onBlurCapture={leaving}>
        {ordered.map((segment, index) => (
          <Fragment key={segment.type}>
            {index > 0 && (
              <span className={styles.separator} aria-hidden="true">
                {separator}
              </span>
            )}
            <DateSegment segment={segment} className={styles.segment} />
          </Fragment>
        ))}
      </Group>
      {/* The value for forms (and native validation), as react-aria's DateInput renders it. */}
      <Input className={styles.hiddenInput} />
    </>
  );
}
