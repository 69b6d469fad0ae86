import { hundredthsBig } from '@kwartier/api';
import { reminderDays } from '../domain/organizations.js';
import { dueReminderStep } from '../resources/invoices/reminders.js';
import { invoiceShape } from '../resources/invoices/shape.js';
import { invoiceStore } from '../resources/invoices/store.js';
import { composeInvoiceMail, invoiceMailDraft } from '../resources/invoicemails/mail.js';
import { sendInvoiceMail } from '../actions/invoiceMails.js';
import { organizationStore } from '../resources/organization/store.js';
import { reminderStore } from '../resources/reminders/store.js';
import { NO_APP_URL, type JobTask } from './task.js';
import { systemActor } from '../actions/actor.js';
import { claimReminderStep, settleReminderStep } from '../actions/reminders.js';

/**
 * Payment reminders: for every organisation with reminders on, each sent
 * invoice that is not paid gets the step of its reminders that is due today
 * (invoices/reminders.ts `dueReminderStep`) — the organisation's reminder template in the
 * invoice's language, to the invoice's contact, with the PDF and the print link — logged on the
 * invoice like any mail about it. Each step is claimed first (`invoice_reminders`, unique per
 * invoice and step): with several processes running the job, one sends it. A step that could not
 * be sent (no contact address, the mail server refused) is kept as failed and not tried again by
 * the job; the user sees it in the mail log and can send a reminder by hand. A paid invoice is no
 * longer sent, so its reminders stop. Without a configured address (`APP_URL`) no step is claimed
 * or sent: each due one is reported as failed and goes out on a run that has the address.
 */
export const paymentReminders: JobTask = {
  name: 'payment reminders',
  async run({ db, mailer, appUrl }, today, now) {
    const reminders = reminderStore(db);
    const done: string[] = [];
    const failed: string[] = [];
    for (const sending of await reminders.organizationsSending()) {
      const organization = await organizationStore(db).find(sending.id);
      // By the job: no person.
      const actor = systemActor(organization.id);
      const steps = reminderDays(sending.invoice_reminder_days);
      const unpaid = await invoiceStore(db).sent(organization.id);
      const claimed = await reminders.claimedSteps(organization.id, unpaid.map((record) => record.id));
      for (const record of unpaid) {
        const invoice = invoiceShape(record, organization, today);
        // Nothing to ask for: a credit invoice (its total below zero), or paid in full meanwhile.
        if (!((hundredthsBig(invoice.total_outstanding) ?? 0n) > 0n) || invoice.duedate === null) continue;
        const step = dueReminderStep(invoice.duedate, today, steps, claimed.get(record.id) ?? []);
        if (step === null) continue;
        const what = `invoice ${invoice.invoicenumber} (organisation ${organization.id}), ${step} days after ${invoice.duedate}`;
        // Not claimed: a run with the address sends it.
        if (appUrl === undefined) {
          failed.push(`${what}: not sent: ${NO_APP_URL}`);
          continue;
        }
        if (!(await claimReminderStep(db, actor, record.id, step, now))) continue;
        const draft = await invoiceMailDraft(db, appUrl, organization.id, record.id, 'reminder', invoice.language);
        if (draft.recipients.length === 0) {
          await settleReminderStep(db, actor, record.id, step, { invoiceMailId: null, failedAt: now });
          done.push(`${what}: not sent, the invoice has no contact with an email address`);
          continue;
        }
        const composed = await composeInvoiceMail(
          db,
          appUrl,
          organization.id,
          record.id,
          { recipients: draft.recipients, cc: [], bcc: [], subject: draft.subject, message: draft.message, attach_pdf: true, attach_ubl: false, include_link: true },
          invoice.language,
        );
        if ('ublProblems' in composed) continue; // only asked for with the e-invoice, which a reminder does not attach
        const sent = await sendInvoiceMail(db, mailer, { actor, invoiceId: record.id, kind: 'reminder', composed });
        await settleReminderStep(db, actor, record.id, step, { invoiceMailId: sent.log.id, failedAt: sent.failure === null ? null : now });
        done.push(`${what}: ${sent.failure === null ? `sent to ${draft.recipients.join(', ')}` : `failed: ${sent.failure}`}`);
      }
    }
    return { done, failed };
  },
};
