/**
 * Grafana-style date math: `now`, `now-1h`, `now/d`, `now-1d/d`, `now+5m`, or an absolute date optionally followed
 * by `||` and operations (`2026-01-01||+1M/M`). Units: ms s m h d w M y. `/unit` rounds to the start of the unit,
 * or to its last millisecond with `roundUp` (the end of a range). Calendar units (d w M y) count on the wall clock
 * of `timeZone`; ms s m h are exact durations.
 */
import { addDays, addMonths, daysInMonth, fromZonedParts, localTimeZone, zonedDate } from './zonedTime';

export const DATE_MATH_UNITS = ['ms', 's', 'm', 'h', 'd', 'w', 'M', 'y'] as const;
export type DateMathUnit = (typeof DATE_MATH_UNITS)[number];

export interface DateMathOptions {
  now?: Date;
  /** Round `/unit` up to the end of the unit instead of down to its start. */
  roundUp?: boolean;
  /** IANA zone for calendar units and for absolute dates without an offset; default the runtime's zone. */
  timeZone?: string;
  /** 1 = Monday (ISO 8601, default), 0 = Sunday. */
  weekStartsOn?: 0 | 1;
}

const FIXED_MS: Partial<Record<DateMathUnit, number>> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };

/** YYYY-MM-DD, optionally with a time and an offset; without an offset it is wall-clock time in the zone. */
const ABSOLUTE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const OPERATION = /^(?:([+-])(\d*)|\/)(ms|s|m|h|d|w|M|y)/;

function parseAbsolute(text: string, timeZone: string): Date | null {
  const match = ABSOLUTE.exec(text);
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', ms = '0', offset] = match;
  const parts = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h),
    minute: Number(mi),
    second: Number(s),
    millisecond: Number(ms.padEnd(3, '0')),
  };
  // 2026-02-30 would roll over to March: that is a typo, not a date.
  if (parts.month < 1 || parts.month > 12 || parts.day < 1 || parts.day > daysInMonth(parts.year, parts.month)) return null;
  if (parts.hour > 23 || parts.minute > 59 || parts.second > 59) return null;
  if (offset) {
    const date = new Date(text.replace(' ', 'T'));
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return fromZonedParts(parts, timeZone);
}

/** Adds `amount` units: exact for ms..h, on the zone's calendar for d, w, M, y. */
export function addUnits(date: Date, amount: number, unit: DateMathUnit, timeZone: string): Date {
  const fixed = FIXED_MS[unit];
  if (fixed !== undefined) return new Date(date.getTime() + amount * fixed);
  if (unit === 'd') return addDays(date, amount, timeZone);
  if (unit === 'w') return addDays(date, amount * 7, timeZone);
  return addMonths(date, unit === 'y' ? amount * 12 : amount, timeZone);
}

/** The first millisecond of the unit containing `date`, on the zone's wall clock. */
export function startOfUnit(date: Date, unit: DateMathUnit, timeZone: string, weekStartsOn: 0 | 1 = 1): Date {
  if (unit === 'ms') return date;
  const p = zonedDate(date, timeZone);
  const clear = { millisecond: 0 };
  switch (unit) {
    case 's':
      return fromZonedParts({ ...p, ...clear }, timeZone);
    case 'm':
      return fromZonedParts({ ...p, second: 0, ...clear }, timeZone);
    case 'h':
      return fromZonedParts({ ...p, minute: 0, second: 0, ...clear }, timeZone);
    case 'd':
      return fromZonedParts({ ...p, hour: 0, minute: 0, second: 0, ...clear }, timeZone);
    case 'w': {
      const back = (p.weekday - weekStartsOn + 7) % 7;
      return fromZonedParts({ ...p, day: p.day - back, hour: 0, minute: 0, second: 0, ...clear }, timeZone);
    }
    case 'M':
      return fromZonedParts({ ...p, day: 1, hour: 0, minute: 0, second: 0, ...clear }, timeZone);
    case 'y':
      return fromZonedParts({ ...p, month: 1, day: 1, hour: 0, minute: 0, second: 0, ...clear }, timeZone);
  }
}

/** The last millisecond of the unit containing `date`. */
export function endOfUnit(date: Date, unit: DateMathUnit, timeZone: string, weekStartsOn: 0 | 1 = 1): Date {
  if (unit === 'ms') return date;
  const start = startOfUnit(date, unit, timeZone, weekStartsOn);
  return new Date(addUnits(start, 1, unit, timeZone).getTime() - 1);
}

/** The instant the expression names, or null when it is not date math. */
export function parseDateMath(expression: string, options: DateMathOptions = {}): Date | null {
  const now = options.now ?? new Date();
  const timeZone = options.timeZone ?? localTimeZone();
  const weekStartsOn = options.weekStartsOn ?? 1;
  const text = expression.trim();
  let date: Date | null;
  let rest: string;
  if (text.startsWith('now')) {
    date = now;
    rest = text.slice(3);
  } else {
    const separator = text.indexOf('||');
    date = parseAbsolute(separator === -1 ? text : text.slice(0, separator), timeZone);
    rest = separator === -1 ? '' : text.slice(separator + 2);
  }
  if (!date || Number.isNaN(date.getTime())) return null;

  while (rest.length > 0) {
    const match = OPERATION.exec(rest);
    if (!match) return null;
    const [whole, sign, digits, unit] = match as unknown as [string, string | undefined, string, DateMathUnit];
    if (sign === undefined) {
      date = options.roundUp ? endOfUnit(date, unit, timeZone, weekStartsOn) : startOfUnit(date, unit, timeZone, weekStartsOn);
    } else {
      const amount = digits === '' ? 1 : Number(digits);
      date = addUnits(date, sign === '-' ? -amount : amount, unit, timeZone);
    }
    rest = rest.slice(whole.length);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

export function isDateMath(expression: string): boolean {
  return parseDateMath(expression, { now: new Date(0), timeZone: 'UTC' }) !== null;
}
