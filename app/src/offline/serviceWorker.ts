import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './update';

/** How often an open tab asks whether a new build was deployed (a page load asks as well). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (sw/sw.ts, built to /sw.js): it keeps the built app for a visit
 * without a network, and a new build's worker waits until the person chooses 'Reload to update'
 * (never on its own, so no tab runs half of one build and half of another).
 */
export function registerServiceWorker(): void {
  const updateSW = registerSW({
    onNeedRefresh: () => offerUpdate(() => void updateSW(true)),
    onRegisteredSW: (_url, registration) => {
      if (registration) window.setInterval(() => void registration.update().catch(() => {}), CHECK_EVERY_MS);
    },
    onRegisterError: (error: unknown) => console.error('The service worker could not be registered', error),
  });
}
