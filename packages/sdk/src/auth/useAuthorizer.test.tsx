import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { TestOpsdeckProvider } from '../testing/TestOpsdeckProvider';
import { authApiRef, type AuthApi, type Whoami } from './authApi';
import { useAuthorizer } from './useAuthorizer';

function withWhoami(whoami: Whoami) {
  const auth: AuthApi = { whoami: async () => whoami };
  return ({ children }: { children: ReactNode }) => <TestOpsdeckProvider apis={[[authApiRef, auth]]}>{children}</TestOpsdeckProvider>;
}

const admin = { user: { id: 'u1', name: 'Ada' }, roles: ['admin'], permissions: [] };

describe('useAuthorizer', () => {
  it('allows an admin signed in with a session everything', async () => {
    const { result } = renderHook(() => useAuthorizer(), { wrapper: withWhoami(admin) });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.can('canaries', 'write')).toBe(true);
    expect(result.current.can('connections', 'write')).toBe(true);
  });

  it("narrows an admin's rights to the scopes of the token the embed uses, as the server does", async () => {
    const { result } = renderHook(() => useAuthorizer(), {
      wrapper: withWhoami({ ...admin, token_scopes: [{ object: 'canaries', action: 'read' }] }),
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.can('canaries', 'read')).toBe(true);
    expect(result.current.can('canaries', 'write')).toBe(false);
    expect(result.current.can('incident', 'read')).toBe(false);
  });
});
