import type { BankEntry } from '@kwartier/api';
import { describe, expect, it } from 'vitest';
import { allocatedHundredths, checkAllocations, invoiceChoices, proposalAllocations } from './allocations';

const entry: BankEntry = {
  id: 1,
  status: 'open',
  booked_on: '2026-01-15',
  amount: '1500.00',
  currency: 'EUR',
  counterparty_name: 'Bakkerij',
  counterparty_iban: 'NL20RABO0123456789',
  remittance: 'Factuur 2026-0007',
  structured_reference: null,
  batch: false,
  proposal: { reason: 'reference', allocations: [{ invoice_id: 7, invoicenumber: '2026-0007', client_name: 'Bakkerij', amount: '1210.00', outstanding: '1210.00' }] },
};
const open = [
  { invoice_id: 9, invoicenumber: '2026-0010', client_name: 'Other', outstanding: '500.00' },
  { invoice_id: 7, invoicenumber: '2026-0007', client_name: 'Bakkerij', outstanding: '1210.00' },
  { invoice_id: 8, invoicenumber: '2026-0009', client_name: 'Bakkerij', outstanding: '290.00' },
];

describe('bank allocations', () => {
  it('offers the proposal and the open invoices once each, by number', () => {
    expect(invoiceChoices(entry, open).map((choice) => choice.invoice_id)).toEqual([7, 8, 9]);
    expect(invoiceChoices(entry, []).map((choice) => choice.invoice_id)).toEqual([7]);
    expect(proposalAllocations(entry)).toEqual([{ invoice_id: 7, amount: '1210.00' }]);
  });

  it('reads amounts in the user language and sends them as decimals', () => {
    const drafts = [
      { key: 1, invoiceId: 7, amount: '1.210,00' },
      { key: 2, invoiceId: 8, amount: '200,5' },
    ];
    expect(checkAllocations(drafts, invoiceChoices(entry, open), 'nl')).toEqual({
      problems: new Map(),
      allocations: [
        { invoice_id: 7, amount: '1210.00' },
        { invoice_id: 8, amount: '200.50' },
      ],
    });
    expect(allocatedHundredths(drafts, 'nl')).toBe(141050);
  });

  it('names each row problem and sends nothing then', () => {
    const drafts = [
      { key: 1, invoiceId: null, amount: '' },
      { key: 2, invoiceId: 8, amount: '300' },
      { key: 3, invoiceId: 8, amount: '0' },
      { key: 4, invoiceId: 9, amount: '1.2.3' },
    ];
    const { problems, allocations } = checkAllocations(drafts, invoiceChoices(entry, open), 'en');
    expect(allocations).toBeNull();
    expect(Object.fromEntries(problems)).toEqual({
      1: { invoice: 'invoiceRequired', amount: 'amountRequired' },
      2: { amount: 'amountTooHigh' },
      3: { invoice: 'invoiceTwice', amount: 'amountNotPositive' },
      4: { amount: 'amountInvalid' },
    });
  });
});
