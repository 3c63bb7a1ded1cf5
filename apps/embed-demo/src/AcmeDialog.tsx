import { useEffect, useRef, type ReactNode } from 'react';

interface AcmeDialogProps {
  title: string;
  open: boolean;
  /** Escape, the close button, or the host closing it. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * Acme's own modal: a native <dialog> shown with showModal() (focus trap, Escape and the backdrop come from the
 * browser), styled by portal.css. Its content mounts only while it is open, so each opening starts fresh.
 */
export function AcmeDialog({ title, open, onClose, children }: AcmeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={ref} className="acme-dialog" aria-label={title} onClose={onClose}>
      <div className="acme-dialog-header">
        <h2>{title}</h2>
        <button type="button" className="acme-dialog-close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      {open ? children : null}
    </dialog>
  );
}
