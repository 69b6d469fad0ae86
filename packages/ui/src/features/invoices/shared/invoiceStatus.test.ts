import { describe, expect, it } from 'vitest';
import { defaultListFilter, isInvoiceStatusId, laterStatusIds, STATUS_OF_ID } from './invoiceStatus';

describe('defaultListFilter', () => {
  it('opens on all once any invoice has left concept, else on concept', () => {
    expect(defaultListFilter([])).toBe('concept');
    expect(defaultListFilter([{ status: 'concept' }, { status: 'concept' }])).toBe('concept');
    for (const status of ['sent', 'overdue', 'paid'] as const) expect(defaultListFilter([{ status: 'concept' }, { status }])).toBe('all');
  });
});

describe('laterStatusIds', () => {
  it('offers only the statuses after the current one (status moves forward only)', () => {
    expect(laterStatusIds(1)).toEqual([2, 3]);
    expect(laterStatusIds(2)).toEqual([3]);
    expect(laterStatusIds(3)).toEqual([]);
  });
  it('names each id by its stored status', () => {
    expect(laterStatusIds(1).map((id) => STATUS_OF_ID[id])).toEqual(['sent', 'paid']);
  });
});

describe('isInvoiceStatusId', () => {
  it('accepts 1, 2 and 3 only', () => {
    expect([1, 2, 3].every(isInvoiceStatusId)).toBe(true);
    expect([0, 4, '2', null, 2.5].some(isInvoiceStatusId)).toBe(false);
  });
});
