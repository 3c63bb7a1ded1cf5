import { CheckDetailDialog } from '@opsdeck/sdk/check-detail';
import { HealthDashboard, type HealthCheckDetailRenderProps } from '@opsdeck/sdk/health-dashboard';
import { PageHeader } from '../app/PageHeader';
import { hasPage } from '../app/pages';
import { useRouterUrlState } from './useRouterUrlState';

/** Edit leads to the canary's settings page: offered only once the console has that page. */
const editHref = hasPage('/settings/canaries') ? undefined : null;

/** Related components and configs link to the topology and catalog pages once those exist; until then, names. */
function relationshipHref({ kind, id }: { kind: 'component' | 'config'; id: string }): string | null {
  const base = kind === 'component' ? '/topology' : '/catalog';
  return hasPage(base) ? `${base}/${encodeURIComponent(id)}` : null;
}

function renderCheckDetail({ checkId, timeRange, onClose, onTimeRangeChange }: HealthCheckDetailRenderProps) {
  return (
    <CheckDetailDialog
      open
      checkId={checkId}
      timeRange={timeRange}
      onTimeRangeChange={onTimeRangeChange}
      onOpenChange={(open) => !open && onClose()}
      editHref={editHref}
      relationshipHref={relationshipHref}
    />
  );
}

/** /health (spec 001 section 2.1): the HealthDashboard widget with its state in the console's URL. */
export default function HealthPage() {
  const urlState = useRouterUrlState();
  return (
    <>
      <PageHeader title="Health" />
      <HealthDashboard urlState={urlState} renderCheckDetail={renderCheckDetail} />
    </>
  );
}
