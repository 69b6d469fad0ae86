import { Fragment, useContext } from 'react';
import { DateFieldStateContext, DateSegment, Group, Input } from 'react-aria-components';
import type { DateFormat } from '../../i18n/formatDate';
import { dateFormatLayout, type DatePart } from './datePickerValue';
import * as styles from './DatePicker.css';

/** Props of {@link DatePickerSegments}. */
export interface DatePickerSegmentsProps {
  /** The user's date format: decides the order of day, month and year and the separator. */
  dateFormat: DateFormat;
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
export function DatePickerSegments({ dateFormat }: DatePickerSegmentsProps) {
  const state = useContext(DateFieldStateContext);
  if (!state) throw new Error('DatePickerSegments must be rendered inside a react-aria DateField');
  const { order, separator } = dateFormatLayout(dateFormat);
  const editable = state.segments.filter((segment) => segment.type !== 'literal');
  const ordered = [
    ...order.flatMap((type) => editable.filter((segment) => segment.type === type)),
    // Any other part a calendar system adds (such as an era) keeps its place after the date.
    ...editable.filter((segment) => !order.includes(segment.type as DatePart)),
  ];
  return (
    <>
      <Group className={styles.segments}>
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
