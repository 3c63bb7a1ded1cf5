import { Button } from '@opsdeck/ui/button';
import type { ConnectionFormMessages } from './connectionFormMessages';
import { ModalDialog } from '../modal/ModalDialog';
import * as styles from './ConnectionForm.css';

export type TestResult =
  | { kind: 'ok'; message: string; payload: unknown }
  | { kind: 'failed'; message: string }
  | { kind: 'not-tested'; message: string };

/** 'Test Connection Results': success with the server's result, failure with its message, or why it was not tested. */
export function TestConnectionResults({ result, messages, onClose }: { result: TestResult; messages: ConnectionFormMessages; onClose: () => void }) {
  const heading =
    result.kind === 'ok' ? (
      <p className={styles.success}>{messages.testSuccessful}</p>
    ) : result.kind === 'failed' ? (
      <p className={styles.failure}>{messages.testFailed}</p>
    ) : (
      <p className={styles.neutral}>{messages.testNotRun}</p>
    );
  return (
    <ModalDialog
      title={messages.testResults}
      onClose={onClose}
      footer={
        <>
          <span className={styles.spacer} />
          <Button type="button" onClick={onClose} autoFocus>
            {messages.close}
          </Button>
        </>
      }
    >
      <div role="status" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {heading}
        {result.kind === 'ok' ? <pre className={styles.pre}>{JSON.stringify(result.payload ?? result.message, null, 2)}</pre> : <pre className={styles.pre}>{result.message}</pre>}
      </div>
    </ModalDialog>
  );
}
