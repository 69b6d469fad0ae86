import { useEffect, useState } from 'react';
import { useStableHandler } from './useStableHandler';

/**
 * Text typed in cells that is no duration is never sent: it lives only in the grid. While there
 * is some (`hasUnsavedText`), going to another week asks first — `navigate` holds the date until
 * the user confirms (`confirm`) or stays (`cancel`) — and closing or reloading the page asks
 * the browser's question, as unsent time does.
 */
export function useLeaveGuard(hasUnsavedText: boolean, onNavigate: (date: string) => void) {
  /** The date to go to once the user confirms leaving, or null. */
  const [leavingTo, setLeavingTo] = useState<string | null>(null);

  useEffect(() => {
    if (!hasUnsavedText) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedText]);

  // Stable for the memoised week navigation.
  const navigate = useStableHandler((date: string) => {
    if (hasUnsavedText) setLeavingTo(date);
    else onNavigate(date);
  });

  const confirm = () => {
    if (leavingTo !== null) onNavigate(leavingTo);
    setLeavingTo(null);
  };

  return { navigate, leavingTo, confirm, cancel: () => setLeavingTo(null) };
}
