import type { ReactNode } from 'react';
import type { Access, Resource } from '@opsdeck/api';
import { useAuthorizer } from './useAuthorizer';

export interface CanProps {
  /** The resource area (spec 000 section 6); with a list, any one of them is enough. */
  resource: Resource | readonly Resource[];
  action: Access;
  /** Shown when the user may not, or when who they are could not be found out. Default nothing. */
  fallback?: ReactNode;
  /** Shown while the user is being looked up. Default nothing. */
  loading?: ReactNode;
  children?: ReactNode;
}

/** Renders its children only when the user may `action` on `resource`: `<Can resource="connections" action="write">`. */
export function Can({ resource, action, fallback = null, loading = null, children }: CanProps) {
  const { status, authorizer } = useAuthorizer();
  if (status === 'pending') return <>{loading}</>;
  const resources: readonly string[] = typeof resource === 'string' ? [resource] : resource;
  const allowed = !!authorizer && authorizer.canAny(resources, action);
  return <>{allowed ? children : fallback}</>;
}
