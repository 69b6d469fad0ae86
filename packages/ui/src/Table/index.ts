export { Table, createColumnHelper, type TableProps, type ColumnDef } from './Table';
