import { periodDue, periodStart } from '../resources/subscriptions/rules.js';
import { makeRecurringInvoice, type DuePeriod } from '../resources/subscriptions/recurring.js';
import { subscriptionStore } from '../resources/subscriptions/store.js';
import type { JobTask } from './runner.js';
import { ownTransaction } from '../http/idempotency.js';

/**
 * Recurring invoices: for every subscription whose period holding `today` is due (rules.periodDue)
 * and not invoiced yet, one concept invoice per client with a line per such subscription — one
 * transaction per client, in which the periods are claimed (subscription_invoices) and the
 * invoice is made. A period missed entirely (the server down for all of it) is not invoiced
 * afterwards: only the period holding today is ever due.
 */
export const recurringInvoices: JobTask = {
  name: 'recurring invoices',
  async run({ db }, today, now) {
    const candidates = await subscriptionStore(db).candidates(today);
    const due: DuePeriod[] = candidates.flatMap((subscription) => {
      const start = periodStart(today, subscription.period);
      return periodDue(subscription, start) ? [{ subscription, periodStart: start }] : [];
    });
    const claimed = await subscriptionStore(db).claimedAmong(due.map((p) => ({ subscription_id: p.subscription.id, period_start: p.periodStart })));
    const byClient = new Map<string, DuePeriod[]>();
    for (const period of due) {
      if (claimed.has(`${period.subscription.id}:${period.periodStart}`)) continue;
      const key = `${period.subscription.organization_id}:${period.subscription.client_id}`;
      byClient.set(key, [...(byClient.get(key) ?? []), period]);
    }
    const done: string[] = [];
    const failed: string[] = [];
    for (const periods of byClient.values()) {
      const { organization_id, client_id, client_name } = periods[0].subscription;
      try {
        const made = await ownTransaction(db, (trx) => makeRecurringInvoice(trx, organization_id, client_id, periods, today, now));
        if (made) done.push(`invoice ${made.invoicenumber} (organisation ${organization_id}, ${client_name}): ${made.period}, ${made.subscription_ids.length} subscription(s)`);
      } catch (error) {
        failed.push(`organisation ${organization_id}, ${client_name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return { done, failed };
  },
};
