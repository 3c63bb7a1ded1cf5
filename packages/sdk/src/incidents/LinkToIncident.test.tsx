import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { OpsdeckError, type IncidentLinkRequest, type IncidentLinkResult } from '@opsdeck/api';
import { authApiRef } from '../auth/authApi';
import { propertiesApiRef, type PropertiesApi } from '../feature-flags/propertiesApi';
import { fakeAuth, installBrowserGaps } from '../health/check-detail/checkDetailTestSupport';
import type { OpsdeckMode } from '../provider/opsdeckContext';
import { TestOpsdeckProvider } from '../testing/TestOpsdeckProvider';
import { incidentsApiRef, type IncidentsApi, type IncidentOption } from './incidentsApi';
import { LinkToIncident, type LinkToIncidentProps } from './LinkToIncident';

const INCIDENTS: IncidentOption[] = [
  { id: 'inc-1', incident_id: 'INC0000001', title: 'Elevated 5xx on payments-api', severity: 'critical', status: 'investigating' },
  { id: 'inc-2', incident_id: 'INC0000002', title: 'Search indexer lag', severity: 'low', status: 'open' },
];
const HYPOTHESES = {
  'inc-1': [
    { id: 'hyp-1', title: 'Pool exhausted', type: 'root', status: 'likely' },
    { id: 'hyp-2', title: 'Traffic spike', type: 'factor', status: 'possible' },
  ],
  'inc-2': [{ id: 'hyp-3', title: 'Re-index job', type: 'root', status: 'possible' }],
} as Record<string, Array<{ id: string; title: string; type: string; status: string }>>;

function result(request: IncidentLinkRequest): IncidentLinkResult {
  const id = 'id' in request.incident ? request.incident.id : 'inc-new';
  return {
    incident: { id, incident_id: 'INC0000009', title: 'title' in request.incident ? request.incident.title : 'x', status: 'open', severity: 'low', type: 'cost' },
    hypothesis: { id: 'hyp-new', incident_id: id, title: '', type: 'root', status: 'possible' },
    evidence: { id: 'ev-1', hypothesis_id: 'hyp-new', type: 'check', description: '' },
    created: { incident: !('id' in request.incident), hypothesis: true },
  };
}

function fakeIncidents(link?: IncidentsApi['link']) {
  return {
    search: vi.fn<IncidentsApi['search']>(async (text) => INCIDENTS.filter((i) => i.title.toLowerCase().includes(text.toLowerCase()))),
    hypotheses: vi.fn<IncidentsApi['hypotheses']>(async (id) => HYPOTHESES[id] ?? []),
    link: vi.fn<IncidentsApi['link']>(link ?? (async (request) => result(request))),
    list: vi.fn<IncidentsApi['list']>(async () => ({ rows: [], total: 0 })),
    incident: vi.fn<IncidentsApi['incident']>(async () => null),
  };
}

interface Options {
  roles?: string[];
  properties?: Array<{ name: string; value: string }>;
  mode?: OpsdeckMode;
  api?: ReturnType<typeof fakeIncidents>;
  props?: Partial<LinkToIncidentProps>;
}

function renderLink({ roles = ['responder'], properties = [], mode = 'app', api = fakeIncidents(), props = {} }: Options = {}) {
  const navigate = vi.fn();
  const propertiesApi: PropertiesApi = { list: async () => properties };
  const view = render(
    <TestOpsdeckProvider
      mode={mode}
      navigate={navigate}
      apis={[[incidentsApiRef, api as IncidentsApi], [authApiRef, fakeAuth(roles)], [propertiesApiRef, propertiesApi]]}
    >
      <p>host</p>
      <LinkToIncident source={{ kind: 'check', id: 'check-1', timeRange: '6h' }} {...props} />
    </TestOpsdeckProvider>,
  );
  return { ...view, api, navigate };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Link to Incident' }));
  return screen.findByRole('dialog', { name: 'Link to Incident' }, { timeout: 5000 });
}

