import { FrameOverlay } from '@kwartier/ui';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useOnline } from './connection';
import { useKeptSince } from './offline/keptAnswers';
import { useUpdate } from './offline/update';
import { useTokenExpired } from './session';

/** Navigations quicker than this show no progress bar, so they do not flash. */
export const PROGRESS_DELAY_MS = 250;

/** Whether the router is loading a route (its guard, loader or code) for longer than the delay. */
function useSlowNavigation(): boolean {
  const loading = useRouterState({ select: (s) => s.isLoading || s.status === 'pending' });
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!loading) {
      setSlow(false);
      return;
    }
    const timer = window.setTimeout(() => setSlow(true), PROGRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);
  return slow;
}

/**
 * What the app shows over every page, outside the page itself (a portal on <body>, so the page can
 * be `aria-busy` without hiding it): a thin progress bar while a navigation loads, a notice while
 * the browser is offline (with the time of the kept answers the page shows, if any), 'Reload to
 * update' when a new build waits, and the 'token expired' notice before the reload.
 */
export function AppFrame() {
  const loading = useSlowNavigation();
  const online = useOnline();
  const tokenExpired = useTokenExpired();
  const keptSince = useKeptSince();
  const update = useUpdate();

  useEffect(() => {
    const root = document.getElementById('root');
    if (loading) root?.setAttribute('aria-busy', 'true');
    else root?.removeAttribute('aria-busy');
  }, [loading]);

  // Always mounted, so the notices are inserted into a live page rather than with it.
  return createPortal(<FrameOverlay loading={loading} offline={!online} dataFrom={keptSince ?? undefined} tokenExpired={tokenExpired} onUpdate={update ?? undefined} />, document.body);
}
