import { describe, expect, it } from 'vitest';
import { budgetColumns, budgetPeriod, budgetProblems, budgetShape, budgetUseShape, isOverBudget, reachedThresholds, storedBudget, usedPercent } from './budget.js';

const use = { minutes: 600, revenue_cents: 90_000, month_minutes: 120, month_revenue_cents: 20_000 };

describe('a project budget', () => {
  it('is stored in minutes or cents with its thresholds ascending, 80 and 100 % by default', () => {
    expect(budgetColumns({ kind: 'hours', amount: '10.5', period: 'total' })).toEqual({ budget_kind: 'hours', budget_amount: 630, budget_period: 'total', budget_thresholds: '80,100' });
    expect(budgetColumns({ kind: 'hours', amount: '40.33', period: 'month', thresholds: [100, 50] })).toMatchObject({ budget_amount: 2420, budget_thresholds: '50,100' });
    expect(budgetColumns({ kind: 'money', amount: '1500.5', period: 'month' })).toMatchObject({ budget_amount: 150_050 });
    expect(budgetColumns(null)).toEqual({ budget_kind: null, budget_amount: null, budget_period: null, budget_thresholds: null });
  });

  it('reads back as the contract writes it; the pg bigint as text too', () => {
    const budget = storedBudget({ budget_kind: 'hours', budget_amount: '630', budget_period: 'total', budget_thresholds: '80,100' });
    expect(budget).toEqual({ kind: 'hours', amount: 630, period: 'total', thresholds: [80, 100] });
    expect(budgetShape(budget)).toEqual({ kind: 'hours', amount: '10.50', period: 'total', thresholds: [80, 100] });
    expect(storedBudget({ budget_kind: null, budget_amount: null, budget_period: null, budget_thresholds: null })).toBeNull();
  });

  it('needs an amount above zero', () => {
    expect(budgetProblems({ kind: 'money', amount: '0.00', period: 'total' })).toEqual({ 'budget.amount': 'projects.budget_amount_positive' });
    expect(budgetProblems({ kind: 'money', amount: '0.01', period: 'total' })).toEqual({});
    expect(budgetProblems(null)).toEqual({});
    expect(budgetProblems(undefined)).toEqual({});
  });

  it("counts a monthly budget's calendar month and a total budget's whole life", () => {
    expect(budgetPeriod('month', '2028-02-14')).toEqual({ key: '2028-02-01', month: '2028-02', start: '2028-02-01', end: '2028-02-29' });
    expect(budgetPeriod('total', '2028-02-14')).toEqual({ key: 'total', month: null, start: null, end: null });
    const monthly = { kind: 'money' as const, amount: 20_000, period: 'month' as const, thresholds: [80, 100] };
    expect(budgetUseShape(monthly, use, '2026-11-30')).toEqual({ used: '200.00', percent: 100, over_budget: false, period_start: '2026-11-01', period_end: '2026-11-30' });
    expect(isOverBudget(monthly, use)).toBe(false);
    expect(isOverBudget({ ...monthly, period: 'total' }, use)).toBe(true);
    expect(budgetUseShape(null, use, '2026-11-30')).toBeNull();
  });

  it('reaches a threshold at or above it, and rounds the percentage down', () => {
    const hours = { kind: 'hours' as const, amount: 600, period: 'total' as const, thresholds: [80, 100] };
    expect(reachedThresholds(hours, 479)).toEqual([]);
    expect(reachedThresholds(hours, 480)).toEqual([80]);
    expect(reachedThresholds(hours, 700)).toEqual([80, 100]);
    expect(usedPercent(hours, 599)).toBe(99);
    expect(usedPercent(hours, 0)).toBe(0);
  });
});
