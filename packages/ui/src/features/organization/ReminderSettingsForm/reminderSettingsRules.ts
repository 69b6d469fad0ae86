import { schemaBounds } from '@kwartier/api';

const days = schemaBounds.OrganizationSettingsUpdate.invoice_reminder_days;

/** Bounds of the reminder days, read from the contract (`ReminderDays` in openapi.yaml). */
export const REMINDER_DAYS_LIMITS = {
  /** How many reminders at most and at least. */
  minCount: days.minItems,
  maxCount: days.maxItems,
  /** Days past the due date of one reminder. */
  min: days.items.minimum,
  max: days.items.maximum,
} as const;

/** What is wrong with typed reminder days. */
export type ReminderDaysProblem = 'required' | 'wholeNumber' | 'range' | 'twice' | 'tooMany';

/**
 * Reads the days typed as a list ("7, 14, 30"; commas, semicolons or spaces between them) into
 * ascending whole numbers, or names what is wrong: nothing typed, a part that is not a whole
 * number, a day out of bounds, a day twice, more days than the contract allows.
 */
export function parseReminderDays(text: string): { days: number[] } | { problem: ReminderDaysProblem } {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '');
  if (parts.length < REMINDER_DAYS_LIMITS.minCount) return { problem: 'required' };
  if (parts.some((part) => !/^\d+$/.test(part))) return { problem: 'wholeNumber' };
  const numbers = parts.map(Number);
  if (numbers.some((n) => n < REMINDER_DAYS_LIMITS.min || n > REMINDER_DAYS_LIMITS.max)) return { problem: 'range' };
  if (new Set(numbers).size !== numbers.length) return { problem: 'twice' };
  if (numbers.length > REMINDER_DAYS_LIMITS.maxCount) return { problem: 'tooMany' };
  return { days: numbers.sort((a, b) => a - b) };
}

/** The days as the field shows them: "7, 14, 30". */
export function reminderDaysText(days: readonly number[]): string {
  return days.join(', ');
}
