import { render, type RenderResult } from '@testing-library/react';
import { useState } from 'react';
import { onTestFinished, vi } from 'vitest';
import type { CheckSummary, HealthSummaryResponse } from '@opsdeck/api';
import { authApiRef, type AuthApi } from '../auth/authApi';
import type { OpsdeckMode } from '../provider/opsdeckContext';
import { TestOpsdeckProvider } from '../testing/TestOpsdeckProvider';
import type { UrlStateAdapter } from '../url-state/urlState';
import { HealthDashboard, type HealthDashboardProps } from './HealthDashboard';
import { healthApiRef, type HealthApi } from './healthApi';

/** jsdom lacks what Radix and the windowed list call (no layout at all); inert stand-ins, as a browser would have. */
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

/** Every element measures width x height (TanStack Virtual reads clientHeight; the dashboard clientWidth). */
export function useFakeLayout(height = 600, width = 1200) {
  const spies = [
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(height),
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(width),
  ];
  onTestFinished(() => spies.forEach((spy) => spy.mockRestore()));
}

export type FakeHealthApi = HealthApi & { [K in keyof HealthApi]: ReturnType<typeof vi.fn> & HealthApi[K] };

/** A health API answering `checks` (a fresh copy per call, as a new response would be); everything else unused. */
export function fakeHealthApi(checks: readonly CheckSummary[]): FakeHealthApi {
  const unused = () => Promise.reject(new Error('not used by the dashboard'));
  return {
    summary: vi.fn((): Promise<HealthSummaryResponse> => Promise.resolve({ checks_summary: checks.map((c) => ({ ...c })) } as HealthSummaryResponse)),
    agents: vi.fn(() => Promise.resolve([])),
    runCheck: vi.fn(() => Promise.resolve(null)),
    check: vi.fn(unused),
    graph: vi.fn(unused),
    history: vi.fn(unused),
    canary: vi.fn(unused),
    playbooksForCheck: vi.fn(unused),
  } as unknown as FakeHealthApi;
}

export const fakeAuth = (roles: string[]): AuthApi => ({
  whoami: () => Promise.resolve({ user: { id: 'u1', name: 'Tess' }, roles, permissions: [] }),
});

/** The URL a host router would hold, readable by the test. */
export interface UrlBox {
  params: URLSearchParams;
  set?: (next: URLSearchParams) => void;
}

function UrlHarness({ box, ...props }: HealthDashboardProps & { box: UrlBox }) {
  const [params, setParamsState] = useState(box.params);
  box.params = params;
  box.set = setParamsState;
  const urlState: UrlStateAdapter = {
    params,
    setParams: (next) => {
      box.params = next;
      setParamsState(next);
    },
  };
  return <HealthDashboard urlState={urlState} renderCheckDetail={null} {...props} />;
}

export function renderDashboard({
  checks = [],
  api = fakeHealthApi(checks),
  roles = ['viewer'],
  mode = 'app',
  url = '',
  props = {},
}: {
  checks?: readonly CheckSummary[];
  api?: HealthApi;
  roles?: string[];
  mode?: OpsdeckMode;
  url?: string;
  props?: Partial<HealthDashboardProps>;
} = {}): RenderResult & { api: HealthApi; box: UrlBox } {
  const box: UrlBox = { params: new URLSearchParams(url) };
  const result = render(
    <TestOpsdeckProvider mode={mode} apis={[[healthApiRef, api], [authApiRef, fakeAuth(roles)]] as const}>
      <UrlHarness box={box} {...props} />
    </TestOpsdeckProvider>,
  );
  return { ...result, api, box };
}

/** The rows of the checks table body that show something (not the spacers above and below the window). */
export function bodyRows(container: HTMLElement): HTMLTableRowElement[] {
  return [...container.querySelectorAll<HTMLTableRowElement>('tbody > tr')].filter((row) => !row.hasAttribute('aria-hidden'));
}
