import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import './app.css';
import { router } from './router';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

// The service worker (offline/serviceWorker.ts) is registered once the page has loaded, so neither
// its code nor its precaching competes with the first page's own downloads.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void import('./offline/serviceWorker').then(({ registerServiceWorker }) => registerServiceWorker()), { once: true });
}
