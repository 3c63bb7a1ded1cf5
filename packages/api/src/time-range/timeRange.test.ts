import { describe, expect, it } from 'vitest';
import { defaultTimeRangeForLastRun } from './defaultTimeRangeForLastRun';
import {
  FUTURE_TIME_RANGES,
  QUICK_TIME_RANGES,
  RELATIVE_TIME_RANGES,
  rememberAbsoluteRange,
  type TimeRange,
} from './rangeOptions';
import { isIndefinite, resolveTimeRange } from './resolveTimeRange';
import { DEFAULT_TIME_RANGE, TIME_RANGE_OPTIONS, TIME_RANGE_TO_MINUTES, timeRangeLabel } from './timeRangeOptions';
import { timeRangeFromParams, timeRangeToParams } from './timeRangeParams';
import { graphStartValue, timeRangeStart } from './timeRangeStart';

const NOW = new Date('2026-05-14T10:37:12.345Z'); // Thursday
const iso = ({ from, to }: { from: Date; to: Date }) => [from.toISOString(), to.toISOString()];
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describe('duration options', () => {
  it('offers 15m..5y with labels, 1h by default', () => {
    expect(TIME_RANGE_OPTIONS.map((o) => o.value)).toEqual([
      '15m', '1h', '2h', '3h', '6h', '12h', '1d', '2d', '3d', '1w', '2w', '3w',
      '1mo', '2mo', '3mo', '6mo', '1y', '2y', '3y', '5y',
    ]);
    expect(DEFAULT_TIME_RANGE).toBe('1h');
    expect(timeRangeLabel('15m')).toBe('15 minutes');
    expect(timeRangeLabel('1h')).toBe('1 hour');
    expect(timeRangeLabel('1mo')).toBe('1 month');
    expect(timeRangeLabel('5y')).toBe('5 years');
  });

  it("keeps the original's minutes table (30-day months, 360-day years)", () => {
    expect(TIME_RANGE_TO_MINUTES['15m']).toBe(15);
    expect(TIME_RANGE_TO_MINUTES['1d']).toBe(1_440);
    expect(TIME_RANGE_TO_MINUTES['1w']).toBe(10_080);
    expect(TIME_RANGE_TO_MINUTES['1mo']).toBe(43_200);
    expect(TIME_RANGE_TO_MINUTES['6mo']).toBe(259_200);
    expect(TIME_RANGE_TO_MINUTES['1y']).toBe(518_400);
    expect(TIME_RANGE_TO_MINUTES['5y']).toBe(2_592_000);
  });
});

describe('defaultTimeRangeForLastRun', () => {
  it('fixes the sign bug: the age is now minus the last run, so a run 2 days ago opens 2d, not always 1h', () => {
    expect(defaultTimeRangeForLastRun(minutesAgo(2 * 1_440), NOW)).toBe('2d');
    expect(defaultTimeRangeForLastRun(minutesAgo(10), NOW)).toBe('1h');
  });

  it('climbs the ladder at each threshold', () => {
    const cases: [number, string][] = [
      [60, '1h'], [61, '3h'], [180, '3h'], [360, '6h'], [700, '12h'], [1_440, '1d'], [4_000, '3d'],
      [10_080, '1w'], [20_000, '2w'], [30_000, '3w'], [43_200, '1mo'], [86_400, '2mo'], [120_000, '3mo'],
      [200_000, '6mo'], [525_600, '1y'], [1_000_000, '2y'], [1_576_800, '3y'], [1_576_801, '5y'],
    ];
    for (const [minutes, range] of cases) expect(defaultTimeRangeForLastRun(minutesAgo(minutes), NOW), `${minutes}`).toBe(range);
  });

  it('opens 1h with no last run, the zero date, or a last run in the future', () => {
    expect(defaultTimeRangeForLastRun(null, NOW)).toBe('1h');
    expect(defaultTimeRangeForLastRun('0001-01-01T00:00:00Z', NOW)).toBe('1h');
    expect(defaultTimeRangeForLastRun('not a date', NOW)).toBe('1h');
    expect(defaultTimeRangeForLastRun(new Date(NOW.getTime() + 3_600_000), NOW)).toBe('1h');
  });
});

