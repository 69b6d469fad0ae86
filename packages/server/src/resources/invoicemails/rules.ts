import { invoiceDateFormats, type Invoice, type Locale } from '@kwartier/api';
import { translate, type MessageId } from '../../domain/messages.js';
import { formatTemplate, LOCALES, messageSource } from '../../i18n/index.js';
import { escapeHtml } from '../../mail/templates.js';
import { formatDate } from '../invoices/pdf.js';

// Mails about an invoice: the templates, their placeholders and the mail's text.
// Pure: no database, no mailer. Reminders use the same with kind `reminder`.

export const MAIL_KINDS = ['invoice', 'reminder'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
/** The languages an organisation keeps mail templates in: every language of the server. */
export const MAIL_LOCALES: readonly Locale[] = LOCALES;

/** The placeholders a template may use, in the order the settings explain them. */
export const PLACEHOLDERS = ['number', 'amount', 'outstanding', 'duedate', 'organization', 'contact', 'client'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

export interface MailTemplateText {
  subject: string;
  body: string;
}

/** The built-in template of a kind in a language, as the catalogue writes it (src/i18n): the placeholders unfilled. */
export function defaultTemplate(kind: MailKind, locale: Locale): MailTemplateText {
  return {
    subject: messageSource(locale, `mailtemplate.${kind}.subject` as MessageId),
    body: messageSource(locale, `mailtemplate.${kind}.body` as MessageId),
  };
}

/**
 * The placeholders' values for an invoice shaped in its own language: amounts and the due date
 * as the PDF prints them; the contact's name, else the client's.
 */
export function placeholderValues(invoice: Invoice): Record<Placeholder, string> {
  return {
    number: invoice.invoicenumber,
    amount: invoice.formatted_total_gross,
    outstanding: invoice.formatted_total_outstanding,
    // A credit invoice has none.
    duedate: invoice.duedate === null ? '' : formatDate(invoice.duedate, invoiceDateFormats[invoice.language]),
    organization: invoice.organisation.name,
    contact: invoice.contact?.name ?? invoice.client.name,
    client: invoice.client.name,
  };
}

/**
 * The built-in mail of a credit invoice sent as kind `invoice` (it asks no payment, so the
 * organisation's invoice template, which does, is not used): titled "Credit invoice", naming the
 * invoice it credits, number and date as the PDF prints them; the template's placeholders
 * stay as written, for {@link fillPlaceholders}.
 */
export function creditTemplate(invoice: Invoice): MailTemplateText {
  const original = invoice.original_invoice;
  const params: Record<string, string> = original ? { original: original.invoicenumber, originaldate: formatDate(original.invoicedate, invoiceDateFormats[invoice.language]) } : {};
  return {
    subject: translate(invoice.language, 'mailtemplate.credit.subject'),
    body: translate(invoice.language, original ? 'mailtemplate.credit.body' : 'mailtemplate.credit.body_no_original', params),
  };
}

/**
 * A template or a mail as typed with `{number}` and its kind filled in, in the invoice's
 * language: ICU MessageFormat as `formatTemplate` reads typed text (an apostrophe is text); an
 * unknown `{word}` stays as typed.
 */
export function fillPlaceholders(text: string, values: Record<Placeholder, string>, locale: Locale = 'en'): string {
  const known = Object.fromEntries(PLACEHOLDERS.map((name) => [name, values[name]]));
  return formatTemplate(locale, text, known);
}

/** The file names of the attachments, as logged and as the mail names them. */
export function attachmentNames(invoicenumber: string, choice: { pdf: boolean; ubl: boolean }): string[] {
  return [...(choice.pdf ? [`${invoicenumber}.pdf`] : []), ...(choice.ubl ? [`${invoicenumber}.xml`] : [])];
}

/** The public print page of an invoice. */
export function printLink(appUrl: string, uuid: string): string {
  return `${appUrl}/invoices/${encodeURIComponent(uuid)}/print`;
}

/**
 * The mail's text and HTML from the message as typed (plain text, paragraphs split by blank
 * lines), with the link after it when asked for (`linkWords` introduce it: the invoice's print page, a quote's page).
 */
export function mailBody(locale: Locale, message: string, link: string | null, linkWords: MessageId = 'invoicemails.link'): { text: string; html: string } {
  const linkLine = link ? `${translate(locale, linkWords)} ${link}` : null;
  const text = [message.trim(), ...(linkLine ? ['', linkLine] : []), ''].join('\n');
  const paragraphs = message
    .trim()
    .split(/\n\s*\n/)
    .map((part) => `<p style="margin:0 0 16px">${escapeHtml(part).replace(/\n/g, '<br>')}</p>`);
  const html = [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#212121;margin:0;padding:24px">',
    '<div style="max-width:560px;margin:0 auto">',
    ...paragraphs,
    ...(link ? [`<p style="margin:24px 0 0">${escapeHtml(translate(locale, linkWords))} <a href="${escapeHtml(link)}" style="color:#1976D2;word-break:break-all">${escapeHtml(link)}</a></p>`] : []),
    '</div></body></html>',
  ].join('\n');
  return { text, html };
}

/** What the mail server said, short enough for a message and the log. */
export function refusalReason(error: unknown): string {
  const { response, message } = (error ?? {}) as { response?: unknown; message?: unknown };
  const reason = typeof response === 'string' && response ? response : typeof message === 'string' && message ? message : String(error);
  return reason.replace(/\s+/g, ' ').trim().slice(0, 500);
}

/** The templates sent to save name each kind and language at most once. */
export function repeatedTemplate(templates: readonly { kind: string; locale: string }[]): number | null {
  const seen = new Set<string>();
  for (const [index, template] of templates.entries()) {
    const key = `${template.kind}:${template.locale}`;
    if (seen.has(key)) return index;
    seen.add(key);
  }
  return null;
}
