import { lazy, Suspense, useState } from 'react';
import type { CheckDetailDialogProps } from '../CheckDetailDialog';

const loadDialog = () => import('../CheckDetailDialog');
const CheckDetailDialogImpl = lazy(loadDialog);

/**
 * Loads the dialog's code (Radix Dialog and the detail's frame) ahead of time, e.g. when the pointer enters a row
 * that opens it. Safe to call any number of times.
 */
export function preloadCheckDetailDialog(): void {
  void loadDialog();
}

/**
 * The entry's CheckDetailDialog: the same component, whose code (Radix Dialog with its focus trap and scroll lock)
 * loads the first time it opens, so a page that may show a check pays nothing until it does. Once loaded it stays
 * mounted, so closing animates like any dialog.
 */
export function CheckDetailDialog(props: CheckDetailDialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <CheckDetailDialogImpl {...props} />
    </Suspense>
  );
}
