import { forwardRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../button/Button';
import { cx } from '../utils/cx';
import * as styles from './IconButton.css';

export type IconButtonSlots = 'root' | 'spinner';

export interface IconButtonProps extends Omit<ButtonProps, 'leftSection' | 'rightSection' | 'fullWidth' | 'classNames' | 'children'> {
  /** Accessible name: an icon alone says nothing to a screen reader. Also used as the tooltip text (title). */
  label: string;
  children: ReactNode;
  classNames?: Partial<Record<IconButtonSlots, string>>;
}

export const IconButton = /* @__PURE__ */ forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, variant = 'ghost', className, classNames, children, ...rest },
  ref,
) {
  return (
    <Button
      ref={ref}
      variant={variant}
      aria-label={label}
      title={label}
      className={cx(styles.root, classNames?.root, className)}
      classNames={{ spinner: classNames?.spinner }}
      {...rest}
    >
      {children}
    </Button>
  );
});
