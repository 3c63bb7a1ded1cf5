/**
 * The options of the Grafana-style TimeRangePicker (contract 2(f) picker 2, spec 001 section 9): relative ranges as
 * date math, future ranges for silences, and named quick ranges as from/to date math. The `to` of every range is
 * resolved rounding up, so "Yesterday" spans the whole of yesterday (the original resolved both ends rounding down:
 * a zero-length window, contract 8.7) and "Today so far" runs from the start of today (the original: now to now).
 */

export type TimeRange =
  | { type: 'relative'; display: string; range: string }
  | { type: 'mapped'; display: string; from?: string; to?: string }
  | { type: 'absolute'; display?: string; from: string; to: string };

export type RelativeTimeRange = Extract<TimeRange, { type: 'relative' }>;
export type MappedTimeRange = Required<Extract<TimeRange, { type: 'mapped' }>>;

/** The value of the future list that has no end: silences send a null `until` for it. */
export const INDEFINITELY = 'indefinitely';

const STEPS = [
  ['5m', '5 minutes'],
  ['15m', '15 minutes'],
  ['30m', '30 minutes'],
  ['1h', '1 hour'],
  ['3h', '3 hours'],
  ['6h', '6 hours'],
  ['12h', '12 hours'],
  ['24h', '24 hours'],
  ['2d', '2 days'],
  ['7d', '7 days'],
  ['30d', '30 days'],
  ['90d', '90 days'],
  ['6M', '6 months'],
  ['1y', '1 year'],
  ['2y', '2 years'],
  ['5y', '5 years'],
] as const;

export const RELATIVE_TIME_RANGES: readonly RelativeTimeRange[] = STEPS.map(([step, display]) => ({
  type: 'relative',
  display,
  range: `now-${step}`,
}));

export const FUTURE_TIME_RANGES: readonly RelativeTimeRange[] = [
  { type: 'relative', display: 'Indefinitely', range: INDEFINITELY },
  ...STEPS.map(([step, display]): RelativeTimeRange => ({ type: 'relative', display, range: `now+${step}` })),
];

const quick = (display: string, from: string, to: string): MappedTimeRange => ({ type: 'mapped', display, from, to });

export const QUICK_TIME_RANGES: readonly MappedTimeRange[] = [
  quick('Yesterday', 'now-1d/d', 'now-1d/d'),
  quick('Day before yesterday', 'now-2d/d', 'now-2d/d'),
  quick('This day last week', 'now-7d/d', 'now-7d/d'),
  quick('Previous week', 'now-1w/w', 'now-1w/w'),
  quick('Previous month', 'now-1M/M', 'now-1M/M'),
  quick('Previous year', 'now-1y/y', 'now-1y/y'),
  quick('Today', 'now/d', 'now/d'),
  quick('Today so far', 'now/d', 'now'),
  quick('This week', 'now/w', 'now/w'),
  quick('This week so far', 'now/w', 'now'),
  quick('This month', 'now/M', 'now/M'),
  quick('This month so far', 'now/M', 'now'),
  quick('This year', 'now/y', 'now/y'),
  quick('This year so far', 'now/y', 'now'),
];

export function findQuickTimeRange(display: string): MappedTimeRange | undefined {
  return QUICK_TIME_RANGES.find((option) => option.display === display);
}

export const MAX_RECENT_ABSOLUTE_RANGES = 5;

/** Puts a used absolute range first in the remembered list, without duplicates, keeping the last five. */
export function rememberAbsoluteRange(
  recent: readonly Extract<TimeRange, { type: 'absolute' }>[],
  range: Extract<TimeRange, { type: 'absolute' }>,
  max = MAX_RECENT_ABSOLUTE_RANGES,
): Extract<TimeRange, { type: 'absolute' }>[] {
  const others = recent.filter((item) => item.from !== range.from || item.to !== range.to);
  return [range, ...others].slice(0, max);
}
