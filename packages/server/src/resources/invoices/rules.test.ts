import { describe, expect, it } from 'vitest';
import {
  changedDetails,
  clientProblem,
  conceptProblem,
  contactProblem,
  copiedLines,
  decimalText,
  displayedStatus,
  divideRounded,
  dueDate,
  formattedMoney,
  invoiceTotals,
  lineCosts,
  nextInvoiceNumber,
  statusProblem,
} from './rules.js';

/** A line as stored: amount and VAT in hundredths, unit price in cents. */
const line = (amount: number, unitprice_cents: number, vat = 2100) => ({ amount, unitprice_cents, vat });

describe('rounding', () => {
  it('rounds half away from zero, the same for both signs', () => {
    expect([4n, 5n, 14n, 15n, 25n, 0n].map((n) => divideRounded(n, 10n))).toEqual([0n, 1n, 1n, 2n, 3n, 0n]);
    expect([-4n, -5n, -14n, -15n, -25n].map((n) => divideRounded(n, 10n))).toEqual([0n, -1n, -1n, -2n, -3n]);
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });
});

describe('line costs', () => {
  it('are amount × unit price rounded half up to whole cents', () => {
    expect(lineCosts(line(1250, 8500))).toBe(106_250n); // 12.50 × 85.00 = 1062.50
    expect(lineCosts(line(150, 1))).toBe(2n); // 1.50 × 0.01 = 0.015
    expect(lineCosts(line(149, 1))).toBe(1n); // 0.0149
    expect(lineCosts(line(333, 1))).toBe(3n); // 0.0333
    expect(lineCosts(line(100, 3333))).toBe(3333n);
  });

  it('are negative on a credit line, exactly the negated costs', () => {
    expect(lineCosts(line(-150, 1))).toBe(-2n);
    expect(lineCosts(line(-1250, 8500))).toBe(-106_250n);
    expect(lineCosts(line(1250, -8500))).toBe(-106_250n);
  });

  it('are exact at the largest amounts the contract lets through', () => {
    // 9,999,999,999.99 × 9,999,999,999.99: far beyond a float's 15 digits.
    expect(decimalText(lineCosts(line(999_999_999_999, 999_999_999_999)))).toBe('99999999999800000000.00');
  });
});

describe('invoice totals', () => {
  it('are net, VAT per rate and gross, as in the contract example', () => {
    const totals = invoiceTotals([line(1250, 8500, 2100)]);
    expect(totals).toEqual({ net: 106_250n, vat: [{ vat: 2100, total: 22_313n }], gross: 128_563n });
  });

  it('round VAT once per rate, not per line (EN 16931 BR-CO-17)', () => {
    // Three lines of 0.50 at 9 %: per line 0.045 → 0.05 each (0.15), per rate 1.50 × 9 % = 0.135 → 0.14.
    const totals = invoiceTotals([line(100, 50, 900), line(100, 50, 900), line(100, 50, 900)]);
    expect(totals.vat).toEqual([{ vat: 900, total: 14n }]);
    expect(totals.gross).toBe(164n);
  });

  it('group lines by rate, lowest first, with 0 % listed', () => {
    const totals = invoiceTotals([line(100, 10_000, 2100), line(200, 5000, 0), line(100, 1000, 900), line(300, 10_000, 2100)]);
    expect(totals.net).toBe(10_000n + 10_000n + 1000n + 30_000n);
    expect(totals.vat).toEqual([
      { vat: 0, total: 0n },
      { vat: 900, total: 90n },
      { vat: 2100, total: 8400n },
    ]);
    expect(totals.gross).toBe(51_000n + 90n + 8400n);
  });

  it('handle fractional rates (5.5 %) and an empty invoice', () => {
    expect(invoiceTotals([line(100, 1001, 550)]).vat).toEqual([{ vat: 550, total: 55n }]); // 10.01 × 5.5 % = 0.55055
    expect(invoiceTotals([])).toEqual({ net: 0n, vat: [], gross: 0n });
  });

  it('of a credit invoice are exactly the original totals negated, halves included', () => {
    const original = [line(150, 1, 2100), line(100, 50, 900), line(100, 50, 900), line(100, 50, 900), line(1250, 8500, 2100), line(333, 777, 0)];
    const credit = copiedLines(
      original.map((l) => ({ ...l, service: 'x' })),
      true,
    );
    const a = invoiceTotals(original);
    const b = invoiceTotals(credit);
    expect(b.net).toBe(-a.net);
    expect(b.gross).toBe(-a.gross);
    expect(b.vat).toEqual(a.vat.map((entry) => ({ vat: entry.vat, total: -entry.total })));
  });
});

