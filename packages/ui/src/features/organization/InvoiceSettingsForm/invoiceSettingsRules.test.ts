import { describe, expect, it } from 'vitest';
import { INVOICE_SETTINGS_LIMITS, numberProblem } from './invoiceSettingsRules';

describe('numberProblem', () => {
  const term = INVOICE_SETTINGS_LIMITS.termOfPayment;
  const length = INVOICE_SETTINGS_LIMITS.minLength;

  it('accepts whole numbers within the bounds, including both ends', () => {
    expect(numberProblem(0, term)).toBeNull();
    expect(numberProblem(30, term)).toBeNull();
    expect(numberProblem(365, term)).toBeNull();
    expect(numberProblem(1, length)).toBeNull();
    expect(numberProblem(20, length)).toBeNull();
  });

  it('reports an empty field (NaN) as required', () => {
    expect(numberProblem(Number.NaN, term)).toBe('required');
  });

  it('reports fractions and values out of bounds', () => {
    expect(numberProblem(14.5, term)).toBe('wholeNumber');
    expect(numberProblem(-1, term)).toBe('range');
    expect(numberProblem(366, term)).toBe('range');
    expect(numberProblem(0, length)).toBe('range');
    expect(numberProblem(21, length)).toBe('range');
  });
});
