import { describe, expect, it } from 'vitest';
import { QUICK_TIME_RANGES, resolveTimeRange } from '@opsdeck/api';

// The original resolved both ends of a quick range rounding down (contract quirk 8.7): "Yesterday" was a zero-length
// window at the start of yesterday and "Today so far" ran from now to now. The picker hands out the ranges of
// @opsdeck/api, whose resolveTimeRange rounds the end up: every quick range is a real window.
const NOWS = [
  '2026-05-14T10:37:12.345Z', // a Thursday
  '2026-01-01T00:00:01.000Z', // just after a year starts
  '2026-03-29T01:30:00.000Z', // the night clocks go forward in Europe
  '2024-02-29T23:59:59.999Z', // the last instant of a leap day
  '2026-11-01T05:59:00.000Z', // the morning clocks go back in America
];
const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland'];

describe('quick ranges', () => {
  it('each resolve to a non-empty window that ends no later than the end of its unit', () => {
    for (const now of NOWS) {
      for (const timeZone of ZONES) {
        for (const range of QUICK_TIME_RANGES) {
          const { from, to } = resolveTimeRange({ type: 'mapped', display: range.display }, new Date(now), { timeZone });
          const where = `${range.display} at ${now} in ${timeZone}`;
          expect(to.getTime(), where).toBeGreaterThan(from.getTime());
          if (range.to === 'now') expect(to.toISOString(), where).toBe(now);
          else expect(to.getTime() - from.getTime(), where).toBeGreaterThanOrEqual(23 * 3_600_000 - 1);
        }
      }
    }
  });

  it('cover whole calendar units, the "so far" ones up to now', () => {
    const now = new Date('2026-05-14T10:37:12.345Z');
    const window = (display: string) => {
      const { from, to } = resolveTimeRange({ type: 'mapped', display }, now, { timeZone: 'UTC' });
      return [from.toISOString(), to.toISOString()];
    };
    expect(window('Yesterday')).toEqual(['2026-05-13T00:00:00.000Z', '2026-05-13T23:59:59.999Z']);
    expect(window('Day before yesterday')).toEqual(['2026-05-12T00:00:00.000Z', '2026-05-12T23:59:59.999Z']);
    expect(window('This day last week')).toEqual(['2026-05-07T00:00:00.000Z', '2026-05-07T23:59:59.999Z']);
    expect(window('Previous week')).toEqual(['2026-05-04T00:00:00.000Z', '2026-05-10T23:59:59.999Z']);
    expect(window('Previous month')).toEqual(['2026-04-01T00:00:00.000Z', '2026-04-30T23:59:59.999Z']);
    expect(window('Previous year')).toEqual(['2025-01-01T00:00:00.000Z', '2025-12-31T23:59:59.999Z']);
    expect(window('Today')).toEqual(['2026-05-14T00:00:00.000Z', '2026-05-14T23:59:59.999Z']);
    expect(window('Today so far')).toEqual(['2026-05-14T00:00:00.000Z', '2026-05-14T10:37:12.345Z']);
    expect(window('This week')).toEqual(['2026-05-11T00:00:00.000Z', '2026-05-17T23:59:59.999Z']);
    expect(window('This week so far')).toEqual(['2026-05-11T00:00:00.000Z', '2026-05-14T10:37:12.345Z']);
    expect(window('This month')).toEqual(['2026-05-01T00:00:00.000Z', '2026-05-31T23:59:59.999Z']);
    expect(window('This month so far')).toEqual(['2026-05-01T00:00:00.000Z', '2026-05-14T10:37:12.345Z']);
    expect(window('This year')).toEqual(['2026-01-01T00:00:00.000Z', '2026-12-31T23:59:59.999Z']);
    expect(window('This year so far')).toEqual(['2026-01-01T00:00:00.000Z', '2026-05-14T10:37:12.345Z']);
  });
});
