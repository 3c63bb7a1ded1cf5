import type { OpsdeckQueryKeyRoot } from '../provider/opsdeckKeys';
import type { PermissionListQuery } from './permissionsApi';

/** Query keys of the PermissionEditor, under the provider's root (the contract's root `permissions_summary`). */
export const permissionKeys = {
  all: (root: OpsdeckQueryKeyRoot) => [...root, 'permissions_summary'] as const,
  list: (root: OpsdeckQueryKeyRoot, query: PermissionListQuery) => [...root, 'permissions_summary', 'list', query] as const,
  subjects: (root: OpsdeckQueryKeyRoot, type: string, search: string) => [...root, 'permissions_summary', 'subjects', type, search] as const,
  resources: (root: OpsdeckQueryKeyRoot, scope: string, search: string) => [...root, 'permissions_summary', 'resources', scope, search] as const,
  resource: (root: OpsdeckQueryKeyRoot, scope: string, id: string) => [...root, 'permissions_summary', 'resource', scope, id] as const,
};
