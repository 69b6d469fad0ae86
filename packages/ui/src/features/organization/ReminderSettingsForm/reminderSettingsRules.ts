import { schemaBounds } from '@kwartier/api';
import { numberListLimits, numberListText, parseNumberList, type NumberListProblem } from '../../../forms/numberList';

/** Bounds of the reminder days, read from the contract (`ReminderDays` in openapi.yaml). */
export const REMINDER_DAYS_LIMITS = numberListLimits(schemaBounds.OrganizationSettingsUpdate.invoice_reminder_days);

/** What is wrong with typed reminder days. */
export type ReminderDaysProblem = NumberListProblem;

/**
 * Reads the days typed as a list ("7, 14, 30"; commas, semicolons or spaces between them) into
 * ascending whole numbers, or names what is wrong: nothing typed, a part that is not a whole
 * number, a day out of bounds, a day twice, more days than the contract allows.
 */
export function parseReminderDays(text: string): { days: number[] } | { problem: ReminderDaysProblem } {
  const parsed = parseNumberList(text, REMINDER_DAYS_LIMITS);
  return 'problem' in parsed ? parsed : { days: parsed.numbers };
}

/** The days as the field shows them: "7, 14, 30". */
export const reminderDaysText = numberListText;
