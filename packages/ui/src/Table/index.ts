export {
  Table,
  createColumnHelper,
  TABLE_VIRTUALIZE_THRESHOLD,
  type TableProps,
  type ColumnDef,
  type SortingState,
} from './Table';
export { compareValues } from './compareValues';
