import { useSyncExternalStore } from 'react';

/*
 * A new build of the app is waiting (its service worker is installed, this page still runs the
 * old one): the frame offers 'Reload to update', which lets the new worker take over and reloads
 * (offline/serviceWorker.ts). Here, in the entry, only what the frame reads: the worker's code
 * loads after the page.
 */

let apply: (() => void) | null = null;
const listeners = new Set<() => void>();

/** A new build waits; `update` switches to it and reloads the page. */
export function offerUpdate(update: () => void): void {
  apply = update;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What switches to the new build that waits; null while none does. */
export function useUpdate(): (() => void) | null {
  return useSyncExternalStore(subscribe, () => apply, () => null);
}
