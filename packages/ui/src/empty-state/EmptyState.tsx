import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { InboxIcon } from '../icons/icons';
import { useMessages } from '../messages/MessagesProvider';
import { cx } from '../utils/cx';
import * as styles from './EmptyState.css';

export type EmptyStateSlots = 'root' | 'icon' | 'title' | 'description' | 'action';

export interface EmptyStateMessages {
  title: string;
}
export const defaultEmptyStateMessages: EmptyStateMessages = { title: 'No data available' };

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Overrides the default 'No data available'. */
  title?: ReactNode;
  description?: ReactNode;
  icon?: ReactNode | false;
  action?: ReactNode;
  messages?: Partial<EmptyStateMessages>;
  classNames?: Partial<Record<EmptyStateSlots, string>>;
}

export const EmptyState = /* @__PURE__ */ forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { title, description, icon, action, messages: messagesProp, className, classNames, ...rest },
  ref,
) {
  const messages = useMessages('emptyState', defaultEmptyStateMessages, messagesProp);
  return (
    <div ref={ref} className={cx(styles.root, classNames?.root, className)} {...rest}>
      {icon === false ? null : (
        <span className={cx(styles.icon, classNames?.icon)} aria-hidden="true">
          {icon ?? <InboxIcon width={28} height={28} strokeWidth={1.3} />}
        </span>
      )}
      <p className={cx(styles.title, classNames?.title)}>{title ?? messages.title}</p>
      {description ? <p className={cx(styles.description, classNames?.description)}>{description}</p> : null}
      {action ? <div className={cx(styles.action, classNames?.action)}>{action}</div> : null}
    </div>
  );
});
