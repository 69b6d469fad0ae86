import type { Account } from '@kwartier/api';
import { normalizeForSearch } from '../../../internal/normalizeForSearch';

/** The accounts whose name contains `search`, ignoring case and accents, in the given order. */
export function filterAccounts<A extends Pick<Account, 'name'>>(accounts: readonly A[], search: string): A[] {
  const needle = normalizeForSearch(search);
  if (needle === '') return [...accounts];
  return accounts.filter((account) => normalizeForSearch(account.name).includes(needle));
}
