import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@opsdeck/ui/toast';
import { TestOpsdeckProvider } from '../testing/TestOpsdeckProvider';
import { HealthDashboard } from './HealthDashboard';
import type { HealthSummaryResponse } from '@opsdeck/api';
import { bodyRows, fakeHealthApi, installBrowserGaps, renderDashboard, useFakeLayout } from './HealthDashboard.testSupport';
import { check, manyChecks, sampleChecks } from './HealthDashboard.testData';

beforeAll(installBrowserGaps);
afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
});

const names = (container: HTMLElement) =>
  bodyRows(container).map((row) => row.querySelector('[data-row-name]')?.textContent ?? '');

describe('HealthDashboard', () => {
  it('shows a skeleton until the first data, then the rows', async () => {
    useFakeLayout();
    let answer!: (value: HealthSummaryResponse) => void;
    const api = fakeHealthApi(sampleChecks);
    api.summary.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { container } = renderDashboard({ api, url: 'hidePassing=false' });
    const table = await screen.findByRole('table', { name: 'Health checks' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('tbody tr[aria-hidden="true"]').length).toBe(8);
    await act(async () => answer({ checks_summary: sampleChecks } as HealthSummaryResponse));
    expect(table).not.toHaveAttribute('aria-busy');
    expect(await screen.findByText('db/connect')).toBeInTheDocument();
  });

  it("says 'No data available' for an empty summary", async () => {
    useFakeLayout();
    renderDashboard({ checks: [] });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('hides passing checks by default, counts both, and shows them with the switch off', async () => {
    useFakeLayout();
    const { container, box } = renderDashboard({ checks: sampleChecks, url: 'groupBy=no-group' });
    await screen.findByText('db/connect');
    expect(screen.getByText('Healthy: 1')).toBeInTheDocument();
    expect(screen.getByText('Unhealthy: 2')).toBeInTheDocument();
    expect(names(container)).toEqual(['api/latency', 'db/connect']);
    await userEvent.click(screen.getByRole('switch', { name: 'Hide Passing' }));
    expect(box.params.get('hidePassing')).toBe('false');
    expect(names(container)).toEqual(['api/health', 'api/latency', 'db/connect']);
  });

  it('debounces the search 400 ms, then filters by name, description or endpoint and writes `query`', async () => {
    useFakeLayout();
    const { container, box } = renderDashboard({ checks: sampleChecks, url: 'groupBy=no-group&hidePassing=false' });
    await screen.findByText('db/connect');
    const user = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: 'Search checks' });
    expect(search).toHaveAttribute('placeholder', 'Search by name, description, or endpoint');
    await user.type(search, 'SLO');
    const typedAt = performance.now();
    expect(box.params.get('query')).toBeNull();
    expect(names(container)).toHaveLength(3);
    await waitFor(() => expect(box.params.get('query')).toBe('SLO'));
    expect(performance.now() - typedAt).toBeGreaterThanOrEqual(380);
    expect(names(container)).toEqual(['api/latency']);
    await user.clear(search);
    await user.type(search, 'api.example/HEALTH');
    await waitFor(() => expect(names(container)).toEqual(['api/health']));
  });

  it('includes, excludes and clears a label value from the multi-select, written to `labels`', async () => {
    useFakeLayout();
    const { container, box } = renderDashboard({ checks: sampleChecks, url: 'groupBy=no-group&hidePassing=false' });
    await screen.findByText('db/connect');
    await userEvent.click(screen.getByRole('button', { name: 'env: Any' }));
    const values = await screen.findByRole('group', { name: 'env' });
    await userEvent.click(within(values).getByRole('button', { name: 'prod' }));
    expect(JSON.parse(box.params.get('labels')!)).toEqual({ 'env:prod': 1 });
    expect(names(container)).toEqual(['api/health', 'db/connect']);
    await userEvent.click(within(values).getByRole('button', { name: 'prod: included' }));
    expect(JSON.parse(box.params.get('labels')!)).toEqual({ 'env:prod': -1 });
    expect(names(container)).toEqual(['api/latency']);
    expect(within(values).getByText('!prod')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'env: !prod' })).toBeInTheDocument();
    await userEvent.click(within(values).getByRole('button', { name: 'prod: excluded' }));
    expect(box.params.get('labels')).toBeNull();
    expect(names(container)).toHaveLength(3);
  });

  it("reads 'including N labels' with 4 or more values chosen", async () => {
    useFakeLayout();
    const labels = encodeURIComponent(JSON.stringify({ 'team:team-1': 1, 'team:team-2': 1, 'team:team-3': -1, 'team:team-4': 1 }));
    renderDashboard({ checks: manyChecks(40), url: `labels=${labels}` });
    expect(await screen.findByRole('button', { name: 'team: including 4 labels' })).toBeInTheDocument();
  });

  it('shows true/false labels as a three-way include/exclude control', async () => {
    useFakeLayout();
    const { container, box } = renderDashboard({ checks: sampleChecks, url: 'groupBy=no-group&hidePassing=false' });
    await screen.findByText('db/connect');
    const critical = screen.getByRole('group', { name: 'critical' });
    expect(within(critical).getByRole('button', { name: 'Any' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(critical).getByRole('button', { name: 'Include' }));
    expect(JSON.parse(box.params.get('labels')!)).toEqual({ 'critical:true': 1 });
    expect(names(container)).toEqual(['api/health', 'db/connect']);
    await userEvent.click(within(critical).getByRole('button', { name: 'Exclude' }));
    expect(names(container)).toEqual(['api/latency']);
    await userEvent.click(within(critical).getByRole('button', { name: 'Exclude' }));
    expect(box.params.get('labels')).toBeNull();
  });

  it('groups by canary_name by default, with aggregate group rows that expand', async () => {
    useFakeLayout();
    const { container } = renderDashboard({ checks: sampleChecks, url: 'hidePassing=false' });
    const group = (await screen.findByText('api')).closest('tr')!;
    // Two members: a mixed group; uptime is <fully passing>/<count>; latency the average rolling 1h.
    expect(within(group).getByText('Mixed')).toBeInTheDocument();
    expect(within(group).getByText('0/2')).toBeInTheDocument();
    expect(within(group).getByText('200ms')).toBeInTheDocument();
    expect(within(group).getByText('2 checks · http · prod, stage')).toBeInTheDocument();
    expect(bodyRows(container)).toHaveLength(2);
    await userEvent.click(within(group).getByRole('button', { name: 'Expand api' }));
    expect(names(container)).toEqual(['api', 'api/health', 'api/latency', 'db/connect']);
    const db = screen.getByText('db/connect').closest('tr')!;
    expect(within(db).getByText('0.0%')).toBeInTheDocument();
    expect(within(db).getByText('2.5s')).toBeInTheDocument();
    expect(within(screen.getByText('api/health').closest('tr')!).getByText('90.0%')).toBeInTheDocument();
    expect(within(screen.getByText('api/latency').closest('tr')!).getByText('Last run 3h ago')).toBeInTheDocument();
    expect(within(db).queryByText(/Last run/)).toBeNull();
  });

  it('groups by name (split on /) and by a label key, chosen in Group By', async () => {
    useFakeLayout();
    const checks = [
      check({ id: 'a', name: 'web/login', canary_name: 'c1', status: 'unhealthy', labels: { team: 'x' } }),
      check({ id: 'b', name: 'web/logout', canary_name: 'c2', status: 'unhealthy', labels: { team: 'y' } }),
      check({ id: 'c', name: 'batch', canary_name: 'c2', status: 'unhealthy', labels: { team: 'x' } }),
    ];
    const { container, box } = renderDashboard({ checks });
    await screen.findByText('web/login');
    expect(names(container)).toEqual(['c2', 'web/login']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Group By' }), 'Name');
    expect(box.params.get('groupBy')).toBe('name');
    expect(names(container)).toEqual(['batch', 'web']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Group By' }), 'team');
    expect(box.params.get('groupBy')).toBe('team');
    expect(names(container)).toEqual(['web/logout', 'x']);
  });

  it("tabs by namespace with 'All' first then alphabetically, and by a label key", async () => {
    useFakeLayout();
    const { container, box } = renderDashboard({ checks: sampleChecks, url: 'groupBy=no-group&hidePassing=false' });
    await screen.findByText('db/connect');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'prod', 'stage']);
    await userEvent.click(screen.getByRole('tab', { name: 'stage' }));
    expect(box.params.get('tab')).toBe('stage');
    expect(names(container)).toEqual(['api/latency']);
    expect(screen.getByText('Healthy: 0')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tab By' }), 'team');
    expect(box.params.get('tabBy')).toBe('team');
    expect(box.params.get('tab')).toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'dba', 'sre', 'web']);
  });

  it('looks agent names up for agent tabs and groups (the local agent has none to look up)', async () => {
    useFakeLayout();
    const checks = [
      check({ id: 'a', name: 'one', status: 'unhealthy', agent_id: 'agent-2' }),
      check({ id: 'b', name: 'two', status: 'unhealthy', agent_id: 'agent-1' }),
      check({ id: 'c', name: 'three', status: 'unhealthy' }),
      check({ id: 'd', name: 'four', status: 'unhealthy', agent_id: 'agent-2' }),
    ];
    const api = fakeHealthApi(checks);
    api.agents.mockImplementation(() => Promise.resolve([{ id: 'agent-1', name: 'zulu' }, { id: 'agent-2', name: 'alpha' }]));
    renderDashboard({ api, url: 'tabBy=agent&groupBy=agent' });
    await screen.findByText('zulu');
    expect(api.agents).toHaveBeenCalledWith(expect.arrayContaining(['agent-1', 'agent-2']), expect.anything());
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'alpha', 'local', 'zulu']);
    expect(within(screen.getByRole('table')).getByText('alpha')).toBeInTheDocument();
  });

  it('cycles a column sort ascending, descending, none, through sortBy/sortDesc', async () => {
    useFakeLayout();
    const { container, box } = renderDashboard({ checks: sampleChecks, url: 'groupBy=no-group&hidePassing=false' });
    await screen.findByText('db/connect');
    const header = () => screen.getByRole('columnheader', { name: /Latency/ });
    await userEvent.click(within(header()).getByRole('button'));
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    expect(box.params.get('sortBy')).toBe('latency');
    expect(names(container)).toEqual(['api/health', 'api/latency', 'db/connect']);
    await userEvent.click(within(header()).getByRole('button'));
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    expect(box.params.get('sortDesc')).toBe('true');
    expect(names(container)).toEqual(['db/connect', 'api/latency', 'api/health']);
    await userEvent.click(within(header()).getByRole('button'));
    expect(header()).toHaveAttribute('aria-sort', 'none');
    expect(box.params.get('sortBy')).toBe('none');
    expect(screen.getByRole('columnheader', { name: /Checks/ })).toHaveAttribute('aria-sort', 'none');
  });

  it('follows the URL it is given (a round trip through the adapter) and ignores prototype-polluting keys', async () => {
    useFakeLayout();
    const polluting = encodeURIComponent('{"__proto__":{"polluted":1},"constructor":1,"env:stage":1}');
    const { box } = renderDashboard({ checks: sampleChecks, url: `__proto__=1&constructor=2&hidePassing=false&groupBy=no-group&labels=${polluting}` });
    await screen.findByText('api/latency');
    expect(screen.queryByText('api/health')).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    act(() => box.set!(new URLSearchParams('layout=card&hidePassing=false')));
    expect(await screen.findByRole('button', { name: /api\/health/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Card' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(box.params.get('layout')).toBeNull();
    expect(box.params.get('hidePassing')).toBe('false');
  });

  it('opens a check by click or Enter (checkId), and closing removes it and resets the time range', async () => {
    useFakeLayout();
    const onCheckOpen = vi.fn();
    const renderCheckDetail = vi.fn(({ checkId, timeRange, onClose, onTimeRangeChange }) => (
      <div role="dialog" aria-label={`detail ${checkId} ${timeRange}`}>
        <button onClick={() => onTimeRangeChange('1d')}>wider</button>
        <button onClick={onClose}>close</button>
      </div>
    ));
    const { box } = renderDashboard({ checks: sampleChecks, url: 'groupBy=no-group', props: { onCheckOpen, renderCheckDetail } });
    await userEvent.click(await screen.findByText('db/connect'));
    expect(onCheckOpen).toHaveBeenCalledWith('c3');
    expect(box.params.get('checkId')).toBe('c3');
    // No range in the URL: the detail is left to pick its default from the check's last run.
    expect(screen.getByRole('dialog', { name: 'detail c3 undefined' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'wider' }));
    expect(screen.getByRole('dialog', { name: 'detail c3 1d' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(box.params.get('checkId')).toBeNull();
    expect(box.params.get('timeRange')).toBeNull();
    screen.getByText('api/latency').closest('tr')!.focus();
    await userEvent.keyboard('{Enter}');
    expect(box.params.get('checkId')).toBe('c2');
  });

  it('opens the CheckDetail dialog by default in app mode, loaded on first open', async () => {
    useFakeLayout();
    const { box } = renderDashboard({ checks: sampleChecks, url: 'groupBy=no-group', props: { renderCheckDetail: undefined } });
    await userEvent.click(await screen.findByText('db/connect'));
    expect(box.params.get('checkId')).toBe('c3');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(box.params.get('checkId')).toBeNull());
  });

  it('follows checkHref through the provider: a new tab in public mode, the host router in app mode', async () => {
    useFakeLayout();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const onCheckOpen = vi.fn();
    const checkHref = (id: string) => `/health?checkId=${id}`;
    const { box } = renderDashboard({ checks: sampleChecks, mode: 'public', url: 'groupBy=no-group', props: { checkHref, onCheckOpen } });
    await userEvent.click(await screen.findByText('db/connect'));
    expect(open).toHaveBeenCalledWith('/health?checkId=c3', '_blank', 'noopener,noreferrer');
    expect(onCheckOpen).toHaveBeenCalledWith('c3');
    expect(box.params.get('checkId')).toBeNull();
    open.mockRestore();
  });

  it('moves between tabs with the arrow keys (one tab stop), selecting with Enter', async () => {
    useFakeLayout();
    const { box } = renderDashboard({ checks: sampleChecks, url: 'groupBy=no-group' });
    await screen.findByText('db/connect');
    const [all, prod, stage] = screen.getAllByRole('tab');
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect([all, prod, stage].map((tab) => tab!.tabIndex)).toEqual([0, -1, -1]);
    all!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(stage).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowRight}{Enter}');
    expect(box.params.get('tab')).toBe('prod');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', prod!.id);
  });

  it('keeps the last good data when a refresh fails, without a toast', async () => {
    useFakeLayout();
    const api = fakeHealthApi(sampleChecks);
    renderDashboard({ api, url: 'groupBy=no-group' });
    await screen.findByText('db/connect');
    api.summary.mockImplementationOnce(() => Promise.reject(new Error('backend down')));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.summary).toHaveBeenCalledTimes(2));
    expect(screen.getByText('db/connect')).toBeInTheDocument();
    expect(toast.getSnapshot()).toEqual([]);
  });

  it('cancels the request in flight when refreshed again, silently', async () => {
    useFakeLayout();
    const api = fakeHealthApi(sampleChecks);
    const signals: AbortSignal[] = [];
    const answers: ((value: HealthSummaryResponse) => void)[] = [];
    const { container } = renderDashboard({ api, url: 'groupBy=no-group' });
    await screen.findByText('db/connect');
    api.summary.mockImplementation(({ signal }: { signal: AbortSignal }) => {
      signals.push(signal);
      return new Promise((resolve, reject) => {
        answers.push(resolve);
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(signals).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
    // The last good data stays on screen meanwhile.
    expect(names(container)).toEqual(['api/latency', 'db/connect']);
    await act(async () => answers[1]!({ checks_summary: [sampleChecks[2]!] } as HealthSummaryResponse));
    await waitFor(() => expect(names(container)).toEqual(['db/connect']));
    expect(toast.getSnapshot()).toEqual([]);
  });

  it('requests the summary from summaryUrl, again for a new time range', async () => {
    useFakeLayout();
    const api = fakeHealthApi(sampleChecks);
    const { box } = renderDashboard({ api, props: { summaryUrl: '/public/health/summary' } });
    await screen.findByText('db/connect');
    expect(api.summary).toHaveBeenLastCalledWith(expect.objectContaining({ path: '/public/health/summary' }));
    act(() => box.set!(new URLSearchParams('timeRange=1d')));
    await waitFor(() => expect(api.summary).toHaveBeenCalledTimes(2));
  });

  it("sends the summary request through the provider's client, with its token (contract quirk 1 fixed)", async () => {
    useFakeLayout();
    const fetch = vi.fn<typeof globalThis.fetch>(async (input) =>
      String(input).includes('/canary/api/summary') ? Response.json({ checks_summary: sampleChecks }) : Response.json([]),
    );
    render(
      <TestOpsdeckProvider fetch={fetch} token="t0k" mode="public">
        <HealthDashboard />
      </TestOpsdeckProvider>,
    );
    await screen.findByText('db/connect');
    const [url, init] = fetch.mock.calls.find(([input]) => String(input).includes('summary'))!;
    expect(String(url)).toBe('http://opsdeck.test/api/canary/api/summary');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer t0k');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('restricts to one namespace with the namespace prop', async () => {
    useFakeLayout();
    const { container } = renderDashboard({ checks: sampleChecks, url: 'groupBy=no-group&hidePassing=false', props: { namespace: 'stage' } });
    await screen.findByText('api/latency');
    expect(names(container)).toEqual(['api/latency']);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'stage']);
  });

  it('renders the pivot view: groups by values of pivotBy, with status, uptime or latency cells', async () => {
    useFakeLayout();
    const { box } = renderDashboard({ checks: sampleChecks, url: 'hidePassing=false&pivotBy=namespace' });
    await screen.findByRole('rowheader', { name: 'api' });
    const pivot = screen.getByRole('table', { name: 'Health checks pivot' });
    expect(within(pivot).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Group', 'prod', 'stage']);
    const api = within(pivot).getByRole('rowheader', { name: 'api' }).closest('tr')!;
    expect([...api.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['1/1 healthy', '0/1 healthy']);
    act(() => box.set!(new URLSearchParams('hidePassing=false&pivotBy=label&pivotLabel=team&pivotCellType=uptime')));
    await screen.findByRole('columnheader', { name: 'dba' });
    const byTeam = screen.getByRole('table', { name: 'Health checks pivot' });
    expect(within(byTeam).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Group', 'dba', 'sre', 'web']);
    const apiRow = within(byTeam).getByRole('rowheader', { name: 'api' }).closest('tr')!;
    expect([...apiRow.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['', '90.0%', '50.0%']);
    act(() => box.set!(new URLSearchParams('hidePassing=false&pivotBy=type&pivotCellType=latency')));
    await screen.findByRole('columnheader', { name: 'postgres' });
    const byType = screen.getByRole('table', { name: 'Health checks pivot' });
    const db = within(byType).getByRole('rowheader', { name: 'db' }).closest('tr')!;
    expect([...db.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['', '2.5s']);
  });

  describe('Run Selected', () => {
    it.each([['admin'], ['editor'], ['responder'], ['commander']])('is offered to %s', async (role) => {
      useFakeLayout();
      renderDashboard({ checks: sampleChecks, roles: [role] });
      expect(await screen.findByRole('button', { name: 'Run Selected (0)' })).toBeDisabled();
    });

    it.each([['viewer'], ['guest']])('is not offered to %s (no selection either)', async (role) => {
      useFakeLayout();
      renderDashboard({ checks: sampleChecks, roles: [role] });
      await screen.findByText('db/connect');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('button', { name: /Run Selected/ })).toBeNull();
      expect(screen.queryByRole('checkbox')).toBeNull();
    });

    it('is absent in public mode, where a click opens nothing without the host callbacks', async () => {
      useFakeLayout();
      const { box } = renderDashboard({ checks: sampleChecks, roles: ['admin'], mode: 'public', props: { renderCheckDetail: undefined } });
      await userEvent.click(await screen.findByText('db/connect'));
      expect(box.params.get('checkId')).toBeNull();
      expect(screen.queryByRole('button', { name: /Run Selected/ })).toBeNull();
      expect(screen.queryByRole('checkbox')).toBeNull();
    });

    it('runs every selected check, toasts the outcome and refetches', async () => {
      useFakeLayout();
      const api = fakeHealthApi(sampleChecks);
      renderDashboard({ api, roles: ['responder'], url: 'hidePassing=false' });
      await screen.findByRole('button', { name: 'Run Selected (0)' });
      await userEvent.click(screen.getByRole('checkbox', { name: 'Select all checks of api' }));
      await userEvent.click(screen.getByRole('checkbox', { name: 'Select db/connect' }));
      await userEvent.click(screen.getByRole('button', { name: 'Run Selected (3)' }));
      await waitFor(() => expect(toast.getSnapshot().map((t) => t.title)).toEqual(['Successfully triggered 3 check(s)']));
      expect(api.runCheck.mock.calls.map(([id]) => id).sort()).toEqual(['c1', 'c2', 'c3']);
      await waitFor(() => expect(api.summary).toHaveBeenCalledTimes(2));
      expect(screen.getByRole('button', { name: 'Run Selected (0)' })).toBeInTheDocument();

      toast.dismiss();
      api.runCheck.mockImplementation((id: string) => (id === 'c3' ? Promise.reject(new Error('no')) : Promise.resolve(null)));
      await userEvent.click(screen.getByRole('checkbox', { name: 'Select all checks' }));
      await userEvent.click(screen.getByRole('button', { name: 'Run Selected (3)' }));
      await waitFor(() =>
        expect(toast.getSnapshot().map((t) => t.title)).toEqual(['Successfully triggered 2 check(s); 1 check(s) failed to trigger']),
      );

      toast.dismiss();
      api.runCheck.mockImplementation(() => Promise.reject(new Error('no')));
      await userEvent.click(screen.getByRole('checkbox', { name: 'Select db/connect' }));
      await userEvent.click(screen.getByRole('button', { name: 'Run Selected (1)' }));
      await waitFor(() => expect(toast.getSnapshot().map((t) => t.title)).toEqual(['All 1 check(s) failed to trigger']));
    });
  });

  it('folds the sidebar behind a toggle with a badge on narrow containers', async () => {
    useFakeLayout(600, 700);
    renderDashboard({ checks: sampleChecks, url: `labels=${encodeURIComponent('{"env:prod":1}')}` });
    await screen.findByText('db/connect');
    expect(screen.queryByRole('switch', { name: 'Hide Passing' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Filters (2 active)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('switch', { name: 'Hide Passing' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('switch', { name: 'Hide Passing' })).toBeNull();
  });

  it('takes overridden strings from its messages prop and shows a card grid with the width slider', async () => {
    useFakeLayout();
    renderDashboard({
      checks: sampleChecks,
      url: 'layout=card',
      props: { messages: { hidePassing: 'Nur Fehler', noData: 'Nichts da', healthyCount: (n) => `Gesund: ${n}` } },
    });
    expect(await screen.findByText('Gesund: 1')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Nur Fehler' })).toBeInTheDocument();
    const slider = screen.getByRole('slider', { name: 'Card width' });
    expect(slider).toHaveAttribute('min', '250');
    expect(slider).toHaveAttribute('max', '768');
    expect(slider).toHaveAttribute('step', '2');
    expect(slider).toHaveValue('554');
    expect(screen.getAllByRole('button', { name: /\/(latency|connect)/ })).toHaveLength(2);
  });

  it("contains a render error: 'Sorry.. there was an error'", async () => {
    useFakeLayout();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    renderDashboard({
      checks: sampleChecks,
      url: 'checkId=c1',
      props: {
        onError,
        renderCheckDetail: () => {
          throw new Error('boom');
        },
      },
    });
    expect(await screen.findByText('Sorry.. there was an error')).toBeInTheDocument();
    expect(onError).toHaveBeenCalled();
  });

  it('shows Last run only between 1 hour and 7 days', async () => {
    useFakeLayout();
    const checks = [
      check({ id: 'a', name: 'fresh', status: 'unhealthy', last_runtime: new Date(Date.now() - 600_000).toISOString() }),
      check({ id: 'b', name: 'old', status: 'unhealthy', last_runtime: new Date(Date.now() - 9 * 86_400_000).toISOString() }),
      check({ id: 'c', name: 'hours', status: 'unhealthy', last_runtime: new Date(Date.now() - 5 * 3_600_000).toISOString() }),
    ];
    renderDashboard({ checks, url: 'groupBy=no-group' });
    await screen.findByText('fresh');
    expect(screen.getAllByText(/^Last run/).map((el) => el.textContent)).toEqual(['Last run 5h ago']);
  });
});
