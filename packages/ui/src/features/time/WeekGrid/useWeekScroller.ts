import { useCallback, useLayoutEffect, useState } from 'react';

/** Which edges of a sideways scroller hide columns: a cue is shown at each. */
export interface ScrollCue {
  /** Scrolled away from the start: columns hide behind the sticky first column. */
  start: boolean;
  /** More columns beyond the end edge. */
  end: boolean;
}

const NONE: ScrollCue = { start: false, end: false };

/** The cue of a scroller as it is now (a pixel of rounding is no overflow). */
export function scrollCueOf(element: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): ScrollCue {
  const hidden = element.scrollWidth - element.clientWidth;
  return { start: element.scrollLeft > 1, end: hidden - element.scrollLeft > 1 };
}

/** The scroller's cue as it changes: read by the small parts that draw it (`useScrollCue`). */
export interface ScrollCueSource {
  subscribe(listener: () => void): () => void;
  get(): ScrollCue;
}

function cueSource(): ScrollCueSource & { set(next: ScrollCue): void } {
  let cue = NONE;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => cue,
    set(next) {
      if (next.start === cue.start && next.end === cue.end) return;
      cue = next;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * The scroller's cue, for a part that draws it: only that part renders when the cue changes. It
 * follows the source from a layout effect (not useSyncExternalStore, which subscribes after
 * paint), so the cue the scroller finds on appearing is drawn before the first paint: no layout
 * shift when the hint above the week appears.
 */
export function useScrollCue(source: ScrollCueSource): ScrollCue {
  const [cue, setCue] = useState(source.get);
  useLayoutEffect(() => {
    setCue(source.get());
    return source.subscribe(() => setCue(source.get()));
  }, [source]);
  return cue;
}

/**
 * The week's sideways scroller on a narrow screen: which edges hide columns (followed on scroll
 * and resize), and on open the column `todayColumn` (the id of its header) scrolled into view
 * beside the sticky first column. Returns a callback ref for the scroller and its cue's source.
 *
 * Neither the scroller appearing nor its cue changing renders the grid: the ref is a stable
 * callback (no element kept in state), `data-scrolled` is set on the scroller itself, and only
 * the parts reading `useScrollCue` follow the cue. On a phone the grid's first render is the
 * page's longest task; a second render of it for the cue doubled that (Lighthouse, issue 21).
 */
export function useWeekScroller(todayColumn: string | null) {
  const [cue] = useState(cueSource);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      // On open: today's column into view, right of the sticky first column. The grid's owner
      // mounts a new grid (and so a new scroller) for another week.
      const header = todayColumn === null ? null : element.ownerDocument.getElementById(todayColumn);
      const sticky = element.querySelector('thead th');
      if (header && sticky && element.contains(header)) {
        const box = element.getBoundingClientRect();
        const column = header.getBoundingClientRect();
        if (column.right > box.right) element.scrollLeft += column.left - sticky.getBoundingClientRect().right;
      }
      const update = () => {
        const next = scrollCueOf(element);
        element.toggleAttribute('data-scrolled', next.start);
        cue.set(next);
      };
      update();
      element.addEventListener('scroll', update, { passive: true });
      const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
      observer?.observe(element);
      if (element.firstElementChild) observer?.observe(element.firstElementChild);
      return () => {
        element.removeEventListener('scroll', update);
        observer?.disconnect();
      };
    },
    // Only when the scroller appears: today's column is where the week opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [cue],
  );
  return { ref, cue: cue as ScrollCueSource };
}
