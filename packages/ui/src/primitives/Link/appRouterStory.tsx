// Story helpers only (not exported by the package): the app's link router in a story.
import type { Decorator } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LinkRouterProvider } from './LinkRouterProvider';

/** The app router's navigate in stories wrapped by {@link inAppRouter}: a link it routes calls this. */
export const appNavigate = fn().mockName('appNavigate');

/**
 * Renders the story inside {@link LinkRouterProvider} as the app does, on the page at `pagePath`.
 * Its `useHref` resolves a path the way TanStack Router's `buildLocation` does: an absolute path
 * as it is, anything else below the current page (`mailto:x` → `/organization/mailto:x`). So a
 * story that checks an external link's `href` fails when the provider hands it to the router.
 */
export function inAppRouter(pagePath: string): Decorator {
  const useHref = (to: string) => (to.startsWith('/') ? to : `${pagePath}/${to}`.replace(/\/{2,}/g, '/'));
  return (Story) => (
    <LinkRouterProvider navigate={appNavigate} useHref={useHref}>
      <Story />
    </LinkRouterProvider>
  );
}

/** The element React renders the story into: React's own click listener is on it. */
function reactRootOf(element: HTMLElement): HTMLElement {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (Object.keys(node).some((key) => key.startsWith('__reactContainer$'))) return node;
  }
  throw new Error('The link is not inside a React root.');
}

/**
 * Clicks a link and checks that the browser, not the app's router, would follow it: the router's
 * navigate is not called and the click's default action (opening the href) is not prevented. The
 * click is then cancelled so the story's page stays.
 */
export async function expectOpenedByBrowser(link: HTMLElement) {
  let routedInApp: boolean | undefined;
  // Added after React's listener on the same root, so it runs after react-aria has handled the
  // click (react-aria stops the click there, so a listener further up would never hear it).
  const listener = (event: MouseEvent) => {
    routedInApp = event.defaultPrevented;
    event.preventDefault();
  };
  const root = reactRootOf(link);
  appNavigate.mockClear();
  root.addEventListener('click', listener);
  try {
    await userEvent.click(link);
  } finally {
    root.removeEventListener('click', listener);
  }
  await expect(routedInApp).toBe(false);
  await expect(appNavigate).not.toHaveBeenCalled();
}
