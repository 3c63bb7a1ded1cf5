import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useMessages } from '../messages/MessagesProvider';
import { cx } from '../utils/cx';
import * as styles from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';
export type ButtonSlots = 'root' | 'label' | 'section' | 'spinner';

export interface ButtonMessages {
  loading: string;
}
export const defaultButtonMessages: ButtonMessages = { loading: 'Loading' };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner in place of the label, keeps the width, and blocks clicks while true. */
  loading?: boolean;
  /** Screen-reader text announced while loading (default 'Loading', or messages.button.loading of a MessagesProvider). */
  loadingLabel?: string;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  fullWidth?: boolean;
  classNames?: Partial<Record<ButtonSlots, string>>;
}

export const Button = /* @__PURE__ */ forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    loadingLabel,
    leftSection,
    rightSection,
    fullWidth,
    disabled,
    className,
    classNames,
    type = 'button',
    children,
    ...rest
  },
  ref,
) {
  const messages = useMessages('button', defaultButtonMessages, loadingLabel ? { loading: loadingLabel } : undefined);
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-variant={variant}
      data-size={size}
      data-loading={loading || undefined}
      data-disabled={disabled || undefined}
      data-full-width={fullWidth || undefined}
      className={cx(styles.root, classNames?.root, className)}
      {...rest}
    >
      {leftSection ? <span className={cx(styles.section, classNames?.section)}>{leftSection}</span> : null}
      <span className={cx(styles.label, classNames?.label)}>{children}</span>
      {rightSection ? <span className={cx(styles.section, classNames?.section)}>{rightSection}</span> : null}
      {loading ? (
        <span className={cx(styles.spinner, classNames?.spinner)} role="status" aria-label={messages.loading} />
      ) : null}
    </button>
  );
});
