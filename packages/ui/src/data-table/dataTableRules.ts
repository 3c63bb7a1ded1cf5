// Table rules from the product spec, pure so they are tested on their own.

/** Page sizes offered by default (spec 001, section 9); 50 is the default. Shell tables use 50, 100, 200. */
export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50, 100, 150, 200, 250, 300, 500, 1000] as const;
export const SHELL_PAGE_SIZE_OPTIONS = [50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 50;

/** Turns what was typed into the go-to-page box into a zero-based page index within 1..pageCount, or null. */
export function parseGoToPage(input: string, pageCount: number): number | null {
  const trimmed = input.trim();
  if (!/^-?\d+$/.test(trimmed) || pageCount < 1) return null;
  const page = Math.min(pageCount, Math.max(1, Number.parseInt(trimmed, 10)));
  return page - 1;
}

export function pageCountOf(rowCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(rowCount / Math.max(1, pageSize)));
}

/**
 * Virtual tables load a window of `pageSize` rows and double it when the user scrolls to its last row, as long as
 * more rows exist. Returns the new page size, or null when nothing should change.
 */
export function grownPageSize(lastVisibleIndex: number, pageSize: number, totalRows: number): number | null {
  if (pageSize >= totalRows) return null;
  if (lastVisibleIndex < Math.min(pageSize, totalRows) - 1) return null;
  return pageSize * 2;
}
