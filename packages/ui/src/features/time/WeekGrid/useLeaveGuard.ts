import { useEffect, useState } from 'react';
import type { WeekNavigationControl } from './WeekGridHeader';
import { useStableHandler } from './useStableHandler';

/**
 * Text typed in cells that is no duration is never sent: it lives only in the grid. While there
 * is some (`hasUnsavedText`), going to another week asks first — `navigate` holds the date until
 * the user confirms (`confirm`) or stays (`cancel`) — and closing or reloading the page asks
 * the browser's question, as unsent time does.
 */
export function useLeaveGuard(hasUnsavedText: boolean, onNavigate: (date: string, control?: WeekNavigationControl) => void) {
  /** The date to go to once the user confirms leaving, or null. */
  const [leaving, setLeaving] = useState<{ date: string; control?: WeekNavigationControl } | null>(null);
  const leavingTo = leaving?.date ?? null;

  useEffect(() => {
    if (!hasUnsavedText) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedText]);

  // Stable for the memoised week navigation.
  const navigate = useStableHandler((date: string, control?: WeekNavigationControl) => {
    if (hasUnsavedText) setLeaving({ date, control });
    else onNavigate(date, control);
  });

  const confirm = () => {
    if (leaving !== null) onNavigate(leaving.date, leaving.control);
    setLeaving(null);
  };

  return { navigate, leavingTo, confirm, cancel: () => setLeaving(null) };
}
