export { DURATION_FILTER_ERROR, DURATION_FILTER_PRESETS, parseDurationFilter } from './parseDurationFilter';
export type { DurationFilterResult } from './parseDurationFilter';
export { REFRESH_RATE_OPTIONS, parseRefreshRate } from './parseRefreshRate';
