// The library's own columns carry Table's presentation hints in `meta`. This augmentation is for
// the library's compilation only: no module imports it, so the built .d.ts (what an app gets)
// carries none — an app that wants `meta` on its columns declares it itself (see TableColumnMeta).
import type { RowData } from '@tanstack/react-table';
import type { TableColumnMeta } from './primitives/Table/Table';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> extends TableColumnMeta {}
}
