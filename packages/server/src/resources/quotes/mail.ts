import { invoiceDateFormats, type QuoteMailSend } from '@kwartier/api';
import type { Db } from '../../db/database.js';
import { translate } from '../../domain/messages.js';
import { serverToday } from '../../domain/today.js';
import type { OutgoingMail } from '../../mail/mailer.js';
import { formatDate } from '../invoices/pdf.js';
import { mailBody } from '../invoicemails/rules.js';
import { logoStore } from '../logo/store.js';
import { organizationStore } from '../organization/store.js';
import { quotePdf } from './pdf.js';
import { quoteShape } from './shape.js';
import { quoteStore } from './store.js';

// A quote's mail (`POST /api/quotes/{id}/send`): the invoice mail's layout (invoicemails/rules.ts
// mailBody), the quote's PDF attached, its public link, in the quote's language; sending it is
// the route's, after the commit, as an invoice's mail.

/** The page where the client sees the quote and answers it. */
export function quoteLink(appUrl: string, uuid: string): string {
  return `${appUrl}/quote/${encodeURIComponent(uuid)}`;
}

/** The mail as it goes out: the subject and message given, else the built-in ones in the quote's language. */
export async function composeQuoteMail(db: Db, appUrl: string, organizationId: number, quoteId: number, request: QuoteMailSend): Promise<OutgoingMail> {
  const organization = await organizationStore(db).find(organizationId);
  const quote = quoteShape(await quoteStore(db).find(organizationId, quoteId), organization, serverToday());
  const { language } = quote;
  const values = { number: quote.quotenumber, organization: organization.name, valid_until: formatDate(quote.valid_until, invoiceDateFormats[language]) };
  const pdf = await quotePdf(quote, { logo: await logoStore(db).forPdf(organization) });
  const link = quoteLink(appUrl, quote.uuid);
  return {
    to: request.recipients,
    cc: request.cc ?? [],
    bcc: request.bcc ?? [],
    fromName: organization.name,
    ...(organization.email ? { replyTo: organization.email } : {}),
    subject: request.subject ?? translate(language, 'mail.quote.subject', values),
    ...mailBody(language, request.message ?? translate(language, 'mail.quote.message', values), link, 'mail.quote.link'),
    attachments: [{ filename: `${quote.quotenumber}.pdf`, content: pdf, contentType: 'application/pdf' }],
    link,
  };
}