describe('timeRangeStart', () => {
  it("is now minus the range, not the start of the hour minus N (the original's setMinutes(-N))", () => {
    expect(timeRangeStart('1h', NOW, { timeZone: 'UTC' }).toISOString()).toBe('2026-05-14T09:37:12.345Z');
    expect(timeRangeStart('15m', NOW, { timeZone: 'UTC' }).toISOString()).toBe('2026-05-14T10:22:12.345Z');
    expect(timeRangeStart('1w', NOW, { timeZone: 'UTC' }).toISOString()).toBe('2026-05-07T10:37:12.345Z');
  });

  it('counts months and years on the calendar, clamped to shorter months', () => {
    const end = new Date('2026-05-31T08:00:00Z');
    expect(timeRangeStart('3mo', end, { timeZone: 'UTC' }).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(timeRangeStart('1y', end, { timeZone: 'UTC' }).toISOString()).toBe('2025-05-31T08:00:00.000Z');
  });

  it('sends months to the graph call as an ISO start and everything else as it is', () => {
    expect(graphStartValue('1d', NOW)).toBe('1d');
    expect(graphStartValue('2mo', NOW, { timeZone: 'UTC' })).toBe('2026-03-14T10:37:12.345Z');
  });
});

describe('picker options', () => {
  it('lists the relative, future and quick ranges of the spec', () => {
    expect(RELATIVE_TIME_RANGES.map((o) => o.range)).toEqual([
      'now-5m', 'now-15m', 'now-30m', 'now-1h', 'now-3h', 'now-6h', 'now-12h', 'now-24h',
      'now-2d', 'now-7d', 'now-30d', 'now-90d', 'now-6M', 'now-1y', 'now-2y', 'now-5y',
    ]);
    expect(FUTURE_TIME_RANGES[0]).toEqual({ type: 'relative', display: 'Indefinitely', range: 'indefinitely' });
    expect(FUTURE_TIME_RANGES).toHaveLength(17);
    expect(QUICK_TIME_RANGES.map((o) => o.display)).toEqual([
      'Yesterday', 'Day before yesterday', 'This day last week', 'Previous week', 'Previous month', 'Previous year',
      'Today', 'Today so far', 'This week', 'This week so far', 'This month', 'This month so far', 'This year',
      'This year so far',
    ]);
  });
});

describe('resolveTimeRange', () => {
  const resolve = (value: TimeRange | string) => iso(resolveTimeRange(value, NOW, { timeZone: 'UTC' }));
  const quick = (display: string) => resolve({ type: 'mapped', display });

  it('spans the whole of yesterday (the original resolved both ends rounding down: a zero-length window)', () => {
    expect(quick('Yesterday')).toEqual(['2026-05-13T00:00:00.000Z', '2026-05-13T23:59:59.999Z']);
    expect(quick('Day before yesterday')).toEqual(['2026-05-12T00:00:00.000Z', '2026-05-12T23:59:59.999Z']);
    expect(quick('This day last week')).toEqual(['2026-05-07T00:00:00.000Z', '2026-05-07T23:59:59.999Z']);
  });

  it('runs "Today so far" from the start of today to now (the original: now to now)', () => {
    expect(quick('Today so far')).toEqual(['2026-05-14T00:00:00.000Z', '2026-05-14T10:37:12.345Z']);
    expect(quick('Today')).toEqual(['2026-05-14T00:00:00.000Z', '2026-05-14T23:59:59.999Z']);
  });

  it('resolves whole weeks, months and years', () => {
    expect(quick('This week')).toEqual(['2026-05-11T00:00:00.000Z', '2026-05-17T23:59:59.999Z']);
    expect(quick('Previous week')).toEqual(['2026-05-04T00:00:00.000Z', '2026-05-10T23:59:59.999Z']);
    expect(quick('This month so far')).toEqual(['2026-05-01T00:00:00.000Z', '2026-05-14T10:37:12.345Z']);
    expect(quick('Previous month')).toEqual(['2026-04-01T00:00:00.000Z', '2026-04-30T23:59:59.999Z']);
    expect(quick('Previous year')).toEqual(['2025-01-01T00:00:00.000Z', '2025-12-31T23:59:59.999Z']);
    expect(quick('This year so far')).toEqual(['2026-01-01T00:00:00.000Z', '2026-05-14T10:37:12.345Z']);
  });

  it('resolves "Yesterday" in the given zone', () => {
    const range = resolveTimeRange({ type: 'mapped', display: 'Yesterday' }, NOW, { timeZone: 'Asia/Kolkata' });
    expect(iso(range)).toEqual(['2026-05-12T18:30:00.000Z', '2026-05-13T18:29:59.999Z']);
  });

  it('resolves relative ranges, future ranges, durations and date math up to now', () => {
    expect(resolve({ type: 'relative', display: '15 minutes', range: 'now-15m' })).toEqual([
      '2026-05-14T10:22:12.345Z',
      '2026-05-14T10:37:12.345Z',
    ]);
    expect(resolve({ type: 'relative', display: '1 hour', range: 'now+1h' })).toEqual([
      '2026-05-14T10:37:12.345Z',
      '2026-05-14T11:37:12.345Z',
    ]);
    expect(resolve('1h')).toEqual(['2026-05-14T09:37:12.345Z', '2026-05-14T10:37:12.345Z']);
    expect(resolve('now-2d')).toEqual(['2026-05-12T10:37:12.345Z', '2026-05-14T10:37:12.345Z']);
  });

  it('resolves absolute ranges as written; "||/d" extends a date to its last millisecond', () => {
    expect(resolve({ type: 'absolute', from: '2026-05-01T08:00:00Z', to: '2026-05-02' })).toEqual([
      '2026-05-01T08:00:00.000Z',
      '2026-05-02T00:00:00.000Z',
    ]);
    expect(resolve({ type: 'absolute', from: '2026-05-01', to: '2026-05-02||/d' })).toEqual([
      '2026-05-01T00:00:00.000Z',
      '2026-05-02T23:59:59.999Z',
    ]);
  });

  it('names what is wrong', () => {
    expect(() => resolve({ type: 'absolute', from: '2026-05-02', to: '2026-05-01' })).toThrow(/ends before it starts/);
    expect(() => resolve({ type: 'absolute', from: 'soon', to: '2026-05-01' })).toThrow(/Invalid start.*"soon"/);
    expect(() => quick('Next Tuesday')).toThrow(/Unknown quick range: "Next Tuesday"/);
    expect(() => resolve('indefinitely')).toThrow(/indefinite/);
  });

  it('tells indefinite ranges apart', () => {
    expect(isIndefinite(FUTURE_TIME_RANGES[0]!)).toBe(true);
    expect(isIndefinite('indefinitely')).toBe(true);
    expect(isIndefinite(RELATIVE_TIME_RANGES[0]!)).toBe(false);
  });
});

describe('URL parameters and recent ranges', () => {
  it('writes and reads each kind of range, with a prefix', () => {
    const ranges: TimeRange[] = [
      { type: 'relative', display: '1 hour', range: 'now-1h' },
      { type: 'mapped', display: 'Yesterday' },
      { type: 'absolute', display: 'Custom', from: '2026-05-01T00:00:00Z', to: '2026-05-02T00:00:00Z' },
    ];
    for (const range of ranges) {
      const params = new URLSearchParams(timeRangeToParams(range, 'jobs.'));
      expect(timeRangeFromParams(params, 'jobs.')).toEqual(range);
    }
    expect(timeRangeFromParams(new URLSearchParams('rangeType=absolute&from=x'))).toBeNull();
    expect(timeRangeFromParams({})).toBeNull();
  });

  it('remembers the last five absolute ranges, newest first, without duplicates', () => {
    const range = (n: number) => ({ type: 'absolute' as const, from: `2026-05-0${n}`, to: `2026-05-0${n + 1}` });
    let recent = [1, 2, 3, 4, 5].reduce((list, n) => rememberAbsoluteRange(list, range(n)), [] as ReturnType<typeof range>[]);
    expect(recent.map((r) => r.from)).toEqual(['2026-05-05', '2026-05-04', '2026-05-03', '2026-05-02', '2026-05-01']);
    recent = rememberAbsoluteRange(recent, range(3));
    expect(recent.map((r) => r.from)).toEqual(['2026-05-03', '2026-05-05', '2026-05-04', '2026-05-02', '2026-05-01']);
    recent = rememberAbsoluteRange(recent, range(6));
    expect(recent).toHaveLength(5);
    expect(recent[0]?.from).toBe('2026-05-06');
  });
});
