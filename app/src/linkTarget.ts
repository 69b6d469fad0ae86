import type { ToOptions } from '@tanstack/react-router';
import type { AppLink } from './router';

/**
 * An app link as the router's destination: its path as `to` and, for a link with a query
 * (`/settings?tab=webhooks`), the query as `search`, read by `parseSearch` (the router's own, so
 * it is the search the router would read from that address).
 */
export function linkTarget(link: AppLink, parseSearch: (query: string) => Record<string, unknown>): Pick<ToOptions, 'to' | 'search'> {
  const at = link.indexOf('?');
  if (at === -1) return { to: link as ToOptions['to'] };
  return { to: link.slice(0, at) as ToOptions['to'], search: parseSearch(link.slice(at)) as ToOptions['search'] };
}
