import { createRouter, type NavigateOptions, type ToOptions } from '@tanstack/react-router';
import { dropPageAnswers } from './bootstrap';
import { onNetworkBack } from './offline/keptAnswers';
import { routeTree } from './routeTree.gen';
import { ErrorScreen, NotFoundScreen } from './screens';

/** A route's path with each `$param` segment filled in: `/clients/$id` → `/clients/${string}`. */
type WithParams<Path extends string> = Path extends `${infer Head}$${string}/${infer Tail}`
  ? `${Head}${string}/${WithParams<Tail>}`
  : Path extends `${infer Head}$${string}`
    ? `${Head}${string}`
    : Path;

/**
 * Every path a link of the app may go to: the router's typed `to` (the generated route tree's
 * absolute paths) with its params filled in. The not-found catch-all (`/$`) is no link target,
 * and relative paths (`.`, `..`) are not used by links. A path that is not a route is a type
 * error wherever a component takes an href (`@kwartier/ui`'s `AppHref` is {@link AppLink}).
 */
export type AppPath = WithParams<Exclude<Extract<ToOptions['to'], `/${string}`>, `${string}/$` | '/$'>>;

/**
 * What a link of the app may go to: one of its paths, or one with a query (`/settings?tab=webhooks`:
 * a page's tab). The path is checked; the query is the page's own to validate.
 */
export type AppLink = AppPath | `${AppPath}?${string}`;

// react-aria Links navigate through TanStack Router (RAC's client-side routing guide).
declare module 'react-aria-components' {
  interface RouterConfig {
    href: AppLink;
    routerOptions: Omit<NavigateOptions, keyof ToOptions>;
  }
}

/**
 * The app's router on the generated route tree (src/routes, one module per route; regenerate
 * with `pnpm --filter @kwartier/app routes`). Every route gets the error and not-found screens,
 * shown inside the nearest layout (shell or public page); they are part of the entry chunk, so
 * they show even when a route's own chunk cannot be loaded.
 */
export const router = createRouter({
  routeTree,
  defaultPreload: false,
  defaultErrorComponent: ErrorScreen,
  defaultNotFoundComponent: NotFoundScreen,
});

// The answers a page load came with are for its first load only (bootstrap.ts).
const stopDropping = router.subscribe('onResolved', () => {
  dropPageAnswers();
  stopDropping();
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// A page drawn from kept answers (no network) is loaded again once the network answers.
onNetworkBack(() => void router.invalidate());
