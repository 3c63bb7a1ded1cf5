// `@opsdeck/sdk/time-range-picker`: the Grafana-style TimeRangePicker and the check detail's duration dropdown.
// Their popover and list are lazy chunks (Radix), so this entry weighs the triggers and the range rules only.
export { TimeRangePicker } from './TimeRangePicker';
export type { TimeRangePickerProps } from './TimeRangePicker';
export { TimeRangeDropdown } from './TimeRangeDropdown';
export type { TimeRangeDropdownProps } from './TimeRangeDropdown';
export { defaultTimeRangePickerMessages, defaultTimeRangeDropdownMessages } from './timeRangeMessages';
export type { TimeRangePickerMessages, TimeRangeDropdownMessages } from './timeRangeMessages';
export type { TimeRange, TimeRangeValue } from '@opsdeck/api';
