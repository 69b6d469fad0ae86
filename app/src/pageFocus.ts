import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/** Where focus is the page's own: inside its main region, or in a dialog other than the navigation drawer. */
function isPagesOwn(element: Element, main: Element): boolean {
  if (main.contains(element)) return true;
  const dialog = element.closest('[role="dialog"], [role="alertdialog"]');
  return dialog !== null && dialog.querySelector('nav') === null;
}

/**
 * Moves focus to the new page after a navigation: to its main heading (h1; on a page without one,
 * such as the time sheet, its first heading), made focusable with `tabindex="-1"`, or to its main
 * region when it has no heading. Then Tab reaches the page's first
 * control, and a screen reader reads the heading once (no live region says it again).
 *
 * Focus stays where it is when the page already holds it: a field or dialog the page focused
 * itself, or a control of the page that is still there.
 */
export function focusPage(document: Document): void {
  const main = document.querySelector('main');
  if (!main) return;
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected && isPagesOwn(active, main)) return;
  const target = main.querySelector<HTMLElement>('h1') ?? main.querySelector<HTMLElement>('h2, h3') ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/**
 * After each navigation to another path (not the first load, not a change of the search alone,
 * such as another week of the time sheet or another tab), focus moves to the new page
 * ({@link focusPage}) once it is shown. Otherwise focus would stay on the link followed, or fall
 * to the page's body when that link is gone, and the next Tab or Enter would start from there.
 */
export function useFocusPageOnNavigation(): void {
  // The location whose page is shown: set when the navigation's loaders are done.
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const shown = useRef(pathname);
  useEffect(() => {
    const previous = shown.current;
    shown.current = pathname;
    if (previous === undefined || pathname === undefined || previous === pathname) return;
    // After the frame in which the page paints and a closing drawer hands focus back.
    const frame = requestAnimationFrame(() => focusPage(document));
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
