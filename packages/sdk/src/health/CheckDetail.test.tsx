import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResourceRule } from '@opsdeck/api';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@opsdeck/ui/toast';
import { CheckDetail } from './CheckDetail';
import {
  NOW,
  fakeCheck,
  fakeHealthApi,
  installBrowserGaps,
  lastCall,
  renderWithProvider,
} from './check-detail/checkDetailTestSupport';
import type { HealthApi } from './healthApi';

// Monaco does not run in jsdom: the spec's editor is a read-only text area showing what it was given.
vi.mock('@opsdeck/ui/code-editor', () => ({
  CodeEditor: (props: { value?: string; language?: string; 'aria-label'?: string }) => (
    <textarea readOnly aria-label={props['aria-label']} data-language={props.language} value={props.value} />
  ),
}));

function statCard(label: string): HTMLElement {
  const labelElement = screen.getByText(label, { selector: 'p' });
  return labelElement.parentElement!.parentElement!;
}

async function settled(api: ReturnType<typeof fakeHealthApi>) {
  await screen.findByRole('heading', { name: 'api-health' });
  await waitFor(() => expect(api.graph).toHaveBeenCalled());
  await waitFor(() => expect(api.history).toHaveBeenCalled());
  // The first test also waits for the lazy parts' first transform.
  await screen.findByText('row 0', {}, { timeout: 10_000 });
}

function toastTitles(): string[] {
  return toast.getSnapshot().map((record) => String(record.title));
}

beforeAll(installBrowserGaps);

