import type { Invoice } from '@kwartier/api';
import { storeOf, type AppContext } from '../../http/context.js';
import { logoStore } from '../logo/store.js';
import type { OrganizationFields } from '../organization/store.js';
import { attachmentDisposition, documentPdf, invoiceDocument, type PrintedDocument } from './pdf.js';

// `GET /invoices/{id}/pdf` (x-access admin): a full page load, so it is outside `/api` and needs
// no X-Requested-With (http/session.ts asks it of `/api` calls and writes only). routes.ts finds
// the invoice (404 for an unknown or another organisation's id) and shapes it as the API answers
// it; this renders that answer.

/** The PDF download of an invoice already shaped as `GET /api/invoices/{id}` answers it. */
export function invoicePdfAnswer(c: AppContext, invoice: Invoice, organization: OrganizationFields): Promise<Response> {
  return documentPdfAnswer(c, invoiceDocument(invoice), organization);
}

/** The PDF download of a printed document (an invoice, a quote), named after its number. */
export async function documentPdfAnswer(c: AppContext, document: PrintedDocument, organization: OrganizationFields): Promise<Response> {
  const pdf = await documentPdf(document, { logo: await storeOf(c, logoStore).forPdf(organization) });
  c.header('Content-Type', 'application/pdf');
  c.header('Content-Disposition', attachmentDisposition(document.number));
  // A document of one organisation: never kept by a shared cache.
  c.header('Cache-Control', 'private, no-store');
  return c.body(new Uint8Array(pdf), 200);
}
