import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** The attribute that marks one activity's card in the list. */
export const CARD_ATTRIBUTE = 'data-activity-card';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

interface CardPosition {
  card: Element;
  /** Index among the list's cards. */
  index: number;
}

const cards = (scope: Element) => [...scope.querySelectorAll(`[${CARD_ATTRIBUTE}]`)];

/**
 * Keyboard focus survives its activity card vanishing (the activity was deleted): it moves to the
 * first control of the card now at its place, else of the card before it, else to `fallbackId`
 * (the 'Add activity' button) — never to the page. Works like the table rows' useKeepRowFocus,
 * for the cards of the activities list; returns the ref for the element around the cards.
 */
export function useKeepCardFocus(fallbackId: string): (element: HTMLElement | null) => void {
  const [scope, setScope] = useState<HTMLElement | null>(null);
  const last = useRef<CardPosition | null>(null);

  useEffect(() => {
    if (!scope) return;
    const remember = (event: FocusEvent) => {
      const card = (event.target as Element).closest(`[${CARD_ATTRIBUTE}]`);
      last.current = card && scope.contains(card) ? { card, index: cards(scope).indexOf(card) } : null;
    };
    scope.addEventListener('focusin', remember);
    return () => scope.removeEventListener('focusin', remember);
  }, [scope]);

  // After every render: did the remembered card vanish? Wait (a few frames at most) while focus is
  // in a dialog that is closing; act once focus has fallen to the page; let go if it went elsewhere.
  useLayoutEffect(() => {
    const lost = last.current;
    if (!lost || !scope || lost.card.isConnected) return;
    let frame = 0;
    let frames = 0;
    const check = () => {
      const active = document.activeElement;
      if (active == null || active === document.body) {
        last.current = null;
        const list = cards(scope);
        const target =
          [list[lost.index], list[lost.index - 1]].map((card) => card?.querySelector<HTMLElement>(FOCUSABLE)).find(Boolean) ??
          document.getElementById(fallbackId);
        target?.focus();
      } else if (active.closest('[role="dialog"], [role="alertdialog"]') && frames++ < 120) {
        frame = requestAnimationFrame(check);
      } else {
        last.current = null;
      }
    };
    check();
    return () => cancelAnimationFrame(frame);
  });

  return setScope;
}
