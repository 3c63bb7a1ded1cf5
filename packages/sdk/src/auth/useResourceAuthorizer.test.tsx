import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ResourceRuleSchema } from '@opsdeck/api';
import { TestOpsdeckProvider } from '../testing/TestOpsdeckProvider';
import { authApiRef, type AuthApi, type Whoami } from './authApi';
import { readResourceRules, useResourceAuthorizer } from './useResourceAuthorizer';

function withWhoami(whoami: Whoami, mode: 'app' | 'public' = 'app') {
  const auth: AuthApi = { whoami: async () => whoami };
  return ({ children }: { children: ReactNode }) => (
    <TestOpsdeckProvider apis={[[authApiRef, auth]]} mode={mode}>
      {children}
    </TestOpsdeckProvider>
  );
}

const A = '0F5E3C1A-0000-4000-8000-00000000000A';

describe('useResourceAuthorizer', () => {
  it('answers for single resources by the rows whoami lists in resource_permissions', async () => {
    const viewer: Whoami = {
      user: { id: 'u2', name: 'Vic' },
      roles: ['viewer'],
      permissions: [],
      resource_permissions: [
        { column: 'connection_id', id: A.toLowerCase(), action: 'read', deny: false },
        { column: 'check_id', id: 'c1', action: 'update', deny: false },
      ],
    };
    const { result } = renderHook(() => useResourceAuthorizer(), { wrapper: withWhoami(viewer) });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.can('connections', 'read')).toBe(false);
    expect(result.current.canSome('connections', 'connection_id', 'read')).toBe(true);
    expect(result.current.canOn('connections', { column: 'connection_id', id: A, action: 'read' })).toBe(true);
    expect(result.current.canOn('connections', { column: 'connection_id', id: A, action: 'update' })).toBe(false);
    expect(result.current.canOn('canaries', { column: 'check_id', id: 'c1', action: 'update' })).toBe(true);
    expect(result.current.canOn('canaries', { column: 'check_id', id: 'c2', action: 'update' })).toBe(false);
  });

  it('is the areas alone for a backend that lists no such rows, and read-only in public mode', async () => {
    const admin: Whoami = { user: { id: 'u1', name: 'Ada' }, roles: ['admin'], permissions: [] };
    const { result } = renderHook(() => useResourceAuthorizer(), { wrapper: withWhoami(admin) });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.canOn('connections', { column: 'connection_id', id: A, action: 'delete' })).toBe(true);
    const pub = renderHook(() => useResourceAuthorizer(), { wrapper: withWhoami(admin, 'public') });
    expect(pub.result.current.canOn('canaries', { column: 'check_id', id: 'c1', action: 'read' })).toBe(true);
    expect(pub.result.current.canOn('canaries', { column: 'check_id', id: 'c1', action: 'update' })).toBe(false);
  });
});

describe('readResourceRules', () => {
  it('reads the rows as @opsdeck/api does: ids in lower case, deny false when absent', () => {
    const rows = [{ column: 'check_id', id: 'AB-1', action: 'update' }];
    expect(readResourceRules(rows)).toEqual([{ column: 'check_id', id: 'ab-1', action: 'update', deny: false }]);
    expect(ResourceRuleSchema.array().parse(rows)).toEqual(readResourceRules(rows));
    expect(readResourceRules(undefined)).toEqual([]);
  });

  it('leaves out rows of another shape rather than failing the page (the server decides regardless)', () => {
    const rows = [{ column: 'team_id', id: 'x', action: 'read' }, { column: 'check_id', id: 'x', action: 'read', deny: 1 }, null, { column: 'check_id', id: 'Y', action: 'read' }];
    expect(readResourceRules(rows)).toEqual([{ column: 'check_id', id: 'y', action: 'read', deny: false }]);
    expect(readResourceRules({})).toEqual([]);
  });
});
