import type { ButtonHTMLAttributes, KeyboardEvent, MouseEvent } from 'react';
import { useControllableState } from './controllable';

export type CheckedState = boolean | 'indeterminate';

export interface ToggleProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value' | 'defaultChecked' | 'onChange'> {
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  onCheckedChange?: (checked: boolean) => void;
  required?: boolean;
  /** Submitted with a native form while checked (as a checkbox would be). */
  name?: string;
  value?: string;
}

/**
 * The button of a checkbox or switch: role, aria-checked (true, false or 'mixed'), data-state, toggling on click and
 * Space (not Enter, as native checkboxes), and a hidden input carrying the value to a native form while checked.
 */
export function useToggle(
  role: 'checkbox' | 'switch',
  { checked: checkedProp, defaultChecked = false, onCheckedChange, required, name, value = 'on', disabled, onClick, onKeyDown, ...rest }: ToggleProps,
) {
  const [checked, setChecked] = useControllableState<CheckedState>(checkedProp, defaultChecked, onCheckedChange as (checked: CheckedState) => void);
  const mixed = checked === 'indeterminate';
  const state = mixed ? 'indeterminate' : checked ? 'checked' : 'unchecked';
  const button = {
    type: 'button' as const,
    role,
    'aria-checked': mixed ? ('mixed' as const) : checked,
    'aria-required': required || undefined,
    'data-state': state,
    'data-disabled': disabled ? '' : undefined,
    disabled,
    value,
    ...rest,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      onClick?.(event);
      if (!event.defaultPrevented) setChecked(mixed ? true : !checked);
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      onKeyDown?.(event);
      if (event.key === 'Enter') event.preventDefault();
    },
  };
  const input = name && checked === true ? <input type="hidden" name={name} value={value} /> : null;
  return { button, input, state, checked };
}
