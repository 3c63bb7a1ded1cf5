import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons/icons';
import { useMessages } from '../messages/MessagesProvider';
import { usePortalThemeAttributes } from '../theme/ThemeProvider';
import { cx } from '../utils/cx';
import { subscribeModals, topModal } from '../utils/topModal';
import * as styles from './Toast.css';
import { toast as defaultToaster, type ToastRecord, type Toaster as ToasterStore } from './toastStore';

export type ToastPosition = 'bottom-right' | 'bottom-left' | 'top-right' | 'top-left' | 'top-center' | 'bottom-center';
export type ToasterSlots = 'region' | 'toast' | 'title' | 'description' | 'close';

export interface ToasterMessages {
  region: string;
  close: string;
}
export const defaultToasterMessages: ToasterMessages = { region: 'Notifications', close: 'Close' };

export const DEFAULT_TOAST_DURATION = 5000;

export interface ToasterProps {
  toaster?: ToasterStore;
  position?: ToastPosition;
  /** Default time on screen in ms; each toast may set its own. */
  duration?: number;
  messages?: Partial<ToasterMessages>;
  className?: string;
  classNames?: Partial<Record<ToasterSlots, string>>;
  /** Render in place instead of in a portal at the end of <body>. */
  inline?: boolean;
}

const serverSnapshot: readonly ToastRecord[] = [];

/** Renders the toasts of a store (the shared `toast` by default) in a fixed, labelled live region. */
export function Toaster({
  toaster = defaultToaster,
  position = 'bottom-right',
  duration = DEFAULT_TOAST_DURATION,
  messages: messagesProp,
  className,
  classNames,
  inline = false,
}: ToasterProps) {
  const messages = useMessages('toaster', defaultToasterMessages, messagesProp);
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.getSnapshot, () => serverSnapshot);
  const themeAttributes = usePortalThemeAttributes();
  // Portals need document, which a server render does not have: mount the region after hydration.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // While a modal dialog is open the rest of the page is inert: show the toasts inside it.
  const modal = useSyncExternalStore(subscribeModals, topModal, () => null);
  if (!mounted) return null;

  const region = (
    <section
      aria-label={messages.region}
      data-position={position}
      className={cx(styles.region, classNames?.region, className)}
      {...themeAttributes}
    >
      {toasts.map((record) => (
        <ToastItem
          key={record.id}
          record={record}
          duration={record.duration ?? duration}
          onDismiss={() => toaster.dismiss(record.id)}
          closeLabel={messages.close}
          classNames={classNames}
        />
      ))}
    </section>
  );
  if (modal) return createPortal(region, modal);
  return inline ? region : createPortal(region, document.body);
}

interface ToastItemProps {
  record: ToastRecord;
  duration: number;
  onDismiss: () => void;
  closeLabel: string;
  classNames?: Partial<Record<ToasterSlots, string>>;
}

function ToastItem({ record, duration, onDismiss, closeLabel, classNames }: ToastItemProps) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(duration);
  const isLoading = record.type === 'loading';

  // Restart the clock when the toast changes type (a loading toast updated to success gets its full duration).
  useEffect(() => {
    remaining.current = duration;
  }, [record.type, duration]);

  useEffect(() => {
    if (isLoading || paused || !Number.isFinite(duration)) return;
    const started = Date.now();
    const timer = setTimeout(onDismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [isLoading, paused, duration, onDismiss, record.type]);

  return (
    <div
      role={record.type === 'error' ? 'alert' : 'status'}
      aria-live={record.type === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-type={record.type}
      className={cx(styles.toast, classNames?.toast)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className={styles.indicator} data-type={record.type} aria-hidden="true" />
      <div className={styles.body}>
        <div className={cx(styles.title, classNames?.title)}>{record.title}</div>
        {record.description ? <div className={cx(styles.description, classNames?.description)}>{record.description}</div> : null}
      </div>
      {isLoading ? null : (
        <button type="button" className={cx(styles.close, classNames?.close)} aria-label={closeLabel} onClick={onDismiss}>
          <CloseIcon width={14} height={14} />
        </button>
      )}
    </div>
  );
}
