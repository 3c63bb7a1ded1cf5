import type { HealthCheckDetailRenderProps } from './HealthDashboard';
// The check detail is its own entry (`@opsdeck/sdk/check-detail`); this wrapper loads its dialog on the first open,
// so the dashboard's bytes never include its charts, tabs and editors.
import { CheckDetailDialog } from './check-detail/LazyCheckDetailDialog';

export { preloadCheckDetailDialog } from './check-detail/LazyCheckDetailDialog';

/** The dashboard's default `renderCheckDetail` in `mode="app"`: the CheckDetail dialog, open while `checkId` is set. */
export function defaultRenderCheckDetail({ checkId, timeRange, onClose, onTimeRangeChange }: HealthCheckDetailRenderProps) {
  return (
    <CheckDetailDialog
      open
      checkId={checkId}
      timeRange={timeRange}
      onTimeRangeChange={onTimeRangeChange}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    />
  );
}
