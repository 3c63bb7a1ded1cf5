import { forwardRef, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { control as fieldControl } from '../field/Field.css';
import { Field, useFieldIds, type FieldOwnProps, type FieldSlots } from '../field/Field';
import { ChevronDownIcon, CloseIcon } from '../icons/icons';
import { useMessages } from '../messages/MessagesProvider';
import { layer } from '../popover/Popover.css';
import { Tag } from '../tag/Tag';
import { usePortalThemeAttributes } from '../theme/ThemeProvider';
import { cx } from '../utils/cx';
import { useFloatingLayer } from '../utils/floatingLayer';
import { composeRefs } from '../utils/refs';
import * as styles from './Select.css';
import { SelectListbox } from './SelectListbox';
import { filterOptions, nextEnabledIndex, toggleValue, type SelectOption } from './selectOptions';
import { useAsyncOptions, type LoadOptions } from './useAsyncOptions';

export type SelectSlots = FieldSlots | 'trigger' | 'content' | 'search' | 'listbox' | 'option';

export interface SelectMessages {
  placeholder: string;
  searchPlaceholder: string;
  noOptions: string;
  startTyping: string;
  loading: string;
  clear: string;
  more: (hidden: number) => string;
}
export const defaultSelectMessages: SelectMessages = {
  placeholder: 'Select...',
  searchPlaceholder: 'Search...',
  noOptions: 'No options found',
  startTyping: 'Start typing to search',
  loading: 'Loading...',
  clear: 'Clear selection',
  more: (hidden) => `+${hidden} more`,
};

/** Above this many options only the visible rows are rendered. */
export const SELECT_WINDOW_THRESHOLD = 20;
const MAX_TAGS = 3;

interface SelectBaseProps extends FieldOwnProps {
  options?: readonly SelectOption[];
  /** Options looked up as the user types (debounced 100 ms); turns on search. */
  loadOptions?: LoadOptions;
  searchable?: boolean;
  placeholder?: string;
  disabled?: boolean;
  clearable?: boolean;
  /** Submits the value(s) with a native form as hidden inputs of this name. */
  name?: string;
  id?: string;
  windowThreshold?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  onBlur?: () => void;
  messages?: Partial<SelectMessages>;
  className?: string;
  classNames?: Partial<Record<SelectSlots, string>>;
  'aria-label'?: string;
}

export interface SingleSelectProps extends SelectBaseProps {
  multiple?: false;
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
}

export interface MultiSelectProps extends SelectBaseProps {
  multiple: true;
  value?: readonly string[];
  defaultValue?: readonly string[];
  onValueChange?: (value: string[]) => void;
}

export type SelectProps = SingleSelectProps | MultiSelectProps;

const toList = (value: string | null | undefined | readonly string[]): string[] =>
  value == null ? [] : typeof value === 'string' ? [value] : [...value];

export const Select = /* @__PURE__ */ forwardRef<HTMLButtonElement, SelectProps>(function Select(props, ref) {
  const {
    options: staticOptions = [],
    loadOptions,
    searchable: searchableProp,
    placeholder,
    disabled,
    clearable,
    name,
    id,
    label,
    description,
    error,
    required,
    withAsterisk,
    windowThreshold = SELECT_WINDOW_THRESHOLD,
    onBlur,
    className,
    classNames,
  } = props;
  const multiple = props.multiple === true;
  const messages = useMessages('select', defaultSelectMessages, props.messages);
  const ids = useFieldIds(id, { description, error });
  const listboxId = `${useId()}-listbox`.replace(/:/g, '');
  const contentRef = useRef<HTMLDivElement>(null);
  const themeAttributes = usePortalThemeAttributes();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchable = searchableProp ?? Boolean(loadOptions);

  const [openState, setOpenState] = useState(props.defaultOpen ?? false);
  const open = props.open ?? openState;
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const [selectedState, setSelectedState] = useState<string[]>(() => toList(props.defaultValue));
  const selected = props.value !== undefined ? toList(props.value) : selectedState;

  const asyncState = useAsyncOptions(loadOptions, query, open);
  const available = loadOptions ? asyncState.options : staticOptions;
  const visible = useMemo(() => (loadOptions ? available : filterOptions(available, query)), [available, loadOptions, query]);

  // Labels of chosen values must survive a new async lookup that no longer contains them.
  const known = useRef(new Map<string, SelectOption>());
  for (const option of available) known.current.set(option.value, option);
  const labelOf = (value: string) => known.current.get(value)?.label ?? value;

  // Opening (by the user, defaultOpen or a controlling host) starts on the chosen option, else the first enabled one.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) {
      const first = visible.findIndex((o) => selected.includes(o.value));
      setActiveIndex(first >= 0 ? first : nextEnabledIndex(visible, -1, 1));
    }
    wasOpen.current = open;
  });

  const setOpen = (next: boolean) => {
    if (props.open === undefined) setOpenState(next);
    props.onOpenChange?.(next);
    if (!next) {
      setQuery('');
      onBlur?.();
    }
  };

  useFloatingLayer({
    open,
    setOpen: (next) => !disabled && next !== open && setOpen(next),
    content: contentRef,
    trigger: triggerRef,
    align: 'start',
    sideOffset: 4,
    onOpenAutoFocus: (event) => {
      // Focus goes to the search box (or the list) rather than the first tabbable thing.
      event.preventDefault();
      contentRef.current?.querySelector<HTMLElement>('[data-od-select-focus]')?.focus({ preventScroll: true });
    },
  });

  const commit = (next: string[]) => {
    if (props.value === undefined) setSelectedState(next);
    if (props.multiple) props.onValueChange?.(next);
    else props.onValueChange?.(next[0] ?? null);
  };

  const choose = (option: SelectOption) => {
    if (option.disabled) return;
    commit(toggleValue(selected, option.value, multiple));
    if (!multiple) setOpen(false);
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = (index: number) => {
      event.preventDefault();
      setActiveIndex(index);
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(nextEnabledIndex(visible, activeIndex, 1));
      case 'ArrowUp':
        return move(nextEnabledIndex(visible, activeIndex < 0 ? visible.length : activeIndex, -1));
      case 'Home':
        return move(nextEnabledIndex(visible, -1, 1));
      case 'End':
        return move(nextEnabledIndex(visible, visible.length, -1));
      case ' ':
        // A space is text in the search box.
        if (searchable) return;
      // falls through
      case 'Enter': {
        const option = visible[activeIndex];
        if (option) {
          event.preventDefault();
          choose(option);
        }
        return;
      }
      case 'Tab':
        return setOpen(false);
    }
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      setOpen(true);
    }
  };

  let statusText: string | undefined;
  if (loadOptions && !query.trim()) statusText = messages.startTyping;
  else if (asyncState.loading && visible.length === 0) statusText = messages.loading;
  else if (visible.length === 0) statusText = messages.noOptions;

  const labelledBy = label ? ids.labelId : undefined;
  const shownPlaceholder = placeholder ?? messages.placeholder;
  const showClear = clearable && selected.length > 0 && !disabled;

  return (
    <Field
      ids={ids}
      label={label}
      description={description}
      error={error}
      required={required}
      withAsterisk={withAsterisk}
      className={className}
      classNames={classNames}
      labelAs="span"
    >
        <div className={styles.control}>
            <button
              ref={composeRefs(ref, triggerRef)}
              id={ids.controlId}
              type="button"
              role="combobox"
              aria-haspopup="listbox"
              aria-expanded={open}
              aria-controls={open ? listboxId : undefined}
              aria-labelledby={labelledBy ? `${labelledBy} ${ids.controlId}` : undefined}
              aria-label={labelledBy ? undefined : props['aria-label']}
              aria-describedby={ids.describedBy}
              aria-invalid={ids.invalid || undefined}
              aria-required={required || withAsterisk || undefined}
              disabled={disabled}
              data-disabled={disabled || undefined}
              data-clearable={showClear || undefined}
              data-multiple={multiple || undefined}
              className={cx(fieldControl, styles.trigger, classNames?.trigger)}
              onKeyDown={onTriggerKeyDown}
              onClick={() => setOpen(!open)}
            >
              <span className={styles.value}>
                {selected.length === 0 ? (
                  <span className={styles.placeholder}>{shownPlaceholder}</span>
                ) : multiple ? (
                  <>
                    {selected.slice(0, MAX_TAGS).map((value) => (
                      <Tag key={value} tone="accent">
                        {labelOf(value)}
                      </Tag>
                    ))}
                    {selected.length > MAX_TAGS ? <Tag>{messages.more(selected.length - MAX_TAGS)}</Tag> : null}
                  </>
                ) : (
                  <span className={styles.single}>{labelOf(selected[0]!)}</span>
                )}
              </span>
            </button>
          {showClear ? (
            <button type="button" className={styles.clear} aria-label={messages.clear} onClick={() => commit([])}>
              <CloseIcon width={14} height={14} />
            </button>
          ) : null}
          <span className={styles.chevron} aria-hidden="true">
            <ChevronDownIcon />
          </span>
        </div>
        {name ? selected.map((value) => <input key={value} type="hidden" name={name} value={value} />) : null}
        {open ? (
          <div
            ref={contentRef}
            role="dialog"
            tabIndex={-1}
            className={cx(layer, styles.content, classNames?.content)}
            aria-labelledby={labelledBy}
            aria-label={labelledBy ? undefined : (props['aria-label'] ?? shownPlaceholder)}
            {...themeAttributes}
          >
            {searchable ? (
              <input
                data-od-select-focus=""
                type="text"
                role="combobox"
                aria-expanded="true"
                aria-controls={listboxId}
                aria-autocomplete="list"
                aria-activedescendant={activeIndex >= 0 && visible[activeIndex] ? `${listboxId}-option-${activeIndex}` : undefined}
                aria-label={messages.searchPlaceholder}
                placeholder={messages.searchPlaceholder}
                autoComplete="off"
                value={query}
                className={cx(styles.search, classNames?.search)}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setActiveIndex(0);
                }}
                onKeyDown={onListKeyDown}
              />
            ) : null}
            {statusText ? (
              // Takes the listbox's id so the search box always controls what the popup shows.
              <div id={listboxId} className={styles.status} role="status">
                {statusText}
              </div>
            ) : (
              <SelectListbox
                id={listboxId}
                options={visible}
                selected={selected}
                activeIndex={activeIndex}
                multiple={multiple}
                windowed={visible.length > windowThreshold}
                labelledBy={labelledBy}
                ariaLabel={props['aria-label'] ?? shownPlaceholder}
                focusable={!searchable}
                onActiveIndexChange={setActiveIndex}
                onSelect={choose}
                onKeyDown={searchable ? undefined : onListKeyDown}
                className={classNames?.listbox}
                optionClassName={classNames?.option}
              />
            )}
          </div>
        ) : null}
    </Field>
  );
});
