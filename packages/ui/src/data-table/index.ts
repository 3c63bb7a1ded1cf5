export { DataTable, defaultDataTableMessages } from './DataTable';
export type { DataTableProps, DataTableSlots, DataTableMode, DataTableMessages } from './DataTable';
export { PAGE_SIZE_OPTIONS, SHELL_PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE, parseGoToPage, grownPageSize } from './dataTableRules';
export { createColumnHelper } from '@tanstack/react-table';
export type { ColumnDef, SortingState } from '@tanstack/react-table';
