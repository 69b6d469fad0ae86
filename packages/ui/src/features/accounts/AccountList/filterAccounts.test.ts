import { describe, expect, it } from 'vitest';
import { filterAccounts } from './filterAccounts';

const accounts = [
  { id: 1, name: 'Kwartier Consultancy' },
  { id: 2, name: 'Café de Hoek' },
  { id: 3, name: 'Bakkerij Jansen' },
];

describe('filterAccounts', () => {
  it('returns every account for an empty or blank search', () => {
    expect(filterAccounts(accounts, '')).toEqual(accounts);
    expect(filterAccounts(accounts, '   ')).toEqual(accounts);
  });
  it('matches part of the name, ignoring case and accents', () => {
    expect(filterAccounts(accounts, 'CAFE').map((a) => a.id)).toEqual([2]);
    expect(filterAccounts(accounts, 'an').map((a) => a.id)).toEqual([1, 3]);
    expect(filterAccounts(accounts, 'nobody')).toEqual([]);
  });
});
