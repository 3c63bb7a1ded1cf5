import { Suspense, useState, type ComponentType, type KeyboardEvent } from 'react';
import { DEFAULT_TIME_RANGE, isTimeRangeValue, TIME_RANGE_OPTIONS, type TimeRangeValue } from '@opsdeck/api';
import { useMessages } from '@opsdeck/ui/messages';
import type { SelectProps } from '@opsdeck/ui/select';
import { useUrlParams, type UrlStateAdapter } from '../url-state/urlState';
import { lazyPart, LazyPartBoundary } from './lazyPart';
import { defaultTimeRangeDropdownMessages, type TimeRangeDropdownMessages } from './timeRangeMessages';
import * as styles from './TimeRangePicker.css';

export interface TimeRangeDropdownProps {
  /** The duration shown (controlled). */
  value?: TimeRangeValue;
  /** The first duration when uncontrolled, and that of a URL that holds none; default 1h. */
  defaultValue?: TimeRangeValue;
  onValueChange?: (value: TimeRangeValue) => void;
  /** The accessible name (default "Time Range", or `messages.timeRangeDropdown.label`). */
  label?: string;
  /** The host's URL: the duration is kept in the parameter `timeRange` (after `paramPrefix`). */
  urlState?: UrlStateAdapter;
  paramPrefix?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
  messages?: Partial<TimeRangeDropdownMessages>;
}

const select = lazyPart(() => import('@opsdeck/ui/select').then((module) => module.Select as ComponentType<SelectProps>));

const OPEN_KEYS = new Set(['ArrowDown', 'ArrowUp']);

function ChevronDown() {
  return (
    <svg width={16} height={16} style={{ width: 16, height: 16 }} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth={1.5} aria-hidden="true" focusable="false">
      <path d="M4 6l4 4 4-4" />
    </svg>
  );
}

/**
 * The duration dropdown of the check detail (15 minutes to 5 years, 1 hour by default), built on @opsdeck/ui's
 * Select. Until it is first used it is a button of the same look; the Select and its list load on hover, focus or
 * use, so a page that never changes the duration does not download them.
 */
export function TimeRangeDropdown(props: TimeRangeDropdownProps) {
  const { value: controlled, defaultValue = DEFAULT_TIME_RANGE, onValueChange, urlState, paramPrefix = '' } = props;
  const messages = useMessages('timeRangeDropdown', defaultTimeRangeDropdownMessages, props.messages);
  const url = useUrlParams(urlState);
  const param = `${paramPrefix}timeRange`;
  const fromUrl = url.get(param);
  const value = controlled ?? (isTimeRangeValue(fromUrl) ? fromUrl : defaultValue);
  const label = props.label ?? messages.label;
  // Before first use: the look-alike button. Once used: the real Select, open at once.
  const [activated, setActivated] = useState(false);

  const change = (next: string | null) => {
    if (!isTimeRangeValue(next) || next === value) return;
    if (controlled === undefined) url.update({ [param]: next }, { replace: false });
    onValueChange?.(next);
  };

  const placeholder = (onActivate?: () => void) => (
    <button
      type="button"
      id={props.id}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      aria-label={label}
      disabled={props.disabled}
      className={[styles.dropdownTrigger, props.className].filter(Boolean).join(' ')}
      onPointerEnter={select.preload}
      onFocus={select.preload}
      onClick={onActivate}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (onActivate && OPEN_KEYS.has(event.key)) {
          event.preventDefault();
          onActivate();
        }
      }}
    >
      <span className={styles.dropdownValue}>{messages.optionLabel(value)}</span>
      <span className={styles.dropdownChevron}>
        <ChevronDown />
      </span>
    </button>
  );

  if (!activated) return placeholder(() => setActivated(true));

  const Select = select.get();
  return (
    <LazyPartBoundary fallback={placeholder()}>
      <Suspense fallback={placeholder()}>
        <Select
          id={props.id}
          className={props.className}
          aria-label={label}
          disabled={props.disabled}
          options={TIME_RANGE_OPTIONS.map((option) => ({ value: option.value, label: messages.optionLabel(option.value) }))}
          value={value}
          onValueChange={change}
          defaultOpen
        />
      </Suspense>
    </LazyPartBoundary>
  );
}
