import { useEffect, useLayoutEffect, useRef } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

interface RowPosition {
  row: Element;
  /** Index among the table body's data rows. */
  index: number;
  /** Index of the cell within its row. */
  cell: number;
}

const dataRows = (scope: Element) => [...scope.querySelectorAll('tbody > tr:not([aria-hidden="true"])')];

/** Focus the same cell of the row now at the lost row's place, else of the row before it, else the search box or table. */
function focusNeighbour(scope: Element, lost: RowPosition) {
  const rows = dataRows(scope);
  for (const row of [rows[lost.index], rows[lost.index - 1]]) {
    if (!row) continue;
    const target = row.children[lost.cell]?.querySelector<HTMLElement>(FOCUSABLE) ?? row.querySelector<HTMLElement>(FOCUSABLE);
    if (target) {
      target.focus();
      return;
    }
  }
  const fallback =
    scope.querySelector<HTMLElement>('input[type="search"]') ??
    scope.querySelector<HTMLElement>('[role="region"][tabindex]') ??
    scope.querySelector<HTMLElement>('table');
  if (fallback instanceof HTMLTableElement) fallback.tabIndex = -1;
  fallback?.focus();
}

/**
 * Remembers the table row (and cell) keyboard focus was last in within `scope`; when that row
 * leaves the DOM and focus fell to the page (at once, or once a dialog over it has closed), moves
 * focus to a neighbour instead.
 */
export function useKeepRowFocus(scope: HTMLElement | null) {
  const last = useRef<RowPosition | null>(null);

  useEffect(() => {
    if (!scope) return;
    const remember = (event: FocusEvent) => {
      const cell = (event.target as Element).closest('td, th');
      const row = cell?.parentElement;
      if (!cell || !row || row.parentElement?.tagName !== 'TBODY') {
        last.current = null;
        return;
      }
      last.current = { row, index: dataRows(scope).indexOf(row), cell: [...row.children].indexOf(cell) };
    };
    scope.addEventListener('focusin', remember);
    return () => scope.removeEventListener('focusin', remember);
  }, [scope]);

  // After every render: did the remembered row vanish? Wait (a few frames at most) while focus is
  // in a dialog that is closing; act once focus has fallen to the page; let go if it went elsewhere.
  useLayoutEffect(() => {
    const lost = last.current;
    if (!lost || !scope || lost.row.isConnected) return;
    let frame = 0;
    let frames = 0;
    const check = () => {
      const active = document.activeElement;
      if (active == null || active === document.body) {
        last.current = null;
        focusNeighbour(scope, lost);
      } else if (active.closest('[role="dialog"], [role="alertdialog"]') && frames++ < 120) {
        frame = requestAnimationFrame(check);
      } else {
        last.current = null;
      }
    };
    check();
    return () => cancelAnimationFrame(frame);
  });
}
