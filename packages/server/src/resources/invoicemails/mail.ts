import type { Invoice, Locale } from '@kwartier/api';
import type { Db } from '../../db/database.js';
import { translate, type MessageId } from '../../domain/messages.js';
import { ublXml } from '../../domain/ubl.js';
import type { MailAttachment, OutgoingMail } from '../../mail/mailer.js';
import { einvoiceDocument, type EinvoiceResult } from '../invoices/einvoice.js';
import { invoicePdf } from '../invoices/pdf.js';
import { invoiceShape } from '../invoices/shape.js';
import { invoiceStore, type InvoiceRecord } from '../invoices/store.js';
import { logoStore } from '../logo/store.js';
import { organizationStore, type OrganizationFields } from '../organization/store.js';
import { attachmentNames, creditTemplate, defaultTemplate, fillPlaceholders, mailBody, placeholderValues, printLink, type MailKind, type MailTemplateText } from './rules.js';
import { invoiceMailStore } from './store.js';
import { serverToday } from '../../domain/today.js';

// Mail about an invoice, for the send call (routes.ts) and for reminders sent by a job: the
// draft from the organisation's template in the invoice's language and the mail with its
// attachments (the PDF, the e-invoice); sending it, with the log entry that records it, is
// actions/invoiceMails.ts sendInvoiceMail. Functions of a database handle, so a job
// without a request can use them as well.

/** Today by the server's clock, as invoices/routes.ts reads it (it decides overdue). */

interface InvoiceDocument {
  organization: OrganizationFields;
  record: InvoiceRecord;
  /** Shaped in the invoice's own language, as the PDF and the print page show it. */
  invoice: Invoice;
  ubl: EinvoiceResult;
}

async function documentOf(db: Db, organizationId: number, invoiceId: number): Promise<InvoiceDocument> {
  const organization = await organizationStore(db).find(organizationId);
  const invoices = invoiceStore(db);
  const record = await invoices.find(organizationId, invoiceId);
  const invoice = invoiceShape(record, organization, serverToday());
  const original = record.original_invoice_id === null ? undefined : await invoices.get(organizationId, record.original_invoice_id);
  const details = await invoices.einvoiceDetails(organizationId, record);
  const ubl = einvoiceDocument({
    invoice,
    lines: record.lines,
    client: details.client,
    organisationCountry: organization.country,
    organisationCurrency: organization.currency,
    period: details.period,
    original: original ? { number: original.invoicenumber, issueDate: original.invoicedate } : null,
  });
  return { organization, record, invoice, ubl };
}

/** The organisation's template of a kind in a language, or the built-in one. */
export async function templateFor(db: Db, organizationId: number, kind: MailKind, locale: Locale): Promise<MailTemplateText> {
  const own = (await invoiceMailStore(db).templates(organizationId)).find((t) => t.kind === kind && t.locale === locale);
  return own ? { subject: own.subject, body: own.body } : defaultTemplate(kind, locale);
}

/** Why the e-invoice cannot be made, each reason once, in `locale`. */
function ublProblems(ubl: EinvoiceResult, locale: Locale): string[] {
  if (!('problems' in ubl)) return [];
  return [...new Set(Object.values(ubl.problems).map((id: MessageId) => translate(locale, id)))];
}

export interface InvoiceMailDraft {
  kind: MailKind;
  language: Locale;
  recipients: string[];
  subject: string;
  message: string;
  pdf_filename: string;
  ubl_filename: string;
  ubl_problems: string[];
  link: string;
}

/** The send dialog's starting point (`GET /api/invoices/{id}/mails/draft`); reasons in `userLocale`. */
export async function invoiceMailDraft(db: Db, appUrl: string, organizationId: number, invoiceId: number, kind: MailKind, userLocale: Locale): Promise<InvoiceMailDraft> {
  const { invoice, ubl } = await documentOf(db, organizationId, invoiceId);
  const template = kind === 'invoice' && invoice.credit ? creditTemplate(invoice) : await templateFor(db, organizationId, kind, invoice.language);
  const values = placeholderValues(invoice);
  const [pdf_filename, ubl_filename] = attachmentNames(invoice.invoicenumber, { pdf: true, ubl: true });
  return {
    kind,
    language: invoice.language,
    recipients: invoice.contact?.email ? [invoice.contact.email] : [],
    subject: fillPlaceholders(template.subject, values, invoice.language),
    message: fillPlaceholders(template.body, values, invoice.language),
    pdf_filename,
    ubl_filename,
    ubl_problems: ublProblems(ubl, userLocale),
    link: printLink(appUrl, invoice.uuid),
  };
}

export interface InvoiceMailRequest {
  recipients: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  message: string;
  attach_pdf: boolean;
  attach_ubl: boolean;
  include_link: boolean;
}

export interface ComposedInvoiceMail {
  mail: OutgoingMail;
  /** The attached files' names, for the log. */
  attachments: string[];
}

/**
 * The mail as it will go out: the message as given (placeholders still in it are filled in),
 * the PDF and the e-invoice when asked for, the print link; it comes from the organisation by
 * name (at `MAIL_FROM`'s address) and replies go to the organisation's address. When the e-invoice is asked for but cannot be made: the reasons, in `userLocale`.
 */
export async function composeInvoiceMail(
  db: Db,
  appUrl: string,
  organizationId: number,
  invoiceId: number,
  request: InvoiceMailRequest,
  userLocale: Locale,
): Promise<ComposedInvoiceMail | { ublProblems: string[] }> {
  const { organization, invoice, ubl } = await documentOf(db, organizationId, invoiceId);
  if (request.attach_ubl && 'problems' in ubl) return { ublProblems: ublProblems(ubl, userLocale) };
  const values = placeholderValues(invoice);
  const names = attachmentNames(invoice.invoicenumber, { pdf: request.attach_pdf, ubl: request.attach_ubl });
  const attachments: MailAttachment[] = [];
  if (request.attach_pdf) {
    const pdf = await invoicePdf(invoice, { logo: await logoStore(db).forPdf(organization) });
    attachments.push({ filename: names[0], content: pdf, contentType: 'application/pdf' });
  }
  if (request.attach_ubl && 'document' in ubl) attachments.push({ filename: names[names.length - 1], content: ublXml(ubl.document), contentType: 'application/xml' });
  const body = mailBody(invoice.language, fillPlaceholders(request.message, values, invoice.language), request.include_link ? printLink(appUrl, invoice.uuid) : null);
  return {
    mail: {
      to: request.recipients,
      cc: request.cc,
      bcc: request.bcc,
      fromName: organization.name,
      ...(organization.email ? { replyTo: organization.email } : {}),
      subject: fillPlaceholders(request.subject, values, invoice.language),
      ...body,
      attachments,
    },
    attachments: names,
  };
}
