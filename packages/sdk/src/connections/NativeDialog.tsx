import { useEffect, useId, useRef, type ReactNode } from 'react';
import * as styles from './ConnectionForm.css';

export interface NativeDialogProps {
  title: ReactNode;
  children: ReactNode;
  footer: ReactNode;
  onClose: () => void;
  /** role="alertdialog" for a confirmation. */
  alert?: boolean;
}

/**
 * A modal on the platform's <dialog>: showModal() makes the rest of the page inert and Escape closes it; focus returns
 * to what had it. It weighs nothing next to a JS focus trap, and stays modal inside a host's own dialog. Mounted only
 * while open; showModal runs in an effect, so nothing touches the DOM on a server.
 */
export function NativeDialog({ title, children, footer, onClose, alert = false }: NativeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = dialog.ownerDocument.activeElement as HTMLElement | null;
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    const onCancel = (event: Event) => {
      event.preventDefault();
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
    <dialog ref={ref} role={alert ? 'alertdialog' : undefined} aria-labelledby={titleId} aria-modal="true" className={styles.dialog}>
      <div className={styles.dialogBody}>
        <h2 id={titleId} className={styles.heading}>
          {title}
        </h2>
        {children}
        <div className={styles.footer}>{footer}</div>
      </div>
    </dialog>
  );
}
