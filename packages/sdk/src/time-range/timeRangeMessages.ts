import { timeRangeLabel, type TimeRangeValue } from '@opsdeck/api';

/**
 * Every string of the TimeRangePicker (`messages.timeRangePicker` of the provider, or its `messages` prop). The
 * option names ('1 hour', 'Yesterday', ...) are also the `display` of the values they produce, which the URL carries:
 * `optionLabel` translates what is shown without changing the value.
 */
export interface TimeRangePickerMessages {
  /** The accessible name of the trigger, before the current range. */
  label: string;
  /** The accessible name of the popover. */
  dialogLabel: string;
  absoluteTab: string;
  relativeTab: string;
  quickTab: string;
  absoluteHeading: string;
  from: string;
  to: string;
  clear: string;
  clearTitle: string;
  submit: string;
  /** Shown when From is later than To. */
  fromAfterTo: string;
  recentHeading: string;
  relativeHeading: string;
  futureHeading: string;
  quickHeading: string;
  /** The trigger when no range is set. */
  indefinitely: string;
  /** The trigger and the recent list for an absolute range; the dates are already formatted (YYYY-MM-DD HH:mm). */
  absoluteRange: (from: string, to: string) => string;
  /** The shown name of a listed range or of the current one, from its `display`. */
  optionLabel: (display: string) => string;
}

export const defaultTimeRangePickerMessages: TimeRangePickerMessages = {
  label: 'Time range',
  dialogLabel: 'Choose a time range',
  absoluteTab: 'Absolute',
  relativeTab: 'Relative',
  quickTab: 'Quick ranges',
  absoluteHeading: 'Absolute time range',
  from: 'From',
  to: 'To',
  clear: 'Clear',
  clearTitle: 'Clear Time Range',
  submit: 'Submit',
  fromAfterTo: 'From must not be later than To',
  recentHeading: 'Recently used absolute ranges',
  relativeHeading: 'Relative time ranges',
  futureHeading: 'Future time ranges',
  quickHeading: 'Other quick ranges',
  indefinitely: 'Indefinitely',
  absoluteRange: (from, to) => `${from} - ${to}`,
  optionLabel: (display) => display,
};

/** Every string of the TimeRangeDropdown (`messages.timeRangeDropdown`, or its `messages` prop). */
export interface TimeRangeDropdownMessages {
  /** The accessible name of the dropdown (its `label` prop wins). */
  label: string;
  optionLabel: (value: TimeRangeValue) => string;
}

export const defaultTimeRangeDropdownMessages: TimeRangeDropdownMessages = {
  label: 'Time Range',
  optionLabel: timeRangeLabel,
};
