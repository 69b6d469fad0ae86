import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that keeps its identity across renders and calls the latest render's `handler`: for
 * props of memoised parts (rows, the Add line menu, the week's navigation), so a keystroke does
 * not re-render them. Call it from event handlers, not during render.
 */
export function useStableHandler<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
