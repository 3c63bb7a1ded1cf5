import { Button } from '@opsdeck/ui/button';
import { ModalDialog } from '../modal/ModalDialog';
import type { ConnectionFormMessages } from './connectionFormMessages';
import * as styles from './ConnectionForm.css';

export interface DeleteConnectionDialogProps {
  messages: ConnectionFormMessages;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation before a connection is deleted. */
export function DeleteConnectionDialog({ messages, deleting, onConfirm, onClose }: DeleteConnectionDialogProps) {
  return (
    <ModalDialog
      alert
      size="sm"
      title={messages.delete}
      onClose={onClose}
      footer={
        <>
          <span className={styles.spacer} />
          <Button type="button" variant="secondary" onClick={onClose}>
            {messages.cancel}
          </Button>
          <Button type="button" variant="danger" disabled={deleting} onClick={onConfirm}>
            {messages.delete}
          </Button>
        </>
      }
    >
      <p style={{ margin: 0 }}>{messages.confirmDelete}</p>
    </ModalDialog>
  );
}
