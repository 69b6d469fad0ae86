import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';

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

/**
 * The week's sideways scroller on a narrow screen: which edges hide columns (followed on scroll
 * and resize), and on open the column `todayColumn` (the id of its header) scrolled into view
 * beside the sticky first column. Returns a callback ref for the scroller and its cue.
 */
export function useWeekScroller(todayColumn: string | null) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [cue, setCue] = useState<ScrollCue>(NONE);

  useLayoutEffect(() => {
    if (!element) return;
    const update = () => {
      const next = scrollCueOf(element);
      setCue((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    // On open: today's column into view, right of the sticky first column.
    const showToday = () => {
      if (todayColumn === null) return;
      const header = element.ownerDocument.getElementById(todayColumn);
      const sticky = element.querySelector('thead th');
      if (!header || !sticky || !element.contains(header)) return;
      const box = element.getBoundingClientRect();
      const column = header.getBoundingClientRect();
      if (column.right > box.right) element.scrollLeft += column.left - sticky.getBoundingClientRect().right;
    };
    element.addEventListener('scroll', update, { passive: true });
    const stop = () => element.removeEventListener('scroll', update);
    if (typeof ResizeObserver === 'undefined') {
      showToday();
      update();
      return stop;
    }
    // Measured when the browser reports the scroller's size: after its own layout, before the
    // frame is painted, so opening the week forces no layout in the middle of React's work (a
    // long task on a slow phone) and still paints today's column in view.
    let opened = false;
    const observer = new ResizeObserver(() => {
      if (!opened) {
        opened = true;
        showToday();
      }
      // Drawn in this same frame: the cue and the hint above the week that comes with it shift nothing after the paint.
      flushSync(update);
    });
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      stop();
      observer.disconnect();
    };
    // Only when the scroller appears (the week's owner remounts the grid for another week).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [element]);

  return { ref: setElement, cue };
}
