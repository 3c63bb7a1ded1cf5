import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type CSSProperties, type KeyboardEvent, type Ref } from 'react';
import { CheckIcon } from '../icons/icons';
import { cx } from '../utils/cx';
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
  listRef?: Ref<HTMLDivElement>;
  optionClassName?: string;
  className?: string;
}

export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

export function SelectListbox(props: SelectListboxProps) {
  return props.windowed ? <WindowedListbox {...props} /> : <PlainListbox {...props} />;
}

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

function PlainListbox(props: SelectListboxProps) {
  const ref = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (props.activeIndex < 0) return;
    ref.current?.ownerDocument.getElementById(optionId(props.id, props.activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [props.activeIndex, props.id]);
  return (
    <div
      {...listboxAttributes(props)}
      ref={(node) => {
        ref.current = node;
        assignRef(props.listRef, node);
      }}
    >
      {props.options.map((option, index) => (
        <OptionRow key={option.value} props={props} option={option} index={index} />
      ))}
    </div>
  );
}

function WindowedListbox(props: SelectListboxProps) {
  const ref = useRef<HTMLDivElement | null>(null);
  const virtualizer = useVirtualizer({
    count: props.options.length,
    getScrollElement: () => ref.current,
    estimateSize: () => OPTION_HEIGHT,
    overscan: 6,
    // Before layout (and in environments without layout) assume the list's fixed height so a first window renders.
    initialRect: { width: 0, height: LIST_HEIGHT },
  });
  useEffect(() => {
    if (props.activeIndex >= 0) virtualizer.scrollToIndex(props.activeIndex, { align: 'auto' });
  }, [props.activeIndex, virtualizer]);

  return (
    <div
      {...listboxAttributes(props)}
      data-windowed=""
      style={{ height: Math.min(LIST_HEIGHT, props.options.length * OPTION_HEIGHT) }}
      ref={(node) => {
        ref.current = node;
        assignRef(props.listRef, node);
      }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const option = props.options[item.index]!;
          return (
            <OptionRow
              key={option.value}
              props={props}
              option={option}
              index={item.index}
              total={props.options.length}
              style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
            />
          );
        })}
      </div>
    </div>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}
