import type { ComponentProps } from 'react';
import { RouterProvider } from 'react-aria-components';

/**
 * `navigate(href, options)` moves client-side (e.g. the app router's `navigate`); `useHref(href)`
 * turns a router path into the `href` written in the DOM (e.g. with the router's base path).
 * Paths are typed by the app's own react-aria `RouterConfig` augmentation, if it has one.
 */
export type LinkRouterProviderProps = ComponentProps<typeof RouterProvider>;

/**
 * Lets every Link, navigation item and menu item of the library navigate through the app's own
 * router instead of a full page load. Put it once around the app, inside the router.
 */
export function LinkRouterProvider({ navigate, useHref, children }: LinkRouterProviderProps) {
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
