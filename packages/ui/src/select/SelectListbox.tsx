import { useEffect, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { CheckIcon } from '../icons/icons';
import { cx } from '../utils/cx';
import { useFixedWindow } from '../utils/fixedWindow';
import * as styles from './Select.css';
import type { SelectOption } from './selectOptions';

export const OPTION_HEIGHT = 34;
const LIST_HEIGHT = 280;

export interface SelectListboxProps {
  id: string;
  options: readonly SelectOption[];
  selected: readonly string[];
  activeIndex: number;
  multiple: boolean;
  /** Windowed rendering above this many options (only the visible rows are in the DOM). */
  windowed: boolean;
  labelledBy?: string;
  ariaLabel?: string;
  /** The listbox takes focus itself when there is no search input. */
  focusable: boolean;
  onActiveIndexChange: (index: number) => void;
  onSelect: (option: SelectOption) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  optionClassName?: string;
  className?: string;
}

export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

function listboxAttributes(props: SelectListboxProps) {
  return {
    id: props.id,
    role: 'listbox' as const,
    'aria-multiselectable': props.multiple || undefined,
    'aria-labelledby': props.labelledBy,
    'aria-label': props.labelledBy ? undefined : props.ariaLabel,
    'aria-activedescendant': props.focusable && props.activeIndex >= 0 ? optionId(props.id, props.activeIndex) : undefined,
    tabIndex: props.focusable ? 0 : -1,
    'data-od-select-focus': props.focusable ? '' : undefined,
    onKeyDown: props.onKeyDown,
    className: cx(styles.listbox, props.className),
  };
}

function OptionRow({
  props,
  option,
  index,
  style,
  total,
}: {
  props: SelectListboxProps;
  option: SelectOption;
  index: number;
  style?: CSSProperties;
  total?: number;
}) {
  const selected = props.selected.includes(option.value);
  return (
    <div
      id={optionId(props.id, index)}
      role="option"
      aria-selected={selected}
      aria-disabled={option.disabled || undefined}
      aria-setsize={total}
      aria-posinset={total ? index + 1 : undefined}
      data-active={index === props.activeIndex || undefined}
      data-value={option.value}
      className={cx(styles.option, props.optionClassName)}
      style={style}
      // Keep focus in the search box or listbox: a mousedown would otherwise move it to the option.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => index !== props.activeIndex && props.onActiveIndexChange(index)}
      onClick={() => !option.disabled && props.onSelect(option)}
    >
      <span className={styles.check} aria-hidden="true">
        {selected ? <CheckIcon /> : null}
      </span>
      <span className={styles.optionLabel}>{option.label}</span>
      {option.description ? <span className={styles.optionDescription}>{option.description}</span> : null}
    </div>
  );
}

/** Every option, or above the threshold only those in view (fixed 34 px rows between spacers), with the set size. */
export function SelectListbox(props: SelectListboxProps) {
  const { options, windowed, activeIndex } = props;
  const ref = useRef<HTMLDivElement | null>(null);
  const { first, last, totalHeight, scrollToIndex } = useFixedWindow(ref, {
    count: options.length,
    rowHeight: OPTION_HEIGHT,
    overscan: 6,
    initialHeight: LIST_HEIGHT,
    enabled: windowed,
  });
  useEffect(() => {
    // Rows are 34 px whether windowed or not: the same arithmetic keeps the active option in view.
    scrollToIndex(activeIndex);
  }, [activeIndex]);

  const rows = [];
  for (let index = windowed ? first : 0; index <= (windowed ? last : options.length - 1); index++) {
    const option = options[index]!;
    rows.push(
      <OptionRow
        key={option.value}
        props={props}
        option={option}
        index={index}
        total={windowed ? options.length : undefined}
        style={windowed ? { position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${index * OPTION_HEIGHT}px)` } : undefined}
      />,
    );
  }
  return (
    <div
      {...listboxAttributes(props)}
      data-windowed={windowed ? '' : undefined}
      style={windowed ? { height: Math.min(LIST_HEIGHT, totalHeight) } : undefined}
      ref={ref}
    >
      {windowed ? <div style={{ height: totalHeight, position: 'relative' }}>{rows}</div> : rows}
    </div>
  );
}
