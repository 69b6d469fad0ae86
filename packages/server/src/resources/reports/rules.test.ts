import { describe, expect, it } from 'vitest';
import { groupsProblem, readsMonthlyTotals, reportMembers, weekStart } from './rules.js';

describe('groupsProblem', () => {
  it('allows one or two different groups with at most one period', () => {
    expect(groupsProblem(['member'])).toBeNull();
    expect(groupsProblem(['member', 'project'])).toBeNull();
    expect(groupsProblem(['week', 'client'])).toBeNull();
    expect(groupsProblem(['project', 'project'])).toBe('reports.group_twice');
    expect(groupsProblem(['day', 'month'])).toBe('reports.two_periods');
  });

  it('refuses the activity group when the report counts expenses, which have none', () => {
    expect(groupsProblem(['activity', 'member'], 'hours')).toBeNull();
    expect(groupsProblem(['activity'], 'expenses')).toBe('reports.activity_expenses');
    expect(groupsProblem(['member', 'activity'], 'both')).toBe('reports.activity_expenses');
    expect(groupsProblem(['category'], 'hours')).toBe('reports.category_hours');
    expect(groupsProblem(['category', 'member'], 'both')).toBe('reports.category_hours');
    expect(groupsProblem(['category', 'member'], 'expenses')).toBeNull();
    expect(groupsProblem(['client', 'month'], 'both')).toBeNull();
  });
});

describe('readsMonthlyTotals', () => {
  it('reads the monthly totals unless a row needs a day or a filter needs an entry', () => {
    expect(readsMonthlyTotals(['member', 'project'], {})).toBe(true);
    expect(readsMonthlyTotals(['month'], { invoiced: null })).toBe(true);
    expect(readsMonthlyTotals(['week'], {})).toBe(false);
    expect(readsMonthlyTotals(['client', 'day'], {})).toBe(false);
    expect(readsMonthlyTotals(['client'], { invoiced: false })).toBe(false);
  });
});

describe('weekStart', () => {
  it('is the day the organisation starts its week on, on or before the date', () => {
    // Wednesday 4 March 2026.
    expect(weekStart('2026-03-04', 1)).toBe('2026-03-02');
    expect(weekStart('2026-03-04', 0)).toBe('2026-03-01');
    expect(weekStart('2026-03-04', 6)).toBe('2026-02-28');
    expect(weekStart('2026-03-04', 3)).toBe('2026-03-04');
    // Across a year's end, and long before the reference Sunday.
    expect(weekStart('2026-01-01', 1)).toBe('2025-12-29');
    expect(weekStart('1999-12-31', 1)).toBe('1999-12-27');
  });
});

describe('reportMembers', () => {
  it('gives an admin whom they ask for and a member only themselves', () => {
    expect(reportMembers(true, 1, [2, 3])).toEqual([2, 3]);
    expect(reportMembers(true, 1, undefined)).toEqual([]);
    expect(reportMembers(false, 7, [2, 3])).toEqual([7]);
    expect(reportMembers(false, 7, undefined)).toEqual([7]);
  });
});
