import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import './app.css';
import { pageFramed, preloadPageChunks } from './bootstrap';
import { router } from './router';

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
const root = createRoot(document.getElementById('root')!);
if (pageFramed) {
  preloadPageChunks();
  // The server drew the page's frame (packages/server/src/http/spa.ts): it stays until the page is
  // loaded, then the app draws the page over it in one commit, rendering in slices between which
  // the browser stays responsive (a transition) — never an empty page in between.
  void router
    .load()
    .catch((error: unknown) => console.error('Loading the first page failed', error))
    .finally(() => startTransition(() => root.render(app)));
} else {
  root.render(app);
}

// The service worker (offline/serviceWorker.ts) is registered once the page has loaded, so neither
// its code nor its precaching competes with the first page's own downloads.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void import('./offline/serviceWorker').then(({ registerServiceWorker }) => registerServiceWorker()), { once: true });
}
