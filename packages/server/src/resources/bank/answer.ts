import { decimalText, type BankEntry as BankEntryAnswer, type BankMatchProposal, type BankOpenInvoice } from '@kwartier/api';
import type { Db } from '../../db/database.js';
import { createMatcher, type OpenInvoice } from '../../domain/bank/match.js';
import { invoiceTotals, SENT } from '../invoices/rules.js';
import { invoiceDueDate } from '../invoices/shape.js';
import { invoiceStore, type InvoiceRecord } from '../invoices/store.js';
import { organizationStore } from '../organization/store.js';
import { outstandingCents } from '../payments/rules.js';
import { bankStore, type BankEntryRow, type BankEntryStatus } from './store.js';

// The bank entries as the contract answers them; open ones with the match proposed now, over
// the invoices still owed (domain/bank/match.ts), in booking order; and those invoices to match by hand.

/** At most this many entries per answer (the contract's maxItems). */
export const ENTRIES_MAX = 1000;

function entryShape(row: BankEntryRow, proposal: BankMatchProposal | null): BankEntryAnswer {
  return {
    id: row.id,
    status: row.status as BankEntryStatus,
    booked_on: row.booked_on,
    amount: decimalText(BigInt(row.amount_cents)),
    currency: row.currency,
    counterparty_name: row.counterparty_name,
    counterparty_iban: row.counterparty_iban,
    remittance: row.remittance,
    structured_reference: row.structured_reference,
    batch: row.batch === 1,
    proposal,
  };
}

/** An invoice still owing money, with its gross total and what it owes (cents). */
interface OwedInvoice {
  invoice: InvoiceRecord;
  gross: bigint;
  outstanding: bigint;
}

/**
 * The organisation's sent invoices of every year that still owe money (what an invoice answers
 * as `total_outstanding` above zero: never a credit invoice, a concept or a paid one), oldest first.
 */
async function owedInvoices(db: Db, organizationId: number): Promise<OwedInvoice[]> {
  const sent = await invoiceStore(db).sent(organizationId);
  return sent
    .map((invoice) => {
      const gross = invoiceTotals(invoice.lines, invoice.currency).gross;
      return { invoice, gross, outstanding: outstandingCents(SENT, gross, BigInt(invoice.paid_cents)) };
    })
    .filter(({ outstanding }) => outstanding > 0n);
}

/** The invoices a bank entry can be matched to by hand: every one still owing, oldest due date first. */
export async function openInvoicesAnswer(db: Db, organizationId: number): Promise<BankOpenInvoice[]> {
  const organization = await organizationStore(db).find(organizationId);
  return (await owedInvoices(db, organizationId))
    .map(({ invoice, gross, outstanding }) => ({ invoice, outstanding, due: invoiceDueDate(invoice, organization, gross) ?? invoice.invoicedate }))
    .sort((a, b) => (a.due < b.due ? -1 : a.due > b.due ? 1 : 0))
    .map(({ invoice, outstanding }) => ({ invoice_id: invoice.id, invoicenumber: invoice.invoicenumber, client_name: invoice.client_name, outstanding: decimalText(outstanding) }));
}

export async function bankEntriesAnswer(db: Db, organizationId: number, status: BankEntryStatus): Promise<BankEntryAnswer[]> {
  const rows = await bankStore(db).list(organizationId, status, ENTRIES_MAX);
  if (status !== 'open' || rows.length === 0) return rows.map((row) => entryShape(row, null));
  const owed = new Map((await owedInvoices(db, organizationId)).map((owing) => [owing.invoice.id, owing]));
  const open: OpenInvoice[] = [...owed.values()].map(({ invoice, outstanding }) => ({ id: invoice.id, invoiceNumber: invoice.invoicenumber, clientId: invoice.client_id, outstandingCents: Number(outstanding), invoiceDate: invoice.invoicedate }));
  const matcher = createMatcher(open, await bankStore(db).clientIbans(organizationId));
  return rows.map((row) => {
    const proposal = matcher.propose({
      direction: 'credit',
      returned: false,
      amountCents: Number(row.amount_cents),
      counterpartyIban: row.counterparty_iban,
      remittance: row.remittance,
      structuredReference: row.structured_reference,
      endToEndId: row.end_to_end_id,
    });
    return entryShape(
      row,
      proposal && {
        reason: proposal.reason,
        allocations: proposal.allocations.map(({ invoiceId, amountCents }) => {
          const { invoice, outstanding } = owed.get(invoiceId)!;
          return { invoice_id: invoiceId, invoicenumber: invoice.invoicenumber, client_name: invoice.client_name, amount: decimalText(amountCents), outstanding: decimalText(outstanding) };
        }),
      },
    );
  });
}

/** One entry as answered after a decision (no proposal). */
export async function bankEntryAnswer(db: Db, organizationId: number, id: number): Promise<BankEntryAnswer> {
  const row = await bankStore(db).lockOne(organizationId, id);
  if (!row) throw new Error(`bank entry ${id} vanished`);
  return entryShape(row, null);
}
