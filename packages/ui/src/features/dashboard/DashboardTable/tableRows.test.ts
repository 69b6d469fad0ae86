import type { DashboardRow } from '@kwartier/api';
import { describe, expect, it } from 'vitest';
import { decimalToCents, tableLines } from './tableRows';

const row: DashboardRow = { project_name: 'New website', activity_name: null, user_name: null, color: null, time: 90, billable_time: 90, revenue: null, currency: 'EUR' };

describe('tableLines', () => {
  it('puts the totals after the rows', () => {
    const totals = { time: 90, billable_time: 90, revenue: null, expenses: null, currency: 'EUR', other_currencies: [] };
    expect(tableLines([row], totals)).toEqual([
      { kind: 'row', row },
      { kind: 'total', totals },
    ]);
  });

  it('has no totals line without rows or expenses (the table says it is empty)', () => {
    expect(tableLines([], { time: 0, billable_time: 0, revenue: '0.00', expenses: '0.00', currency: 'EUR', other_currencies: [] })).toEqual([]);
  });

  it('puts billable expenses, when there are any, between the rows and the totals', () => {
    const totals = { time: 90, billable_time: 90, revenue: '160.00', expenses: '25.00', currency: 'EUR', other_currencies: [] };
    expect(tableLines([row], totals)).toEqual([{ kind: 'row', row }, { kind: 'expenses', amount: '25.00', currency: 'EUR' }, { kind: 'total', totals }]);
    expect(tableLines([row], { ...totals, revenue: '135.00', expenses: '0.00' })).toEqual([{ kind: 'row', row }, { kind: 'total', totals: { ...totals, revenue: '135.00', expenses: '0.00' } }]);
    // A period with expenses and no time still shows them and the total.
    const onlyExpenses = { time: 0, billable_time: 0, revenue: '25.00', expenses: '25.00', currency: 'EUR', other_currencies: [] };
    expect(tableLines([], onlyExpenses)).toEqual([{ kind: 'expenses', amount: '25.00', currency: 'EUR' }, { kind: 'total', totals: onlyExpenses }]);
  });

  it('puts the revenue in each other currency after the totals, apart from them', () => {
    const totals = { time: 90, billable_time: 90, revenue: '135.00', expenses: '0.00', currency: 'EUR', other_currencies: [{ currency: 'JPY', revenue: '15000.00', expenses: '0.00' }] };
    expect(tableLines([row], totals)).toEqual([{ kind: 'row', row }, { kind: 'total', totals }, { kind: 'currencyTotal', currency: 'JPY', revenue: '15000.00' }]);
  });
});

describe('decimalToCents', () => {
  it('reads the contract’s decimals as whole cents', () => {
    expect(decimalToCents('1234.50')).toBe(123450);
    expect(decimalToCents('0.07')).toBe(7);
    expect(decimalToCents('-12.50')).toBe(-1250);
    expect(decimalToCents('-0.00')).toBe(0);
    // Beyond a float's exact integers in euros, still exact in cents.
    expect(decimalToCents('90071992547409.91')).toBe(9007199254740991);
  });

  it('gives null for no amount or something else', () => {
    expect(decimalToCents(null)).toBeNull();
    expect(decimalToCents('12.505')).toBeNull();
    expect(decimalToCents('12,50')).toBeNull();
    expect(decimalToCents('1,234.50')).toBeNull();
  });
});
