/**
 * Shortened relative time (spec 001 section 9): s, m, h, d, mo, y, with 'ago' for the past and 'in' for the future:
 * '5m ago', 'in 2h', '3mo ago'. The zero date and missing values are empty text.
 */
import { toDate, type DateInput } from './zeroDate';

const STEPS = [
  ['s', 60, 1],
  ['m', 3_600, 60],
  ['h', 86_400, 3_600],
  ['d', 30 * 86_400, 86_400],
  ['mo', 365 * 86_400, 30 * 86_400],
] as const;

/** '5m', '3mo': the size of a span of seconds in its largest whole unit. */
export function formatShortSpan(seconds: number): string {
  const abs = Math.abs(seconds);
  for (const [unit, below, size] of STEPS) {
    if (abs < below) return `${Math.floor(abs / size)}${unit}`;
  }
  return `${Math.floor(abs / (365 * 86_400))}y`;
}

export function formatRelativeTime(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const seconds = (date.getTime() - now.getTime()) / 1_000;
  if (Math.abs(seconds) < 1) return 'now';
  const span = formatShortSpan(seconds);
  return seconds < 0 ? `${span} ago` : `in ${span}`;
}