describe('copies', () => {
  const lines = [
    { id: 1, invoice_id: 9, service: 'Design', amount: 1250, unitprice_cents: 8500, vat: 2100 },
    { id: 2, invoice_id: 9, service: 'Discount', amount: -100, unitprice_cents: 5000, vat: 2100 },
    { id: 3, invoice_id: 9, service: 'Nothing', amount: 0, unitprice_cents: 5000, vat: 900 },
  ];

  it('keep the amounts of the original', () => {
    expect(copiedLines(lines, false)).toEqual([
      { service: 'Design', amount: 1250, unitprice_cents: 8500, vat: 2100 },
      { service: 'Discount', amount: -100, unitprice_cents: 5000, vat: 2100 },
      { service: 'Nothing', amount: 0, unitprice_cents: 5000, vat: 900 },
    ]);
  });

  it('as a credit invoice negate the amounts, keeping unit prices and rates (and no minus zero)', () => {
    const credit = copiedLines(lines, true);
    expect(credit.map((l) => l.amount)).toEqual([-1250, 100, 0]);
    expect(Object.is(credit[2].amount, 0)).toBe(true);
    expect(credit.map((l) => [l.unitprice_cents, l.vat])).toEqual([
      [8500, 2100],
      [5000, 2100],
      [5000, 900],
    ]);
  });
});

describe('amounts as text', () => {
  it('write hundredths with exactly two decimals', () => {
    expect([106_250n, -106_250n, 5n, -5n, 0n, 2100].map((n) => decimalText(n))).toEqual(['1062.50', '-1062.50', '0.05', '-0.05', '0.00', '21.00']);
  });

  it("format money in the organisation's language, exactly", () => {
    expect(formattedMoney(106_250n, 'nl')).toBe('€\u00a01.062,50');
    expect(formattedMoney(106_250n, 'en')).toBe('€1,062.50');
    expect(formattedMoney(-106_250n, 'nl')).toBe('€\u00a0-1.062,50');
    expect(formattedMoney(0, 'en')).toBe('€0.00');
    expect(formattedMoney(99_999_999_999_800_000_000_01n, 'en')).toBe('€99,999,999,999,800,000,000.01');
  });
});

describe('status', () => {
  it('is due the invoice date plus the term of payment', () => {
    expect(dueDate('2026-01-31', 30)).toBe('2026-03-02');
    expect(dueDate('2028-02-01', 28)).toBe('2028-02-29');
    expect(dueDate('2026-12-20', 14)).toBe('2027-01-03');
    expect(dueDate('2026-03-31', 0)).toBe('2026-03-31');
  });

  it('shows a sent invoice as overdue only after its due date', () => {
    expect(displayedStatus(2, '2026-03-01', 30, '2026-03-31')).toBe('sent'); // due today
    expect(displayedStatus(2, '2026-03-01', 30, '2026-04-01')).toBe('overdue');
    expect(displayedStatus(2, '2026-03-01', 0, '2026-03-02')).toBe('overdue');
    expect(displayedStatus(2, '2026-03-01', 30, '2026-02-01')).toBe('sent'); // dated in the future
  });

  it('never shows a concept or a paid invoice as overdue', () => {
    expect(displayedStatus(1, '2020-01-01', 30, '2026-04-01')).toBe('concept');
    expect(displayedStatus(3, '2020-01-01', 30, '2026-04-01')).toBe('paid');
  });

  it('moves forward only, skipping allowed', () => {
    expect(statusProblem(1, 2)).toBeNull();
    expect(statusProblem(1, 3)).toBeNull();
    expect(statusProblem(2, 3)).toBeNull();
    for (const [from, to] of [
      [1, 1],
      [2, 1],
      [2, 2],
      [3, 1],
      [3, 2],
      [3, 3],
    ]) {
      expect(statusProblem(from, to)).toBe('invoices.status_forward_only');
    }
  });

  it('lets details, lines and deletion through only while a concept', () => {
    expect(conceptProblem({ status_id: 1 })).toBeNull();
    expect(conceptProblem({ status_id: 2 })).toBe('invoices.not_concept');
    expect(conceptProblem({ status_id: 3 })).toBe('invoices.not_concept');
  });
});

