// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollCueOf, useWeekScroller } from './useWeekScroller';

/** A scroller of `clientWidth` holding `scrollWidth` (happy-dom lays nothing out). */
function scroller(clientWidth: number, scrollWidth: number): HTMLDivElement {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { value: clientWidth });
  Object.defineProperty(element, 'scrollWidth', { value: scrollWidth });
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

/** A ResizeObserver whose reports the test sends (`report()`), as the browser does after a layout. */
function stubResizeObserver() {
  const observers: Array<{ callback: () => void; targets: Element[] }> = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private entry: { callback: () => void; targets: Element[] };
      constructor(callback: () => void) {
        this.entry = { callback, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.targets = [];
      }
    },
  );
  return { report: () => observers.filter((o) => o.targets.length > 0).forEach((o) => o.callback()) };
}

describe('scrollCueOf', () => {
  it('marks each edge beyond which columns hide', () => {
    expect(scrollCueOf({ scrollLeft: 0, scrollWidth: 400, clientWidth: 400 })).toEqual({ start: false, end: false });
    expect(scrollCueOf({ scrollLeft: 0, scrollWidth: 680, clientWidth: 390 })).toEqual({ start: false, end: true });
    expect(scrollCueOf({ scrollLeft: 100, scrollWidth: 680, clientWidth: 390 })).toEqual({ start: true, end: true });
    expect(scrollCueOf({ scrollLeft: 290, scrollWidth: 680, clientWidth: 390 })).toEqual({ start: true, end: false });
    // A pixel of rounding is no overflow.
    expect(scrollCueOf({ scrollLeft: 0.5, scrollWidth: 391, clientWidth: 390 })).toEqual({ start: false, end: false });
  });
});

describe('useWeekScroller', () => {
  it('marks the scroller and its frame once laid out and as it scrolls, without rendering its owner', () => {
    const layout = stubResizeObserver();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useWeekScroller(null);
    });
    const ref = result.current;
    const element = scroller(390, 680);
    const frame = document.createElement('div');
    frame.append(element);
    document.body.append(frame);
    act(() => {
      ref(element);
    });
    // Nothing is measured in the commit (that would force a layout into the render's task)…
    expect(frame.hasAttribute('data-cue-end')).toBe(false);
    // …but once the browser has laid it out, before it paints.
    layout.report();
    // Days beyond the end edge: the frame's end shade; nothing hidden at the start.
    expect(frame.hasAttribute('data-cue-end')).toBe(true);
    expect(element.hasAttribute('data-scrolled')).toBe(false);
    act(() => {
      element.scrollLeft = 290;
      element.dispatchEvent(new Event('scroll'));
    });
    expect(frame.hasAttribute('data-cue-end')).toBe(false);
    expect(element.hasAttribute('data-scrolled')).toBe(true);
    // One stable ref, and the owner never rendered again.
    expect(result.current).toBe(ref);
    expect(renders).toBe(1);
  });
});
