import { useMemo } from 'react';
import {
  isResourceColumn,
  withResourceRules,
  type Access,
  type Resource,
  type ResourceAction,
  type ResourceAuthorizer,
  type ResourceColumn,
  type ResourceRule,
  type ResourceTarget,
} from '@opsdeck/api';
import { grantsOf, useAuthorizer, type AuthorizerState } from './useAuthorizer';
import { useOpsdeckMode } from '../navigation/useOpsdeckMode';
import { useWhoami } from './useWhoami';

export interface ResourceAuthorizerState extends Omit<AuthorizerState, 'authorizer'> {
  authorizer: ResourceAuthorizer | undefined;
  /** On one resource: a deny naming it refuses, an allow naming it grants (whoami's `resource_permissions`). */
  canOn(resource: Resource, target: ResourceTarget, access?: Access): boolean;
  /** On some resources of a kind: the area allows it, or an allow on one of them grants it (to show a page). */
  canSome(resource: Resource, column: ResourceColumn, action: ResourceAction): boolean;
}

/**
 * whoami's `resource_permissions` as @opsdeck/api's ResourceRuleSchema reads them; none from other backends. A row of
 * another shape is left out rather than failing the page: these rows only hide or show, the server decides.
 */
export function readResourceRules(value: unknown): ResourceRule[] {
  if (!Array.isArray(value)) return [];
  const valid = (r: unknown): r is ResourceRule => {
    const row = (typeof r === 'object' && r !== null ? r : {}) as Record<string, unknown>;
    return isResourceColumn(row.column) && typeof row.id === 'string' && row.id !== '' && typeof row.action === 'string' && typeof (row.deny ?? false) === 'boolean';
  };
  return value.filter(valid).map((r) => ({ ...r, id: r.id.toLowerCase(), deny: r.deny === true }));
}

/**
 * useAuthorizer refined by the permissions that name one resource, as the server decides (@opsdeck/api's
 * withResourceRules): for widgets that act on one connection, check or playbook, and for pages listing such resources.
 * False until whoami answers, as useAuthorizer.
 */
export function useResourceAuthorizer(): ResourceAuthorizerState {
  const state = useAuthorizer();
  // A public embed never acts as anyone: no whoami a shared cache may hold adds to its read-only rights.
  const mode = useOpsdeckMode();
  const whoami = useWhoami().data;
  const data = mode === 'public' ? undefined : whoami;
  const areas = state.authorizer;
  const authorizer = useMemo(() => {
    if (!areas) return undefined;
    const rules = data ? readResourceRules(data.resource_permissions) : [];
    const scopes = data && Array.isArray(data.token_scopes) ? grantsOf(data.token_scopes) : undefined;
    return withResourceRules(areas, { rules, permissions: data ? grantsOf(data.permissions) : [], scopes });
  }, [areas, data]);
  return useMemo(
    () => ({
      ...state,
      authorizer,
      canOn: (resource, target, access) => authorizer?.canOn(resource, target, access) ?? false,
      canSome: (resource, column, action) => authorizer?.canSome(resource, column, action) ?? false,
    }),
    [state, authorizer],
  );
}
