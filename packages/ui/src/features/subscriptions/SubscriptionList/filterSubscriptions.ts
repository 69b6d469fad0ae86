import type { Subscription } from '@kwartier/api';
import { normalizeForSearch } from '../../../internal/normalizeForSearch';

/** What the subscriptions list filters on. */
export interface SubscriptionFilter {
  /** Text typed in the search box; matches the client's name, ignoring case and accents. */
  search: string;
  /** Inactive subscriptions are hidden unless 'show inactive' is on. */
  showInactive: boolean;
}

/** The subscriptions to show, in the given order. */
export function filterSubscriptions<S extends Pick<Subscription, 'client' | 'active'>>(
  subscriptions: readonly S[],
  { search, showInactive }: SubscriptionFilter,
): S[] {
  const needle = normalizeForSearch(search);
  return subscriptions.filter(
    (subscription) =>
      (showInactive || subscription.active) && (needle === '' || normalizeForSearch(subscription.client.name).includes(needle)),
  );
}
