import { useLayoutEffect, useState } from 'react';

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

  // On open: today's column into view, right of the sticky first column.
  useLayoutEffect(() => {
    if (!element || todayColumn === null) return;
    const header = element.ownerDocument.getElementById(todayColumn);
    const sticky = element.querySelector('thead th');
    if (!header || !sticky || !element.contains(header)) return;
    const box = element.getBoundingClientRect();
    const column = header.getBoundingClientRect();
    if (column.right > box.right) element.scrollLeft += column.left - sticky.getBoundingClientRect().right;
    // Only when the scroller appears (the week's owner remounts the grid for another week).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [element]);

  useLayoutEffect(() => {
    if (!element) return;
    const update = () => {
      const next = scrollCueOf(element);
      setCue((current) => (current.start === next.start && current.end === next.end ? current : next));
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
  }, [element]);

  return { ref: setElement, cue };
}
