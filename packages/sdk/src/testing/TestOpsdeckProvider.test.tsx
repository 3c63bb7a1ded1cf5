import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiRef } from '@opsdeck/api';
import { Can } from '../auth/Can';
import { authApiRef, type AuthApi } from '../auth/authApi';
import { useWhoami } from '../auth/useWhoami';
import { useApi } from '../provider/useApi';
import { TestOpsdeckProvider } from './TestOpsdeckProvider';

const fakeAuth = (roles: string[]): AuthApi => ({
  whoami: () => Promise.resolve({ user: { id: 'u1', name: 'Fake Admin' }, roles, permissions: [] }),
});

describe('TestOpsdeckProvider', () => {
  it('takes [apiRef, fake] pairs: the hooks use the fake, no request is made', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    render(
      <TestOpsdeckProvider apis={[[authApiRef, fakeAuth(['admin'])]]} fetch={fetch}>
        <Can resource="connections" action="write" fallback="denied">
          allowed
        </Can>
      </TestOpsdeckProvider>,
    );
    expect(await screen.findByText('allowed')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('takes a fake fetch, called with the API URL', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(
        Response.json({ payload: { user: { id: 'u2', name: 'From Fetch' }, roles: ['viewer'] } }, { status: 200 }),
      ),
    );
    function Name() {
      return <p>{useWhoami().data?.user.name ?? '…'}</p>;
    }
    render(
      <TestOpsdeckProvider fetch={fetch}>
        <Name />
      </TestOpsdeckProvider>,
    );
    expect(await screen.findByText('From Fetch')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]![0])).toBe('http://opsdeck.test/api/auth/whoami');
  });

  it('shows a failure at once: no retries in tests', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(Response.json({ error: 'down' }, { status: 503 })));
    function Status() {
      const whoami = useWhoami();
      return <p>{whoami.isError ? whoami.error.message : 'waiting'}</p>;
    }
    render(
      <TestOpsdeckProvider fetch={fetch}>
        <Status />
      </TestOpsdeckProvider>,
    );
    expect(await screen.findByText('down')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('useApi', () => {
  const pingApiRef = createApiRef<{ ping(): string }>({ id: 'test.ping' });

  it('builds a default once per provider and keeps it across renders with equal pairs', () => {
    const factory = vi.fn(() => ({ ping: () => 'default pong' }));
    const auth = fakeAuth([]);
    const seen = new Set<unknown>();
    function Ping() {
      const api = useApi(pingApiRef, factory);
      seen.add(api);
      const [, force] = useState(0);
      return (
        <button type="button" onClick={() => force((n) => n + 1)}>
          {api.ping()}
        </button>
      );
    }
    const { rerender } = render(
      <TestOpsdeckProvider apis={[[authApiRef, auth]]}>
        <Ping />
      </TestOpsdeckProvider>,
    );
    // A new array with the same pair: the holder, and the API it built, are kept.
    rerender(
      <TestOpsdeckProvider apis={[[authApiRef, auth]]}>
        <Ping />
      </TestOpsdeckProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('default pong');
    expect(factory).toHaveBeenCalledTimes(1);
    expect(seen.size).toBe(1);
  });

  it("prefers the host's implementation to the default", () => {
    function Ping() {
      return <p>{useApi(pingApiRef, () => ({ ping: () => 'default' })).ping()}</p>;
    }
    render(
      <TestOpsdeckProvider apis={[[pingApiRef, { ping: () => 'host pong' }]]}>
        <Ping />
      </TestOpsdeckProvider>,
    );
    expect(screen.getByText('host pong')).toBeInTheDocument();
  });

  it('names the ref when nothing implements it, and refuses a ref given twice', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Ping() {
      return <p>{useApi(pingApiRef).ping()}</p>;
    }
    expect(() =>
      render(
        <TestOpsdeckProvider>
          <Ping />
        </TestOpsdeckProvider>,
      ),
    ).toThrow('No implementation available for apiRef{test.ping}');
    const one = { ping: () => '1' };
    expect(() =>
      render(
        <TestOpsdeckProvider apis={[[pingApiRef, one], [pingApiRef, one]]}>
          <p />
        </TestOpsdeckProvider>,
      ),
    ).toThrow("apiRef{test.ping} is given twice in the provider's apis");
    vi.restoreAllMocks();
  });
});
