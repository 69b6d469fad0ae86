import { describe, expect, it } from 'vitest';
import { normalizeForSearch } from '../../internal/normalizeForSearch';
import { filterRecords } from './filterRecords';

const records = [
  { id: 1, name: 'Bakkerij Jansen', number: 'C-0042', active: true },
  { id: 2, name: 'Café de Hoek', number: null, active: true },
  { id: 3, name: 'Oud Archief BV', number: 'C-0007', active: false },
];
const texts = (record: (typeof records)[number]) => [record.name, record.number];
const ids = (list: { id: number }[]) => list.map((c) => c.id);

describe('filterRecords', () => {
  it('hides inactive records unless show inactive is on', () => {
    expect(ids(filterRecords(records, { search: '', showInactive: false }, texts))).toEqual([1, 2]);
    expect(ids(filterRecords(records, { search: '', showInactive: true }, texts))).toEqual([1, 2, 3]);
  });

  it('searches every text of a record, ignoring case, accents and surrounding spaces', () => {
    expect(ids(filterRecords(records, { search: 'jansen', showInactive: false }, texts))).toEqual([1]);
    expect(ids(filterRecords(records, { search: ' CAFE ', showInactive: false }, texts))).toEqual([2]);
    expect(ids(filterRecords(records, { search: 'c-00', showInactive: true }, texts))).toEqual([1, 3]);
  });

  it('searches only the texts it is given', () => {
    expect(ids(filterRecords(records, { search: 'c-00', showInactive: true }, (r) => [r.name]))).toEqual([]);
  });

  it('combines search with the inactive filter', () => {
    expect(ids(filterRecords(records, { search: 'archief', showInactive: false }, texts))).toEqual([]);
    expect(ids(filterRecords(records, { search: 'archief', showInactive: true }, texts))).toEqual([3]);
  });

  it('does not change the given array', () => {
    const copy = [...records];
    filterRecords(records, { search: 'x', showInactive: false }, texts);
    expect(records).toEqual(copy);
  });
});

describe('normalizeForSearch', () => {
  it('folds case and accents', () => {
    expect(normalizeForSearch('  Çrème Brûlée ')).toBe('creme brulee');
  });
});
