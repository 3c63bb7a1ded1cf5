import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Header,
  type Row,
  type SortingState,
} from '@tanstack/react-table';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { EmptyState } from '../empty-state/EmptyState';
import { SortAscIcon, SortDescIcon, SortNoneIcon } from '../icons/icons';
import { useMessages } from '../messages/MessagesProvider';
import { Skeleton } from '../skeleton/Skeleton';
import { cx } from '../utils/cx';
import { useFixedWindow } from '../utils/fixedWindow';
import * as styles from './DataTable.css';
import { DataTablePagination } from './DataTablePagination';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, grownPageSize, pageCountOf } from './dataTableRules';

export type DataTableSlots = 'root' | 'scroller' | 'table' | 'headerCell' | 'row' | 'cell' | 'pagination';
export type DataTableMode = 'paginated' | 'virtual' | 'all';

export interface DataTableMessages {
  noData: string;
  rowsPerPage: string;
  pageOf: (page: number, pageCount: number) => string;
  goToPage: string;
  previousPage: string;
  nextPage: string;
  sortBy: (column: string) => string;
}
export const defaultDataTableMessages: DataTableMessages = {
  noData: 'No data available',
  rowsPerPage: 'Rows per page',
  pageOf: (page, pageCount) => `Page ${page} of ${pageCount}`,
  goToPage: 'Go to page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  sortBy: (column) => `Sort by ${column}`,
};