describe('the next invoice number', () => {
  it('is the prefix and one more than the highest sequence, zero-padded to the minimum length', () => {
    expect(nextInvoiceNumber('2026', 4, [])).toBe('20260001');
    expect(nextInvoiceNumber('2026', 4, ['20260003', '20260007', '20260005'])).toBe('20260008');
    expect(nextInvoiceNumber('INV-', 6, ['INV-000041'])).toBe('INV-000042');
    expect(nextInvoiceNumber(null, 4, ['0007', '0012'])).toBe('0013');
    expect(nextInvoiceNumber(null, 0, [])).toBe('1');
  });

  it('never fills a gap, and grows past the minimum length', () => {
    expect(nextInvoiceNumber('2026', 4, ['20260001', '20260009'])).toBe('20260010');
    expect(nextInvoiceNumber('2026', 4, ['20269999'])).toBe('202610000');
  });

  it('counts only numbers of the current prefix followed by digits', () => {
    const existing = ['20250099', '2026', '2026-0005', '2026A0007', 'X20260100', '20260002'];
    expect(nextInvoiceNumber('2026', 4, existing)).toBe('20260003');
    // A new prefix (a new year) starts at 1.
    expect(nextInvoiceNumber('2027', 4, existing)).toBe('20270001');
    // Without a prefix, any all-digit number counts.
    expect(nextInvoiceNumber(null, 4, ['20250099', 'INV-9'])).toBe('20250100');
  });

  it('counts beyond the safe integers exactly', () => {
    expect(nextInvoiceNumber('', 4, ['99999999999999999999'])).toBe('100000000000000000000');
  });
});

describe('clients and contacts of an invoice', () => {
  it('need a client of the organisation, active unless the invoice already has it', () => {
    expect(clientProblem(undefined)).toBe('validation.in');
    expect(clientProblem({ id: 7, active: 1 })).toBeNull();
    expect(clientProblem({ id: 7, active: 0 })).toBe('invoices.client_inactive');
    expect(clientProblem({ id: 7, active: 0 }, 7)).toBeNull();
    expect(clientProblem({ id: 7, active: 0 }, 8)).toBe('invoices.client_inactive');
  });

  it("need a contact of the organisation, of the invoice's client", () => {
    expect(contactProblem(undefined, 7)).toBe('validation.in');
    expect(contactProblem({ client_id: 7 }, 7)).toBeNull();
    expect(contactProblem({ client_id: 8 }, 7)).toBe('invoices.contact_not_of_client');
  });

  it('count as changed only the details sent that differ from those stored', () => {
    const stored = { invoicenumber: '20260001', client_id: 7, contact_id: 15, invoicedate: '2026-03-31', period: 'March 2026' };
    expect(changedDetails(stored, { ...stored })).toEqual({});
    expect(changedDetails(stored, { status_id: 2 } as object)).toEqual({});
    expect(changedDetails(stored, { ...stored, period: 'Q1 2026', contact_id: 16 })).toEqual({ period: 'Q1 2026', contact_id: 16 });
    expect(changedDetails({ ...stored, contact_id: null }, { contact_id: 15 })).toEqual({ contact_id: 15 });
  });
});
