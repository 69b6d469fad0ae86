import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type SortingFn,
  type SortingState,
} from '@tanstack/react-table';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useLocale } from '../../i18n/I18nProvider';
import { useMessages } from '../../i18n/useMessages';
import { compareValues } from './compareValues';
import { messages } from './Table.messages';
import * as styles from './Table.css';

/**
 * Presentation hints a column definition may carry for Kwartier's Table (`meta`). The library
 * declares them as @tanstack/react-table's `ColumnMeta` for its own columns only
 * (src/tanstackColumnMeta.d.ts, not shipped); an app that builds columns with `meta` declares it
 * too, in its own code:
 *
 * ```ts
 * declare module '@tanstack/react-table' {
 *   interface ColumnMeta<TData extends RowData, TValue> extends TableColumnMeta {}
 * }
 * ```
 */
export interface TableColumnMeta {
  /** Horizontal alignment of header and cells; `end` for amounts and actions. */
  align?: 'start' | 'center' | 'end';
  /** CSS width of the column, e.g. `48px` for a colour dot. */
  width?: string;
  /** Render cells as row headers (th scope=row), e.g. the name column. */
  isRowHeader?: boolean;
  /**
   * The column's name beside each value when the table shows its rows as cards (narrow
   * layout). Defaults to the header when it renders plain text; `false` for none (e.g. an
   * actions column).
   */
  cardLabel?: string | false;
}

/** Above this many rows only the rows in view are rendered (see {@link TableProps.virtualizeThreshold}). */
export const TABLE_VIRTUALIZE_THRESHOLD = 200;

/** Height of a virtualised table's scroll area when no `maxHeight` is given. */
const DEFAULT_VIRTUAL_MAX_HEIGHT = 'min(70vh, 720px)';

/** A row is 48 px high plus its 1 px border; rows with wrapping text are measured once rendered. */
const ESTIMATED_ROW_HEIGHT = 49;

/** Rows rendered beyond each edge of the visible area, so fast scrolling shows no blank gap. */
const OVERSCAN = 10;

/** Props of {@link Table}. */
export interface TableProps<T> {
  /**
   * Column definitions of @tanstack/react-table. `header` is the column title (a message),
   * `cell` renders a cell; `meta.align`, `meta.width` and `meta.isRowHeader` control layout.
   * With `enableSorting`, set `enableSorting: false` on a column to keep it unsortable
   * (columns without an accessor, such as actions, never sort), or `sortingFn` to sort it
   * differently.
   */
  columns: ColumnDef<T, any>[];
  /**
   * The rows, already filtered (and sorted, unless `enableSorting` sorts them). All rows are
   * shown (no paging); above `virtualizeThreshold` rows only those in view are rendered.
   */
  data: T[];
  /** Shown in a single cell when `data` is empty. Defaults to "No data available". */
  emptyText?: ReactNode;
  /** Stable id of a row (React key); defaults to the row index. */
  getRowId?: (row: T, index: number) => string;
  /** Visible caption, also the table's accessible name. */
  caption?: ReactNode;
  /** Accessible name when there is no visible caption. */
  'aria-label'?: string;
  /** Id of an element naming the table, e.g. the page heading. */
  'aria-labelledby'?: string;
  /**
   * Makes column headers buttons that sort the rows: a click, Enter or Space sorts ascending,
   * again descending, and so on; the sorted header gets `aria-sort`. Values sort as numbers,
   * dates or text in the user's language, empty values last. Defaults to `false`.
   */
  enableSorting?: boolean;
  /** Sorting when the table first renders (uncontrolled), e.g. `[{ id: 'name', desc: false }]`. */
  initialSorting?: SortingState;
  /** Current sorting (controlled); pair it with `onSortingChange`. One column at a time. */
  sorting?: SortingState;
  /** Called with the new sorting when the user sorts by a column. */
  onSortingChange?: (sorting: SortingState) => void;
  /**
   * While true the table is `aria-busy` and screen readers hear "Loading…". Without rows yet it
   * shows `loadingRowCount` placeholder rows instead of the empty text; rows already shown stay,
   * under a thin moving bar, until new data arrives.
   */
  isLoading?: boolean;
  /** Number of placeholder rows while loading without rows. Defaults to 3. */
  loadingRowCount?: number;
  /**
   * Maximum height of the table (number in px or a CSS length); beyond it the rows scroll under
   * a sticky header, and the scroll area can be scrolled with the keyboard. A virtualised table
   * defaults to `min(70vh, 720px)`.
   */
  maxHeight?: number | string;
  /**
   * Above this many rows only the rows in view (plus a margin) are in the DOM, so 10,000 rows
   * scroll smoothly; `aria-rowcount` and `aria-rowindex` tell assistive technology the full
   * size and each row's position, and a row holding keyboard focus stays rendered. Defaults to
   * 200. `Infinity` always renders every row.
   */
  virtualizeThreshold?: number;
  /**
   * Rows under the body, in a `<tfoot>` (e.g. an invoice's totals): `tr` elements whose cells the
   * caller lays out and styles, spanning the table's columns.
   */
  footer?: ReactNode;
  /**
   * What the table does in a container narrower than 600 px: `cards` (the default) shows each row
   * as a card of "column: value" lines, so every value (amounts too) stays in view on a phone;
   * `scroll` keeps the columns and scrolls sideways inside the table's own area. The markup and
   * its roles stay those of a table either way.
   */
  narrowLayout?: 'cards' | 'scroll';
}

