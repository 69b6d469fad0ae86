import { periodDue, periodStart } from '../resources/subscriptions/rules.js';
import { subscriptionStore } from '../resources/subscriptions/store.js';
import { NO_APP_URL, type JobDeps, type JobTask } from './task.js';
import { ownTransaction } from '../db/transaction.js';
import { systemActor } from '../actions/actor.js';
import { changeInvoiceStatus } from '../actions/invoices.js';
import { invoiceDuePeriods, type DuePeriod } from '../actions/subscriptions.js';
import { CONCEPT, exchangeRateProblem, SENT } from '../resources/invoices/rules.js';
import { invoiceStore } from '../resources/invoices/store.js';
import { composeInvoiceMail, invoiceMailDraft } from '../resources/invoicemails/mail.js';
import { sendInvoiceMail } from '../actions/invoiceMails.js';
import { organizationStore } from '../resources/organization/store.js';

/**
 * Recurring invoices: for every subscription whose period holding `today` is due (rules.periodDue)
 * and not invoiced yet, one concept invoice per client with a line per such subscription — one
 * transaction per client, in which the periods are claimed (subscription_invoices) and the
 * invoice is made. A period missed entirely (the server down for all of it) is not invoiced
 * afterwards: only the period holding today is ever due. An organisation that asks for it
 * (`invoice_recurring_send`) has each invoice mailed at once after it is made (see {@link mailAtOnce}).
 */
export const recurringInvoices: JobTask = {
  name: 'recurring invoices',
  async run(deps, today, now) {
    const { db } = deps;
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
        // By the job: no person.
        const made = await ownTransaction(db, (trx) => invoiceDuePeriods(trx, systemActor(organization_id), client_id, periods, today, now));
        if (!made) continue;
        const line = `invoice ${made.invoicenumber} (organisation ${organization_id}, ${client_name}): ${made.period}, ${made.subscription_ids.length} subscription(s)`;
        const mailed = (await organizationStore(db).find(organization_id)).invoice_recurring_send === 1 ? await mailAtOnce(deps, organization_id, made.invoice_id, now) : null;
        // Not mailed is not a failure of the job: the invoice is made and stays a concept to send by hand.
        done.push(mailed ? `${line}; ${mailed}` : line);
      } catch (error) {
        failed.push(`organisation ${organization_id}, ${client_name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return { done, failed };
  },
};

/**
 * Mails a recurring invoice just made, as "Send" would with its defaults: the invoice mail
 * template in the invoice's language to its contact, the PDF, the e-invoice when it can be made,
 * the print link; once the mail server accepted it the invoice is sent (and issued) together
 * with its log entry. Answers what happened, for the job's report: "not mailed: …" when the
 * invoice stays a concept to be sent by hand (no contact with an address, or the mail server
 * refused: the mail log shows it; or no `APP_URL` to link to). An invoice whose e-invoice cannot
 * be made goes with the PDF.
 */
async function mailAtOnce({ db, mailer, appUrl }: JobDeps, organizationId: number, invoiceId: number, now: Date): Promise<string> {
  if (appUrl === undefined) return `not mailed: ${NO_APP_URL}`;
  const record = await invoiceStore(db).find(organizationId, invoiceId);
  const own = (await organizationStore(db).find(organizationId)).currency;
  if (exchangeRateProblem(record.currency, own, record.exchange_rate)) return `not mailed: an invoice in ${record.currency} needs an exchange rate to ${own}, entered by hand`;
  const draft = await invoiceMailDraft(db, appUrl, organizationId, invoiceId, 'invoice', record.client_invoice_language);
  if (draft.recipients.length === 0) return 'not mailed: the client has no contact with an email address';
  const request = {
    recipients: draft.recipients,
    cc: [],
    bcc: [],
    subject: draft.subject,
    message: draft.message,
    attach_pdf: true,
    attach_ubl: draft.ubl_problems.length === 0,
    include_link: true,
  };
  const composed = await composeInvoiceMail(db, appUrl, organizationId, invoiceId, request, draft.language);
  if ('ublProblems' in composed) return `not mailed: ${composed.ublProblems.join(' ')}`;
  const sent = await sendInvoiceMail(db, mailer, { actor: systemActor(organizationId), invoiceId, kind: 'invoice', composed }, async (trx) => {
    await changeInvoiceStatus(trx, systemActor(organizationId), invoiceId, SENT, { onlyFrom: CONCEPT, now });
  });
  return sent.failure === null ? `mailed to ${draft.recipients.join(', ')}` : `not mailed: ${sent.failure}`;
}
