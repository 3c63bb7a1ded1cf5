import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OpsdeckError, type Connection } from '@opsdeck/api';
import { toast } from '@opsdeck/ui/toast';
import { authApiRef, type AuthApi } from '../auth/authApi';
import { TestOpsdeckProvider } from '../testing/TestOpsdeckProvider';
import { ConnectionForm, type ConnectionFormProps } from './ConnectionForm';
import { connectionsApiRef, type ConnectionsApi } from './connectionsApi';

const stored: Connection = {
  id: 'c-1', name: 'pg-main', namespace: 'data', type: 'postgres', url: 'postgres://db:5432/app', username: '***', password: '***', source: 'UI',
  properties: {}, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-02T00:00:00Z',
} as Connection;

function fakeApi(overrides: Partial<ConnectionsApi> = {}) {
  return {
    get: vi.fn(async () => stored),
    create: vi.fn(async (p) => ({ ...p, id: 'new-id' }) as Connection),
    update: vi.fn(async (id, p) => ({ ...stored, ...p, id }) as Connection),
    remove: vi.fn(async () => {}),
    test: vi.fn(async () => ({ message: 'ok', payload: { server: 'PostgreSQL', version: 'PostgreSQL 15' } })),
    ...overrides,
  } satisfies ConnectionsApi;
}
const fakeAuth = (roles: string[]): AuthApi => ({ whoami: async () => ({ user: { id: 'u', name: 'T' }, roles, permissions: [] }) }) as AuthApi;

function renderForm(props: ConnectionFormProps = {}, api = fakeApi(), roles = ['admin']) {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  render(
    <TestOpsdeckProvider apis={[[connectionsApiRef, api], [authApiRef, fakeAuth(roles)]]}>
      <ConnectionForm onSaved={onSaved} onCancel={onCancel} {...props} />
    </TestOpsdeckProvider>,
  );
  return { api, onSaved, onCancel, user: userEvent.setup() };
}
const box = (name: string) => screen.getByRole('textbox', { name });
const toasts = () => toast.getSnapshot().map((t) => String(t.title));

beforeEach(() => toast.dismiss());

describe('<ConnectionForm> type grid', () => {
  it("lists the types sorted by title, searchable, with a notification filter, and Back returns to it", async () => {
    const { user } = renderForm();
    expect(screen.getByRole('heading', { name: 'Select Connection Type' })).toBeInTheDocument();
    const types = within(screen.getByRole('list')).getAllByRole('button').map((b) => b.getAttribute('data-type'));
    expect(types).toContain('postgres');
    expect(types).not.toContain('jmeter');
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(within(screen.getByRole('list')).getAllByRole('button').map((b) => b.getAttribute('data-type'))).toContain('slack');
    expect(within(screen.getByRole('list')).queryByText('Postgres')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.type(screen.getByLabelText('Search'), 'slack');
    await user.click(screen.getByRole('button', { name: /Slack/ }));
    expect(screen.getByRole('heading', { name: /Slack Connection Details/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Select Connection Type' })).toBeInTheDocument();
  });
});

describe('<ConnectionForm> new connection', () => {
  it("requires name and namespace ('This field is required'), defaults namespace to 'default', and posts the catalogue payload", async () => {
    const { api, onSaved, user } = renderForm({ type: 'slack' });
    await screen.findByRole('button', { name: 'Save' });
    expect(box('Namespace')).toHaveValue('default');
    await user.clear(box('Namespace'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(4); // name, namespace, channel, bot token
    expect(api.create).not.toHaveBeenCalled();
    await user.type(box('Name'), 'sre-alerts');
    await user.type(box('Namespace'), 'ops');
    await user.type(box('Channel'), 'C0123456789');
    await user.type(screen.getByLabelText('Bot Token', { exact: false, selector: 'input' }), 'xoxb-secret');
    await user.type(box('Bot Name'), 'Opsdeck');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.create).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.create).mock.calls[0]![0]).toEqual({
      name: 'sre-alerts', namespace: 'ops', type: 'slack', username: 'C0123456789', password: 'xoxb-secret',
      properties: { BotName: 'Opsdeck' }, url: 'slack://$(password)@$(username)',
    });
    await waitFor(() => expect(toasts()).toContain('Connection added successfully'));
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'new-id' }), 'created');
  });

  it("a failing save keeps every value and shows the server's message", async () => {
    const api = fakeApi({ create: vi.fn(async () => { throw new OpsdeckError({ kind: 'http', status: 409, message: 'duplicate key', url: '/db/connections' }); }) });
    const { user } = renderForm({ type: 'folder' }, api);
    await screen.findByRole('button', { name: 'Save' });
    await user.type(box('Name'), 'logs');
    await user.type(box('Path'), '/var/log');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('duplicate key');
    expect(box('Name')).toHaveValue('logs');
    expect(box('Path')).toHaveValue('/var/log');
  });

  it('takes a Secret reference for a secret-capable field', async () => {
    const { api, user } = renderForm({ type: 'postgres' });
    await screen.findByRole('button', { name: 'Save' });
    await user.type(box('Name'), 'pg');
    await user.type(box('URL'), 'postgres://db/app');
    const [, passwordSource] = screen.getAllByRole('combobox', { name: 'Value from' });
    await user.selectOptions(passwordSource!, 'secret');
    const names = screen.getAllByPlaceholderText('Name');
    const keys = screen.getAllByPlaceholderText('Key');
    await user.type(names[0]!, 'pg-creds');
    await user.type(keys[0]!, 'password');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.create).toHaveBeenCalled());
    expect(vi.mocked(api.create).mock.calls[0]![0]).toMatchObject({ password: 'secret://pg-creds/password', username: null });
  });
});

