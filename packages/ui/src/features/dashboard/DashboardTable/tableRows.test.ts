import type { DashboardRow } from '@kwartier/api';
import { describe, expect, it } from 'vitest';
import { decimalToCents, tableLines } from './tableRows';

const row: DashboardRow = { project_name: 'New website', activity_name: null, user_name: null, color: null, time: 90, billable_time: 90, revenue: null };

describe('tableLines', () => {
  it('puts the totals after the rows', () => {
    const totals = { time: 90, billable_time: 90, revenue: null };
    expect(tableLines([row], totals)).toEqual([
      { kind: 'row', row },
      { kind: 'total', totals },
    ]);
  });

  it('has no totals line without rows (the table says it is empty)', () => {
    expect(tableLines([], { time: 0, billable_time: 0, revenue: '0.00' })).toEqual([]);
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
