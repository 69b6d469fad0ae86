// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { scrollCueOf, useWeekScroller } from './useWeekScroller';

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
  it('follows the scroller as it scrolls', () => {
    const { result } = renderHook(() => useWeekScroller(null));
    expect(result.current.cue).toEqual({ start: false, end: false });
    const element = scroller(390, 680);
    act(() => result.current.ref(element));
    expect(result.current.cue).toEqual({ start: false, end: true });
    act(() => {
      element.scrollLeft = 290;
      element.dispatchEvent(new Event('scroll'));
    });
    expect(result.current.cue).toEqual({ start: true, end: false });
  });
});
