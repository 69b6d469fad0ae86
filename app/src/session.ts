import { useSyncExternalStore } from 'react';

/** After 'token expired' the page reloads after 2 s: the reload gets a fresh session and CSRF state. */
export const RELOAD_AFTER_TOKEN_EXPIRED_MS = 2000;

let tokenExpired = false;
const listeners = new Set<() => void>();

/**
 * The API client's `onTokenExpired` (a 419 answer to any call): shows the notice once and reloads
 * the page after 2 s. Recognised by the status, never by the message text.
 */
export function handleTokenExpired(): void {
  if (tokenExpired) return;
  tokenExpired = true;
  for (const listener of listeners) listener();
  window.setTimeout(() => window.location.reload(), RELOAD_AFTER_TOKEN_EXPIRED_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a call answered 419 and the page is about to reload. */
export function useTokenExpired(): boolean {
  return useSyncExternalStore(subscribe, () => tokenExpired, () => false);
}