describe('<ConnectionForm> existing connection', () => {
  it('shows Edit and Permissions tabs, fixed name and namespace, keeps masked secrets on Update', async () => {
    const { api, user } = renderForm({ connectionId: 'c-1' });
    expect(await screen.findByRole('heading', { name: /Postgres Connection Details/ })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Update' });
    expect(screen.getByRole('tab', { name: 'Edit' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Permissions' })).toBeInTheDocument();
    expect(box('Name')).toBeDisabled();
    expect(box('Namespace')).toBeDisabled();
    await user.clear(box('URL'));
    await user.type(box('URL'), 'postgres://db:5433/app');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(api.update).toHaveBeenCalled());
    expect(vi.mocked(api.update).mock.calls[0]![1]).toMatchObject({ name: 'pg-main', namespace: 'data', url: 'postgres://db:5433/app', username: '***', password: '***' });
    await waitFor(() => expect(toasts()).toContain('Connection updated successfully'));
  });

  it('a test started right after Update keeps its result when the stored connection arrives again', async () => {
    let current = stored;
    let releaseRefetch: () => void = () => {};
    const api = fakeApi({
      get: vi.fn(async () => current),
      update: vi.fn(async (id, p) => {
        current = { ...stored, url: String(p.url), updated_at: '2026-01-03T00:00:00Z' } as Connection;
        // The refetch after the save answers only when the test below has started.
        vi.mocked(api.get).mockImplementationOnce(() => new Promise<Connection>((resolve) => (releaseRefetch = () => resolve(current))));
        return current;
      }),
    });
    const { user } = renderForm({ connectionId: 'c-1' }, api);
    await user.clear(await screen.findByRole('textbox', { name: 'URL' }));
    await user.type(box('URL'), 'postgres://db:5433/app');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(toasts()).toContain('Connection updated successfully'));
    await user.click(screen.getByRole('button', { name: 'Test Connection' }));
    const results = await screen.findByRole('dialog', { name: 'Test Connection Results' });
    releaseRefetch();
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(results).toBeInTheDocument();
    expect(within(results).getByText('Connection successful')).toBeInTheDocument();
    expect(box('URL')).toHaveValue('postgres://db:5433/app');
  });

  it("Test Connection shows 'Testing...' then the results: success with the result, failure with the server's message", async () => {
    let fail = false;
    const api = fakeApi({
      test: vi.fn(async () => {
        if (fail) throw new OpsdeckError({ kind: 'http', status: 400, message: 'password authentication failed', url: '/connection/test/c-1' });
        return { message: 'ok', payload: { server: 'PostgreSQL' } };
      }),
    });
    const { user } = renderForm({ connectionId: 'c-1' }, api);
    await user.click(await screen.findByRole('button', { name: 'Test Connection' }));
    const results = await screen.findByRole('dialog', { name: 'Test Connection Results' });
    expect(within(results).getByText('Connection successful')).toBeInTheDocument();
    expect(within(results).getByText(/"server": "PostgreSQL"/)).toBeInTheDocument();
    await user.click(within(results).getByRole('button', { name: 'Close' }));
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Test Connection' }));
    const failed = await screen.findByRole('dialog', { name: 'Test Connection Results' });
    expect(within(failed).getByText('Connection failed')).toBeInTheDocument();
    expect(within(failed).getByText('password authentication failed')).toBeInTheDocument();
  });

  it('deletes after confirmation', async () => {
    const { api, onSaved, user } = renderForm({ connectionId: 'c-1' });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this resource?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith('c-1'));
    await waitFor(() => expect(toasts()).toContain('Connection deleted successfully'));
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'c-1' }), 'deleted');
  });

  it('is read-only with a banner when the connection comes from Kubernetes, and offers no write to an editor', async () => {
    renderForm({ connectionId: 'c-1' }, fakeApi({ get: vi.fn(async () => ({ ...stored, source: 'KubernetesCRD' })) }));
    expect(await screen.findByText('Read-Only Mode: This resource is managed by Kubernetes CRD and cannot be edited from the UI.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('offers an editor no Save, Delete or Test', async () => {
    renderForm({ connectionId: 'c-1' }, fakeApi(), ['editor']);
    expect(await screen.findByRole('heading', { name: /Postgres Connection Details/ })).toBeInTheDocument();
    await waitFor(() => expect(box('URL')).toBeDisabled());
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Test Connection' })).toBeNull();
  });

  it('takes its strings from messages', async () => {
    renderForm({ messages: { selectType: 'Choose a kind' } });
    expect(screen.getByRole('heading', { name: 'Choose a kind' })).toBeInTheDocument();
  });
});

describe('<ConnectionForm> embedding', () => {
  it('says so when a stored connection has a type the catalogue has no form for', async () => {
    renderForm({ connectionId: 'c-1' }, fakeApi({ get: vi.fn(async () => ({ ...stored, type: 'smtp' })) }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Connections of type 'smtp' have no form here");
  });

  it('renders on a server (no window at render) and offers no write in public mode', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(
      <TestOpsdeckProvider apis={[[connectionsApiRef, fakeApi()], [authApiRef, fakeAuth(['admin'])]]} mode="public">
        <ConnectionForm type="postgres" />
      </TestOpsdeckProvider>,
    );
    expect(html).toContain('Postgres Connection Details');
    expect(html).not.toContain('>Save<');
  });
});
