import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it is online (`navigator.onLine`, kept up to date by its events). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

const failedImports = new WeakSet<object>();

// Vite reports a failed import of a chunk (or of its CSS) with this event before rethrowing it.
window.addEventListener('vite:preloadError', (event) => {
  const { payload } = event as Event & { payload?: unknown };
  if (payload && typeof payload === 'object') failedImports.add(payload);
  // TanStack Router reloads the page once when a route's chunk is missing (a deploy replaced it).
  // Offline that reload would only trade the app for the browser's offline page: mark the reload
  // as done (the router's own sessionStorage key), so the reload screen shows instead.
  if (!navigator.onLine && payload instanceof Error) {
    try {
      sessionStorage.setItem(`tanstack_router_reload:${payload.message}`, '1');
    } catch {
      // No sessionStorage (private mode quota): the router reloads, as it would anyway.
    }
  }
});

/**
 * Whether an error is a part of the app that could not be loaded: a chunk whose import failed
 * (offline, or removed by a deploy). The error screen then offers a reload instead of a retry.
 * The browsers' own messages are the only sign of a failed `import()` that Vite did not report.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (error && typeof error === 'object' && failedImports.has(error)) return true;
  const message = error instanceof Error ? error.message : '';
  return /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS)/.test(message);
}
