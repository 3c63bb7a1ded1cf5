import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { isOpsdeckError } from '@opsdeck/api';
import { startBackendServer, type BackendServer } from '../../test/backendServer';
import { useWhoami } from '../auth/useWhoami';
import { OpsdeckProvider } from './OpsdeckProvider';
import { opsdeckKeys } from './opsdeckKeys';
import { useOpsdeckClient } from './useOpsdeckClient';

const reference = inject('referenceServer');

function WhoamiName({ label }: { label: string }) {
  const whoami = useWhoami();
  if (whoami.isError) return <p>{`${label}: error ${whoami.error.message}`}</p>;
  return <p>{`${label}: ${whoami.data?.user.name ?? 'loading'}`}</p>;
}

let a: BackendServer;
let b: BackendServer;
beforeAll(async () => {
  a = await startBackendServer({ name: 'Alice of A', roles: ['admin'] });
  b = await startBackendServer({ name: 'Bob of B', roles: ['viewer'] });
});
afterAll(async () => {
  await a.close();
  await b.close();
});

describe('given two providers on one page pointing at two backends', () => {
  it('each shows its own backend, with private clients that share nothing', async () => {
    function Probe() {
      const client = useOpsdeckClient();
      return <span data-testid="root">{client.apiRoot}</span>;
    }
    render(
      <>
        <OpsdeckProvider baseUrl={a.origin} token="token-a">
          <WhoamiName label="A" />
          <Probe />
        </OpsdeckProvider>
        <OpsdeckProvider baseUrl={b.origin} token="token-b">
          <WhoamiName label="B" />
          <Probe />
        </OpsdeckProvider>
      </>,
    );
    expect(await screen.findByText('A: Alice of A')).toBeInTheDocument();
    expect(await screen.findByText('B: Bob of B')).toBeInTheDocument();
    expect(screen.getAllByTestId('root').map((el) => el.textContent)).toEqual([`${a.origin}/api`, `${b.origin}/api`]);
    // Each token went to its own backend only.
    expect(a.requests.map((r) => r.headers.authorization)).toEqual(['Bearer token-a']);
    expect(b.requests.map((r) => r.headers.authorization)).toEqual(['Bearer token-b']);
  });

  it('with one shared host QueryClient, the two caches stay apart under their own key roots', async () => {
    const host = new QueryClient();
    render(
      <>
        <OpsdeckProvider baseUrl={a.origin} token="token-a" queryClient={host}>
          <WhoamiName label="A" />
        </OpsdeckProvider>
        <OpsdeckProvider baseUrl={b.origin} token="token-b" queryClient={host}>
          <WhoamiName label="B" />
        </OpsdeckProvider>
      </>,
    );
    await screen.findByText('A: Alice of A');
    await screen.findByText('B: Bob of B');
    const keys = host.getQueryCache().getAll().map((q) => q.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([opsdeckKeys.whoami(`${a.origin}/api`), opsdeckKeys.whoami(`${b.origin}/api`)]),
    );
    expect(host.getQueryData<{ user: { name: string } }>(opsdeckKeys.whoami(`${a.origin}/api`))?.user.name).toBe('Alice of A');

    // Invalidating one backend refetches that one only.
    const before = { a: a.requests.length, b: b.requests.length };
    await act(() => host.invalidateQueries({ queryKey: opsdeckKeys.all(`${a.origin}/api`) }));
    expect(a.requests.length).toBe(before.a + 1);
    expect(b.requests.length).toBe(before.b);
  });
});

describe('given two providers on one backend with different tokens and one shared host QueryClient', () => {
  it('keeps their caches apart by cacheKey: each asks the backend with its own token', async () => {
    const host = new QueryClient();
    const before = a.requests.length;
    render(
      <>
        <OpsdeckProvider baseUrl={a.origin} token="token-viewer" queryClient={host} cacheKey="viewer">
          <WhoamiName label="Viewer" />
        </OpsdeckProvider>
        <OpsdeckProvider baseUrl={a.origin} token="token-integration" queryClient={host} cacheKey="integration">
          <WhoamiName label="Integration" />
        </OpsdeckProvider>
      </>,
    );
    await screen.findByText('Viewer: Alice of A');
    await screen.findByText('Integration: Alice of A');
    // Without a cacheKey the second provider would have read the first one's whoami from the shared cache.
    expect(a.requests.slice(before).map((r) => r.headers.authorization).sort()).toEqual(['Bearer token-integration', 'Bearer token-viewer']);
    expect(host.getQueryData(opsdeckKeys.whoami(`${a.origin}/api`, 'viewer'))).toBeDefined();
    expect(host.getQueryData(opsdeckKeys.whoami(`${a.origin}/api`, 'integration'))).toBeDefined();
    expect(host.getQueryData(opsdeckKeys.whoami(`${a.origin}/api`))).toBeUndefined();
  });
});

describe('given a host with its own QueryClientProvider', () => {
  it("reuses the host's client when given, and never captures the host's own queries when not", async () => {
    const hostClient = new QueryClient();
    function HostWidget() {
      const q = useQuery({ queryKey: ['host', 'thing'], queryFn: () => Promise.resolve('host data') });
      return <p>{q.data ?? '…'}</p>;
    }
    render(
      <QueryClientProvider client={hostClient}>
        <OpsdeckProvider baseUrl={a.origin}>
          <HostWidget />
          <WhoamiName label="A" />
        </OpsdeckProvider>
      </QueryClientProvider>,
    );
    await screen.findByText('host data');
    await screen.findByText('A: Alice of A');
    // The host's query is in the host's client; ours is in the provider's private one, not the host's.
    expect(hostClient.getQueryData(['host', 'thing'])).toBe('host data');
    expect(hostClient.getQueryData(opsdeckKeys.whoami(`${a.origin}/api`))).toBeUndefined();
  });
});

