import { Button, DialogContent, Dialog } from '@opsdeck/ui';
import { docsLink } from '../app/links';
import { DownloadIcon } from './icons';
import { KUBECONFIG_URL, kubeconfigCommand, kubeconfigFileName } from './kubeconfig';
import * as styles from './KubeconfigDialog.css';

export interface KubeconfigDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The backend the kubeconfig points at: this page's origin when the API is served beside the console. */
  backendUrl: string;
}

/** 'Download and install kubeconfig' (spec 001 section 2.10): download in a new tab, then the kubectl command. */
export function KubeconfigDialog({ open, onOpenChange, backendUrl }: KubeconfigDialogProps) {
  const fileName = kubeconfigFileName(backendUrl);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="small"
        title="Download and install kubeconfig"
        description="Use kubectl against this console's Kubernetes interface."
        footer={
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        }
      >
        <ol className={styles.steps}>
          <li className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">1</span>
            <div className={styles.stepBody}>
              <span>Download the kubeconfig file.</span>
              <Button
                className={styles.download}
                leftSection={<DownloadIcon />}
                onClick={() => window.open(KUBECONFIG_URL, '_blank', 'noopener')}
              >
                Download kubeconfig file
              </Button>
            </div>
          </li>
          <li className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">2</span>
            <div className={styles.stepBody}>
              <span>Apply the kubeconfig file to your kubectl configuration:</span>
              <code className={styles.code}>{kubeconfigCommand(fileName)}</code>
            </div>
          </li>
          <li className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">3</span>
            <div className={styles.stepBody}>
              <span>
                <a className={styles.link} href={docsLink('/reference/kubeconfig')} target="_blank" rel="noreferrer">
                  Learn more
                </a>{' '}
                on how to use the Kubernetes interface.
              </span>
            </div>
          </li>
        </ol>
      </DialogContent>
    </Dialog>
  );
}
