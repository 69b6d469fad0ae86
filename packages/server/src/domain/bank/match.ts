import { creditorReference, isCreditorReference, referenceBody } from '@kwartier/api';

// Proposes which open invoices an incoming payment pays. Pure: the action confirms a proposal
// (or the admin's change of it) as payments. In order of trust:
//   1. `reference`: the structured reference, the free text or the end-to-end id names one or
//      more invoices — by their RF creditor reference (checked, spaces allowed) or their number
//      (its letters and digits; a number of only digits needs five or more, so an amount or a
//      year is not taken for one). The amount is spread over them in the order named, each up
//      to what it still owes: less pays part, more leaves the rest unallocated.
//   2. `amount_iban`: the payer's IBAN is a client's (its own or one seen on a confirmed payment
//      before) and the amount is what one of its invoices owes (the oldest first), or what all
//      of them owe together; `iban`: the client has one open invoice owing more (part payment).
//   3. `amount`: exactly one open invoice in the organisation owes exactly this amount.
// Debits and returned payments are never matched. Within one run an invoice's outstanding
// amount is used up by the proposals before it, so two entries do not both settle it.

export interface OpenInvoice {
  id: number;
  invoiceNumber: string;
  clientId: number;
  /** What it still owes, positive cents. */
  outstandingCents: number;
  /** YYYY-MM-DD; the older is proposed first among equals. */
  invoiceDate: string;
}

export interface MatchableEntry {
  direction: 'credit' | 'debit';
  returned: boolean;
  amountCents: number;
  counterpartyIban: string | null;
  remittance: string | null;
  structuredReference: string | null;
  endToEndId: string | null;
}

export type MatchReason = 'reference' | 'amount_iban' | 'iban' | 'amount';

export interface Allocation {
  invoiceId: number;
  amountCents: number;
}

export interface Proposal {
  reason: MatchReason;
  allocations: Allocation[];
}

/** Tokens of a text that may name an invoice: letters and digits joined by `-`, `/`, `.`, `_`. */
const TOKEN = /[A-Z0-9]+(?:[-/._][A-Z0-9]+)*/g;
/** An RF reference possibly written in groups of four. */
const RF = /RF\d{2}(?: ?[A-Z0-9]){1,21}/g;

/** Whether a number's letters and digits are distinctive enough to be recognised in free text. */
const recognisable = (body: string): boolean => (/^\d+$/.test(body) ? body.length >= 5 : body.length >= 3 && /\d/.test(body));

export interface Matcher {
  /** A proposal for an entry, or null; each proposal uses up what the invoices owe. */
  propose(entry: MatchableEntry): Proposal | null;
}

/**
 * A matcher over the organisation's open invoices and the IBANs known per client (the client's
 * own and those of payments confirmed before).
 */
export function createMatcher(invoices: readonly OpenInvoice[], clientIbans: ReadonlyMap<string, readonly number[]>): Matcher {
  const open = [...invoices].filter((invoice) => invoice.outstandingCents > 0).sort((a, b) => a.invoiceDate.localeCompare(b.invoiceDate) || a.id - b.id);
  const remaining = new Map(open.map((invoice) => [invoice.id, invoice.outstandingCents]));
  const byBody = new Map<string, OpenInvoice>();
  const byReference = new Map<string, OpenInvoice>();
  const byClient = new Map<number, OpenInvoice[]>();
  const byAmount = new Map<number, OpenInvoice[]>();
  for (const invoice of open) {
    const body = referenceBody(invoice.invoiceNumber);
    if (recognisable(body) && !byBody.has(body)) byBody.set(body, invoice);
    const reference = creditorReference(invoice.invoiceNumber);
    if (reference) byReference.set(reference, invoice);
    byClient.set(invoice.clientId, [...(byClient.get(invoice.clientId) ?? []), invoice]);
    byAmount.set(invoice.outstandingCents, [...(byAmount.get(invoice.outstandingCents) ?? []), invoice]);
  }
  const owes = (invoice: OpenInvoice) => remaining.get(invoice.id) ?? 0;

  /** The invoices a text names, in the order it names them. */
  function named(texts: (string | null)[]): OpenInvoice[] {
    const found: OpenInvoice[] = [];
    const add = (invoice: OpenInvoice | undefined) => {
      if (invoice && !found.includes(invoice) && owes(invoice) > 0) found.push(invoice);
    };
    for (const raw of texts) {
      if (!raw) continue;
      const text = raw.toUpperCase();
      for (const match of text.matchAll(RF)) {
        // The longest prefix that is a valid reference: "RF36 2026 0008 dank" → RF3620260008.
        const compact = match[0].replace(/ /g, '');
        for (let end = compact.length; end > 4; end -= 1) {
          const candidate = compact.slice(0, end);
          if (byReference.has(candidate) && isCreditorReference(candidate)) {
            add(byReference.get(candidate));
            break;
          }
        }
      }
      for (const match of text.matchAll(TOKEN)) add(byBody.get(referenceBody(match[0])));
    }
    return found;
  }

  function spread(invoices: OpenInvoice[], amount: number): Allocation[] {
    const allocations: Allocation[] = [];
    let left = amount;
    for (const invoice of invoices) {
      if (left <= 0) break;
      const part = Math.min(left, owes(invoice));
      if (part > 0) allocations.push({ invoiceId: invoice.id, amountCents: part });
      left -= part;
    }
    return allocations;
  }

  function take(reason: MatchReason, allocations: Allocation[]): Proposal | null {
    if (allocations.length === 0) return null;
    for (const { invoiceId, amountCents } of allocations) remaining.set(invoiceId, (remaining.get(invoiceId) ?? 0) - amountCents);
    return { reason, allocations };
  }

  return {
    propose(entry) {
      if (entry.direction !== 'credit' || entry.returned || entry.amountCents <= 0) return null;
      const amount = entry.amountCents;
      const referenced = named([entry.structuredReference, entry.remittance, entry.endToEndId]);
      if (referenced.length > 0) return take('reference', spread(referenced, amount));

      const clients = entry.counterpartyIban ? (clientIbans.get(entry.counterpartyIban) ?? []) : [];
      const ofClients = clients.flatMap((clientId) => byClient.get(clientId) ?? []).filter((invoice) => owes(invoice) > 0);
      if (ofClients.length > 0) {
        const exact = ofClients.find((invoice) => owes(invoice) === amount);
        if (exact) return take('amount_iban', [{ invoiceId: exact.id, amountCents: amount }]);
        if (ofClients.length > 1 && ofClients.reduce((sum, invoice) => sum + owes(invoice), 0) === amount) {
          return take('amount_iban', ofClients.map((invoice) => ({ invoiceId: invoice.id, amountCents: owes(invoice) })));
        }
        if (ofClients.length === 1 && owes(ofClients[0]!) > amount) return take('iban', [{ invoiceId: ofClients[0]!.id, amountCents: amount }]);
      }

      const sameAmount = (byAmount.get(amount) ?? []).filter((invoice) => owes(invoice) === amount);
      if (sameAmount.length === 1) return take('amount', [{ invoiceId: sameAmount[0]!.id, amountCents: amount }]);
      return null;
    },
  };
}
