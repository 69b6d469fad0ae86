import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useMessages } from '../i18n/useMessages';
import { messages } from './Table.messages';
import * as styles from './Table.css';

declare module '@tanstack/react-table' {
  // Presentation hints a column definition may carry for Kwartier's Table.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Horizontal alignment of header and cells; `end` for amounts and actions. */
    align?: 'start' | 'center' | 'end';
    /** CSS width of the column, e.g. `48px` for a colour dot. */
    width?: string;
    /** Render cells as row headers (th scope=row), e.g. the name column. */
    isRowHeader?: boolean;
  }
}

/** Props of {@link Table}. */
export interface TableProps<T> {
  /**
   * Column definitions of @tanstack/react-table. `header` is the column title (a message),
   * `cell` renders a cell; `meta.align`, `meta.width` and `meta.isRowHeader` control layout.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  /** The rows, already filtered and sorted. All rows are shown (SPEC §9: no paging). */
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
}

/**
 * A read-only data table with real table markup (`table`, `th scope=col`, optional row
 * headers) driven by @tanstack/react-table column definitions.
 */
export function Table<T>({
  columns,
  data,
  emptyText,
  getRowId,
  caption,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
}: TableProps<T>) {
  const t = useMessages(messages);
  const table = useReactTable({
    columns,
    data,
    getCoreRowModel: getCoreRowModel(),
    getRowId: getRowId ? (row, index) => getRowId(row, index) : undefined,
  });
  const leafColumns = table.getVisibleLeafColumns();

  return (
    <div className={styles.wrapper}>
      <table className={styles.table} aria-label={ariaLabel} aria-labelledby={ariaLabelledby}>
        {caption != null && <caption className={styles.caption}>{caption}</caption>}
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    colSpan={header.colSpan > 1 ? header.colSpan : undefined}
                    className={`${styles.th} ${styles.align[meta?.align ?? 'start']}`}
                    style={meta?.width ? { width: meta.width } : undefined}
                  >
                    {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={Math.max(1, leafColumns.length)} className={styles.empty}>
                {emptyText ?? t('empty')}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} className={styles.row}>
                {row.getVisibleCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  const className = `${styles.td} ${styles.align[meta?.align ?? 'start']}`;
                  const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                  return meta?.isRowHeader ? (
                    <th key={cell.id} scope="row" className={className} style={{ fontWeight: 'inherit' }}>
                      {content}
                    </th>
                  ) : (
                    <td key={cell.id} className={className}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

export { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
