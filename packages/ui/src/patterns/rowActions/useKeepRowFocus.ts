import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

interface RowPosition {
  row: Element;
  /** Index among the table body's data rows (or the rows `rowSelector` matches). */
  index: number;
  /** Index of the cell within its table row (unused for other rows). */
  cell: number;
  /** Index of the focused element among the focusables of its cell (of its row for other rows). */
  item: number;
}

const TABLE_ROWS = 'tbody > tr:not([aria-hidden="true"])';

const dataRows = (scope: Element, rowSelector: string | undefined) => [...scope.querySelectorAll(rowSelector ?? TABLE_ROWS)];

const focusables = (element: Element | undefined) => [...(element?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];

/**
 * The focusable element at a lost position's place in a row: for table rows the one at the same
 * index in the same cell (else the cell's first), for other rows (`rowSelector`) the one at the
 * same index among the row's focusables.
 */
function atPosition(row: Element, lost: RowPosition, rowSelector: string | undefined): HTMLElement | undefined {
  if (rowSelector != null) return focusables(row)[lost.item];
  const inCell = focusables(row.children[lost.cell]);
  return inCell[lost.item] ?? inCell[0];
}

/**
 * Focus the same cell of the row now at the lost row's place, else of the row before it, else
 * the scope's `[data-focus-fallback]` element (or the first focusable in it), search box or table.
 */
function focusNeighbour(scope: Element, lost: RowPosition, rowSelector: string | undefined) {
  const rows = dataRows(scope, rowSelector);
  for (const row of [rows[lost.index], rows[lost.index - 1]]) {
    if (!row) continue;
    const target = atPosition(row, lost, rowSelector) ?? row.querySelector<HTMLElement>(FOCUSABLE);
    if (target) {
      target.focus();
      return;
    }
  }
  const marked = scope.querySelector<HTMLElement>('[data-focus-fallback]');
  const fallback =
    (marked?.matches(FOCUSABLE) ? marked : marked?.querySelector<HTMLElement>(FOCUSABLE)) ??
    scope.querySelector<HTMLElement>('input[type="search"]') ??
    scope.querySelector<HTMLElement>('[role="region"][tabindex]') ??
    scope.querySelector<HTMLElement>('table');
  if (fallback instanceof HTMLTableElement) fallback.tabIndex = -1;
  fallback?.focus();
}

/**
 * Remembers the table row (and cell) keyboard focus was last in within `scope`; when that row
 * leaves the DOM and focus fell to the page (at once, or once a dialog over it has closed), moves
 * focus to a neighbour instead. Rows are a table body's rows, or the elements `rowSelector`
 * matches (e.g. the items of a list).
 */
export function useKeepRowFocus(scopeOrRef: HTMLElement | null | RefObject<HTMLElement | null>, rowSelector?: string) {
  const last = useRef<RowPosition | null>(null);
  // A ref object (read after commit) spares the owner a render to learn its element.
  const scopeOf = (): HTMLElement | null => (scopeOrRef && 'current' in scopeOrRef ? scopeOrRef.current : scopeOrRef);

  useEffect(() => {
    const scope = scopeOf();
    if (!scope) return;
    const remember = (event: FocusEvent) => {
      const target = event.target as Element;
      if (rowSelector != null) {
        const row = target.closest(rowSelector);
        last.current =
          row && scope.contains(row)
            ? { row, index: dataRows(scope, rowSelector).indexOf(row), cell: -1, item: focusables(row).indexOf(target as HTMLElement) }
            : null;
        return;
      }
      const cell = target.closest('td, th');
      const row = cell?.parentElement;
      if (!cell || !row || row.parentElement?.tagName !== 'TBODY') {
        last.current = null;
        return;
      }
      last.current = {
        row,
        index: dataRows(scope, rowSelector).indexOf(row),
        cell: [...row.children].indexOf(cell),
        item: focusables(cell).indexOf(target as HTMLElement),
      };
    };
    scope.addEventListener('focusin', remember);
    return () => scope.removeEventListener('focusin', remember);
    // scopeOf reads scopeOrRef.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scopeOrRef, rowSelector]);

  // After every render: did the remembered row vanish? Wait (a few frames at most) while focus is
  // in a dialog that is closing; act once focus has fallen to the page; let go if it went elsewhere.
  useLayoutEffect(() => {
    const lost = last.current;
    const scope = scopeOf();
    if (!lost || !scope || lost.row.isConnected) return;
    let frame = 0;
    let frames = 0;
    const check = () => {
      const active = document.activeElement;
      if (active == null || active === document.body) {
        last.current = null;
        focusNeighbour(scope, lost, rowSelector);
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
