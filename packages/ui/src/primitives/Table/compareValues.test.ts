import { describe, expect, it } from 'vitest';
import { compareValues } from './compareValues';

const nl = new Intl.Collator('nl', { numeric: true, sensitivity: 'base' });
const sorted = (values: unknown[]) => [...values].sort((a, b) => compareValues(a, b, nl));

describe('compareValues', () => {
  it('orders numbers by value, not as text', () => {
    expect(sorted([10, 9, 100, -1, 0.5])).toEqual([-1, 0.5, 9, 10, 100]);
  });

  it('orders text in the reader language, ignoring case and accents, digits as numbers', () => {
    expect(sorted(['Project 10', 'project 2', 'Project 1'])).toEqual(['Project 1', 'project 2', 'Project 10']);
    expect(sorted(['Zeeman', 'Café de Hoek', 'cafe Noord', 'Bakkerij'])).toEqual([
      'Bakkerij',
      'Café de Hoek',
      'cafe Noord',
      'Zeeman',
    ]);
  });

  it('orders server dates (YYYY-MM-DD) chronologically and Date objects by time', () => {
    expect(sorted(['2026-10-01', '2026-02-15', '2025-12-31'])).toEqual(['2025-12-31', '2026-02-15', '2026-10-01']);
    const [a, b] = [new Date(2026, 0, 2), new Date(2025, 5, 1)];
    expect(sorted([a, b])).toEqual([b, a]);
  });

  it('orders booleans false before true', () => {
    expect(sorted([true, false, true])).toEqual([false, true, true]);
  });

  it('puts empty values last', () => {
    expect(sorted([null, 'B', '', 'A', undefined])).toEqual(['A', 'B', null, '', undefined]);
    expect(sorted([3, null, 1, Number.NaN])).toEqual([1, 3, Number.NaN, null]);
  });
});
