export { Select, defaultSelectMessages, SELECT_WINDOW_THRESHOLD } from './Select';
export type { SelectProps, SingleSelectProps, MultiSelectProps, SelectSlots, SelectMessages } from './Select';
export { filterOptions } from './selectOptions';
export type { SelectOption } from './selectOptions';
export { ASYNC_LOOKUP_DEBOUNCE_MS } from './useAsyncOptions';
export type { LoadOptions } from './useAsyncOptions';
