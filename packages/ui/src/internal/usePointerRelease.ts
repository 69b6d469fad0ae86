import { useCallback, useEffect, useRef } from 'react';

/**
 * `afterRelease(update)`: runs `update` now, or — while a pointer is pressed — once it is released
 * and its click has been dispatched. A change of layout that focus leaving a field sets off (a
 * message appearing under it) then waits until the press that moved focus has made its click, so
 * the click lands where the user pressed.
 */
export function usePointerRelease(): (update: () => void) => void {
  const pressed = useRef(false);
  useEffect(() => {
    const down = () => {
      pressed.current = true;
    };
    const up = () => {
      pressed.current = false;
    };
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', up, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', up, true);
    };
  }, []);
  return useCallback((update: () => void) => {
    if (!pressed.current) return update();
    let done = false;
    const run = () => {
      if (done) return;
      done = true;
      document.removeEventListener('click', run, true);
      document.removeEventListener('pointerup', released, true);
      document.removeEventListener('pointercancel', released, true);
      update();
    };
    // After the release, the click (if the pointer stayed on its target) comes in the same task.
    const released = () => setTimeout(run, 0);
    document.addEventListener('click', run, true);
    document.addEventListener('pointerup', released, true);
    document.addEventListener('pointercancel', released, true);
  }, []);
}
