import { useMemo } from 'react';
import { createAuthorizer, narrowAuthorizer, type Access, type Authorizer, type PermissionGrant } from '@opsdeck/api';
import { useOpsdeckContext } from '../provider/opsdeckContext';
import { useWhoami } from './useWhoami';
import type { Whoami } from './authApi';

export interface AuthorizerState {
  status: 'pending' | 'error' | 'success';
  /** Built from whoami's roles and permission rows; undefined until they arrive. */
  authorizer: Authorizer | undefined;
  error: Error | null;
  /** False until the user is known (and on error): hide first, show once allowed. */
  can(resource: string, action: Access): boolean;
}

/**
 * A public embed has no user: it may show what the server publishes (the public endpoints decide what that is) and
 * never offers a write.
 */
const publicAuthorizer: Authorizer = {
  roles: [],
  isAdmin: false,
  isViewer: true,
  can: (_resource, access) => access === 'read',
  canAny: (resources, access) => access === 'read' && resources.length > 0,
};

/** whoami's rows with their nulls (the wire's "not set") dropped: the authorizer's own input type. */
export function grantsOf(rows: Whoami['permissions']): PermissionGrant[] {
  return rows.map((row) => {
    const grant: PermissionGrant = {};
    for (const field of ['id', 'subject', 'object', 'action', 'condition'] as const) {
      const value = row[field];
      if (typeof value === 'string') grant[field] = value;
    }
    if (typeof row.deny === 'boolean') grant.deny = row.deny;
    return grant;
  });
}

/**
 * What the user may do, to hide what they cannot (the server enforces it regardless). The rules are @opsdeck/api's
 * createAuthorizer, the same the server applies.
 */
export function useAuthorizer(): AuthorizerState {
  const { mode } = useOpsdeckContext('useAuthorizer');
  const whoami = useWhoami();
  const data = whoami.data;
  const authorizer = useMemo(() => {
    if (mode === 'public') return publicAuthorizer;
    if (!data) return undefined;
    const person = createAuthorizer({ roles: data.roles, permissions: grantsOf(data.permissions) });
    // A scoped token: what the person may do and its scopes allow, as the server decides (principalCan).
    return Array.isArray(data.token_scopes) ? narrowAuthorizer(person, grantsOf(data.token_scopes)) : person;
  }, [mode, data]);
  return useMemo(() => {
    const status = mode === 'public' ? 'success' : authorizer ? 'success' : whoami.isError ? 'error' : 'pending';
    return {
      status,
      authorizer,
      error: mode === 'public' ? null : whoami.error,
      can: (resource, action) => authorizer?.can(resource, action) ?? false,
    };
  }, [mode, authorizer, whoami.isError, whoami.error]);
}
