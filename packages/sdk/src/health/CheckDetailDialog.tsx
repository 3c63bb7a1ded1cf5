import { Dialog, DialogContent } from '@opsdeck/ui/dialog';
import { ErrorBoundary } from '@opsdeck/ui/error-view';
import type { CheckDetailProps } from './CheckDetail';
import { useCheckDetailMessages } from './checkDetailMessages';
import { CheckDetailBody } from './check-detail/CheckDetailBody';
import { CheckDetailFooter } from './check-detail/CheckDetailFooter';
import { useCheckDetailState } from './check-detail/useCheckDetailState';
import * as styles from './CheckDetail.css';

export interface CheckDetailDialogProps extends CheckDetailProps {
  open: boolean;
  /** Called with false when the user closes the dialog (close control, Escape, a click outside). */
  onOpenChange: (open: boolean) => void;
  /** 'large' (default) with the expand control to switch to full, or 'full'. */
  size?: 'large' | 'full';
  /** Start expanded to full. */
  defaultExpanded?: boolean;
}

function CheckDetailDialogContent({
  size,
  defaultExpanded,
  onRunPlaybook,
  editHref,
  relationshipHref,
  footerActions,
  graphPlacement,
  renderIcon,
  messages: overrides,
  className,
  checkId,
  timeRange,
  defaultTimeRange,
  onTimeRangeChange,
}: Omit<CheckDetailDialogProps, 'open' | 'onOpenChange' | 'onClose'>) {
  const messages = useCheckDetailMessages(overrides);
  const state = useCheckDetailState({ checkId, timeRange, defaultTimeRange, onTimeRangeChange });
  return (
    <DialogContent
      size={size === 'full' ? 'full' : 'large'}
      expandable={size !== 'full'}
      defaultExpanded={defaultExpanded}
      title={state.check?.name ?? messages.loadingTitle}
      className={className}
      footer={<CheckDetailFooter state={state} messages={messages} footerActions={footerActions} onRunPlaybook={onRunPlaybook} editHref={editHref} />}
    >
      <div className={styles.root} data-check-id={checkId} aria-busy={state.check === undefined || undefined}>
        <ErrorBoundary resetKeys={[checkId]}>
          <CheckDetailBody state={state} messages={messages} withName={false} graphPlacement={graphPlacement} renderIcon={renderIcon} relationshipHref={relationshipHref} />
        </ErrorBoundary>
      </div>
    </DialogContent>
  );
}

/**
 * The check detail in @opsdeck/ui's Dialog: large with an expand control (or full), titled with the check's name.
 * Closing calls `onOpenChange(false)` (and `onClose`). The health dashboard lazy-loads this module.
 */
export function CheckDetailDialog({ open, onOpenChange, onClose, ...props }: CheckDetailDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) onClose?.();
      }}
    >
      {open ? (
        <ErrorBoundary resetKeys={[props.checkId]}>
          <CheckDetailDialogContent key={props.checkId} {...props} />
        </ErrorBoundary>
      ) : null}
    </Dialog>
  );
}

export default CheckDetailDialog;
