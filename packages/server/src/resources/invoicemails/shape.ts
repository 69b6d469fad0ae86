import type { InvoiceMail, MailTemplates } from '@kwartier/api';
import { defaultTemplate, MAIL_KINDS, MAIL_LOCALES, PLACEHOLDERS } from './rules.js';
import type { InvoiceMailRow, StoredTemplate } from './store.js';

export function mailShape(row: InvoiceMailRow): InvoiceMail {
  return {
    id: row.id,
    invoice_id: row.invoice_id,
    kind: row.kind,
    sender_name: row.sender_name,
    to: row.to,
    cc: row.cc,
    bcc: row.bcc,
    subject: row.subject,
    attachments: row.attachments,
    status: row.status,
    error: row.error,
    created_at: row.created_at,
  };
}

/** Every kind in every language: the organisation's own text, else the built-in one. */
export function templatesShape(stored: readonly StoredTemplate[]): MailTemplates {
  const templates = MAIL_KINDS.flatMap((kind) =>
    MAIL_LOCALES.map((locale) => {
      const own = stored.find((t) => t.kind === kind && t.locale === locale);
      return { kind, locale, ...(own ? { subject: own.subject, body: own.body } : defaultTemplate(kind, locale)), customized: own !== undefined };
    }),
  );
  return { templates, placeholders: [...PLACEHOLDERS] };
}
