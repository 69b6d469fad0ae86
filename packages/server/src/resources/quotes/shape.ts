import type { Locale, Quote, QuoteLine } from '@kwartier/api';
import { decimalText, formattedMoney, invoiceTotals, lineCosts } from '../invoices/rules.js';
import { currentParties, printedOrganisation } from '../invoices/shape.js';
import type { OrganizationFields } from '../organization/store.js';
import { displayedQuoteStatus } from './rules.js';
import type { QuoteLineRow, QuoteRecord } from './store.js';

// Stored quotes → the contract's shapes, totals by the invoice rules (one module for both).
// `formatted_*` strings in `locale`: the signed-in user's in an admin's answer, else (the public
// link) the quote's language, its client's invoice language. Money is in the client's currency
// (a quote keeps none of its own: it follows its client, as a concept invoice does).

export function quoteLineShape(line: QuoteLineRow, locale: Locale, currency = 'EUR'): QuoteLine {
  const costs = lineCosts(line);
  return {
    id: line.id,
    service: line.service,
    amount: decimalText(line.amount),
    unitprice: decimalText(line.unitprice_cents),
    vat: decimalText(line.vat),
    costs: decimalText(costs),
    formatted_unitprice: formattedMoney(line.unitprice_cents, locale, currency),
    formatted_costs: formattedMoney(costs, locale, currency),
  };
}

/** `today` (the server's date) decides whether a sent quote shows as expired. */
export function quoteShape(quote: QuoteRecord, organization: OrganizationFields, today: string, locale?: Locale): Quote {
  const language = quote.client_invoice_language;
  const shown = locale ?? language;
  const currency = quote.client_currency;
  const totals = invoiceTotals(quote.lines, currency);
  const { client, contact } = currentParties(quote);
  return {
    id: quote.id,
    uuid: quote.uuid,
    quotenumber: quote.quotenumber,
    client_id: quote.client_id,
    client,
    contact_id: quote.contact_id,
    contact,
    quotedate: quote.quotedate,
    valid_until: quote.valid_until,
    status: displayedQuoteStatus(quote.status, quote.valid_until, today, quote.invoice_id),
    lines: quote.lines.map((line) => quoteLineShape(line, shown, currency)),
    total_net: decimalText(totals.net),
    total_vat: totals.vat.map((entry) => ({ vat: decimalText(entry.vat), total: decimalText(entry.total), formatted_total: formattedMoney(entry.total, shown, currency) })),
    total_gross: decimalText(totals.gross),
    formatted_total_net: formattedMoney(totals.net, shown, currency),
    formatted_total_gross: formattedMoney(totals.gross, shown, currency),
    currency,
    answer:
      quote.answered_at === null || quote.answered_name === null
        ? null
        : { accepted: quote.status !== 'declined', name: quote.answered_name, comment: quote.answered_comment, answered_at: quote.answered_at },
    invoice_id: quote.invoice_id,
    project_id: quote.project_id,
    language,
    organisation: printedOrganisation(organization),
  };
}
