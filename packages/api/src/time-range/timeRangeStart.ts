/**
 * The start of a duration range ('1h', '3mo'): now minus the range. The original set `Date.setMinutes(-N)`, which
 * is the start of the current hour minus N minutes (contract 8.5); months and years here are calendar months on the
 * zone's wall clock, not the original's 30-day months.
 */
import { parseDateMath } from './parseDateMath';
import { splitTimeRangeValue, type TimeRangeValue } from './timeRangeOptions';
import { localTimeZone } from './zonedTime';

const DATE_MATH_UNIT = { m: 'm', h: 'h', d: 'd', w: 'w', mo: 'M', y: 'y' } as const;

/** '3mo' -> 'now-3M' */
export function timeRangeToDateMath(range: TimeRangeValue): string {
  const { amount, unit } = splitTimeRangeValue(range);
  return `now-${amount}${DATE_MATH_UNIT[unit]}`;
}

export interface TimeRangeStartOptions {
  timeZone?: string;
}

export function timeRangeStart(range: TimeRangeValue, now: Date = new Date(), options: TimeRangeStartOptions = {}): Date {
  const start = parseDateMath(timeRangeToDateMath(range), { now, timeZone: options.timeZone ?? localTimeZone() });
  if (!start) throw new RangeError(`Cannot compute the start of ${range}`);
  return start;
}

/**
 * The `start` parameter of the graph call: duration strings as they are, except months, which the backend's
 * duration parser does not know, sent as the ISO start (as the original's getStartValue does).
 */
export function graphStartValue(range: TimeRangeValue, now: Date = new Date(), options: TimeRangeStartOptions = {}) {
  return splitTimeRangeValue(range).unit === 'mo' ? timeRangeStart(range, now, options).toISOString() : range;
}
