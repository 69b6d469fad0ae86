import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { useKeepRowFocus } from './useKeepRowFocus';
import type { SaveResult } from '../../forms/submitResult';

/** Options of {@link useRowActions}. */
export interface RowActionsOptions<R> {
  /** Deletes a row after the user confirmed; the confirmation stays open if it rejects. */
  onDelete: (row: R) => SaveResult;
  /**
   * What a row is, for screens that are not tables: a selector of the row elements (e.g.
   * `'li[data-row]'`). Defaults to the rows of a table body.
   */
  rowSelector?: string;
}

/** What {@link useRowActions} gives a table screen. */
export interface RowActionsState<R> {
  /** Keys of the toggles whose request runs; their switches are read-only meanwhile. */
  toggling: ReadonlySet<string>;
  /**
   * Runs one toggle's request under `key` (e.g. `${id}:active`). Failures are not shown: the app
   * logs them, and the switch shows the data it gets back.
   */
  toggle: (key: string, request: () => Promise<unknown>) => Promise<void>;
  /** Opens the delete confirmation for a row. */
  requestDelete: (row: R) => void;
  /**
   * The confirmation dialog, titled `title`, saying `body(row)`; render it once. It closes when
   * the delete resolves and stays open (pending over) when it rejects. `confirmLabel` names its
   * button when the action is no delete (e.g. 'Sign out'); "Delete" by default.
   */
  confirmDelete: (title: string, body: (row: R) => ReactNode, confirmLabel?: string) => ReactNode;
  /**
   * Put on the element around the search box and the table: when the row holding keyboard focus
   * disappears (deleted, or hidden by a toggle), focus moves to the same cell of the next row,
   * else of the previous one, else to a `[data-focus-fallback]` element (or the first focusable
   * inside it), the search box or the table — never to the page.
   */
  focusScopeRef: (element: HTMLElement | null) => void;
}

/**
 * The row machinery of a table screen: switches that are read-only while their request runs,
 * deletes behind a {@link ConfirmDialog}, and keyboard focus that survives its row vanishing.
 */
export function useRowActions<R>({ onDelete, rowSelector }: RowActionsOptions<R>): RowActionsState<R> {
  const [toggling, setToggling] = useState<ReadonlySet<string>>(new Set());
  const [toDelete, setToDelete] = useState<R | null>(null);
  const [focusScope, focusScopeRef] = useState<HTMLElement | null>(null);
  useKeepRowFocus(focusScope, rowSelector);

  const toggle = useCallback(async (key: string, request: () => Promise<unknown>) => {
    setToggling((previous) => new Set(previous).add(key));
    try {
      await request();
    } catch {
      // Not shown: the app logs it and the switch shows the data it gets.
    } finally {
      setToggling((previous) => {
        const next = new Set(previous);
        next.delete(key);
        return next;
      });
    }
  }, []);

  const confirmDelete = (title: string, body: (row: R) => ReactNode, confirmLabel?: string) => (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      isOpen={toDelete != null}
      onOpenChange={(open) => !open && setToDelete(null)}
      onConfirm={() => (toDelete != null ? onDelete(toDelete) : undefined)}
    >
      {toDelete != null && body(toDelete)}
    </ConfirmDialog>
  );

  return useMemo(
    () => ({ toggling, toggle, requestDelete: setToDelete, confirmDelete, focusScopeRef }),
    // confirmDelete reads toDelete and onDelete.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [toggling, toggle, toDelete, onDelete],
  );
}
