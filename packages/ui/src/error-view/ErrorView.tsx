import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../button/Button';
import { AlertIcon } from '../icons/icons';
import { useMessages } from '../messages/MessagesProvider';
import { cx } from '../utils/cx';
import * as styles from './ErrorView.css';

export type ErrorViewSlots = 'root' | 'icon' | 'title' | 'message' | 'action';

export interface ErrorViewMessages {
  title: string;
  retry: string;
}
export const defaultErrorViewMessages: ErrorViewMessages = { title: 'Sorry.. there was an error', retry: 'Try again' };

export interface ErrorViewProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  /** The error to describe: its message is shown under the title. */
  error?: unknown;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  messages?: Partial<ErrorViewMessages>;
  classNames?: Partial<Record<ErrorViewSlots, string>>;
}

function describe(error: unknown): string | undefined {
  if (error instanceof Error) return error.message || undefined;
  if (typeof error === 'string') return error || undefined;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return undefined;
}

export const ErrorView = /* @__PURE__ */ forwardRef<HTMLDivElement, ErrorViewProps>(function ErrorView(
  { title, error, onRetry, messages: messagesProp, className, classNames, ...rest },
  ref,
) {
  const messages = useMessages('errorView', defaultErrorViewMessages, messagesProp);
  const detail = describe(error);
  return (
    <div ref={ref} role="alert" className={cx(styles.root, classNames?.root, className)} {...rest}>
      <span className={cx(styles.icon, classNames?.icon)} aria-hidden="true">
        <AlertIcon width={28} height={28} strokeWidth={1.4} />
      </span>
      <p className={cx(styles.title, classNames?.title)}>{title ?? messages.title}</p>
      {detail ? <p className={cx(styles.message, classNames?.message)}>{detail}</p> : null}
      {onRetry ? (
        <div className={cx(styles.action, classNames?.action)}>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {messages.retry}
          </Button>
        </div>
      ) : null}
    </div>
  );
});
