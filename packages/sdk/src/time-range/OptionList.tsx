import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import * as styles from './TimeRangePanel.css';

export interface OptionListProps<T> {
  options: readonly T[];
  /** The id of the heading that names the list. */
  labelledBy: string;
  optionKey: (option: T) => string;
  optionLabel: (option: T) => string;
  isSelected: (option: T) => boolean;
  onSelect: (option: T) => void;
}

/**
 * A single-select listbox (WAI-ARIA listbox with aria-activedescendant): one tab stop; arrows, Home and End move,
 * Enter or Space chooses; a click chooses too. It starts on the selected option.
 */
export function OptionList<T>({ options, labelledBy, optionKey, optionLabel, isSelected, onSelect }: OptionListProps<T>) {
  const id = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const selectedIndex = options.findIndex(isSelected);
  const [active, setActive] = useState(-1);
  const [focused, setFocused] = useState(false);
  const current = active >= 0 && active < options.length ? active : Math.max(selectedIndex, 0);
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (!focused) return;
    const node = listRef.current?.querySelector<HTMLElement>(`[data-index="${current}"]`);
    node?.scrollIntoView?.({ block: 'nearest' });
  }, [current, focused]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = options.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      setActive(index);
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(current >= last ? 0 : current + 1);
      case 'ArrowUp':
        return move(current <= 0 ? last : current - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(last);
      case 'Enter':
      case ' ': {
        const option = options[current];
        if (option !== undefined) {
          event.preventDefault();
          onSelect(option);
        }
        return;
      }
    }
  };

  return (
    <ul
      ref={listRef}
      role="listbox"
      tabIndex={0}
      aria-labelledby={labelledBy}
      aria-activedescendant={focused && options.length > 0 ? optionId(current) : undefined}
      className={styles.list}
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        setActive(-1);
      }}
    >
      {options.map((option, index) => (
        <li
          key={optionKey(option)}
          id={optionId(index)}
          role="option"
          aria-selected={isSelected(option)}
          data-index={index}
          data-active={(focused && index === current) || undefined}
          className={styles.option}
          // Keep focus on the list: a mousedown would otherwise blur it before the click lands.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onSelect(option)}
        >
          {optionLabel(option)}
        </li>
      ))}
    </ul>
  );
}
