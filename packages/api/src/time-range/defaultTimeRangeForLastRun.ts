/**
 * The check detail opens on the smallest range that still shows the check's last run (spec 000 section 4). The
 * original computed last run minus now, a negative number for any past run, so it always chose 1h (contract 8.6,
 * issue #2248): here the age is now minus the last run.
 */
import { toDate, type DateInput } from '../format/zeroDate';
import type { TimeRangeValue } from './timeRangeOptions';

/** [age in minutes up to which, range] */
export const LAST_RUN_TIME_RANGE_LADDER: readonly (readonly [number, TimeRangeValue])[] = [
  [60, '1h'],
  [180, '3h'],
  [360, '6h'],
  [720, '12h'],
  [1_440, '1d'],
  [2_880, '2d'],
  [4_320, '3d'],
  [10_080, '1w'],
  [20_160, '2w'],
  [30_240, '3w'],
  [43_200, '1mo'],
  [86_400, '2mo'],
  [129_600, '3mo'],
  [259_200, '6mo'],
  [525_600, '1y'],
  [1_051_200, '2y'],
  [1_576_800, '3y'],
];

export function defaultTimeRangeForLastRun(lastRuntime: DateInput, now: Date = new Date()): TimeRangeValue {
  const lastRun = toDate(lastRuntime);
  if (!lastRun) return '1h';
  const ageMinutes = (now.getTime() - lastRun.getTime()) / 60_000;
  for (const [limit, range] of LAST_RUN_TIME_RANGE_LADDER) {
    if (ageMinutes <= limit) return range;
  }
  return '5y';
}
