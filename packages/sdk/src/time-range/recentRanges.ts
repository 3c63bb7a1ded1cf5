/**
 * The last absolute ranges a user submitted, kept in localStorage. Reading `window.localStorage` itself throws in
 * some private modes and sandboxed iframes, writing throws when the quota is full: the list then lives for the page
 * only, and nothing breaks. There is no storage on a server render.
 */
import { isDateMath, MAX_RECENT_ABSOLUTE_RANGES, rememberAbsoluteRange, type TimeRange } from '@opsdeck/api';

export type AbsoluteTimeRange = Extract<TimeRange, { type: 'absolute' }>;

export const DEFAULT_RECENT_STORAGE_KEY = 'opsdeck.timeRangePicker.recentAbsoluteRanges';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isAbsoluteRange(item: unknown): item is AbsoluteTimeRange {
  if (typeof item !== 'object' || item === null) return false;
  const { type, from, to, display } = item as Record<string, unknown>;
  return (
    type === 'absolute' &&
    typeof from === 'string' &&
    typeof to === 'string' &&
    (display === undefined || typeof display === 'string') &&
    isDateMath(from) &&
    isDateMath(to)
  );
}

/** The remembered ranges, newest first; whatever is unreadable or malformed is left out. */
export function loadRecentRanges(key: string): AbsoluteTimeRange[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(key) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isAbsoluteRange)
      .map(({ from, to, display }) => ({ type: 'absolute' as const, display: display ?? 'Custom', from, to }))
      .slice(0, MAX_RECENT_ABSOLUTE_RANGES);
  } catch {
    return [];
  }
}

/** Puts the range first (no duplicates, at most five), stores the list when it can, and returns it. */
export function rememberRecentRange(key: string, recent: readonly AbsoluteTimeRange[], range: AbsoluteTimeRange) {
  const next = rememberAbsoluteRange(recent, range);
  try {
    storage()?.setItem(key, JSON.stringify(next));
  } catch {
    // Full or forbidden storage: the list still holds for this page.
  }
  return next;
}
