import type { Db } from '../db/database.js';
import { reminderStore } from '../resources/reminders/store.js';
import type { Actor } from './actor.js';

// Payment reminders' steps (jobs/paymentReminders.ts): each step of an invoice is claimed once,
// by a unique row, so of several processes running the job one sends it; then settled with what
// became of it. The mail itself and its log entry are actions/invoiceMails.ts sendInvoiceMail's
// (its audit entry `invoice.mail_sent` or `invoice.mail_failed`).

/** Claims a reminder step of the actor's organisation's invoice: true for the one caller whose claim went in. */
export async function claimReminderStep(db: Db, actor: Actor, invoiceId: number, step: number, now: Date): Promise<boolean> {
  return reminderStore(db).claim(actor.organizationId, invoiceId, step, now);
}

/** What became of a claimed step: the mail log row it was sent as (failed or delivered), or, with no mail at all, the moment it failed. */
export async function settleReminderStep(db: Db, actor: Actor, invoiceId: number, step: number, outcome: { invoiceMailId: number | null; failedAt: Date | null }): Promise<void> {
  await reminderStore(db).settle(actor.organizationId, invoiceId, step, outcome);
}
