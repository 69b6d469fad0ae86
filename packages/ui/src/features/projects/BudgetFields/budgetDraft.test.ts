import { describe, expect, it } from 'vitest';
import { budgetDraftOf, budgetInputOf, THRESHOLD_LIMITS, thresholdsProblem } from './budgetDraft';

describe('budget drafts', () => {
  it('starts without a budget, with the contract’s default thresholds', () => {
    expect(budgetDraftOf(null, 'en')).toEqual({ kind: 'none', amount: '', period: 'total', thresholds: '80, 100' });
    expect(budgetInputOf(budgetDraftOf(null, 'en'), 'en')).toBeNull();
  });

  it('shows a budget in the reader’s notation and sends it as the contract writes it', () => {
    const draft = budgetDraftOf({ kind: 'money', amount: '1500.50', period: 'month', thresholds: [50, 100] }, 'nl');
    expect(draft).toEqual({ kind: 'money', amount: '1500,50', period: 'month', thresholds: '50, 100' });
    expect(budgetInputOf({ ...draft, thresholds: '100 25' }, 'nl')).toEqual({ kind: 'money', amount: '1500.50', period: 'month', thresholds: [25, 100] });
  });

  it('sends an amount that is none as typed, for the server’s message', () => {
    expect(budgetInputOf({ kind: 'hours', amount: ' lots ', period: 'total', thresholds: '80' }, 'en')).toEqual({ kind: 'hours', amount: 'lots', period: 'total', thresholds: [80] });
  });

  it('checks the thresholds only when there is a budget, within the contract’s bounds', () => {
    expect(THRESHOLD_LIMITS).toEqual({ minCount: 1, maxCount: 5, min: 1, max: 1000 });
    expect(thresholdsProblem({ kind: 'none', amount: '', period: 'total', thresholds: 'x' })).toBeNull();
    expect(thresholdsProblem({ kind: 'hours', amount: '4', period: 'total', thresholds: '1001' })).toBe('range');
    expect(thresholdsProblem({ kind: 'hours', amount: '4', period: 'total', thresholds: '80, 100' })).toBeNull();
  });
});
