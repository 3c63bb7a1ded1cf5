export { isZeroDate, toDate } from './zeroDate';
export type { DateInput } from './zeroDate';
export { trimDecimals } from './formatNumber';
export { formatLatency } from './formatLatency';
export { formatUptime, uptimePercent } from './formatUptime';
export type { UptimeCounts } from './formatUptime';
export { BYTE_UNITS, formatBytes } from './formatBytes';
export { formatDuration } from './formatDuration';
export { formatRelativeTime, formatShortSpan } from './formatRelativeTime';
export { DATETIME_FORMATS, DEFAULT_DATETIME_FORMAT, formatDateTime } from './formatDateTime';
export type { DateTimeFormat, FormatDateTimeOptions } from './formatDateTime';
export {
  BROWSER_TIME_ZONE,
  formatUtcOffset,
  resolveTimeZonePreference,
  timeZoneOptions,
} from './timeZoneOptions';
export type { TimeZoneOption } from './timeZoneOptions';
