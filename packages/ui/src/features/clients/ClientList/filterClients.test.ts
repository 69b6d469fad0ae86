import { describe, expect, it } from 'vitest';
import { normalizeForSearch } from '../../../internal/normalizeForSearch';
import { filterClients } from './filterClients';

const clients = [
  { id: 1, name: 'Bakkerij Jansen', clientnumber: 'C-0042', active: true },
  { id: 2, name: 'Café de Hoek', clientnumber: null, active: true },
  { id: 3, name: 'Oud Archief BV', clientnumber: 'C-0007', active: false },
];
const ids = (list: { id: number }[]) => list.map((c) => c.id);

describe('filterClients', () => {
  it('hides inactive clients unless show inactive is on', () => {
    expect(ids(filterClients(clients, { search: '', showInactive: false }))).toEqual([1, 2]);
    expect(ids(filterClients(clients, { search: '', showInactive: true }))).toEqual([1, 2, 3]);
  });

  it('searches name and client number, ignoring case, accents and surrounding spaces', () => {
    expect(ids(filterClients(clients, { search: 'jansen', showInactive: false }))).toEqual([1]);
    expect(ids(filterClients(clients, { search: ' CAFE ', showInactive: false }))).toEqual([2]);
    expect(ids(filterClients(clients, { search: 'c-00', showInactive: true }))).toEqual([1, 3]);
  });

  it('combines search with the inactive filter', () => {
    expect(ids(filterClients(clients, { search: 'archief', showInactive: false }))).toEqual([]);
    expect(ids(filterClients(clients, { search: 'archief', showInactive: true }))).toEqual([3]);
  });

  it('does not change the given array', () => {
    const copy = [...clients];
    filterClients(clients, { search: 'x', showInactive: false });
    expect(clients).toEqual(copy);
  });
});

describe('normalizeForSearch', () => {
  it('folds case and accents', () => {
    expect(normalizeForSearch('  Çrème Brûlée ')).toBe('creme brulee');
  });
});
