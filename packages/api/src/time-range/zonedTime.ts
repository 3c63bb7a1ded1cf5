/**
 * Wall-clock arithmetic in an IANA time zone with nothing but Intl: "start of day", "minus one month" and date
 * formats depend on the zone, so every caller names it. 'UTC' takes a fast path.
 */

export interface ZonedParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

export interface ZonedDate extends ZonedParts {
  /** 0 = Sunday */
  weekday: number;
}

/** The runtime's own zone (the browser's, on a page). */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws a RangeError naming the zone when it is not a valid IANA name.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function isUtc(timeZone: string): boolean {
  return timeZone === 'UTC' || timeZone === 'Etc/UTC';
}

export function zonedDate(date: Date, timeZone: string): ZonedDate {
  if (isUtc(timeZone)) {
    return {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
      second: date.getUTCSeconds(),
      millisecond: date.getUTCMilliseconds(),
      weekday: date.getUTCDay(),
    };
  }
  const values: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) values[part.type] = part.value;
  const year = Number(values.year);
  return {
    year: values.era === 'BC' ? 1 - year : year,
    month: Number(values.month),
    day: Number(values.day),
    hour: Number(values.hour),
    minute: Number(values.minute),
    second: Number(values.second),
    millisecond: date.getUTCMilliseconds(),
    weekday: WEEKDAYS.indexOf(values.weekday ?? ''),
  };
}

function wallClockAsUtc(parts: ZonedParts): number {
  const date = new Date(0);
  // setUTCFullYear keeps years 0-99 literal, which Date.UTC would map to 1900-1999.
  date.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  date.setUTCHours(parts.hour, parts.minute, parts.second, parts.millisecond);
  return date.getTime();
}

/** How far the zone's wall clock is ahead of UTC at that instant, in ms. */
export function zoneOffset(date: Date, timeZone: string): number {
  if (isUtc(timeZone)) return 0;
  const wall = wallClockAsUtc({ ...zonedDate(date, timeZone), millisecond: 0 });
  return wall - (date.getTime() - date.getUTCMilliseconds());
}

/**
 * The instant a wall-clock time names in the zone. Out-of-range fields roll over (month 13 is January next year).
 * In a daylight-saving gap the clock time does not exist and the result lands just after the gap.
 */
export function fromZonedParts(parts: ZonedParts, timeZone: string): Date {
  const wall = wallClockAsUtc(parts);
  if (isUtc(timeZone)) return new Date(wall);
  const first = wall - zoneOffset(new Date(wall), timeZone);
  return new Date(wall - zoneOffset(new Date(first), timeZone));
}

export function daysInMonth(year: number, month: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

/** Calendar months added on the wall clock, the day clamped to the target month (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Date, months: number, timeZone: string): Date {
  const parts = zonedDate(date, timeZone);
  const total = parts.year * 12 + (parts.month - 1) + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12 + 1;
  return fromZonedParts({ ...parts, year, month, day: Math.min(parts.day, daysInMonth(year, month)) }, timeZone);
}

/** Calendar days added on the wall clock: across a DST change a day is 23 or 25 hours. */
export function addDays(date: Date, days: number, timeZone: string): Date {
  const parts = zonedDate(date, timeZone);
  return fromZonedParts({ ...parts, day: parts.day + days }, timeZone);
}
