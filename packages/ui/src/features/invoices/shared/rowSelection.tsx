import { createContext, useContext, useMemo, useState } from 'react';
import { Checkbox } from '../../../primitives/Checkbox/Checkbox';
import type { ColumnDef } from '../../../primitives/Table/Table';

// What the dialogs that put something on an invoice (tracked time, expenses) share: a table of
// rows with a checkbox each, all selected at first, 'Select all' (mixed while some are
// deselected) in the header. Rows are selected unless the user deselected them, so rows that
// arrive later (another range, a reload) start selected. The checkboxes read the selection from
// a context, so the table's columns need not change with every click.

/** The selection the checkbox column shows and changes. */
export interface RowSelection {
  isSelected: (key: string) => boolean;
  toggle: (key: string, selected: boolean) => void;
  /** Every row selected, none, or some ('Select all' mixed). */
  all: boolean | 'some';
  toggleAll: (selected: boolean) => void;
  /** While the rows on screen are not the ones to choose from (loading), or there are none. */
  isDisabled: boolean;
}

/**
 * The selection over the rows with these keys: all of them unless deselected. `reset` selects
 * everything again (e.g. when the dialog opens; it may be called while rendering).
 */
export function useRowSelection(keys: readonly string[], isDisabled: boolean) {
  const [deselected, setDeselected] = useState<ReadonlySet<string>>(new Set());
  const selection = useMemo<RowSelection>(() => {
    const deselectedCount = keys.filter((key) => deselected.has(key)).length;
    return {
      isSelected: (key) => !deselected.has(key),
      toggle: (key, selected) =>
        setDeselected((current) => {
          const next = new Set(current);
          if (selected) next.delete(key);
          else next.add(key);
          return next;
        }),
      all: deselectedCount === 0 ? true : deselectedCount === keys.length ? false : 'some',
      toggleAll: (selected) => setDeselected(selected ? new Set() : new Set(keys)),
      isDisabled: isDisabled || keys.length === 0,
    };
  }, [keys, deselected, isDisabled]);
  return { selection, reset: () => setDeselected(new Set()) };
}

const RowSelectionContext = createContext<RowSelection | null>(null);

/** Gives the checkbox column of {@link selectColumn} its selection. */
export const RowSelectionProvider = RowSelectionContext.Provider;

function useSelectionContext(): RowSelection {
  const selection = useContext(RowSelectionContext);
  if (!selection) throw new Error('selectColumn cells need a RowSelectionProvider');
  return selection;
}

function SelectAllCheckbox({ label }: { label: string }) {
  const { all, toggleAll, isDisabled } = useSelectionContext();
  return <Checkbox aria-label={label} isSelected={all === true} isIndeterminate={all === 'some'} onChange={toggleAll} isDisabled={isDisabled} />;
}

function SelectRowCheckbox({ rowKey, label }: { rowKey: string; label: string }) {
  const { isSelected, toggle, isDisabled } = useSelectionContext();
  return <Checkbox aria-label={label} isSelected={isSelected(rowKey)} onChange={(selected) => toggle(rowKey, selected)} isDisabled={isDisabled} />;
}

/**
 * The first column of such a table: 'Select all' in its header, a checkbox per row named by
 * `rowLabel` ("Select Website — Design"). Inside a {@link RowSelectionProvider}.
 */
export function selectColumn<T>(options: { selectAllLabel: string; rowKey: (row: T) => string; rowLabel: (row: T) => string }): ColumnDef<T> {
  return {
    id: 'select',
    header: () => <SelectAllCheckbox label={options.selectAllLabel} />,
    cell: ({ row }) => <SelectRowCheckbox rowKey={options.rowKey(row.original)} label={options.rowLabel(row.original)} />,
    meta: { width: '48px' },
  };
}
