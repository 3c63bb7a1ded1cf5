export {
  DEFAULT_TIME_RANGE,
  TIME_RANGE_OPTIONS,
  TIME_RANGE_TO_MINUTES,
  TIME_RANGE_VALUES,
  isTimeRangeValue,
  splitTimeRangeValue,
  timeRangeLabel,
} from './timeRangeOptions';
export type { TimeRangeValue } from './timeRangeOptions';
export { LAST_RUN_TIME_RANGE_LADDER, defaultTimeRangeForLastRun } from './defaultTimeRangeForLastRun';
export { graphStartValue, timeRangeStart, timeRangeToDateMath } from './timeRangeStart';
export type { TimeRangeStartOptions } from './timeRangeStart';
export { DATE_MATH_UNITS, addUnits, endOfUnit, isDateMath, parseDateMath, startOfUnit } from './parseDateMath';
export type { DateMathOptions, DateMathUnit } from './parseDateMath';
export {
  FUTURE_TIME_RANGES,
  INDEFINITELY,
  MAX_RECENT_ABSOLUTE_RANGES,
  QUICK_TIME_RANGES,
  RELATIVE_TIME_RANGES,
  findQuickTimeRange,
  rememberAbsoluteRange,
} from './rangeOptions';
export type { MappedTimeRange, RelativeTimeRange, TimeRange } from './rangeOptions';
export { isIndefinite, resolveTimeRange } from './resolveTimeRange';
export type { ResolveTimeRangeOptions, ResolvedTimeRange } from './resolveTimeRange';
export { TIME_RANGE_PARAM_NAMES, timeRangeFromParams, timeRangeToParams } from './timeRangeParams';
export { addDays, addMonths, fromZonedParts, localTimeZone, zoneOffset, zonedDate } from './zonedTime';
export type { ZonedDate, ZonedParts } from './zonedTime';
