/**
 * The duration dropdown of the health page and check detail (spec 001 section 9, contract 2(f) picker 1):
 * values 15m..5y, default 1h, and the original's range-to-minutes table.
 */

export const TIME_RANGE_VALUES = [
  '15m', '1h', '2h', '3h', '6h', '12h', '1d', '2d', '3d', '1w', '2w', '3w',
  '1mo', '2mo', '3mo', '6mo', '1y', '2y', '3y', '5y',
] as const;
export type TimeRangeValue = (typeof TIME_RANGE_VALUES)[number];

export const DEFAULT_TIME_RANGE: TimeRangeValue = '1h';

const UNIT_NAMES = { m: 'minute', h: 'hour', d: 'day', w: 'week', mo: 'month', y: 'year' } as const;
type DurationUnit = keyof typeof UNIT_NAMES;

export function isTimeRangeValue(value: unknown): value is TimeRangeValue {
  return typeof value === 'string' && (TIME_RANGE_VALUES as readonly string[]).includes(value);
}

/** `{amount, unit}` of a range value: '3mo' -> {3, 'mo'}. */
export function splitTimeRangeValue(value: TimeRangeValue): { amount: number; unit: DurationUnit } {
  const match = /^(\d+)(mo|m|h|d|w|y)$/.exec(value);
  if (!match) throw new RangeError(`Not a time range value: ${value}`);
  return { amount: Number(match[1]), unit: match[2] as DurationUnit };
}

/** '1 hour', '15 minutes', '1 month'. */
export function timeRangeLabel(value: TimeRangeValue): string {
  const { amount, unit } = splitTimeRangeValue(value);
  return `${amount} ${UNIT_NAMES[unit]}${amount === 1 ? '' : 's'}`;
}

export const TIME_RANGE_OPTIONS: readonly { value: TimeRangeValue; label: string }[] = TIME_RANGE_VALUES.map(
  (value) => ({ value, label: timeRangeLabel(value) }),
);

const MINUTES_PER_UNIT: Record<DurationUnit, number> = {
  m: 1,
  h: 60,
  d: 1_440,
  w: 10_080,
  // The original counts a month as 30 days and a year as 12 such months (360 days): kept for compatibility;
  // timeRangeStart uses real calendar months instead.
  mo: 43_200,
  y: 518_400,
};

export const TIME_RANGE_TO_MINUTES: Readonly<Record<TimeRangeValue, number>> = Object.fromEntries(
  TIME_RANGE_VALUES.map((value) => {
    const { amount, unit } = splitTimeRangeValue(value);
    return [value, amount * MINUTES_PER_UNIT[unit]];
  }),
) as Record<TimeRangeValue, number>;
