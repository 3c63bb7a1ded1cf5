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
import { useWhoami } from './useWhoami';

export interface ResourceAuthorizerState extends Omit<AuthorizerState, 'authorizer'> {
  authorizer: ResourceAuthorizer | undefined;
  /** On one resource: a deny naming it refuses, an allow naming it grants (whoami's `resource_permissions`). */
  canOn(resource: Resource, target: ResourceTarget, access?: Access): boolean;
  /** On some resources of a kind: the area allows it, or an allow on one of them grants it (to show a page). */
  canSome(resource: Resource, column: ResourceColumn, action: ResourceAction): boolean;
}

/** whoami's `resource_permissions` as @opsdeck/api's ResourceRuleSchema reads them; none from other backends. */
export function readResourceRules(value: unknown): ResourceRule[] {
  const rules = value ?? [];
  const valid = (r: Record<string, unknown>) =>
    isResourceColumn(r.column) && typeof r.id === 'string' && r.id !== '' && typeof r.action === 'string' && typeof (r.deny ?? false) === 'boolean';
  if (!Array.isArray(rules) || !rules.every((r) => typeof r === 'object' && r !== null && valid(r as Record<string, unknown>))) {
    throw new TypeError('Unexpected whoami response: payload.resource_permissions is not a list of {column, id, action, deny}');
  }
  return rules.map((r: ResourceRule) => ({ ...r, id: r.id.toLowerCase(), deny: r.deny === true }));
}

/**
 * useAuthorizer refined by the permissions that name one resource, as the server decides (@opsdeck/api's
 * withResourceRules): for widgets that act on one connection, check or playbook, and for pages listing such resources.
 * False until whoami answers, as useAuthorizer.
 */
export function useResourceAuthorizer(): ResourceAuthorizerState {
  const state = useAuthorizer();
  const data = useWhoami().data;
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