async function chooseIncident(user: ReturnType<typeof userEvent.setup>, typed: string, option: RegExp) {
  await user.click(screen.getByRole('combobox', { name: /Incident/ }));
  await user.type(screen.getByRole('combobox', { name: 'Search...' }), typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: RegExp, option: RegExp) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

beforeAll(installBrowserGaps);

describe('<LinkToIncident>', () => {
  it('shows the button to commanders, responders, editors and admins', async () => {
    for (const role of ['commander', 'responder', 'editor', 'admin']) {
      const { unmount } = renderLink({ roles: [role] });
      expect(await screen.findByRole('button', { name: 'Link to Incident' })).toBeInTheDocument();
      unmount();
    }
  });

  it('hides it from viewers and guests, when the incidents feature is off, and in public mode', async () => {
    for (const options of [{ roles: ['viewer'] }, { roles: ['guest'] }, { properties: [{ name: 'incidents.disable', value: 'true' }] }, { mode: 'public' as const }]) {
      const { unmount } = renderLink(options);
      await screen.findByText('host');
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByRole('button', { name: 'Link to Incident' })).toBeNull();
      unmount();
    }
  });

  it('requires an incident, then severity and type for a new one, and links it', async () => {
    const user = userEvent.setup();
    let finish: (value: IncidentLinkResult) => void = () => {};
    const api = fakeIncidents((request) => new Promise((resolve) => (finish = () => resolve(result(request)))));
    const onLinked = vi.fn();
    const { navigate } = renderLink({ api, props: { onLinked } });
    const dialog = await openDialog(user);
    expect(within(dialog).queryByRole('combobox', { name: /Severity/ })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: /Hypothesis/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await within(dialog).findByText('Must select or create an incident')).toBeInTheDocument();

    await chooseIncident(user, 'Checkout down', /^Checkout down\s*Create a new incident/);
    expect(screen.queryByText('Must select or create an incident')).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Hypothesis/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('Please select incident severity')).toBeInTheDocument();
    expect(screen.getByText('Please select an incident type')).toBeInTheDocument();
    expect(api.link).not.toHaveBeenCalled();

    await choose(user, /Severity/, /^High$/);
    await choose(user, /Type/, /^Technical Debt$/);
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Fails since 10:00');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByRole('button', { name: 'Linking..' })).toBeDisabled();
    expect(api.link).toHaveBeenCalledWith(
      {
        incident: { title: 'Checkout down', severity: 'high', type: 'technicalDebt' },
        evidence: { type: 'check', check_id: 'check-1', description: 'Fails since 10:00', evidence: { check_id: 'check-1', includeMessages: true, start: '6h' } },
      },
    );
    finish(result(api.link.mock.calls[0]![0]));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const toast = (await screen.findByText('Linked to incident successfully')).closest<HTMLElement>('[role="status"]')!;
    expect(toast).toHaveTextContent('Linked to incident successfully');
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveAttribute('data-position', 'top-right');
    const link = within(toast).getByRole('link', { name: 'View INC0000009: Checkout down' });
    expect(link).toHaveAttribute('href', '/incidents/inc-new');
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/incidents/inc-new', undefined);
    expect(onLinked).toHaveBeenCalledWith(expect.objectContaining({ incident: expect.objectContaining({ id: 'inc-new' }) }));

    // The form starts over.
    await openDialog(user);
    expect(screen.getByRole('combobox', { name: /Incident/ })).toHaveTextContent('Search or type a new title');
  });

  it('requires a hypothesis of an existing incident, and clears it when another incident is chosen', async () => {
    const user = userEvent.setup();
    const { api } = renderLink();
    await openDialog(user);
    await chooseIncident(user, 'payments', /Elevated 5xx on payments-api/);
    expect(screen.queryByRole('combobox', { name: /Severity/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Type/ })).toBeNull();
    await waitFor(() => expect(api.hypotheses).toHaveBeenCalledWith('inc-1', expect.anything()));
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('Must select or create a hypothesis')).toBeInTheDocument();

    await choose(user, /Hypothesis/, /Traffic spike/);
    expect(screen.getByRole('combobox', { name: /Hypothesis/ })).toHaveTextContent('Traffic spike');
    // Another incident with a single hypothesis: the first choice is gone, the only hypothesis taken.
    await chooseIncident(user, 'indexer', /Search indexer lag/);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Hypothesis/ })).toHaveTextContent('Re-index job'));

    await chooseIncident(user, 'payments', /Elevated 5xx on payments-api/);
    expect(screen.getByRole('combobox', { name: /Hypothesis/ })).not.toHaveTextContent('Traffic spike');
    await choose(user, /Hypothesis/, /^New hypothesis$/);
    await user.type(screen.getByRole('textbox', { name: 'New hypothesis title' }), 'DNS');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(api.link).toHaveBeenCalled());
    expect(api.link.mock.calls[0]![0]).toMatchObject({ incident: { id: 'inc-1' }, hypothesis: { title: 'DNS' } });
  });

  it("keeps every value and shows the server's message when linking fails", async () => {
    const user = userEvent.setup();
    const api = fakeIncidents(async () => {
      throw new OpsdeckError({ kind: 'http', status: 500, message: 'database is down', url: '/api/incident/link', method: 'POST' });
    });
    renderLink({ api });
    await openDialog(user);
    await chooseIncident(user, 'payments', /Elevated 5xx on payments-api/);
    await choose(user, /Hypothesis/, /Pool exhausted/);
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'kept');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('database is down');
    expect(screen.getByRole('dialog', { name: 'Link to Incident' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Incident/ })).toHaveTextContent('Elevated 5xx on payments-api');
    expect(screen.getByRole('combobox', { name: /Hypothesis/ })).toHaveTextContent('Pool exhausted');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('kept');
    expect(screen.getByRole('button', { name: 'Link' })).toBeEnabled();
  });

  it('opens under host control without a trigger, and takes message overrides', async () => {
    const onOpenChange = vi.fn();
    renderLink({ props: { open: true, withTrigger: false, onOpenChange, messages: { title: 'Attach as evidence', submit: 'Attach' } } });
    const dialog = await screen.findByRole('dialog', { name: 'Attach as evidence' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Link to Incident' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
