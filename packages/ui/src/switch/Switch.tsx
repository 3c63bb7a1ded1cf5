import * as RadixSwitch from '@radix-ui/react-switch';
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import * as styles from './Switch.css';

export type SwitchSlots = 'root' | 'track' | 'thumb' | 'label';

export interface SwitchProps extends Omit<ComponentPropsWithoutRef<typeof RadixSwitch.Root>, 'asChild'> {
  label?: ReactNode;
  classNames?: Partial<Record<SwitchSlots, string>>;
}

/** An on/off toggle (Radix Switch, role="switch"); checked/defaultChecked/onCheckedChange as in Radix. */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { label, id, className, classNames, ...rest },
  ref,
) {
  const auto = useId();
  const controlId = id ?? `od-switch-${auto}`;
  return (
    <span className={cx(styles.root, classNames?.root, className)}>
      <RadixSwitch.Root ref={ref} id={controlId} className={cx(styles.track, classNames?.track)} {...rest}>
        <RadixSwitch.Thumb className={cx(styles.thumb, classNames?.thumb)} />
      </RadixSwitch.Root>
      {label ? (
        <label htmlFor={controlId} className={cx(styles.label, classNames?.label)}>
          {label}
        </label>
      ) : null}
    </span>
  );
});
