import { cacheNames, clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/*
 * The app's service worker (built by vite-plugin-pwa's injectManifest from this file into
 * dist/sw.js). It keeps the built app and nothing else:
 * - the build's files (index.html, the hashed scripts and the stylesheet, icons, the manifest) are
 *   precached at install and served from the cache, so a repeat visit does not download the app;
 * - a page load goes to the network first (the server puts the signed-in user's start data into
 *   the page, and marks it `no-store`: it is never kept here); only when the network fails is the
 *   precached index.html served, which draws the page from the answers the app kept itself
 *   (src/offline/keptAnswers.ts);
 * - every other request (the API above all, and every write) is not touched: it goes to the
 *   network as if there were no worker, so the app's own queues see a failed write as before.
 * A new build's worker waits until the page says so (`SKIP_WAITING`, the app's "Reload to update"),
 * so a tab never runs on half of one build and half of another.
 */

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page (it runs this very build); an update waits (see above).
clientsClaim();
// The page's request starts while the worker starts up, so network-first costs no extra time.
enableNavigationPreload();

/** Paths a browser may load that are the server's, not pages of the app. */
const NOT_PAGES = [/^\/api(\/|$)/, /^\/logout$/, /^\/logo\//, /^\/design(\/|$)/, /^\/(health|ready|metrics)$/];

/** A rule of the Service Worker Static Routing API (Chromium 123+): the browser applies it without starting the worker. */
interface RouterRule {
  condition: { urlPattern: string };
  source: { cacheName: string };
}

// The build's hashed files are read from the precache by the browser itself, without starting the
// worker for each (a repeat visit's scripts arrive as fast as from the HTTP cache); one the cache
// lacks goes to the network. Browsers without static routing ask the worker (precacheAndRoute).
self.addEventListener('install', (event: ExtendableEvent) => {
  const addRoutes = (event as ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> }).addRoutes;
  if (addRoutes) event.waitUntil(addRoutes.call(event, [{ condition: { urlPattern: '/assets/*' }, source: { cacheName: cacheNames.precache } }]).catch(() => {}));
});

registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: async () => (await matchPrecache('index.html')) ?? Response.error() }],
    }),
    { denylist: NOT_PAGES },
  ),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
