import type { Db } from '../db/database.js';
import { ownTransaction } from '../db/transaction.js';
import type { Mailer, OutgoingMail } from '../mail/mailer.js';
import type { ComposedInvoiceMail } from '../resources/invoicemails/mail.js';
import { refusalReason, type MailKind } from '../resources/invoicemails/rules.js';
import { invoiceMailStore, type InvoiceMailRow } from '../resources/invoicemails/store.js';
import { recordBy, type Actor } from './actor.js';
import { invoiceSubject } from './invoices.js';

// Mail about an invoice going out, for the send call and the jobs alike (the mail itself is
// composed by resources/invoicemails/mail.ts): once the mail server has answered, the mail is
// logged on the invoice and recorded in its history, delivered or refused, by its sender (a job:
// no person).

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

export interface SentInvoiceMail {
  log: InvoiceMailRow;
  /** The mail server's reason when it refused the mail or could not be reached; null when it accepted it. */
  failure: string | null;
}

/**
 * Hands the mail to the mail server and waits for its answer; then, in one transaction of its
 * own (`db` is the database itself, not a request's transaction),
 * `onDelivered` (an invoice that becomes sent) when it was accepted, and the log entry either
 * way. The database is not held while the mail server answers. Should the transaction fail after
 * the server accepted the mail, the mail has gone without a log entry (and the caller hears the
 * error): a mail cannot be taken back.
 */
export async function sendInvoiceMail(
  db: Db,
  mailer: Mailer,
  what: { actor: Actor; invoiceId: number; kind: MailKind; composed: ComposedInvoiceMail },
  onDelivered?: (trx: Db) => Promise<void>,
): Promise<SentInvoiceMail> {
  const { mail, attachments } = what.composed;
  let failure: string | null = null;
  try {
    await mailer.send(mail);
  } catch (error) {
    failure = refusalReason(error);
    console.error(`${what.kind} mail about invoice ${what.invoiceId} to ${[mail.to].flat().join(', ')} failed:`, error);
  }
  const log = await ownTransaction(db, async (trx) => {
    if (failure === null && onDelivered) await onDelivered(trx);
    return logInvoiceMail(trx, what.actor, { invoiceId: what.invoiceId, kind: what.kind, mail, attachments, failure });
  });
  return { log, failure };
}