describe('the token and headers', () => {
  it("go to the baseUrl's origin only, even when a widget fetches an absolute URL elsewhere", async () => {
    const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
    let client: ReturnType<typeof useOpsdeckClient> | undefined;
    function Grab() {
      client = useOpsdeckClient();
      return null;
    }
    render(
      <OpsdeckProvider baseUrl={a.origin} getToken={async () => 'fresh-token'} headers={{ 'X-Tenant': 'acme' }} fetch={fetchSpy}>
        <Grab />
      </OpsdeckProvider>,
    );
    const mark = { a: a.requests.length, b: b.requests.length };
    await client!.get('/canary/api/summary');
    await client!.get(`${b.origin}/elsewhere`);
    const own = a.requests.slice(mark.a);
    const foreign = b.requests.slice(mark.b);
    expect(own).toHaveLength(1);
    expect(own[0]!.headers.authorization).toBe('Bearer fresh-token');
    expect(own[0]!.headers['x-tenant']).toBe('acme');
    expect(foreign).toHaveLength(1);
    expect(foreign[0]!.path).toBe('/elsewhere');
    expect(foreign[0]!.headers.authorization).toBeUndefined();
    expect(foreign[0]!.headers['x-tenant']).toBeUndefined();
    // Both went through the host's fetch.
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('a new token after mount is used at once and drops what was cached for the previous user', async () => {
    const { rerender } = render(
      <OpsdeckProvider baseUrl={reference.baseUrl} token={reference.tokens.admin}>
        <WhoamiName label="me" />
      </OpsdeckProvider>,
    );
    expect(await screen.findByText(`me: ${reference.names.admin}`)).toBeInTheDocument();
    rerender(
      <OpsdeckProvider baseUrl={reference.baseUrl} token={reference.tokens.viewer}>
        <WhoamiName label="me" />
      </OpsdeckProvider>,
    );
    expect(await screen.findByText(`me: ${reference.names.viewer}`)).toBeInTheDocument();
  });
});

describe('given a 401 from the API', () => {
  it('calls onUnauthorized with the page to return to, and onError with the server message', async () => {
    const onUnauthorized = vi.fn();
    const onError = vi.fn();
    window.history.pushState({}, '', '/settings/feature-flags?tab=all');
    render(
      <OpsdeckProvider baseUrl={reference.baseUrl} token="not-a-token" onUnauthorized={onUnauthorized} onError={onError}>
        <WhoamiName label="me" />
      </OpsdeckProvider>,
    );
    expect(await screen.findByText('me: error error fetching user')).toBeInTheDocument();
    // A 4xx is not retried: one call, one report.
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('/settings/feature-flags?tab=all');
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    const [error, context] = onError.mock.calls[0]!;
    expect(isOpsdeckError(error) && error.kind).toBe('unauthorized');
    expect(context).toEqual({ message: 'error fetching user', queryKey: opsdeckKeys.whoami(`${reference.baseUrl}/api`) });
  });

  it('does nothing by default (no onUnauthorized given): the widget shows the error', async () => {
    render(
      <OpsdeckProvider baseUrl={reference.baseUrl}>
        <WhoamiName label="anonymous" />
      </OpsdeckProvider>,
    );
    expect(await screen.findByText('anonymous: error error fetching user')).toBeInTheDocument();
    expect(window.location.pathname).not.toBe('/login');
  });

  it('from another backend on the page, tells only that backend\'s provider', async () => {
    b.failWith(401);
    const onA = vi.fn();
    const onB = vi.fn();
    try {
      render(
        <>
          <OpsdeckProvider baseUrl={a.origin} onUnauthorized={onA}>
            <WhoamiName label="A" />
          </OpsdeckProvider>
          <OpsdeckProvider baseUrl={b.origin} onUnauthorized={onB}>
            <WhoamiName label="B" />
          </OpsdeckProvider>
        </>,
      );
      await screen.findByText('A: Alice of A');
      await screen.findByText('B: error failing with 401');
      expect(onA).not.toHaveBeenCalled();
      expect(onB).toHaveBeenCalledTimes(1);
    } finally {
      b.failWith(null);
    }
  });
});

describe('retries', () => {
  it('retry a transient failure (503) and then show the answer', async () => {
    a.failWith(503, 1);
    const mark = a.requests.length;
    render(
      <OpsdeckProvider baseUrl={a.origin}>
        <WhoamiName label="A" />
      </OpsdeckProvider>,
    );
    expect(await screen.findByText('A: Alice of A', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(a.requests.length - mark).toBe(2);
  });

  it('never retry a 403: the answer would be the same', async () => {
    a.failWith(403, 1);
    const mark = a.requests.length;
    render(
      <OpsdeckProvider baseUrl={a.origin}>
        <WhoamiName label="A" />
      </OpsdeckProvider>,
    );
    expect(await screen.findByText('A: error failing with 403')).toBeInTheDocument();
    expect(a.requests.length - mark).toBe(1);
  });
});

describe('request failures before any answer', () => {
  it('reach onError with the overridable text of spec 000 section 8, after the retries a transient failure gets', async () => {
    const onError = vi.fn();
    const closed = await startBackendServer();
    await closed.close();
    // A test client chooses no retry: our policy defers to it.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <OpsdeckProvider
        baseUrl={closed.origin}
        queryClient={client}
        onError={onError}
        messages={{ request: { network: 'Le réseau ne répond pas.' } }}
      >
        <WhoamiName label="me" />
      </OpsdeckProvider>,
    );
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]![1].message).toBe('Le réseau ne répond pas.');
    expect(isOpsdeckError(onError.mock.calls[0]![0]) && onError.mock.calls[0]![0].kind).toBe('network');
  });
});
