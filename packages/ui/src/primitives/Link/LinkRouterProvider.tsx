import { useCallback, type ComponentProps } from 'react';
import { RouterProvider } from 'react-aria-components';
import { isExternalHref } from './externalHref';

/**
 * `navigate(href, options)` moves client-side (e.g. the app router's `navigate`); `useHref(href)`
 * turns a router path into the `href` written in the DOM (e.g. with the router's base path).
 * Paths are typed by the app's own react-aria `RouterConfig` augmentation, if it has one.
 */
export type LinkRouterProviderProps = ComponentProps<typeof RouterProvider>;

type Href = Parameters<NonNullable<LinkRouterProviderProps['useHref']>>[0];

/**
 * Lets every Link, navigation item and menu item of the library navigate through the app's own
 * router instead of a full page load. Put it once around the app, inside the router.
 *
 * Only app paths go to the router: an external `href` (`mailto:`, `tel:`, `https://…`; see
 * {@link isExternalHref}) is written to the DOM as given and opened by the browser, never
 * resolved as a path below the current page (`/organization/mailto:…`).
 */
export function LinkRouterProvider({ navigate, useHref: appHref, children }: LinkRouterProviderProps) {
  // react-aria calls this as its `useHref` hook, once per link render; the app's one is called
  // every time (it may be a hook itself) and its answer used for app paths only.
  const routeHref = useCallback(
    (href: Href): string => {
      const routed = appHref ? appHref(href) : (href ?? '');
      return href && isExternalHref(href) ? href : routed;
    },
    [appHref],
  );
  const routeNavigate = useCallback<LinkRouterProviderProps['navigate']>(
    (href, options) => {
      // react-aria routes only same-origin links, so this is a guard, not the usual path.
      if (href && isExternalHref(href)) window.location.assign(href);
      else navigate(href, options);
    },
    [navigate],
  );
  return (
    <RouterProvider navigate={routeNavigate} useHref={routeHref}>
      {children}
    </RouterProvider>
  );
}
