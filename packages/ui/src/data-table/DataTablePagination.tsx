import { useEffect, useId, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { IconButton } from '../icon-button/IconButton';
import { cx } from '../utils/cx';
import * as styles from './DataTable.css';
import type { DataTableMessages } from './DataTable';
import { parseGoToPage } from './dataTableRules';

interface DataTablePaginationProps {
  pageIndex: number;
  pageCount: number;
  pageSize: number;
  pageSizeOptions: readonly number[];
  onPageIndexChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  messages: DataTableMessages;
  className?: string;
}

/** Rows-per-page select, previous/next, and a go-to-page box limited to 1..page count. */
export function DataTablePagination({
  pageIndex,
  pageCount,
  pageSize,
  pageSizeOptions,
  onPageIndexChange,
  onPageSizeChange,
  messages,
  className,
}: DataTablePaginationProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(pageIndex + 1));
  useEffect(() => setDraft(String(pageIndex + 1)), [pageIndex]);

  const go = () => {
    const target = parseGoToPage(draft, pageCount);
    if (target === null) setDraft(String(pageIndex + 1));
    else {
      setDraft(String(target + 1));
      if (target !== pageIndex) onPageIndexChange(target);
    }
  };
  // The current size stays selectable even when a host passes options without it.
  const sizes = pageSizeOptions.includes(pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  return (
    <div className={cx(styles.pagination, className)}>
      <div className={styles.paginationGroup}>
        <label htmlFor={`${id}-size`}>{messages.rowsPerPage}</label>
        <select
          id={`${id}-size`}
          className={styles.pageSizeSelect}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.paginationGroup}>
        <span aria-live="polite">{messages.pageOf(pageIndex + 1, pageCount)}</span>
        <IconButton size="sm" label={messages.previousPage} disabled={pageIndex <= 0} onClick={() => onPageIndexChange(pageIndex - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          size="sm"
          label={messages.nextPage}
          disabled={pageIndex >= pageCount - 1}
          onClick={() => onPageIndexChange(pageIndex + 1)}
        >
          <ChevronRightIcon />
        </IconButton>
        <label htmlFor={`${id}-goto`}>{messages.goToPage}</label>
        <input
          id={`${id}-goto`}
          type="number"
          inputMode="numeric"
          min={1}
          max={pageCount}
          value={draft}
          className={styles.goToInput}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={go}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              go();
            }
          }}
        />
      </div>
    </div>
  );
}
