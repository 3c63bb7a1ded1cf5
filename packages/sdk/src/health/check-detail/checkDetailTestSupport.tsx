import { render, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import type { ReactElement } from 'react';
import type { Check, CheckGraphResponse, CheckStatusRow, ResourceRule } from '@opsdeck/api';
import { authApiRef, type AuthApi } from '../../auth/authApi';
import type { OpsdeckMode, OpsdeckNavigate } from '../../provider/opsdeckContext';
import { TestOpsdeckProvider } from '../../testing/TestOpsdeckProvider';
import { healthApiRef, type CheckHistoryQuery, type HealthApi, type PlaybookRef } from '../healthApi';

// Fixtures and fakes of the check detail's tests: one check, its graph, 120 history rows, a spec.

export const NOW = new Date('2026-05-14T10:37:12.345Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

export function fakeCheck(overrides: Partial<Check> = {}): Check {
  return {
    id: 'check-1',
    canary_id: 'canary-1',
    name: 'api-health',
    type: 'http',
    icon: 'http',
    namespace: 'prod',
    endpoint: 'https://api.example/health',
    labels: { team: 'sre', env: 'prod', tier: 'web', region: 'eu', app: 'api', owner: 'ops' },
    severity: null,
    spec: { severity: 'high', interval: 30 },
    last_runtime: minutesAgo(5 * 60),
    last_transition_time: minutesAgo(2 * 24 * 60),
    next_runtime: new Date(NOW.getTime() + 2 * 60_000).toISOString(),
    canaries: { id: 'canary-1', name: 'api', source: 'UI' },
    agents: { id: 'agent-1', name: 'eu-agent' },
    components: [{ components: { id: 'comp-1', name: 'payments', icon: 'k8s' } }],
    configs: [{ configs: { id: 'cfg-1', name: 'api-deploy', type: 'Kubernetes::Deployment' } }],
    ...overrides,
  } as Check;
}

export function fakeGraph(): CheckGraphResponse {
  return {
    status: [
      { time: minutesAgo(60), status: true, duration: 120 },
      // canary-checker leaves `status` out when it is false.
      { time: minutesAgo(30), duration: 340, error: 'timeout' },
    ],
    latency: { p95: 123, p97: 456, p99: 1500, rolling1h: 0 },
    uptime: { passed: 98, failed: 2 },
  } as unknown as CheckGraphResponse;
}

export const HISTORY_TOTAL = 120;

function historyRows(query: CheckHistoryQuery): CheckStatusRow[] {
  const size = query.pageSize ?? 50;
  const first = query.pageIndex * size;
  return Array.from({ length: Math.max(0, Math.min(size, HISTORY_TOTAL - first)) }, (_, i) => ({
    check_id: query.checkId,
    time: minutesAgo(first + i + 1),
    duration: 100 + i,
    status: (first + i) % 3 !== 0,
    message: `row ${first + i}`,
    error: (first + i) % 3 === 0 ? 'connection refused' : null,
  })) as CheckStatusRow[];
}

export type FakeHealthApi = { [K in keyof HealthApi]: ReturnType<typeof vi.fn<HealthApi[K]>> };

export function fakeHealthApi(options: { check?: Check | null; playbooks?: PlaybookRef[] } = {}): FakeHealthApi {
  const check = options.check === undefined ? fakeCheck() : options.check;
  return {
    summary: vi.fn<HealthApi['summary']>(async () => ({ checks_summary: [] }) as never),
    agents: vi.fn<HealthApi['agents']>(async () => []),
    check: vi.fn<HealthApi['check']>(async () => check),
    graph: vi.fn<HealthApi['graph']>(async () => fakeGraph()),
    history: vi.fn<HealthApi['history']>(async (query) => ({ rows: historyRows(query), total: HISTORY_TOTAL })),
    canary: vi.fn<HealthApi['canary']>(async (id) => ({
      id,
      name: 'api',
      namespace: 'prod',
      source: 'UI',
      spec: { severity: 'high', interval: 30, http: [{ name: 'api', url: 'https://api.example/health' }] },
    }) as never),
    runCheck: vi.fn<HealthApi['runCheck']>(async () => ({ name: 'api-health', pass: true, duration: 120 }) as never),
    playbooksForCheck: vi.fn<HealthApi['playbooksForCheck']>(async () => options.playbooks ?? []),
  };
}

export function fakeAuth(roles: string[], rules: ResourceRule[] = []) {
  return { whoami: vi.fn<AuthApi['whoami']>(async () => ({ user: { id: 'user-1', name: 'Test' }, roles, permissions: [], resource_permissions: rules })) };
}

export interface RenderOptions {
  api?: FakeHealthApi;
  roles?: string[];
  /** whoami's resource_permissions: rows naming one check, connection... */
  rules?: ResourceRule[];
  mode?: OpsdeckMode;
  navigate?: OpsdeckNavigate;
}

export function renderWithProvider(
  ui: ReactElement,
  { api = fakeHealthApi(), roles = ['admin'], rules = [], mode = 'app', navigate }: RenderOptions = {},
): RenderResult & { api: FakeHealthApi; auth: ReturnType<typeof fakeAuth> } {
  const auth = fakeAuth(roles, rules);
  const result = render(
    <TestOpsdeckProvider apis={[[healthApiRef, api as HealthApi], [authApiRef, auth]]} mode={mode} navigate={navigate}>
      {ui}
    </TestOpsdeckProvider>,
  );
  return { ...result, api, auth };
}

/** jsdom lacks what Radix and our Select call (they are inert here, as in a browser that lays nothing out). */
export function installBrowserGaps() {
  class InertResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver ??= InertResizeObserver as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
}

export function lastCall<T extends (...args: never[]) => unknown>(fn: ReturnType<typeof vi.fn<T>>): Parameters<T> {
  const calls = fn.mock.calls;
  if (!calls.length) throw new Error('never called');
  return calls[calls.length - 1] as Parameters<T>;
}
