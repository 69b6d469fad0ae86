// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { scrollCueOf, useScrollCue, useWeekScroller } from './useWeekScroller';

/** A scroller of `clientWidth` holding `scrollWidth` (happy-dom lays nothing out). */
function scroller(clientWidth: number, scrollWidth: number): HTMLDivElement {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { value: clientWidth });
  Object.defineProperty(element, 'scrollWidth', { value: scrollWidth });
  document.body.append(element);
  return element;
}

afterEach(() => document.body.replaceChildren());

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
  it('follows the scroller as it scrolls, without rendering its owner', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      const scroller = useWeekScroller(null);
      return { scroller, cue: useScrollCue(scroller.cue) };
    });
    expect(result.current.cue).toEqual({ start: false, end: false });
    const element = scroller(390, 680);
    // The cue's reader renders (here the hook's own host); the scroller attribute is set on it.
    act(() => {
      result.current.scroller.ref(element);
    });
    expect(result.current.cue).toEqual({ start: false, end: true });
    expect(element.hasAttribute('data-scrolled')).toBe(false);
    act(() => {
      element.scrollLeft = 290;
      element.dispatchEvent(new Event('scroll'));
    });
    expect(result.current.cue).toEqual({ start: true, end: false });
    expect(element.hasAttribute('data-scrolled')).toBe(true);
    const before = renders;
    // The same cue again: nobody renders.
    act(() => {
      element.dispatchEvent(new Event('scroll'));
    });
    expect(renders).toBe(before);
  });

  it('keeps one ref: the owner does not render when the scroller appears', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useWeekScroller(null);
    });
    const ref = result.current.ref;
    act(() => {
      ref(scroller(390, 680));
    });
    // The cue changed (end), but the owner reads no cue: it did not render again.
    expect(renders).toBe(1);
    expect(result.current.ref).toBe(ref);
    expect(result.current.cue.get()).toEqual({ start: false, end: true });
  });
});
