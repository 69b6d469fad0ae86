import { describe, expect, it } from 'vitest';
import { entryRevenueCents } from '../dashboard/rules.js';
import {
  AMOUNT_LIMIT_CENTS,
  lineAmountsProblem,
  lineRemovalProblem,
  changedDetails,
  clientProblem,
  conceptProblem,
  contactProblem,
  copiedLines,
  decimalText,
  defaultTrackedRange,
  displayedStatus,
  divideRounded,
  dueDate,
  formattedMoney,
  groupTrackedTime,
  hoursInHundredths,
  invoicePeriodOf,
  invoiceTotals,
  lineCosts,
  linePeriodProblem,
  missingTrackedKeys,
  nextInvoiceNumber,
  paidOnProblem,
  sentOrKeptPeriod,
  statusProblem,
  trackedLineService,
  MAX_SERVICE_LENGTH,
  trackedRangeProblem,
  trackedTimeKey,
  type TrackedEntry,
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
    expect(displayedStatus(2, dueDate('2026-03-01', 30), '2026-03-31')).toBe('sent'); // due today
    expect(displayedStatus(2, dueDate('2026-03-01', 30), '2026-04-01')).toBe('overdue');
    expect(displayedStatus(2, dueDate('2026-03-01', 0), '2026-03-02')).toBe('overdue');
    expect(displayedStatus(2, dueDate('2026-03-01', 30), '2026-02-01')).toBe('sent'); // dated in the future
  });

  it('never shows a credit invoice (no due date) as overdue', () => {
    expect(displayedStatus(2, null, '2099-01-01')).toBe('sent');
  });

  it('never shows a concept or a paid invoice as overdue', () => {
    expect(displayedStatus(1, dueDate('2020-01-01', 30), '2026-04-01')).toBe('concept');
    expect(displayedStatus(3, dueDate('2020-01-01', 30), '2026-04-01')).toBe('paid');
  });

  it('takes a payment date only when moving to paid, on or after the invoice date', () => {
    expect(paidOnProblem('2026-03-31', 3, '2026-03-31')).toBeNull();
    expect(paidOnProblem('2026-04-20', 3, '2026-03-31')).toBeNull();
    expect(paidOnProblem('2026-03-30', 3, '2026-03-31')).toBe('invoices.paid_before_invoice');
    expect(paidOnProblem('2026-04-20', 2, '2026-03-31')).toBe('invoices.paid_on_needs_paid');
    expect(paidOnProblem('2026-04-20', undefined, '2026-03-31')).toBe('invoices.paid_on_needs_paid');
  });

  it('moves forward only, skipping allowed, and never leaves concept without lines', () => {
    expect(statusProblem(1, 2, 1)).toBeNull();
    expect(statusProblem(1, 3, 1)).toBeNull();
    expect(statusProblem(2, 3, 1)).toBeNull();
    expect(statusProblem(1, 2, 0)).toBe('invoices.no_lines');
    expect(statusProblem(1, 3, 0)).toBe('invoices.no_lines');
    for (const [from, to] of [
      [1, 1],
      [2, 1],
      [2, 2],
      [3, 1],
      [3, 2],
      [3, 3],
    ]) {
      expect(statusProblem(from, to, 1)).toBe('invoices.status_forward_only');
      expect(statusProblem(from, to, 0)).toBe('invoices.status_forward_only');
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

describe('line periods', () => {
  const period = (period_start: string | null, period_end: string | null) => ({ period_start, period_end });

  it('take both ends or neither; the end not before the start; one day is a period', () => {
    expect(linePeriodProblem(period(null, null))).toBeNull();
    expect(linePeriodProblem(period('2026-11-01', '2026-11-30'))).toBeNull();
    expect(linePeriodProblem(period('2026-11-01', '2026-11-01'))).toBeNull();
    expect(linePeriodProblem(period('2026-11-01', null))).toEqual({ period_end: 'invoices.period_both' });
    expect(linePeriodProblem(period(null, '2026-11-30'))).toEqual({ period_start: 'invoices.period_both' });
    expect(linePeriodProblem(period('2026-11-30', '2026-11-01'))).toEqual({ period_end: 'invoices.period_end_before_start' });
    // Across a year: text order is day order.
    expect(linePeriodProblem(period('2026-12-31', '2027-01-01'))).toBeNull();
  });

  it('are kept on an update that names neither end, and replaced (or cleared) by one that names them', () => {
    const stored = period('2026-11-01', '2026-11-30');
    expect(sentOrKeptPeriod(stored, {})).toEqual(stored);
    expect(sentOrKeptPeriod(stored, { period_start: null, period_end: null })).toEqual(period(null, null));
    expect(sentOrKeptPeriod(stored, { period_start: '2026-12-01', period_end: '2026-12-02' })).toEqual(period('2026-12-01', '2026-12-02'));
    // One end alone is taken as sent, and then refused (both or neither).
    expect(sentOrKeptPeriod(stored, { period_start: '2026-12-01' })).toEqual(period('2026-12-01', null));
  });

  it("make the invoice's period cover the tracked time and every line period", () => {
    const tracked = { start: '2026-11-02', end: '2026-11-27' };
    expect(invoicePeriodOf(null, [])).toBeNull();
    expect(invoicePeriodOf(null, [period(null, null)])).toBeNull();
    expect(invoicePeriodOf(tracked, [period(null, null)])).toEqual(tracked);
    expect(invoicePeriodOf(tracked, [period('2026-11-01', '2026-11-30')])).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(invoicePeriodOf(null, [period('2026-12-01', '2026-12-31'), period('2026-10-15', '2026-10-16')])).toEqual({ start: '2026-10-15', end: '2026-12-31' });
  });

  it('go with a copied line', () => {
    const [copy] = copiedLines([{ service: 'Advies', amount: 150, unitprice_cents: 9500, vat: 2100, ...period('2026-11-01', '2026-11-30') }], true);
    expect(copy).toEqual({ service: 'Advies', amount: -150, unitprice_cents: 9500, vat: 2100, period_start: '2026-11-01', period_end: '2026-11-30' });
  });
});

describe('tracked time', () => {
  let id = 0;
  const entry = (fields: Partial<TrackedEntry>): TrackedEntry => ({
    id: ++id,
    project_id: 1,
    project_name: 'Website',
    activity_id: 10,
    activity_name: 'Design',
    user_id: 100,
    user_name: 'Anna',
    date: '2026-11-02',
    minutes: 60,
    rate_cents: 8500,
    note: null,
    ...fields,
  });

  it('turns minutes into hours in hundredths, rounded half up', () => {
    expect([0, 1, 20, 30, 45, 59, 60, 750, 1440].map(hoursInHundredths)).toEqual([0, 2, 33, 50, 75, 98, 100, 1250, 2400]);
    // 1 min = 1.666… hundredths → 2; 59 min = 98.33… → 98.
    expect(hoursInHundredths(21)).toBe(35);
    expect(hoursInHundredths(1_000_000)).toBe(1_666_667); // 16 666.666… h
  });

  it("groups per activity and rate (members at one rate together), each entry's hours rounded before they are summed, as the report counts them", () => {
    const entries = [
      entry({ minutes: 20 }),
      entry({ minutes: 20, user_id: 101, user_name: 'Bert' }),
      entry({ minutes: 20 }),
      entry({ minutes: 60, rate_cents: 10_000, activity_id: 11, activity_name: 'Development' }),
    ];
    const groups = groupTrackedTime(entries, 'activity', 'en');
    expect(groups.map((g) => ({ key: g.key, minutes: g.minutes, ids: g.entry_ids, amount: g.amount, costs: g.costs, user: g.user_id }))).toEqual([
      // 3 × 0:20 is 3 × 0.33 h = 0.99 h (not 1:00 rounded once), 0.99 × 85.00 = 84.15 = 3 × 28.05.
      { key: 'a10-r8500', minutes: 60, ids: [entries[0].id, entries[1].id, entries[2].id], amount: 99, costs: 8415n, user: null },
      { key: 'a11-r10000', minutes: 60, ids: [entries[3].id], amount: 100, costs: 10_000n, user: null },
    ]);
    expect(groups[0].user_name).toBeNull();
  });

  it("bills 7:59 and 0:02 as the report does: 7.98 h + 0.03 h = 8.01 h × 85.50 = 684.86, each entry's revenue summed", () => {
    const entries = [entry({ minutes: 479, rate_cents: 8550 }), entry({ minutes: 2, rate_cents: 8550, date: '2026-11-03' })];
    const [group] = groupTrackedTime(entries, 'activity', 'en');
    expect([group.minutes, group.amount, group.costs]).toEqual([481, 801, 68_486n]);
    expect(group.costs).toBe(BigInt(entries.reduce((sum, e) => sum + entryRevenueCents(e.minutes, e.rate_cents), 0)));
    // One entry of 8:01: 8.02 h × 85.50 = 685.71, the report's revenue of it.
    const [one] = groupTrackedTime([entry({ minutes: 481, rate_cents: 8550 })], 'activity', 'en');
    expect([one.amount, one.costs]).toEqual([802, BigInt(entryRevenueCents(481, 8550))]);
    expect(one.costs).toBe(68_571n);
  });

  it('per activity, a line per member and rate, naming the member, when its members bill at different rates', () => {
    const entries = [
      entry({ minutes: 60, user_id: 101, user_name: 'Bert', rate_cents: 9000 }),
      entry({ minutes: 30 }),
      entry({ minutes: 45, activity_id: 11, activity_name: 'Development' }),
      entry({ minutes: 15, activity_id: 11, activity_name: 'Development', rate_cents: 9500 }),
    ];
    const groups = groupTrackedTime(entries, 'activity', 'en');
    expect(groups.map((g) => [g.key, g.user_id, g.minutes, g.rate_cents, trackedLineService(g)])).toEqual([
      ['a10-u100-r8500', 100, 30, 8500, 'Website — Design (Anna)'],
      ['a10-u101-r9000', 101, 60, 9000, 'Website — Design (Bert)'],
      // One member at two rates (a raise): a line per rate, no name needed.
      ['a11-r8500', null, 45, 8500, 'Website — Development'],
      ['a11-r9500', null, 15, 9500, 'Website — Development'],
    ]);
  });

  it('groups per member too when asked, named by the member', () => {
    const groups = groupTrackedTime([entry({ minutes: 20, user_id: 101, user_name: 'bert' }), entry({ minutes: 40 }), entry({ minutes: 50, user_id: 101, user_name: 'bert' })], 'member', 'nl');
    expect(groups.map((g) => [g.key, g.user_name, g.minutes, g.amount])).toEqual([
      ['a10-u100-r8500', 'Anna', 40, 67],
      // 0:20 + 0:50 = 0.33 h + 0.83 h.
      ['a10-u101-r8500', 'bert', 70, 116],
    ]);
  });

  it('costs are the rounded hours × the rate, rounded half up to cents', () => {
    // 10 min = 0.17 h (0.1666… rounded); 0.17 × 85.50 = 14.535 → 14.54.
    const [group] = groupTrackedTime([entry({ minutes: 10, rate_cents: 8550 })], 'activity', 'en');
    expect([group.amount, group.costs]).toEqual([17, 1454n]);
    const [free] = groupTrackedTime([entry({ minutes: 10, rate_cents: 0 })], 'activity', 'en');
    expect(free.costs).toBe(0n);
  });

  it('orders by project, activity and member name regardless of case, then by rate', () => {
    const groups = groupTrackedTime(
      [
        entry({ project_id: 2, project_name: 'website', activity_id: 21, activity_name: 'Support', rate_cents: 9000 }),
        entry({ project_id: 2, project_name: 'website', activity_id: 21, activity_name: 'Support', rate_cents: 100 }),
        entry({ project_id: 3, project_name: 'Alpha', activity_id: 31, activity_name: 'Zebra' }),
        entry({ project_id: 2, project_name: 'website', activity_id: 20, activity_name: 'analysis' }),
      ],
      'activity',
      'en',
    );
    expect(groups.map((g) => g.key)).toEqual(['a31-r8500', 'a20-r8500', 'a21-r100', 'a21-r9000']);
    expect(groupTrackedTime([], 'member', 'en')).toEqual([]);
  });

  it('keys name the activity, the member when grouped per member, the day when grouped per day, and the rate; or the entry', () => {
    const one = { id: 345, activity_id: 12, user_id: 5, date: '2026-11-03', rate_cents: 8500 };
    expect(trackedTimeKey('activity', one)).toBe('a12-r8500');
    expect(trackedTimeKey('member', { ...one, rate_cents: 0 })).toBe('a12-u5-r0');
    expect(trackedTimeKey('day', one)).toBe('a12-d2026-11-03-r8500');
    expect(trackedTimeKey('activity', one, true)).toBe('a12-u5-r8500');
    expect(trackedTimeKey('day', one, true)).toBe('a12-d2026-11-03-u5-r8500');
    expect(trackedTimeKey('entry', one)).toBe('e345');
  });

  it('gives each group the first and last day of its hours', () => {
    const groups = groupTrackedTime([entry({ date: '2026-11-12' }), entry({ date: '2026-11-01', user_id: 101, user_name: 'Bert' }), entry({ date: '2026-11-30' })], 'activity', 'en');
    expect(groups.map((g) => [g.period_start, g.period_end])).toEqual([['2026-11-01', '2026-11-30']]);
  });

  it('groups per day when asked: the members of a day together (apart, named, when their rates differ), days in order, one day each', () => {
    const entries = [
      entry({ date: '2026-11-03', minutes: 30 }),
      entry({ date: '2026-11-02', minutes: 45, user_id: 101, user_name: 'Bert' }),
      entry({ date: '2026-11-03', minutes: 30, user_id: 101, user_name: 'Bert' }),
      entry({ date: '2026-11-02', minutes: 15, rate_cents: 9000 }),
    ];
    const groups = groupTrackedTime(entries, 'day', 'en');
    expect(groups.map((g) => [g.key, g.period_start, g.period_end, g.minutes, g.amount, g.user_id, g.entry_ids])).toEqual([
      ['a10-d2026-11-02-u100-r9000', '2026-11-02', '2026-11-02', 15, 25, 100, [entries[3].id]],
      ['a10-d2026-11-02-u101-r8500', '2026-11-02', '2026-11-02', 45, 75, 101, [entries[1].id]],
      ['a10-d2026-11-03-r8500', '2026-11-03', '2026-11-03', 60, 100, null, [entries[0].id, entries[2].id]],
    ]);
  });

  it('makes one group per entry when asked, named by its member, ordered by member and day', () => {
    const entries = [entry({ date: '2026-11-03', minutes: 20, user_id: 101, user_name: 'Bert' }), entry({ date: '2026-11-04', minutes: 40 }), entry({ date: '2026-11-02', minutes: 50 })];
    const groups = groupTrackedTime(entries, 'entry', 'en');
    expect(groups.map((g) => [g.key, g.user_name, g.period_start, g.period_end, g.minutes, g.amount])).toEqual([
      [`e${entries[2].id}`, 'Anna', '2026-11-02', '2026-11-02', 50, 83],
      [`e${entries[1].id}`, 'Anna', '2026-11-04', '2026-11-04', 40, 67],
      [`e${entries[0].id}`, 'Bert', '2026-11-03', '2026-11-03', 20, 33],
    ]);
    expect(trackedLineService(groups[2])).toBe('Website — Design (Bert)');
  });

  it('offers the calendar month of the invoice date by default', () => {
    expect(defaultTrackedRange('2026-03-15')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(defaultTrackedRange('2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(defaultTrackedRange('2026-12-01')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('refuses a range that ends before it starts; one day is a range', () => {
    expect(trackedRangeProblem('2026-03-02', '2026-03-01')).toBe('invoices.to_before_from');
    expect(trackedRangeProblem('2026-03-01', '2026-03-01')).toBeNull();
  });

  it('names the keys that have no group (any longer)', () => {
    expect(missingTrackedKeys([{ key: 'a1-r1' }, { key: 'a2-r1' }], ['a2-r1', 'a3-r1', 'x'])).toEqual(['a3-r1', 'x']);
    expect(missingTrackedKeys([{ key: 'a1-r1' }], ['a1-r1'])).toEqual([]);
  });

  it('describes the line by project and activity, and the member when grouped per member', () => {
    expect(trackedLineService({ project_name: 'Website', activity_name: 'Design', user_name: null })).toBe('Website — Design');
    expect(trackedLineService({ project_name: 'Website', activity_name: 'Design', user_name: 'Anna de Vries' })).toBe('Website — Design (Anna de Vries)');
  });

  it('carries the notes of its entries per day and per entry, by entry id, never when a group spans days', () => {
    const entries = [
      entry({ id: 501, user_id: 101, user_name: 'Bert', note: 'Review' }),
      entry({ id: 500, note: 'Wireframes' }),
      entry({ id: 502, date: '2026-11-03', note: null }),
    ];
    const perDay = groupTrackedTime(entries, 'day', 'en');
    expect(perDay.map((group) => group.notes)).toEqual([['Wireframes', 'Review'], []]);
    expect(trackedLineService(perDay[0])).toBe('Website — Design: Wireframes; Review');
    expect(trackedLineService(perDay[1])).toBe('Website — Design');
    const perEntry = groupTrackedTime(entries, 'entry', 'en');
    expect(perEntry.map((group) => trackedLineService(group))).toEqual([
      'Website — Design (Anna): Wireframes',
      'Website — Design (Anna)',
      'Website — Design (Bert): Review',
    ]);
    expect(groupTrackedTime(entries, 'activity', 'en')[0].notes).toEqual([]);
    expect(groupTrackedTime(entries, 'member', 'en').every((group) => group.notes.length === 0)).toBe(true);
  });

  it('keeps a line with notes within 255 characters, whitespace in a note folded', () => {
    const service = trackedLineService({ project_name: 'Website', activity_name: 'Design', user_name: null, notes: ['x'.repeat(300)] });
    expect(Array.from(service)).toHaveLength(MAX_SERVICE_LENGTH);
    expect(service.startsWith('Website — Design: xxx')).toBe(true);
    expect(service.endsWith('x…')).toBe(true);
    expect(trackedLineService({ project_name: 'W', activity_name: 'D', user_name: null, notes: ['two\n lines'] })).toBe('W — D: two lines');
  });
});

describe('lineAmountsProblem and lineRemovalProblem', () => {
  const work = { amount: 100, unitprice_cents: 10_000, vat: 2100 };
  const discount = (euros: number) => ({ amount: 100, unitprice_cents: -euros * 100, vat: 2100 });
  it('bounds a line and the gross total to € 9,999,999.99 either way', () => {
    expect(AMOUNT_LIMIT_CENTS).toBe(999_999_999n);
    expect(lineAmountsProblem([], null, { amount: 9_999_999, unitprice_cents: 10_000, vat: 0 }, false)).toBeNull();
    expect(lineAmountsProblem([], null, { amount: -100, unitprice_cents: 99_999_999_999, vat: 0 }, true)).toEqual({ unitprice: 'invoices.line_too_large' });
    // € 9,000,000 net + 21 % VAT passes the limit gross.
    expect(lineAmountsProblem([], null, { amount: 100, unitprice_cents: 900_000_000, vat: 2100 }, false)).toEqual({ unitprice: 'invoices.total_too_large' });
  });
  it('takes a discount within the total, not beyond it, except on a copy (a credit invoice)', () => {
    expect(lineAmountsProblem([work], null, discount(100), false)).toBeNull();
    expect(lineAmountsProblem([work], null, discount(101), false)).toEqual({ unitprice: 'invoices.discount_exceeds_total' });
    expect(lineAmountsProblem([work], null, discount(101), true)).toBeNull();
    // Lowering the work under its discount is refused; an invoice below zero already may rise.
    expect(lineAmountsProblem([discount(60)], work, { ...work, unitprice_cents: 5000 }, false)).toEqual({ unitprice: 'invoices.discount_exceeds_total' });
    expect(lineAmountsProblem([discount(60)], { ...work, unitprice_cents: 1000 }, { ...work, unitprice_cents: 3000 }, false)).toBeNull();
  });
  it('refuses removing a line when the discounts would take the invoice below zero', () => {
    expect(lineRemovalProblem([discount(60)], work, false)).toBe('invoices.line_removal_below_zero');
    expect(lineRemovalProblem([work], discount(60), false)).toBeNull();
    expect(lineRemovalProblem([discount(60)], work, true)).toBeNull();
  });
});
