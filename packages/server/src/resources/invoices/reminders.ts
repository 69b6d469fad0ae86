import { parseDate } from '@internationalized/date';

// Payment reminders: which reminder an unpaid sent invoice is due on a day.
// Pure: the daily job (jobs/) finds the invoices, claims the step this names and sends it.

/** Whole days from `from` to `to` (both `YYYY-MM-DD`): negative when `to` lies before `from`. */
export function daysBetween(from: string, to: string): number {
  return parseDate(to).compare(parseDate(from));
}

/**
 * The reminder step an unpaid sent invoice is due `today`: the largest of the organisation's
 * `steps` (days past `duedate`) whose day has come — or null when none has, or when that step or
 * a later one was already claimed (sent, or tried and failed). A server that was down past
 * several steps sends one reminder, the latest, never the missed ones late; a step removed
 * from the settings after a later one went out is not sent afterwards.
 */
export function dueReminderStep(duedate: string, today: string, steps: readonly number[], claimed: readonly number[]): number | null {
  const overdue = daysBetween(duedate, today);
  const reached = steps.filter((step) => step <= overdue);
  if (reached.length === 0) return null;
  const step = Math.max(...reached);
  return claimed.some((done) => done >= step) ? null : step;
}
