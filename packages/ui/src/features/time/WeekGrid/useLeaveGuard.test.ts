// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLeaveGuard } from './useLeaveGuard';

// Testing Library unmounts by itself only with the test runner's globals on.
afterEach(cleanup);

describe('useLeaveGuard', () => {
  it('goes to another week at once while no cell holds unsaved text', () => {
    const onNavigate = vi.fn();
    const { result } = renderHook(() => useLeaveGuard(false, onNavigate));
    act(() => result.current.navigate('2026-11-23', 'next'));
    expect(onNavigate).toHaveBeenCalledWith('2026-11-23', 'next');
    expect(result.current.leavingTo).toBeNull();
  });

  it('asks first while a cell holds unsaved text: stays on cancel, goes once confirmed', () => {
    const onNavigate = vi.fn();
    const { result } = renderHook(() => useLeaveGuard(true, onNavigate));
    act(() => result.current.navigate('2026-11-23'));
    expect(result.current.leavingTo).toBe('2026-11-23');
    expect(onNavigate).not.toHaveBeenCalled();
    act(() => result.current.cancel());
    expect(result.current.leavingTo).toBeNull();
    expect(onNavigate).not.toHaveBeenCalled();
    act(() => result.current.navigate('2026-11-09', 'previous'));
    act(() => result.current.confirm());
    expect(onNavigate).toHaveBeenCalledWith('2026-11-09', 'previous');
    expect(result.current.leavingTo).toBeNull();
  });

  it('asks before the page closes only while there is unsaved text', () => {
    const { rerender, unmount } = renderHook(({ unsaved }) => useLeaveGuard(unsaved, vi.fn()), { initialProps: { unsaved: false } });
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    rerender({ unsaved: true });
    expect(closing()).toBe(true);
    unmount();
    expect(closing()).toBe(false);
  });
});
