import type { Db } from '../../db/database.js';

// Payment reminders (migration 0018): the organisations that send them, and the claim of each
// invoice's reminder steps. The claim is a row with a unique key (invoice, step): of several
// processes running the daily job at once, the one whose insert lands sends the step; the
// others' inserts do nothing, on SQLite and PostgreSQL alike.

export function reminderStore(db: Db) {
  return {
    /** The organisations with reminders on, with their steps as stored ("7,14,30"). */
    organizationsSending(): Promise<{ id: number; invoice_reminder_days: string }[]> {
      return db.selectFrom('organizations').select(['id', 'invoice_reminder_days']).where('invoice_reminders', '=', 1).orderBy('id').execute();
    },

    /** The steps claimed so far per invoice of these, sent or failed. */
    async claimedSteps(organizationId: number, invoiceIds: readonly number[]): Promise<Map<number, number[]>> {
      const steps = new Map<number, number[]>();
      if (invoiceIds.length === 0) return steps;
      const rows = await db
        .selectFrom('invoice_reminders')
        .select(['invoice_id', 'step_days'])
        .where('organization_id', '=', organizationId)
        .where('invoice_id', 'in', invoiceIds)
        .execute();
      for (const row of rows) steps.set(row.invoice_id, [...(steps.get(row.invoice_id) ?? []), Number(row.step_days)]);
      return steps;
    },

    /** Claims a step of an invoice: true for the one caller whose row went in, false when it was there already. */
    async claim(organizationId: number, invoiceId: number, step: number, now: Date): Promise<boolean> {
      const result = await db
        .insertInto('invoice_reminders')
        .values({ organization_id: organizationId, invoice_id: invoiceId, step_days: step, claimed_at: now.toISOString(), invoice_mail_id: null, failed_at: null })
        .onConflict((conflict) => conflict.columns(['invoice_id', 'step_days']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },

    /** What became of a claimed step: the mail log row it was sent as, or the moment it failed. */
    async settle(organizationId: number, invoiceId: number, step: number, outcome: { invoiceMailId: number | null; failedAt: Date | null }): Promise<void> {
      await db
        .updateTable('invoice_reminders')
        .set({ invoice_mail_id: outcome.invoiceMailId, failed_at: outcome.failedAt?.toISOString() ?? null })
        .where('organization_id', '=', organizationId)
        .where('invoice_id', '=', invoiceId)
        .where('step_days', '=', step)
        .execute();
    },
  };
}
