import type { Client } from '@kwartier/api';

/**
 * The clients a project can be given: the active ones, plus its current client even while that
 * one is inactive (so the dialog still shows it). `currentId` is `null` for a new project.
 * In the order given.
 */
export function selectableClients<C extends Pick<Client, 'id' | 'active'>>(clients: readonly C[], currentId: C['id'] | null): C[] {
  return clients.filter((client) => client.active || client.id === currentId);
}