export interface DataTableProps<T> {
  data: readonly T[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own ColumnDef value type is any here
  columns: ColumnDef<T, any>[];
  getRowId?: (row: T, index: number) => string;
  /** paginated (default): pages with controls; virtual: a scrolling window that doubles at the end; all: every row. */
  mode?: DataTableMode;
  pageSizeOptions?: readonly number[];
  pageSize?: number;
  defaultPageSize?: number;
  onPageSizeChange?: (pageSize: number) => void;
  pageIndex?: number;
  defaultPageIndex?: number;
  onPageIndexChange?: (pageIndex: number) => void;
  sorting?: SortingState;
  defaultSorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** Server-side sorting/paging: the rows given are already sorted and paged; rowCount is the total. */
  manualSorting?: boolean;
  manualPagination?: boolean;
  rowCount?: number;
  loading?: boolean;
  /** Height of the scrolling area in virtual mode (px). */
  height?: number;
  estimateRowHeight?: number;
  onRowClick?: (row: T) => void;
  /** Accessible name of the table. */
  'aria-label'?: string;
  caption?: ReactNode;
  emptyState?: ReactNode;
  messages?: Partial<DataTableMessages>;
  className?: string;
  classNames?: Partial<Record<DataTableSlots, string>>;
}

function useControlled<V>(controlled: V | undefined, initial: V, onChange?: (value: V) => void): [V, (value: V) => void] {
  const [state, setState] = useState(initial);
  const value = controlled !== undefined ? controlled : state;
  return [
    value,
    (next: V) => {
      if (controlled === undefined) setState(next);
      onChange?.(next);
    },
  ];
}

export function DataTable<T>(props: DataTableProps<T>) {
  // TanStack Table keeps mutable state the React Compiler would memoise stale (TanStack/table#5567): opt out.
  'use no memo';
  const {
    data,
    columns,
    getRowId,
    mode = 'paginated',
    pageSizeOptions = PAGE_SIZE_OPTIONS,
    manualSorting = false,
    manualPagination = false,
    loading = false,
    height = 480,
    estimateRowHeight = 40,
    onRowClick,
    caption,
    emptyState,
    className,
    classNames,
  } = props;
  const messages = useMessages('dataTable', defaultDataTableMessages, props.messages);
  const [sorting, setSorting] = useControlled(props.sorting, props.defaultSorting ?? [], props.onSortingChange);
  const [pageSize, setPageSize] = useControlled(props.pageSize, props.defaultPageSize ?? DEFAULT_PAGE_SIZE, props.onPageSizeChange);
  const [pageIndex, setPageIndex] = useControlled(props.pageIndex, props.defaultPageIndex ?? 0, props.onPageIndexChange);
  const paginated = mode === 'paginated';

  const table = useReactTable<T>({
    data: data as T[],
    columns,
    getRowId,
    state: { sorting, pagination: { pageIndex, pageSize } },
    onSortingChange: (updater) => setSorting(typeof updater === 'function' ? updater(sorting) : updater),
    onPaginationChange: (updater) => {
      const next = typeof updater === 'function' ? updater({ pageIndex, pageSize }) : updater;
      if (next.pageSize !== pageSize) setPageSize(next.pageSize);
      if (next.pageIndex !== pageIndex) setPageIndex(next.pageIndex);
    },
    // Every column cycles ascending, descending, unsorted (TanStack would start numbers at descending).
    sortDescFirst: false,
    enableSortingRemoval: true,
    manualSorting,
    manualPagination: manualPagination || !paginated,
    rowCount: props.rowCount,
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: manualSorting ? undefined : getSortedRowModel(),
    getPaginationRowModel: paginated && !manualPagination ? getPaginationRowModel() : undefined,
  });

  const totalRows = props.rowCount ?? (manualPagination ? data.length : table.getPrePaginationRowModel().rows.length);
  const pageCount = pageCountOf(totalRows, pageSize);
  // A shrinking data set (a filter) must not strand the user on a page that no longer exists.
  useEffect(() => {
    if (paginated && pageIndex > pageCount - 1) setPageIndex(pageCount - 1);
  });

  const allRows = table.getRowModel().rows;
  const rows = mode === 'virtual' ? allRows.slice(0, pageSize) : allRows;
  const columnCount = table.getVisibleLeafColumns().length;

  // Virtual mode renders the rows in view (fixed height: estimateRowHeight) between two spacer rows.
  const scrollerRef = useRef<HTMLDivElement>(null);
  const virtual = mode === 'virtual';
  const rowWindow = useFixedWindow(scrollerRef, {
    count: virtual ? rows.length : 0,
    rowHeight: estimateRowHeight,
    overscan: 10,
    initialHeight: height,
    enabled: virtual,
  });
  const lastVirtualIndex = virtual ? rowWindow.last : -1;
  useEffect(() => {
    if (mode !== 'virtual' || loading) return;
    const grown = grownPageSize(lastVirtualIndex, pageSize, totalRows);
    if (grown !== null) setPageSize(grown);
  });

  const renderRow = (row: Row<T>, index: number) => (
    <tr
      key={row.id}
      data-index={index}
      className={cx(styles.row, classNames?.row)}
      data-clickable={onRowClick ? '' : undefined}
      tabIndex={onRowClick ? 0 : undefined}
      onClick={onRowClick ? () => onRowClick(row.original) : undefined}
      onKeyDown={
        onRowClick
          ? (event) => {
              if (event.key === 'Enter') onRowClick(row.original);
            }
          : undefined
      }
      style={mode === 'virtual' ? { height: estimateRowHeight } : undefined}
    >
      {row.getVisibleCells().map((cell) => (
        <td key={cell.id} className={cx(styles.cell, classNames?.cell)}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
    </tr>
  );

  let body: ReactNode;
  if (loading && data.length === 0) {
    body = Array.from({ length: 5 }, (_, i) => (
      <tr key={`skeleton-${i}`} className={styles.row}>
        {Array.from({ length: columnCount }, (_, j) => (
          <td key={j} className={cx(styles.cell, classNames?.cell)}>
            <Skeleton width={j === 0 ? '70%' : '50%'} />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.emptyCell}>
          {emptyState ?? <EmptyState title={messages.noData} />}
        </td>
      </tr>
    );
  } else if (virtual) {
    const before = rowWindow.first * estimateRowHeight;
    const after = (rows.length - 1 - rowWindow.last) * estimateRowHeight;
    body = (
      <>
        {before > 0 ? <tr aria-hidden="true"><td colSpan={columnCount} className={styles.spacer} style={{ height: before }} /></tr> : null}
        {rows.slice(rowWindow.first, rowWindow.last + 1).map((row, offset) => renderRow(row, rowWindow.first + offset))}
        {after > 0 ? <tr aria-hidden="true"><td colSpan={columnCount} className={styles.spacer} style={{ height: after }} /></tr> : null}
      </>
    );
  } else {
    body = rows.map(renderRow);
  }

  return (
    <div className={cx(styles.root, classNames?.root, className)} data-mode={mode} data-loading={loading || undefined}>
      <div
        ref={scrollerRef}
        className={cx(styles.scroller, classNames?.scroller)}
        style={mode === 'virtual' ? { height } : undefined}
      >
        <table
          className={cx(styles.table, classNames?.table)}
          aria-label={props['aria-label']}
          aria-busy={loading || undefined}
          aria-rowcount={mode === 'virtual' ? totalRows + 1 : undefined}
        >
          {caption ? <caption>{caption}</caption> : null}
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <HeaderCell key={header.id} header={header} messages={messages} className={classNames?.headerCell} />
                ))}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      {paginated ? (
        <DataTablePagination
          pageIndex={Math.min(pageIndex, pageCount - 1)}
          pageCount={pageCount}
          pageSize={pageSize}
          pageSizeOptions={pageSizeOptions}
          onPageIndexChange={setPageIndex}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPageIndex(0);
          }}
          messages={messages}
          className={classNames?.pagination}
        />
      ) : null}
    </div>
  );
}

function HeaderCell<T>({ header, messages, className }: { header: Header<T, unknown>; messages: DataTableMessages; className?: string }) {
  'use no memo';
  const column = header.column;
  const sorted = column.getIsSorted();
  const content = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
  const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : column.getCanSort() ? 'none' : undefined;
  return (
    <th colSpan={header.colSpan} scope="col" aria-sort={ariaSort} className={cx(styles.headerCell, className)} style={{ width: header.column.columnDef.size === 150 ? undefined : header.getSize() }}>
      {column.getCanSort() && !header.isPlaceholder ? (
        <button
          type="button"
          className={styles.sortButton}
          onClick={column.getToggleSortingHandler()}
          title={typeof column.columnDef.header === 'string' ? messages.sortBy(column.columnDef.header) : undefined}
        >
          {content}
          <span className={styles.sortIcon} data-sorted={sorted || undefined} aria-hidden="true">
            {sorted === 'asc' ? <SortAscIcon width={12} height={12} /> : sorted === 'desc' ? <SortDescIcon width={12} height={12} /> : <SortNoneIcon width={12} height={12} />}
          </span>
        </button>
      ) : (
        content
      )}
    </th>
  );
}
