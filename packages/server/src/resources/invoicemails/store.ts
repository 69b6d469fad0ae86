import type { Locale } from '@kwartier/api';
import type { Db } from '../../db/database.js';
import type { MailKind, MailTemplateText } from './rules.js';

// Mail templates and the log of mails about invoices (migration 0015). Every query names the
// caller's organisation.

export interface InvoiceMailRow {
  id: number;
  invoice_id: number;
  kind: MailKind;
  sender_id: number | null;
  sender_name: string | null;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  attachments: string[];
  status: 'delivered' | 'failed';
  error: string | null;
  created_at: string;
}

export interface NewInvoiceMail {
  invoice_id: number;
  kind: MailKind;
  sender_id: number | null;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  attachments: string[];
  status: 'delivered' | 'failed';
  error: string | null;
}

export interface StoredTemplate extends MailTemplateText {
  kind: MailKind;
  locale: Locale;
}

export function invoiceMailStore(db: Db) {
  const mails = () =>
    db
      .selectFrom('invoice_mails')
      .leftJoin('users', 'users.id', 'invoice_mails.sender_id')
      .select([
        'invoice_mails.id',
        'invoice_mails.invoice_id',
        'invoice_mails.kind',
        'invoice_mails.sender_id',
        'users.name as sender_name',
        'invoice_mails.to',
        'invoice_mails.cc',
        'invoice_mails.bcc',
        'invoice_mails.subject',
        'invoice_mails.attachments',
        'invoice_mails.status',
        'invoice_mails.error',
        'invoice_mails.created_at',
      ]);
  type Raw = Awaited<ReturnType<ReturnType<typeof mails>['executeTakeFirstOrThrow']>>;
  const asMail = (row: Raw): InvoiceMailRow => ({
    ...row,
    kind: row.kind as MailKind,
    status: row.status as InvoiceMailRow['status'],
    to: JSON.parse(row.to) as string[],
    cc: JSON.parse(row.cc) as string[],
    bcc: JSON.parse(row.bcc) as string[],
    attachments: JSON.parse(row.attachments) as string[],
  });

  return {
    /** The organisation's own templates (absent ones are the built-in text). */
    async templates(organizationId: number): Promise<StoredTemplate[]> {
      const rows = await db.selectFrom('mail_templates').select(['kind', 'locale', 'subject', 'body']).where('organization_id', '=', organizationId).execute();
      return rows.map((row) => ({ ...row, kind: row.kind as MailKind, locale: row.locale as Locale }));
    },

    /** Stores a template of a kind and language, replacing the one there was. */
    async saveTemplate(organizationId: number, template: StoredTemplate, now: Date): Promise<void> {
      const updated_at = now.toISOString();
      await db
        .insertInto('mail_templates')
        .values({ organization_id: organizationId, kind: template.kind, locale: template.locale, subject: template.subject, body: template.body, updated_at })
        .onConflict((oc) => oc.columns(['organization_id', 'kind', 'locale']).doUpdateSet({ subject: template.subject, body: template.body, updated_at }))
        .execute();
    },

    /** The mails about an invoice, newest first. */
    async ofInvoice(organizationId: number, invoiceId: number): Promise<InvoiceMailRow[]> {
      const rows = await mails()
        .where('invoice_mails.organization_id', '=', organizationId)
        .where('invoice_mails.invoice_id', '=', invoiceId)
        .orderBy('invoice_mails.created_at', 'desc')
        .orderBy('invoice_mails.id', 'desc')
        .execute();
      return rows.map(asMail);
    },

    async insert(organizationId: number, mail: NewInvoiceMail, now: Date): Promise<InvoiceMailRow> {
      const { id } = await db
        .insertInto('invoice_mails')
        .values({
          organization_id: organizationId,
          invoice_id: mail.invoice_id,
          kind: mail.kind,
          sender_id: mail.sender_id,
          to: JSON.stringify(mail.to),
          cc: JSON.stringify(mail.cc),
          bcc: JSON.stringify(mail.bcc),
          subject: mail.subject,
          attachments: JSON.stringify(mail.attachments),
          status: mail.status,
          error: mail.error,
          created_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return asMail(await mails().where('invoice_mails.organization_id', '=', organizationId).where('invoice_mails.id', '=', id).executeTakeFirstOrThrow());
    },
  };
}
