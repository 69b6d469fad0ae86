import { describe, expect, it } from 'vitest';
import { filterSubscriptions } from './filterSubscriptions';

const subscription = (id: number, name: string, active = true) => ({ id, client: { id, name }, active });
const list = [subscription(1, 'Bakkerij Jansen'), subscription(2, 'Café de Hoek'), subscription(3, 'Oud Archief BV', false)];
const ids = (shown: { id: number }[]) => shown.map((s) => s.id);

describe('filterSubscriptions', () => {
  it('hides inactive subscriptions unless asked, keeping the order', () => {
    expect(ids(filterSubscriptions(list, { search: '', showInactive: false }))).toEqual([1, 2]);
    expect(ids(filterSubscriptions(list, { search: '', showInactive: true }))).toEqual([1, 2, 3]);
  });

  it("matches the client's name ignoring case, accents and surrounding blanks", () => {
    expect(ids(filterSubscriptions(list, { search: '  CAFE ', showInactive: false }))).toEqual([2]);
    expect(ids(filterSubscriptions(list, { search: 'jansen', showInactive: false }))).toEqual([1]);
  });

  it('searches inactive subscriptions only when they are shown', () => {
    expect(ids(filterSubscriptions(list, { search: 'archief', showInactive: false }))).toEqual([]);
    expect(ids(filterSubscriptions(list, { search: 'archief', showInactive: true }))).toEqual([3]);
  });

  it('finds nothing for a name no client has', () => {
    expect(filterSubscriptions(list, { search: 'nobody', showInactive: true })).toEqual([]);
  });
});
