import type { Db } from '../db/database.js';
import type { OutgoingMail } from '../mail/mailer.js';
import type { MailKind } from '../resources/invoicemails/rules.js';
import { invoiceMailStore, type InvoiceMailRow } from '../resources/invoicemails/store.js';
import { recordBy, type Actor } from './actor.js';
import { invoiceSubject } from './invoices.js';

// The mail log of an invoice: once the mail server has answered (resources/invoicemails/mail.ts
// sendInvoiceMail, for the send call and the jobs alike), the mail is logged on the invoice and
// recorded in its history, delivered or refused, by its sender (a job: no person).

/** Logs a mail about an invoice as the mail server answered it (`failure` null: accepted), with its audit entry. */
export async function logInvoiceMail(
  db: Db,
  actor: Actor,
  sent: { invoiceId: number; kind: MailKind; mail: OutgoingMail; attachments: string[]; failure: string | null },
  now = new Date(),
): Promise<InvoiceMailRow> {
  const { mail, failure } = sent;
  const to = [mail.to].flat();
  await recordBy(db, actor, failure === null ? 'invoice.mail_sent' : 'invoice.mail_failed', invoiceSubject(sent.invoiceId), { mail: sent.kind, email: to.join(', ') }, now);
  return invoiceMailStore(db).insert(
    actor.organizationId,
    {
      invoice_id: sent.invoiceId,
      kind: sent.kind,
      sender_id: actor.userId,
      to,
      cc: mail.cc ?? [],
      bcc: mail.bcc ?? [],
      subject: mail.subject,
      attachments: sent.attachments,
      status: failure === null ? 'delivered' : 'failed',
      error: failure,
    },
    now,
  );
}
