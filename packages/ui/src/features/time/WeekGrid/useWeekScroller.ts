import { useCallback } from 'react';

/** Which edges of a sideways scroller hide columns: a cue is shown at each. */
export interface ScrollCue {
  /** Scrolled away from the start: columns hide behind the sticky first column. */
  start: boolean;
  /** More columns beyond the end edge. */
  end: boolean;
}

/** The cue of a scroller as it is now (a pixel of rounding is no overflow). */
export function scrollCueOf(element: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): ScrollCue {
  const hidden = element.scrollWidth - element.clientWidth;
  return { start: element.scrollLeft > 1, end: hidden - element.scrollLeft > 1 };
}

/**
 * The week's sideways scroller on a narrow screen: on open, the column `todayColumn` (the id of
 * its header) scrolled into view beside the sticky first column; then which edges hide columns,
 * followed on scroll and resize, as attributes that the styles draw (`data-scrolled` on the
 * scroller: the first column's shadow; `data-cue-end` on its parent: the end shade, and with
 * either the hint above the week). Returns a stable callback ref for the scroller.
 *
 * No React state: neither the scroller appearing nor its cue changing renders the grid. On a
 * phone the grid's first render is the page's longest task; a second one for the cue doubled it
 * (Lighthouse). Its geometry is read once the browser has laid it out, and the attributes
 * are set before the first paint: no layout shift.
 */
export function useWeekScroller(todayColumn: string | null) {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      const update = () => {
        const cue = scrollCueOf(element);
        element.toggleAttribute('data-scrolled', cue.start);
        element.parentElement?.toggleAttribute('data-cue-end', cue.end);
      };
      let opened = false;
      // The first time it is laid out: today's column beside the sticky one, then the cue.
      const measured = () => {
        if (!opened) {
          opened = true;
          // The grid's owner mounts a new grid (and so a new scroller) for another week.
          const header = todayColumn === null ? null : element.ownerDocument.getElementById(todayColumn);
          const sticky = element.querySelector('thead th');
          if (header && sticky && element.contains(header)) {
            const box = element.getBoundingClientRect();
            const column = header.getBoundingClientRect();
            if (column.right > box.right) element.scrollLeft += column.left - sticky.getBoundingClientRect().right;
          }
        }
        update();
      };
      element.addEventListener('scroll', update, { passive: true });
      // Measured when the browser has laid the grid out anyway (a ResizeObserver reports each
      // element once as it is observed, after layout and before paint): reading its geometry
      // here, in the commit, forced that layout into the render's task.
      const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measured);
      if (observer) {
        observer.observe(element);
        if (element.firstElementChild) observer.observe(element.firstElementChild);
      } else measured();
      return () => {
        element.removeEventListener('scroll', update);
        observer?.disconnect();
      };
    },
    // Only when the scroller appears: today's column is where the week opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}
