/**
 * Go's zero time (0001-01-01T00:00:00Z) reaches JSON wherever the backend had no value: it means "no date" and is
 * treated as empty everywhere (spec 001 section 9).
 */

export type DateInput = string | number | Date | null | undefined;

export function isZeroDate(value: DateInput): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.startsWith('0001-01-01');
  const date = value instanceof Date ? value : new Date(value);
  return date.getUTCFullYear() === 1 && date.getUTCMonth() === 0 && date.getUTCDate() === 1;
}

/** A Date for a usable value; null for nothing, the zero date, or text that is not a date. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '' || isZeroDate(value)) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
