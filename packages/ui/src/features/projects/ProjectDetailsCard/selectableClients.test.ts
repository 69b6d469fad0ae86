import { describe, expect, it } from 'vitest';
import { sampleClients } from '../../../fixtures/clients';
import { selectableClients } from './selectableClients';

const names = (list: { name: string }[]) => list.map((client) => client.name);

describe('selectableClients', () => {
  it('offers the active clients to a new project', () => {
    expect(names(selectableClients(sampleClients, null))).toEqual(['Bakkerij Jansen', 'Café de Hoek', 'Jansen & Zonen']);
  });

  it('keeps a project’s inactive client in its place', () => {
    expect(names(selectableClients(sampleClients, 3))).toEqual(['Bakkerij Jansen', 'Café de Hoek', 'Oud Archief BV', 'Jansen & Zonen']);
  });

  it('does not add an active current client twice', () => {
    expect(names(selectableClients(sampleClients, 1))).toEqual(['Bakkerij Jansen', 'Café de Hoek', 'Jansen & Zonen']);
  });
});
