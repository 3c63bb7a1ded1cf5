/**
 * The four date formats users choose between (spec 001 sections 3.5 and 9), in a given time zone:
 * short '5m ago', medium 'Thu 10:37:12', full 'May 14, 10:37:12.345', timestamp '2026-05-14 10:37:12.345'.
 * Built from the zone's wall clock rather than Intl's locale patterns, so the output is the same everywhere.
 */
import { localTimeZone, zonedDate } from '../time-range/zonedTime';
import { formatRelativeTime } from './formatRelativeTime';
import { toDate, type DateInput } from './zeroDate';

export const DATETIME_FORMATS = ['short', 'medium', 'full', 'timestamp'] as const;
export type DateTimeFormat = (typeof DATETIME_FORMATS)[number];
export const DEFAULT_DATETIME_FORMAT: DateTimeFormat = 'timestamp';

export interface FormatDateTimeOptions {
  /** IANA zone; default the runtime's (the browser's: the 'Browser' preference). */
  timeZone?: string;
  /** For 'short'. */
  now?: Date;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number, size = 2) => String(value).padStart(size, '0');

export function formatDateTime(
  value: DateInput,
  format: DateTimeFormat = DEFAULT_DATETIME_FORMAT,
  options: FormatDateTimeOptions = {},
): string {
  const date = toDate(value);
  if (!date) return '';
  if (format === 'short') return formatRelativeTime(date, options.now);
  const p = zonedDate(date, options.timeZone ?? localTimeZone());
  const time = `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
  switch (format) {
    case 'medium':
      return `${WEEKDAYS[p.weekday]} ${time}`;
    case 'full':
      return `${MONTHS[p.month - 1]} ${p.day}, ${time}.${pad(p.millisecond, 3)}`;
    case 'timestamp':
      return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${time}.${pad(p.millisecond, 3)}`;
  }
}
