import { recordIdOf } from '@kwartier/api/pages/search';
import { notFound } from '@tanstack/react-router';

/**
 * The record id of a detail route's path (`/clients/7`): a positive whole number, else the page is
 * not found (`/clients/abc`, `/clients/0`) without asking the server.
 */
export function recordId(param: string): number {
  const id = recordIdOf(param);
  if (id === undefined) throw notFound();
  return id;
}