beforeEach(() => {
  // Only the clock is fixed: timers stay real for React Query and user-event.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  toast.dismiss();
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 768 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('<CheckDetail>', () => {
  it('shows the header, the labels with +N more and the stat cards from the check and its graph', async () => {
    const { api } = renderWithProvider(<CheckDetail checkId="check-1" />);
    await settled(api);

    const meta = screen.getByRole('heading', { name: 'api-health' }).nextElementSibling as HTMLElement;
    expect(meta.tagName).toBe('DL');
    expect(meta).toHaveTextContent('Namespaceprod');
    expect(meta).toHaveTextContent('Endpointhttps://api.example/health');
    expect(meta).toHaveTextContent('Agenteu-agent');
    const labels = screen.getByRole('group', { name: 'Labels' });
    expect(within(labels).getByRole('button', { name: '+2 more' })).toBeInTheDocument();

    await waitFor(() => expect(statCard('Uptime')).toHaveTextContent('98.0%'));
    expect(statCard('Uptime')).toHaveTextContent('98 passed');
    expect(statCard('Uptime')).toHaveTextContent('2 failed');
    expect(statCard('Latency (95%)')).toHaveTextContent('123ms');
    expect(statCard('Latency (97%)')).toHaveTextContent('456ms');
    expect(statCard('Latency (99%)')).toHaveTextContent('1.5s');
    // check.severity is null: the spec's severity shows.
    expect(statCard('Severity')).toHaveTextContent('high');
    expect(statCard('Last Run')).toHaveTextContent('5h ago');
    expect(statCard('Last Run')).toHaveTextContent('Transitioned 2d ago');
    expect(statCard('Next Run')).toHaveTextContent('in 2m');
  });

  it('opens on the smallest range that shows the last run (5 hours ago -> 6h), not always 1h', async () => {
    const { api } = renderWithProvider(<CheckDetail checkId="check-1" />);
    await settled(api);
    expect(lastCall(api.graph).slice(0, 2)).toEqual(['check-1', '6h']);
    expect(await screen.findByRole('combobox', { name: 'Time Range' })).toHaveTextContent('6 hours');
  });

  it('asks for history since now minus the range, to the millisecond (not hour-aligned)', async () => {
    const { api } = renderWithProvider(<CheckDetail checkId="check-1" />);
    await settled(api);
    const [query] = lastCall(api.history);
    expect(query.since.toISOString()).toBe('2026-05-14T04:37:12.345Z');
    expect(query).toMatchObject({ checkId: 'check-1', pageIndex: 0, pageSize: 50 });
    expect(query).not.toHaveProperty('status');
    expect(query).not.toHaveProperty('minDurationMs');
  });

  it('follows a controlled time range and reports a new choice', async () => {
    const user = userEvent.setup();
    const onTimeRangeChange = vi.fn();
    const { api } = renderWithProvider(<CheckDetail checkId="check-1" timeRange="1d" onTimeRangeChange={onTimeRangeChange} />);
    await settled(api);
    expect(lastCall(api.graph)[1]).toBe('1d');
    expect(lastCall(api.history)[0].since.toISOString()).toBe('2026-05-13T10:37:12.345Z');

    await user.click(await screen.findByRole('combobox', { name: 'Time Range' }));
    await user.click(await screen.findByRole('option', { name: '2 days' }, { timeout: 5_000 }));
    expect(onTimeRangeChange).toHaveBeenCalledWith('2d');
    // Controlled: nothing changes until the host passes the new value.
    expect(lastCall(api.graph)[1]).toBe('1d');
  });

  it('starts from defaultTimeRange when given, and an uncontrolled choice refetches', async () => {
    const user = userEvent.setup();
    const { api } = renderWithProvider(<CheckDetail checkId="check-1" defaultTimeRange="2h" />);
    await settled(api);
    expect(lastCall(api.graph)[1]).toBe('2h');
    await user.click(await screen.findByRole('combobox', { name: 'Time Range' }));
    await user.click(await screen.findByRole('option', { name: '3 days' }, { timeout: 5_000 }));
    await waitFor(() => expect(lastCall(api.graph)[1]).toBe('3d'));
    await waitFor(() => expect(lastCall(api.history)[0].since.toISOString()).toBe('2026-05-11T10:37:12.345Z'));
  });

  it('pages the history on the server, with go-to-page', async () => {
    const user = userEvent.setup();
    const { api } = renderWithProvider(<CheckDetail checkId="check-1" />);
    await settled(api);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('row 50');
    expect(lastCall(api.history)[0].pageIndex).toBe(1);

    const goTo = screen.getByLabelText('Go to page');
    await user.clear(goTo);
    await user.type(goTo, '3{Enter}');
    await screen.findByText('row 100');
    expect(lastCall(api.history)[0].pageIndex).toBe(2);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  });

  it('filters by status (Healthy 1, Unhealthy 0) and goes back to the first page', async () => {
    const user = userEvent.setup();
    const { api } = renderWithProvider(<CheckDetail checkId="check-1" />);
    await settled(api);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('row 50');

    await user.click(screen.getByRole('combobox', { name: 'Status:' }));
    await user.click(await screen.findByRole('option', { name: 'Unhealthy' }));
    await waitFor(() => expect(lastCall(api.history)[0]).toMatchObject({ status: 0, pageIndex: 0 }));

    await user.click(screen.getByRole('combobox', { name: 'Status:' }));
    await user.click(await screen.findByRole('option', { name: 'Healthy' }));
    await waitFor(() => expect(lastCall(api.history)[0]).toMatchObject({ status: 1, pageIndex: 0 }));

    // All again: the unfiltered first page, from the cache while it is fresh (10 s).
    await user.click(screen.getByRole('combobox', { name: 'Status:' }));
    await user.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status:' })).toHaveTextContent('All'));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(api.history.mock.calls.filter(([query]) => query.status === undefined && query.pageIndex === 0)).toHaveLength(1);
  });

  it("applies a typed duration ('2s' -> 2000 ms) from the first page, and refuses 'abc' with the spec's toast", async () => {
    const user = userEvent.setup();
    const { api } = renderWithProvider(<CheckDetail checkId="check-1" />);
    await settled(api);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('row 50');

    const duration = screen.getByRole('combobox', { name: 'Duration:' });
    await user.type(duration, '2s{Enter}');
    await waitFor(() => expect(lastCall(api.history)[0]).toMatchObject({ minDurationMs: 2000, pageIndex: 0 }));
    const calls = api.history.mock.calls.length;

    await user.clear(duration);
    await user.type(duration, 'abc{Enter}');
    expect(toastTitles()).toContain('duration is allowed only in milli seconds & seconds');
    // Not applied: the box shows the duration in force and no other page was asked for.
    expect(duration).toHaveValue('2s');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.history.mock.calls.length).toBe(calls);
    expect(lastCall(api.history)[0].minDurationMs).toBe(2000);

    await user.clear(duration);
    await user.type(duration, '250ms{Enter}');
    await waitFor(() => expect(lastCall(api.history)[0].minDurationMs).toBe(250));
    await user.clear(duration);
    await user.type(duration, 'All{Enter}');
    expect(duration).toHaveValue('');
    await screen.findByText('Page 1 of 3');
  });

  it('shows Run Now to admins, editors, responders and commanders only', async () => {
    for (const [role, shown] of [
      ['admin', true],
      ['editor', true],
      ['responder', true],
      ['commander', true],
      ['viewer', false],
      ['guest', false],
    ] as const) {
      const { api, unmount } = renderWithProvider(<CheckDetail checkId="check-1" />, { roles: [role] });
      await settled(api);
      if (shown) expect(await screen.findByRole('button', { name: 'Run Now' }), role).toBeInTheDocument();
      else {
        // Wait for whoami before concluding the button is absent.
        await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
        expect(screen.queryByRole('button', { name: 'Run Now' }), role).not.toBeInTheDocument();
      }
      unmount();
    }
  });

  it('shows Run Now by the permissions naming this check: an allow to a viewer, a deny hides it from an admin', async () => {
    for (const [roles, rule, shown] of [
      [['viewer'], { column: 'check_id', id: 'check-1', action: 'update', deny: false }, true],
      [['viewer'], { column: 'check_id', id: 'check-2', action: 'update', deny: false }, false],
      [['admin'], { column: 'check_id', id: 'check-1', action: 'write', deny: true }, false],
    ] as const) {
      const { api, auth, unmount } = renderWithProvider(<CheckDetail checkId="check-1" />, { roles: [...roles], rules: [rule] });
      await settled(api);
      if (shown) expect(await screen.findByRole('button', { name: 'Run Now' })).toBeInTheDocument();
      else {
        // Absent once whoami has answered, not merely before it.
        await waitFor(() => expect(auth.whoami).toHaveBeenCalled());
        await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
        expect(screen.queryByRole('button', { name: 'Run Now' }), JSON.stringify(rule)).not.toBeInTheDocument();
      }
      unmount();
    }
  });

  it('runs the check now, then refetches the detail, the graph and the history', async () => {
    const user = userEvent.setup();
    const { api } = renderWithProvider(<CheckDetail checkId="check-1" />);
    await settled(api);
    const before = { check: api.check.mock.calls.length, graph: api.graph.mock.calls.length, history: api.history.mock.calls.length };

    let finish: (value: Awaited<ReturnType<HealthApi['runCheck']>>) => void = () => {};
    api.runCheck.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    await user.click(await screen.findByRole('button', { name: 'Run Now' }));
    expect(api.runCheck).toHaveBeenCalledWith('check-1');
    // A spinner while it runs.
    const running = screen.getByRole('button', { name: /Run Now|Running/ });
    expect(running).toHaveAttribute('aria-busy', 'true');
    finish({ name: 'api-health', pass: true } as never);

    await waitFor(() => expect(api.history.mock.calls.length).toBeGreaterThan(before.history));
    await waitFor(() => expect(api.check.mock.calls.length).toBeGreaterThan(before.check));
    await waitFor(() => expect(api.graph.mock.calls.length).toBeGreaterThan(before.graph));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Run Now' })).not.toHaveAttribute('aria-busy'));
  });

  it("shows the server's message in a toast when Run Now fails", async () => {
    const user = userEvent.setup();
    const api = fakeHealthApi();
    api.runCheck.mockRejectedValueOnce(new Error('check (check-1) was not found'));
    renderWithProvider(<CheckDetail checkId="check-1" />, { api });
    await settled(api);
    await user.click(await screen.findByRole('button', { name: 'Run Now' }));
    await waitFor(() => expect(toastTitles()).toContain('check (check-1) was not found'));
  });

  it('links Edit to the canary settings, or to the source of a component or Kubernetes canary', async () => {
    const { api, unmount } = renderWithProvider(<CheckDetail checkId="check-1" />);
    await settled(api);
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/settings/canaries/canary-1');
    unmount();

    const fromKubernetes = fakeHealthApi({ check: fakeCheck({ canaries: { id: 'canary-1', name: 'api', source: 'kubernetes/uid-9' } }) });
    renderWithProvider(<CheckDetail checkId="check-1" />, { api: fromKubernetes, roles: ['viewer'] });
    await settled(fromKubernetes);
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/catalog/uid-9');
  });

  it("follows the host's editHref, and shows no Edit when the host has nowhere to edit", async () => {
    const { api, unmount } = renderWithProvider(<CheckDetail checkId="check-1" editHref={(check) => `/acme/canaries/${check.canary_id}`} />);
    await settled(api);
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/acme/canaries/canary-1');
    unmount();
    const again = renderWithProvider(<CheckDetail checkId="check-1" editHref={null} />);
    await settled(again.api);
    expect(await screen.findByRole('button', { name: 'Run Now' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('hides every write action in public mode and opens links in new tabs', async () => {
    const user = userEvent.setup();
    const api = fakeHealthApi({ playbooks: [{ id: 'pb-1', name: 'restart' }] });
    renderWithProvider(<CheckDetail checkId="check-1" onRunPlaybook={vi.fn()} />, { api, mode: 'public' });
    await settled(api);
    expect(screen.queryByRole('button', { name: 'Run Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Spec' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Playbooks' })).not.toBeInTheDocument();
    expect(api.playbooksForCheck).not.toHaveBeenCalled();

    await user.click(screen.getByRole('tab', { name: /Relationships/ }));
    expect(await screen.findByRole('link', { name: 'payments' })).toHaveAttribute('target', '_blank');
  });

  it('counts the relationships and links components to /topology and configs to /catalog', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const { api } = renderWithProvider(<CheckDetail checkId="check-1" />, { navigate });
    await settled(api);
    const tab = screen.getByRole('tab', { name: /Relationships/ });
    expect(tab).toHaveTextContent('Relationships2');
    await user.click(tab);
    expect(await screen.findByRole('link', { name: 'payments' })).toHaveAttribute('href', '/topology/comp-1');
    expect(screen.getByRole('link', { name: 'api-deploy' })).toHaveAttribute('href', '/catalog/cfg-1');
    expect(screen.getByText('Component')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'api-deploy' }));
    expect(navigate).toHaveBeenCalledWith('/catalog/cfg-1', undefined);
  });

  it("maps relationships to the host's pages, or shows names without links when it has none", async () => {
    const user = userEvent.setup();
    const href = ({ kind, id }: { kind: 'component' | 'config'; id: string }) => (kind === 'config' ? `/acme/configs/${id}` : null);
    const { api, unmount } = renderWithProvider(<CheckDetail checkId="check-1" relationshipHref={href} />);
    await settled(api);
    await user.click(screen.getByRole('tab', { name: /Relationships/ }));
    expect(await screen.findByRole('link', { name: 'api-deploy' })).toHaveAttribute('href', '/acme/configs/cfg-1');
    expect(screen.queryByRole('link', { name: 'payments' })).not.toBeInTheDocument();
    expect(screen.getByText('payments')).toBeInTheDocument();
    unmount();
    const again = renderWithProvider(<CheckDetail checkId="check-1" relationshipHref={null} />);
    await settled(again.api);
    await user.click(screen.getByRole('tab', { name: /Relationships/ }));
    expect(await screen.findByText('api-deploy')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'api-deploy' })).not.toBeInTheDocument();
  });

  it('shows the canary spec as YAML, and as JSON on request', async () => {
    const user = userEvent.setup();
    const { api } = renderWithProvider(<CheckDetail checkId="check-1" />);
    await settled(api);
    await user.click(screen.getByRole('tab', { name: 'Spec' }));
    const editor = await screen.findByRole('textbox', { name: 'Canary spec' });
    expect(api.canary).toHaveBeenCalledWith('canary-1', expect.anything());
    expect(editor).toHaveAttribute('data-language', 'yaml');
    expect((editor as HTMLTextAreaElement).value).toBe(
      'severity: high\ninterval: 30\nhttp:\n  - name: api\n    url: https://api.example/health\n',
    );
    await user.click(screen.getByRole('button', { name: 'JSON' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Canary spec' })).toHaveAttribute('data-language', 'json'));
    expect((screen.getByRole('textbox', { name: 'Canary spec' }) as HTMLTextAreaElement).value).toContain('"interval": 30');
  });

  it('draws the graph in a tab on short windows, a missing status counting as failed', async () => {
    const user = userEvent.setup();
    const { api } = renderWithProvider(<CheckDetail checkId="check-1" />);
    await settled(api);
    expect(screen.queryByRole('heading', { name: 'Health Overview' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Graph' }));
    const chart = await screen.findByRole('img', { name: /Health Overview/ });
    expect(chart).toHaveAccessibleName('Health Overview: 2 runs, 1 passed, 1 failed, latency from 120ms to 340ms');
    const table = screen.getByRole('table', { name: 'Health Overview' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['Healthy', 'Unhealthy']);
  });

  it('shows the Health Overview above the tabs on windows at least 992 px tall', async () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1200 });
    const { api } = renderWithProvider(<CheckDetail checkId="check-1" />);
    await settled(api);
    expect(screen.getByRole('heading', { name: 'Health Overview' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /Health Overview: 2 runs/ })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Graph' })).not.toBeInTheDocument();
  });

  it("says so when the check does not exist, in the host's words when given", async () => {
    const api = fakeHealthApi({ check: null });
    renderWithProvider(<CheckDetail checkId="gone" messages={{ notFound: 'No such check' }} />, { api });
    expect(await screen.findByRole('alert')).toHaveTextContent('No such check');
    expect(api.graph).not.toHaveBeenCalled();
  });

  it('shows an error view with a retry when the check cannot be loaded', async () => {
    const user = userEvent.setup();
    const api = fakeHealthApi();
    api.check.mockRejectedValueOnce(new Error('server down'));
    renderWithProvider(<CheckDetail checkId="check-1" />, { api });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the check');
    expect(alert).toHaveTextContent('server down');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'api-health' });
  });

  it('offers playbooks only with an onRunPlaybook handler, and hands the chosen one over', async () => {
    const user = userEvent.setup();
    const playbooks = [{ id: 'pb-1', name: 'restart', title: 'Restart pods' }];
    const without = fakeHealthApi({ playbooks });
    const first = renderWithProvider(<CheckDetail checkId="check-1" />, { api: without });
    await settled(without);
    await screen.findByRole('button', { name: 'Run Now' });
    expect(without.playbooksForCheck).not.toHaveBeenCalled();
    expect(screen.queryByRole('combobox', { name: 'Playbooks' })).not.toBeInTheDocument();
    first.unmount();

    const onRunPlaybook = vi.fn();
    const api = fakeHealthApi({ playbooks });
    renderWithProvider(<CheckDetail checkId="check-1" onRunPlaybook={onRunPlaybook} />, { api });
    await settled(api);
    await user.click(await screen.findByRole('combobox', { name: 'Playbooks' }));
    await user.click(await screen.findByRole('option', { name: 'Restart pods' }));
    expect(onRunPlaybook).toHaveBeenCalledWith(playbooks[0], expect.objectContaining({ id: 'check-1' }));
  });

  it('offers a viewer only the playbooks an allow lets them run, and an admin none a deny covers', async () => {
    const user = userEvent.setup();
    const playbooks = [{ id: 'pb-1', name: 'restart', title: 'Restart pods' }, { id: 'pb-2', name: 'page', title: 'Page on-call' }];
    const offered = async (roles: string[], rule: ResourceRule) => {
      const api = fakeHealthApi({ playbooks });
      const { unmount } = renderWithProvider(<CheckDetail checkId="check-1" onRunPlaybook={vi.fn()} />, { api, roles, rules: [rule] });
      await settled(api);
      await user.click(await screen.findByRole('combobox', { name: 'Playbooks' }));
      const names = (await screen.findByRole('listbox')).querySelectorAll('[role="option"]');
      const texts = [...names].map((o) => o.textContent);
      unmount();
      return texts;
    };
    expect(await offered(['viewer'], { column: 'playbook_id', id: 'pb-2', action: 'playbook:run', deny: false })).toEqual(['Page on-call']);
    expect(await offered(['admin'], { column: 'playbook_id', id: 'pb-1', action: 'playbook:*', deny: true })).toEqual(['Page on-call']);
  });

  it('renders footer actions given by the host, with the check and the time range', async () => {
    const { api } = renderWithProvider(
      <CheckDetail
        checkId="check-1"
        footerActions={({ check, timeRange }) => <button type="button">{`Attach ${check.name} ${timeRange}`}</button>}
      />,
    );
    await settled(api);
    expect(screen.getByRole('button', { name: 'Attach api-health 6h' })).toBeInTheDocument();
  });

  it('takes every string from messages: the prop, or the provider group checkDetail', async () => {
    const { api } = renderWithProvider(<CheckDetail checkId="check-1" messages={{ uptime: 'Disponibilité', runNow: 'Lancer' }} />);
    await settled(api);
    expect(screen.getByText('Disponibilité')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Lancer' })).toBeInTheDocument();
  });
});
