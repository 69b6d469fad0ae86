import { describe, expect, it } from 'vitest';
import { createMatcher, type MatchableEntry, type OpenInvoice } from './match.js';

const invoice = (id: number, invoiceNumber: string, clientId: number, outstandingCents: number, invoiceDate = '2026-01-01'): OpenInvoice => ({ id, invoiceNumber, clientId, outstandingCents, invoiceDate });
const entry = (fields: Partial<MatchableEntry>): MatchableEntry => ({
  direction: 'credit', returned: false, amountCents: 0, counterpartyIban: null, remittance: null, structuredReference: null, endToEndId: null, ...fields,
});
const OPEN = [
  invoice(1, '2026-0007', 10, 121000, '2026-01-02'),
  invoice(2, '2026-0008', 20, 60500, '2026-01-03'),
  invoice(3, '2026-0011', 30, 121000, '2026-01-04'),
  invoice(4, '2026-0012', 30, 60500, '2026-01-05'),
  invoice(5, '2026-0013', 30, 30000, '2026-01-06'),
  invoice(6, '7', 40, 99900, '2026-01-07'),
];
const IBANS = new Map([
  ['NL20RABO0123456789', [10]],
  ['NL86INGB0002445588', [30]],
  ['NL91ABNA0417164300', [20]],
]);
const matcher = () => createMatcher(OPEN, IBANS);

describe('bank matcher', () => {
  it('finds the invoice by its number in the free text, whatever the payer wrote around it', () => {
    expect(matcher().propose(entry({ amountCents: 121000, remittance: 'Factuur 2026-0007 dank je' }))).toEqual({ reason: 'reference', allocations: [{ invoiceId: 1, amountCents: 121000 }] });
    expect(matcher().propose(entry({ amountCents: 121000, remittance: 'fact.nr 20260007' }))?.allocations).toEqual([{ invoiceId: 1, amountCents: 121000 }]);
  });

  it('finds the invoice by its RF reference, structured or typed with spaces, and ignores one with a wrong check', () => {
    expect(matcher().propose(entry({ amountCents: 60500, structuredReference: 'RF3620260008' }))?.allocations).toEqual([{ invoiceId: 2, amountCents: 60500 }]);
    expect(matcher().propose(entry({ amountCents: 60500, remittance: 'betalingskenmerk RF36 2026 0008 groet' }))?.allocations).toEqual([{ invoiceId: 2, amountCents: 60500 }]);
    expect(matcher().propose(entry({ amountCents: 1, structuredReference: 'RF3720260009' }))).toBeNull();
  });

  it('pays part of an invoice when less arrives, and leaves the rest unallocated when more does', () => {
    expect(matcher().propose(entry({ amountCents: 50000, remittance: '2026-0007' }))?.allocations).toEqual([{ invoiceId: 1, amountCents: 50000 }]);
    expect(matcher().propose(entry({ amountCents: 130000, remittance: '2026-0007' }))?.allocations).toEqual([{ invoiceId: 1, amountCents: 121000 }]);
  });

  it('spreads one payment over several invoices named in order', () => {
    expect(matcher().propose(entry({ amountCents: 181500, remittance: '2026-0011 en 2026-0012' }))).toEqual({
      reason: 'reference', allocations: [{ invoiceId: 3, amountCents: 121000 }, { invoiceId: 4, amountCents: 60500 }],
    });
    expect(matcher().propose(entry({ amountCents: 150000, remittance: '2026-0011, 2026-0012' }))?.allocations).toEqual([
      { invoiceId: 3, amountCents: 121000 }, { invoiceId: 4, amountCents: 29000 },
    ]);
  });

  it('without a reference: the client’s IBAN and an amount owed, or all the client owes together, or one open invoice in part', () => {
    expect(matcher().propose(entry({ amountCents: 60500, counterpartyIban: 'NL86INGB0002445588' }))).toEqual({ reason: 'amount_iban', allocations: [{ invoiceId: 4, amountCents: 60500 }] });
    expect(matcher().propose(entry({ amountCents: 211500, counterpartyIban: 'NL86INGB0002445588' }))?.allocations).toEqual([
      { invoiceId: 3, amountCents: 121000 }, { invoiceId: 4, amountCents: 60500 }, { invoiceId: 5, amountCents: 30000 },
    ]);
    expect(matcher().propose(entry({ amountCents: 10000, counterpartyIban: 'NL20RABO0123456789' }))).toEqual({ reason: 'iban', allocations: [{ invoiceId: 1, amountCents: 10000 }] });
    // Several open invoices, none of this amount: no guess.
    expect(matcher().propose(entry({ amountCents: 10000, counterpartyIban: 'NL86INGB0002445588' }))).toBeNull();
  });

  it('by amount alone only when exactly one invoice owes it', () => {
    expect(matcher().propose(entry({ amountCents: 30000 }))).toEqual({ reason: 'amount', allocations: [{ invoiceId: 5, amountCents: 30000 }] });
    expect(matcher().propose(entry({ amountCents: 121000 }))).toBeNull();
  });

  it('never matches a debit, a returned payment, or a short number inside other text', () => {
    expect(matcher().propose(entry({ direction: 'debit', amountCents: 121000, remittance: '2026-0007' }))).toBeNull();
    expect(matcher().propose(entry({ returned: true, amountCents: 121000, remittance: '2026-0007' }))).toBeNull();
    expect(matcher().propose(entry({ amountCents: 5, remittance: 'order 7 of 2026' }))).toBeNull();
  });

  it('uses up what an invoice owes: the second payment naming a settled invoice gets no proposal, a later one the rest', () => {
    const run = matcher();
    expect(run.propose(entry({ amountCents: 100000, remittance: '2026-0007' }))?.allocations).toEqual([{ invoiceId: 1, amountCents: 100000 }]);
    expect(run.propose(entry({ amountCents: 100000, remittance: '2026-0007' }))?.allocations).toEqual([{ invoiceId: 1, amountCents: 21000 }]);
    expect(run.propose(entry({ amountCents: 100000, remittance: '2026-0007' }))).toBeNull();
  });
});
