import { ublXml } from '../../domain/ubl.js';
import { ValidationFailure, type AppContext } from '../../http/context.js';
import { einvoiceDocument, type EinvoiceSource } from './einvoice.js';
import { attachmentDisposition } from './pdf.js';

// `GET /api/invoices/{id}/ubl` (x-access admin): routes.ts reads the invoice; this answers its
// e-invoice, or 422 with what to fill in.

export function invoiceUblAnswer(c: AppContext, source: EinvoiceSource): Response {
  const result = einvoiceDocument(source);
  if ('problems' in result) throw new ValidationFailure(result.problems);
  c.header('Content-Type', 'application/xml; charset=utf-8');
  c.header('Content-Disposition', attachmentDisposition(source.invoice.invoicenumber, 'xml'));
  c.header('Cache-Control', 'private, no-store');
  return c.body(ublXml(result.document), 200);
}
