import type { Client } from '@kwartier/api';
import { normalizeForSearch } from '../../../internal/normalizeForSearch';

/** What the clients list filters on. */
export interface ClientFilter {
  /** Text typed in the search box; matches name or client number, ignoring case and accents. */
  search: string;
  /** Inactive clients are hidden unless 'show inactive' is on. */
  showInactive: boolean;
}

/** The clients to show, in the given order. */
export function filterClients<C extends Pick<Client, 'name' | 'clientnumber' | 'active'>>(
  clients: readonly C[],
  { search, showInactive }: ClientFilter,
): C[] {
  const needle = normalizeForSearch(search);
  return clients.filter((client) => {
    if (!showInactive && !client.active) return false;
    if (needle === '') return true;
    return (
      normalizeForSearch(client.name).includes(needle) ||
      normalizeForSearch(client.clientnumber ?? '').includes(needle)
    );
  });
}
