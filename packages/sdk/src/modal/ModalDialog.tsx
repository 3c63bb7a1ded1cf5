import { useEffect, useId, useRef, type ReactNode } from 'react';
import * as styles from './ModalDialog.css';

export interface ModalDialogProps {
  title: ReactNode;
  /** Beside the title (a help link). */
  headerExtra?: ReactNode;
  children: ReactNode;
  footer: ReactNode;
  onClose: () => void;
  size?: 'md' | 'sm';
  /** role="alertdialog" for a confirmation. */
  alert?: boolean;
}

/**
 * A modal on the platform's own <dialog>: showModal() puts it in the top layer, makes the rest of the page inert
 * (so focus cannot leave it), and Escape closes it; focus returns to what had it before. It weighs nothing, where a
 * JS focus-trap dialog would take most of a widget's size budget, and it stays modal when a host renders the widget
 * inside its own dialog. Mounted only while open; showModal runs in an effect, so nothing touches the DOM on a server.
 */
export function ModalDialog({ title, headerExtra, children, footer, onClose, size = 'md', alert = false }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = dialog.ownerDocument.activeElement as HTMLElement | null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', ''); // environments without the dialog API (jsdom)
    const onCancel = (event: Event) => {
      event.preventDefault(); // the owner decides: it unmounts us
      closeRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      previous?.focus?.();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      role={alert ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-modal="true"
      className={size === 'sm' ? `${styles.dialog} ${styles.dialogSmall}` : styles.dialog}
      // Escape belongs to this, the top-most modal: the browser turns it into `cancel` here. It must not bubble on to a
      // document listener of a dialog underneath (a host's, or @opsdeck/ui's), which would close that one too.
      onKeyDown={(event) => event.key === 'Escape' && event.stopPropagation()}
    >
      <div className={styles.dialogHeader}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        {headerExtra}
      </div>
      <div className={styles.dialogBody}>{children}</div>
      <div className={styles.dialogFooter}>{footer}</div>
    </dialog>
  );
}
