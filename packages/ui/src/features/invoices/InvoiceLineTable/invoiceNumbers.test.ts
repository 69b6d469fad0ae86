import { schemaBounds } from '@kwartier/api';
import { describe, expect, it } from 'vitest';
import { sampleCreditInvoice, sampleInvoice, sampleInvoiceDetail, sampleInvoiceLine } from '../../../fixtures/invoices';
import {
  decimalInputText,
  decimalOf,
  displayDecimal,
  displayMoney,
  hundredthsOf,
  parseDecimalInput,
} from './invoiceNumbers';

const AMOUNT = new RegExp(schemaBounds.InvoiceLineCreate.amount.pattern);
const VAT = new RegExp(schemaBounds.InvoiceLineCreate.vat.pattern);

describe('hundredthsOf / decimalOf', () => {
  it('reads the API decimals from their digits and writes them back', () => {
    expect(hundredthsOf('12.50')).toBe(1250);
    expect(hundredthsOf('-0.05')).toBe(-5);
    expect(hundredthsOf('-0.00')).toBe(0);
    // Any decimal the contract allows (its inputs write '12.5'), nothing else.
    expect(hundredthsOf('12.5')).toBe(1250);
    expect(hundredthsOf('12.505')).toBeNull();
    expect(hundredthsOf('12,50')).toBeNull();
    expect(hundredthsOf('abc')).toBeNull();
    expect(decimalOf(1250)).toBe('12.50');
    expect(decimalOf(-5)).toBe('-0.05');
    expect(decimalOf(0)).toBe('0.00');
  });
});

describe('display', () => {
  it('shows amounts and percentages in the user language, negatives with a minus', () => {
    expect(displayDecimal('12.50', 'nl')).toBe('12,5');
    expect(displayDecimal('12.50', 'en')).toBe('12.5');
    expect(displayDecimal('21.00', 'nl')).toBe('21');
    expect(displayDecimal('-3.00', 'nl')).toBe('-3');
    expect(displayDecimal('1234.25', 'nl')).toBe('1.234,25');
    expect(displayMoney('1062.50', 'en')).toBe('€1,062.50');
    expect(displayMoney('1062.50', 'nl')).toBe('€\u00a01.062,50');
    expect(displayMoney('-12.50', 'en')).toBe('-€12.50');
    expect(displayMoney('-12.50', 'nl')).toBe('€\u00a0-12,50');
  });

  it('writes decimals for editing without grouping, so they read back unchanged', () => {
    expect(decimalInputText('1234.50', 'nl', 2)).toBe('1234,50');
    expect(decimalInputText('1234.50', 'en')).toBe('1234.5');
    expect(decimalInputText('21.00', 'nl')).toBe('21');
    for (const locale of ['en', 'nl']) {
      const typed = decimalInputText('1234.50', locale, 2);
      expect(parseDecimalInput(typed, locale, AMOUNT)).toEqual({ value: '1234.50' });
    }
  });
});

describe('parseDecimalInput', () => {
  it('takes a Dutch decimal comma and sends a dot with two decimals', () => {
    expect(parseDecimalInput('12,5', 'nl', AMOUNT)).toEqual({ value: '12.50' });
    expect(parseDecimalInput('12.5', 'en', AMOUNT)).toEqual({ value: '12.50' });
    expect(parseDecimalInput('€ 1.234,56', 'nl', AMOUNT)).toEqual({ value: '1234.56' });
    expect(parseDecimalInput('-3', 'nl', AMOUNT)).toEqual({ value: '-3.00' });
    expect(parseDecimalInput(' 7 ', 'en', AMOUNT)).toEqual({ value: '7.00' });
  });

  it('refuses what the contract does not allow', () => {
    expect(parseDecimalInput('', 'nl', AMOUNT)).toEqual({ problem: 'required' });
    expect(parseDecimalInput('  ', 'nl', AMOUNT)).toEqual({ problem: 'required' });
    expect(parseDecimalInput('12,555', 'nl', AMOUNT)).toEqual({ problem: 'invalid' });
    expect(parseDecimalInput('twelve', 'en', AMOUNT)).toEqual({ problem: 'invalid' });
    expect(parseDecimalInput('12345678901', 'en', AMOUNT)).toEqual({ problem: 'invalid' });
    // VAT: 0 to 100, never negative.
    expect(parseDecimalInput('9', 'nl', VAT)).toEqual({ value: '9.00' });
    expect(parseDecimalInput('100', 'nl', VAT)).toEqual({ value: '100.00' });
    expect(parseDecimalInput('100,01', 'nl', VAT)).toEqual({ problem: 'invalid' });
    expect(parseDecimalInput('-9', 'nl', VAT)).toEqual({ problem: 'invalid' });
  });
});

