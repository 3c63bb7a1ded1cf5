/** Turns any time range the UI holds into two instants. */
import { parseDateMath } from './parseDateMath';
import { findQuickTimeRange, INDEFINITELY, type TimeRange } from './rangeOptions';
import { isTimeRangeValue, type TimeRangeValue } from './timeRangeOptions';
import { timeRangeStart } from './timeRangeStart';
import { localTimeZone } from './zonedTime';

export interface ResolvedTimeRange {
  from: Date;
  to: Date;
}

export interface ResolveTimeRangeOptions {
  timeZone?: string;
  weekStartsOn?: 0 | 1;
}

/** Whether the range has no end (the future list's "Indefinitely"). */
export function isIndefinite(value: TimeRange | string): boolean {
  return (typeof value === 'string' ? value : value.type === 'relative' ? value.range : '') === INDEFINITELY;
}

/**
 * `value` is a range object of the picker, a duration of the dropdown ('1h'), or a date-math start ('now-2d').
 * A future relative range ('now+1h') runs from now to then. Throws a RangeError naming what is wrong.
 */
export function resolveTimeRange(
  value: TimeRange | TimeRangeValue | string,
  now: Date = new Date(),
  options: ResolveTimeRangeOptions = {},
): ResolvedTimeRange {
  const timeZone = options.timeZone ?? localTimeZone();
  const math = (expression: string, roundUp: boolean, what: string): Date => {
    const date = parseDateMath(expression, { now, roundUp, timeZone, weekStartsOn: options.weekStartsOn });
    if (!date) throw new RangeError(`Invalid ${what} of the time range: ${JSON.stringify(expression)}`);
    return date;
  };
  if (isIndefinite(value)) throw new RangeError('An indefinite range has no end: check isIndefinite() first');

  if (typeof value === 'string') {
    if (isTimeRangeValue(value)) return { from: timeRangeStart(value, now, { timeZone }), to: now };
    return ordered(math(value, false, 'start'), now);
  }
  switch (value.type) {
    case 'relative':
      return ordered(math(value.range, false, 'start'), now);
    case 'mapped': {
      const known = value.from && value.to ? value : findQuickTimeRange(value.display);
      if (!known?.from || !known.to) throw new RangeError(`Unknown quick range: ${JSON.stringify(value.display)}`);
      return { from: math(known.from, false, 'start'), to: math(known.to, true, 'end') };
    }
    case 'absolute': {
      const from = math(value.from, false, 'start');
      const to = math(value.to, true, 'end');
      if (to.getTime() < from.getTime()) throw new RangeError('The time range ends before it starts');
      return { from, to };
    }
  }
}

function ordered(a: Date, b: Date): ResolvedTimeRange {
  return a.getTime() <= b.getTime() ? { from: a, to: b } : { from: b, to: a };
}
