import { EmptyState } from '@opsdeck/ui';
import { PageHeader } from '../app/PageHeader';
import { LockIcon } from '../shell/icons';

export const UNAUTHORIZED_TEXT = 'Unauthorized - You do not have permission to access this page';

/** What a route guard shows to a user without the page's permission (spec 000 section 2). */
export function Unauthorized() {
  return (
    <>
      <PageHeader title="Unauthorized" />
      <EmptyState icon={<LockIcon width={28} height={28} />} title={UNAUTHORIZED_TEXT} role="alert" />
    </>
  );
}

/** A page whose feature flag is off: it exists, but this deployment turned it off. */
export function FeatureDisabled({ feature }: { feature: string }) {
  return (
    <>
      <PageHeader title="Feature disabled" />
      <EmptyState
        title="This feature is disabled"
        description={`An administrator turned it off (the property ${feature}.disable is true).`}
        role="status"
      />
    </>
  );
}
