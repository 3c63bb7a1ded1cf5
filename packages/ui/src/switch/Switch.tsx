import { forwardRef, useId, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import { useToggle, type ToggleProps } from '../utils/toggle';
import * as styles from './Switch.css';

export type SwitchSlots = 'root' | 'track' | 'thumb' | 'label';

export interface SwitchProps extends Omit<ToggleProps, 'checked' | 'defaultChecked'> {
  checked?: boolean;
  defaultChecked?: boolean;
  label?: ReactNode;
  classNames?: Partial<Record<SwitchSlots, string>>;
}

/** An on/off toggle (WAI-ARIA switch: role="switch", aria-checked, Space toggles); checked/defaultChecked/onCheckedChange. */
export const Switch = /* @__PURE__ */ forwardRef<HTMLButtonElement, SwitchProps>(function Switch({ label, id, className, classNames, ...rest }, ref) {
  const auto = useId();
  const controlId = id ?? `od-switch-${auto}`;
  const { button, input, state } = useToggle('switch', rest);
  return (
    <span className={cx(styles.root, classNames?.root, className)}>
      <button ref={ref} id={controlId} className={cx(styles.track, classNames?.track)} {...button}>
        <span className={cx(styles.thumb, classNames?.thumb)} data-state={state} />
      </button>
      {input}
      {label ? (
        <label htmlFor={controlId} className={cx(styles.label, classNames?.label)}>
          {label}
        </label>
      ) : null}
    </span>
  );
});
