import { describe, expect, it } from 'vitest';
import { formatDateRange, invoiceLabel } from './invoiceLabels';

// Spacing around the dash is the runtime's (ICU); the words and their order are checked.
const plain = (text: string) => text.replace(/[\s\u2009\u202f]+/g, ' ').replace(/ ?– ?/g, '–');

describe('formatDateRange', () => {
  it('writes a line period in the invoice language, shortest first', () => {
    expect(plain(formatDateRange('2026-11-01', '2026-11-30', 'en'))).toBe('1–30 Nov 2026');
    expect(plain(formatDateRange('2026-11-01', '2026-11-30', 'nl'))).toBe('1–30 nov 2026');
    expect(plain(formatDateRange('2026-10-28', '2026-11-03', 'nl'))).toBe('28 okt–3 nov 2026');
    expect(plain(formatDateRange('2026-12-28', '2027-01-03', 'en'))).toBe('28 Dec 2026–3 Jan 2027');
  });

  it('writes one day as one date, whatever the time zone', () => {
    expect(formatDateRange('2026-11-03', '2026-11-03', 'en')).toBe('3 Nov 2026');
    expect(formatDateRange('2026-01-01', '2026-01-01', 'nl')).toBe('1 jan 2026');
  });
});

describe('invoiceLabel', () => {
  it('formats a word of the invoice catalogue in its language, placeholders filled in', () => {
    expect(invoiceLabel('en', 'title')).toBe('Invoice');
    expect(invoiceLabel('nl', 'vatTotal', { rate: '21' })).toBe('btw 21%');
    expect(invoiceLabel('en', 'creditedInvoiceValue', { number: '2026-0007', date: '31/03/2026' })).toBe('2026-0007 of 31/03/2026');
  });

  it('throws on a placeholder given no value instead of printing it', () => {
    expect(() => invoiceLabel('en', 'vatTotal')).toThrow();
  });
});
