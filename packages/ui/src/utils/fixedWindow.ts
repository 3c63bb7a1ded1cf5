import { useEffect, useState, type RefObject } from 'react';

export interface FixedWindowOptions {
  count: number;
  /** Every row has this height (px). */
  rowHeight: number;
  /** Rows rendered beyond each edge of the visible area. */
  overscan: number;
  /** Height assumed before layout (and where there is none, e.g. jsdom). */
  initialHeight: number;
  enabled?: boolean;
}

export interface FixedWindow {
  /** Index of the first and last row to render (last < first when there is nothing). */
  first: number;
  last: number;
  totalHeight: number;
  /** Scrolls the least needed to show the row (the 'auto' alignment). */
  scrollToIndex: (index: number) => void;
}

/**
 * Windowed rendering for rows of one fixed height: only the rows in view (plus overscan) are rendered, between spacers
 * that keep the full scroll height. All our lists and virtual tables have fixed rows, so arithmetic is enough here.
 */
export function useFixedWindow(scroller: RefObject<HTMLElement | null>, options: FixedWindowOptions): FixedWindow {
  const { count, rowHeight, overscan, initialHeight, enabled = true } = options;
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(initialHeight);

  useEffect(() => {
    const element = scroller.current;
    if (!enabled || !element) return;
    const read = () => {
      setScrollTop(element.scrollTop);
      setHeight(element.clientHeight || initialHeight);
    };
    // The scroller's height is fixed by its owner (a prop, a style), so scrolling is all there is to follow.
    read();
    element.addEventListener('scroll', read, { passive: true });
    return () => element.removeEventListener('scroll', read);
  }, [enabled, scroller, initialHeight]);

  const top = Math.min(scrollTop, Math.max(0, count * rowHeight - height));
  return {
    first: Math.max(0, Math.floor(top / rowHeight) - overscan),
    last: Math.min(count - 1, Math.ceil((top + height) / rowHeight) - 1 + overscan),
    totalHeight: count * rowHeight,
    scrollToIndex: (index) => {
      const element = scroller.current;
      if (!element || index < 0) return;
      const viewport = element.clientHeight || initialHeight;
      const rowTop = index * rowHeight;
      const current = element.scrollTop;
      const next = rowTop < current ? rowTop : rowTop + rowHeight > current + viewport ? rowTop + rowHeight - viewport : current;
      if (next === current) return;
      element.scrollTop = next;
      // No scroll event where nothing lays out: render the new window anyway.
      setScrollTop(next);
    },
  };
}
