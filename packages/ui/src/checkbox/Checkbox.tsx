import { forwardRef, useId, type ReactNode } from 'react';
import { CheckIcon } from '../icons/icons';
import { cx } from '../utils/cx';
import { useToggle, type ToggleProps } from '../utils/toggle';
import * as styles from './Checkbox.css';

export type CheckboxSlots = 'root' | 'box' | 'indicator' | 'label';

export interface CheckboxProps extends ToggleProps {
  label?: ReactNode;
  classNames?: Partial<Record<CheckboxSlots, string>>;
}

/**
 * A tri-state checkbox (WAI-ARIA APG): a button with role="checkbox" and aria-checked true, false or 'mixed';
 * `checked` may be true, false or 'indeterminate'; Space toggles, a mixed box becomes checked.
 */
export const Checkbox = /* @__PURE__ */ forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox({ label, id, className, classNames, ...rest }, ref) {
  const auto = useId();
  const controlId = id ?? `od-checkbox-${auto}`;
  const { button, input, state } = useToggle('checkbox', rest);
  return (
    <span className={cx(styles.root, classNames?.root, className)}>
      <button ref={ref} id={controlId} className={cx(styles.box, classNames?.box)} {...button}>
        {state !== 'unchecked' ? (
          <span className={cx(styles.indicator, classNames?.indicator)} data-state={state}>
            {state === 'indeterminate' ? (
              <svg width="12" height="12" style={{ width: 12, height: 12 }} viewBox="0 0 12 12" aria-hidden="true">
                <path d="M2.5 6h7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            ) : (
              <CheckIcon width={12} height={12} strokeWidth={2.2} />
            )}
          </span>
        ) : null}
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