/**
 * A read-only data table with real table markup (`table`, `th scope=col`, optional row
 * headers) driven by @tanstack/react-table column definitions; optionally sortable, with a
 * loading state, and virtualised for long lists.
 *
 * ### Do
 * - Mark the column that names a row (usually the first) with `meta: { isRowHeader: true }`, so
 *   screen readers announce each cell with its row's name.
 * - Name the table: a visible `caption`, `aria-label` or `aria-labelledby` (the page heading).
 * - Give amounts `meta: { align: 'end' }`, and an actions column `cardLabel: false`, so the phone
 *   cards show no empty label.
 * - Give `getRowId` when rows can be sorted, added or removed, so a row keeps its identity (and
 *   focus).
 *
 * ### Don't
 * - Set `narrowLayout="scroll"` on a list people read on a phone: the default cards keep every value
 *   in view; keep `scroll` for wide figures that must line up in columns.
 * - Use it for editable cells or selecting rows: it is a read-only table (the week grid is a grid).
 * - Leave it without a row header: a row of amounts is read out without saying whose they are.
 */
export function Table<T>({
  columns,
  data,
  emptyText,
  getRowId,
  caption,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
  enableSorting = false,
  initialSorting,
  sorting,
  onSortingChange,
  isLoading = false,
  loadingRowCount = 3,
  maxHeight,
  virtualizeThreshold = TABLE_VIRTUALIZE_THRESHOLD,
  footer,
  narrowLayout = 'cards',
}: TableProps<T>) {
  const t = useMessages(messages);
  const locale = useLocale();
  const captionId = useId();
  const scrollHintId = useId();

  const [ownSorting, setOwnSorting] = useState<SortingState>(initialSorting ?? []);
  const sortingState = sorting ?? ownSorting;

  // The sorting function is created once (column definitions keep it); it reads the current
  // language's collator through a ref.
  const collator = useMemo(() => new Intl.Collator(locale, { numeric: true, sensitivity: 'base' }), [locale]);
  const collatorRef = useRef(collator);
  collatorRef.current = collator;
  const defaultColumn = useMemo<Partial<ColumnDef<T, unknown>>>(() => {
    const byValue: SortingFn<T> = (a, b, columnId) =>
      compareValues(a.getValue(columnId), b.getValue(columnId), collatorRef.current);
    return { sortingFn: byValue };
  }, []);

  const table = useReactTable({
    columns,
    data,
    defaultColumn,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: getRowId ? (row, index) => getRowId(row, index) : undefined,
    state: { sorting: sortingState },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sortingState) : updater;
      if (sorting === undefined) setOwnSorting(next);
      onSortingChange?.(next);
    },
    enableSorting,
    // Ascending first on every column, then toggling between the two directions: a third
    // "unsorted" click would surprise more than it helps. One column at a time.
    sortDescFirst: false,
    enableSortingRemoval: false,
    enableMultiSort: false,
  });

  const leafColumns = table.getVisibleLeafColumns();
  const headerGroups = table.getHeaderGroups();
  // Each column's name as plain text, shown beside its values in the card layout.
  const cardLabels = new Map<string, string | undefined>();
  for (const header of table.getFlatHeaders()) {
    const meta = header.column.columnDef.meta;
    const definition = header.column.columnDef.header;
    let label: unknown = meta?.cardLabel;
    if (label === undefined) label = typeof definition === 'function' ? definition(header.getContext()) : definition;
    cardLabels.set(header.column.id, typeof label === 'string' && label !== '' ? label : undefined);
  }
  const rows = table.getRowModel().rows;
  const isVirtual = rows.length > virtualizeThreshold;
  const scrollMaxHeight = maxHeight ?? (isVirtual ? DEFAULT_VIRTUAL_MAX_HEIGHT : undefined);
  const isScrollable = scrollMaxHeight != null;

  const scrollRef = useRef<HTMLDivElement>(null);
  const tbodyRef = useRef<HTMLTableSectionElement>(null);

  // Distance from the top of the scroll area to the first row (caption and header), so the
  // virtualiser knows which rows are in view.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    const tbody = tbodyRef.current;
    if (!isVirtual || !scroller || !tbody) return;
    const margin = tbody.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    setScrollMargin((previous) => (Math.abs(previous - margin) < 0.5 ? previous : margin));
  }, [isVirtual, caption, columns]);

  // A row holding keyboard focus (a switch, a link) stays rendered while it is scrolled out of
  // view, so focus is not lost to the page.
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusedIndex == null || focusedIndex >= range.count || indexes.includes(focusedIndex)) return indexes;
      return [...indexes, focusedIndex].sort((a, b) => a - b);
    },
    [focusedIndex],
  );

  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    // Off for a table that renders all its rows: the virtualiser measures its scroll area as it
    // mounts (a forced layout in the middle of the page's first render).
    enabled: isVirtual,
    count: isVirtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin,
    rangeExtractor,
    getItemKey: (index) => rows[index]?.id ?? index,
  });

  const trackFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const row = (event.target as Element).closest('tr[data-index]');
    setFocusedIndex(row ? Number(row.getAttribute('data-index')) : null);
  };
  const forgetFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedIndex(null);
  };

  const renderRow = (
    row: Row<T>,
    extra?: { ref: Ref<HTMLTableRowElement>; index: number; ariaRowIndex: number },
  ) => (
    <tr
      key={row.id}
      ref={extra?.ref}
      data-index={extra?.index}
      aria-rowindex={extra?.ariaRowIndex}
      className={styles.row}
      role="row"
    >
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        const className = `${styles.td} ${styles.align[meta?.align ?? 'start']}`;
        const content = flexRender(cell.column.columnDef.cell, cell.getContext());
        return meta?.isRowHeader ? (
          <th key={cell.id} scope="row" role="rowheader" className={className} style={{ fontWeight: 'inherit' }}>
            {content}
          </th>
        ) : (
          <td key={cell.id} role="cell" className={className} data-label={cardLabels.get(cell.column.id)}>
            {content}
          </td>
        );
      })}
    </tr>
  );

  const columnCount = Math.max(1, leafColumns.length);
  const spacer = (key: string, height: number) =>
    height > 0 ? (
      <tr key={key} aria-hidden="true" className={styles.spacer}>
        <td colSpan={columnCount} style={{ height }} />
      </tr>
    ) : null;

  let body: ReactNode;
  if (rows.length === 0 && isLoading) {
    body = Array.from({ length: loadingRowCount }, (_, i) => (
      <tr key={`loading-${i}`} aria-hidden="true">
        {leafColumns.map((column) => (
          <td key={column.id} className={styles.td}>
            <span className={styles.placeholder} />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr role="row">
        <td colSpan={columnCount} role="cell" className={styles.empty}>
          {emptyText ?? t('empty')}
        </td>
      </tr>
    );
  } else if (isVirtual) {
    // Spacer rows stand in for the rows that are not rendered, keeping real table layout (and
    // the table's semantics) instead of absolutely positioned rows.
    const items = virtualizer.getVirtualItems();
    const parts: ReactNode[] = [];
    let cursor = scrollMargin;
    for (const item of items) {
      parts.push(spacer(`gap-${item.index}`, item.start - cursor));
      parts.push(
        renderRow(rows[item.index], {
          ref: virtualizer.measureElement,
          index: item.index,
          ariaRowIndex: headerGroups.length + item.index + 1,
        }),
      );
      cursor = item.end;
    }
    parts.push(spacer('gap-end', scrollMargin + virtualizer.getTotalSize() - cursor));
    body = parts;
  } else {
    body = rows.map((row) => renderRow(row));
  }

  const wrapperStyle: CSSProperties | undefined = isScrollable
    ? assignInlineVars({ [styles.maxHeight]: typeof scrollMaxHeight === 'number' ? `${scrollMaxHeight}px` : scrollMaxHeight })
    : undefined;
  // A scroll area must be reachable with the keyboard (arrow keys, Page Down) even when its
  // rows hold nothing focusable; it is a named region so screen readers say what it is. Its name
  // adds 'scroll area' to the table's, so it never repeats the name of a section around the
  // table (two landmarks with one name confuse landmark navigation; axe: landmark-unique).
  const tableNameId = ariaLabelledby ?? (ariaLabel == null && caption != null ? captionId : undefined);
  const regionProps = isScrollable
    ? {
        tabIndex: 0,
        role: 'region',
        'aria-label': ariaLabel != null ? t('scrollAreaOf', { name: ariaLabel }) : undefined,
        'aria-labelledby': tableNameId != null ? `${tableNameId} ${scrollHintId}` : undefined,
      }
    : {};

  return (
    <div
      ref={scrollRef}
      className={styles.wrapper}
      style={wrapperStyle}
      data-scrollable={isScrollable || undefined}
      data-virtual={isVirtual || undefined}
      {...regionProps}
    >
      {isScrollable && tableNameId != null && (
        <span id={scrollHintId} hidden>
          {t('scrollArea')}
        </span>
      )}
      <div role="status" className={styles.visuallyHidden}>
        {isLoading ? t('loading') : null}
      </div>
      {isLoading && rows.length > 0 && <div className={styles.loadingBar} aria-hidden="true" />}
      <table
        // Explicit roles: a table whose rows are laid out as cards (display changed) stays a
        // table in every browser's accessibility tree.
        role="table"
        className={narrowLayout === 'cards' ? `${styles.table} ${styles.cards}` : styles.table}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledby}
        aria-busy={isLoading || undefined}
        aria-rowcount={isVirtual ? rows.length + headerGroups.length : undefined}
        data-virtual={isVirtual || undefined}
        data-loading={isLoading || undefined}
      >
        {caption != null && (
          <caption id={captionId} className={styles.caption}>
            {caption}
          </caption>
        )}
        <thead role="rowgroup">
          {headerGroups.map((group, groupIndex) => (
            <tr key={group.id} role="row" aria-rowindex={isVirtual ? groupIndex + 1 : undefined}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const content = header.isPlaceholder
                  ? null
                  : flexRender(header.column.columnDef.header, header.getContext());
                const canSort = !header.isPlaceholder && header.column.getCanSort();
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    role="columnheader"
                    colSpan={header.colSpan > 1 ? header.colSpan : undefined}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    className={`${styles.th} ${styles.align[meta?.align ?? 'start']}`}
                    style={meta?.width ? { width: meta.width } : undefined}
                  >
                    {canSort ? (
                      <AriaButton className={styles.sortButton} onPress={() => header.column.toggleSorting()}>
                        {content}
                        <SortIcon direction={sorted} />
                      </AriaButton>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody role="rowgroup" ref={tbodyRef} onFocus={isVirtual ? trackFocus : undefined} onBlur={isVirtual ? forgetFocus : undefined}>
          {body}
        </tbody>
        {footer != null && <tfoot role="rowgroup">{footer}</tfoot>}
      </table>
    </div>
  );
}

/** Arrow showing the sort direction; a faint double arrow on sortable, unsorted columns. */
function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  const path =
    direction === 'asc'
      ? 'M7 14l5-5 5 5z'
      : direction === 'desc'
        ? 'M7 10l5 5 5-5z'
        : 'M7 9.5l5-5 5 5zM7 14.5l5 5 5-5z';
  return (
    <svg
      className={direction ? styles.sortIcon : `${styles.sortIcon} ${styles.sortIconIdle}`}
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

export { createColumnHelper, type ColumnDef, type SortingState } from '@tanstack/react-table';
