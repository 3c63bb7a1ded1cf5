import type { ReactNode } from 'react';
import type { PageDefinition } from '../app/pages';
import { useSession } from '../app/session';
import { pageAccess } from './navAccess';
import { FeatureDisabled, Unauthorized } from './Unauthorized';

/** Renders a page only for users its resource + action (+ feature flag) guard lets in. */
export function RouteGuard({ page, children }: { page: PageDefinition; children: ReactNode }) {
  const { authorizer, properties } = useSession();
  const access = pageAccess(page, { authorizer, properties });
  if (access === 'disabled') return <FeatureDisabled feature={page.feature!} />;
  if (access === 'unauthorized') return <Unauthorized />;
  return <>{children}</>;
}
