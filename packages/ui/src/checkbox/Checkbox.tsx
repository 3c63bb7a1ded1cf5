import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { CheckIcon } from '../icons/icons';
import { cx } from '../utils/cx';
import * as styles from './Checkbox.css';

export type CheckboxSlots = 'root' | 'box' | 'indicator' | 'label';

export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<typeof RadixCheckbox.Root>, 'asChild'> {
  label?: ReactNode;
  classNames?: Partial<Record<CheckboxSlots, string>>;
}

/** Radix Checkbox with a label; `checked` may be true, false or 'indeterminate'. */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { label, id, className, classNames, ...rest },
  ref,
) {
  const auto = useId();
  const controlId = id ?? `od-checkbox-${auto}`;
  return (
    <span className={cx(styles.root, classNames?.root, className)}>
      <RadixCheckbox.Root ref={ref} id={controlId} className={cx(styles.box, classNames?.box)} {...rest}>
        <RadixCheckbox.Indicator className={cx(styles.indicator, classNames?.indicator)}>
          {rest.checked === 'indeterminate' ? (
            <svg width="12" height="12" style={{ width: 12, height: 12 }} viewBox="0 0 12 12" aria-hidden="true">
              <path d="M2.5 6h7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          ) : (
            <CheckIcon width={12} height={12} strokeWidth={2.2} />
          )}
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      {label ? (
        <label htmlFor={controlId} className={cx(styles.label, classNames?.label)}>
          {label}
        </label>
      ) : null}
    </span>
  );
});
