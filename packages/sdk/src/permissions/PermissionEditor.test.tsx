import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PermissionSummary } from '@opsdeck/api';
import { toast } from '@opsdeck/ui/toast';
import { authApiRef, type AuthApi } from '../auth/authApi';
import type { OpsdeckMode } from '../provider/opsdeckContext';
import { TestOpsdeckProvider } from '../testing/TestOpsdeckProvider';
import { PermissionEditor, type PermissionEditorProps } from './PermissionEditor';
import { permissionsApiRef, type PermissionListQuery, type PermissionsApi } from './permissionsApi';

const PERSON = { id: '11111111-1111-4111-8111-111111111111', name: 'Viewer Vic', detail: 'viewer@opsdeck.local', type: 'person' };
const TEAM = { id: '22222222-2222-4222-8222-222222222222', name: 'Platform', type: 'team' };
const CONNECTION = { id: '33333333-3333-4333-8333-333333333333', name: 'postgres-main', detail: 'postgres' };

function row(overrides: Partial<PermissionSummary>): PermissionSummary {
  return {
    id: 'p-1',
    action: 'read',
    deny: false,
    source: 'UI',
    subject_type: 'person',
    subject: PERSON.id,
    person: { id: PERSON.id, name: PERSON.name, email: PERSON.detail },
    object: 'canaries',
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-02T10:00:00Z',
    ...overrides,
  } as PermissionSummary;
}

function fakeApi(rows: PermissionSummary[] = [row({})], total = rows.length) {
  return {
    list: vi.fn<PermissionsApi['list']>(async () => ({ rows, total })),
    subjects: vi.fn<PermissionsApi['subjects']>(async (type) => (type === 'person' ? [PERSON] : type === 'team' ? [TEAM] : [])),
    resources: vi.fn<PermissionsApi['resources']>(async (scope) => (scope === 'connection' ? [CONNECTION] : [])),
    resource: vi.fn<PermissionsApi['resource']>(async (scope, id) => (scope === 'connection' && id === CONNECTION.id ? CONNECTION : null)),
    create: vi.fn<PermissionsApi['create']>(async () => {}),
    update: vi.fn<PermissionsApi['update']>(async () => {}),
    remove: vi.fn<PermissionsApi['remove']>(async () => {}),
  };
}

function auth(roles: string[]): AuthApi {
  return { whoami: async () => ({ user: { id: 'user-1', name: 'Test' }, roles, permissions: [] }) };
}

function renderEditor(props: PermissionEditorProps = {}, { api = fakeApi(), roles = ['admin'], mode = 'app' as OpsdeckMode } = {}) {
  render(
    <TestOpsdeckProvider apis={[[permissionsApiRef, api], [authApiRef, auth(roles)]]} mode={mode}>
      <PermissionEditor {...props} />
    </TestOpsdeckProvider>,
  );
  return api;
}

const lastQuery = (api: ReturnType<typeof fakeApi>): PermissionListQuery => api.list.mock.calls.at(-1)![0];
const toastTitles = () => toast.getSnapshot().map((t) => String(t.title));

beforeEach(() => toast.dismiss());

describe('<PermissionEditor>', () => {
  it('lists one server page with an exact total, and the subject, resource, action and effect of each row', async () => {
    const api = renderEditor({}, { api: fakeApi([row({}), row({ id: 'p-2', deny: true, subject_type: 'team', subject: TEAM.id, person: null, team: { id: TEAM.id, name: 'Platform' }, object: null, connection_id: CONNECTION.id, connection_object: { id: CONNECTION.id, name: 'postgres-main' } })], 120) });
    // The first render of the file also waits for the stylesheets' first transform.
    await screen.findByRole('button', { name: 'Viewer Vic' }, { timeout: 10_000 });
    const table = screen.getByRole('table', { name: 'Permissions' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Viewer VicPerson');
    expect(rows[1]).toHaveTextContent('CanariesGlobal');
    expect(rows[1]).toHaveTextContent('Allow');
    expect(rows[2]).toHaveTextContent('PlatformTeam');
    expect(rows[2]).toHaveTextContent('postgres-mainConnection');
    expect(rows[2]).toHaveTextContent('Deny');
    expect(screen.getByText('Page 1 of 3 (120)')).toBeInTheDocument();
    expect(lastQuery(api)).toMatchObject({ pageIndex: 0, pageSize: 50, filters: {}, sort: null });

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery(api).pageIndex).toBe(1));
  });

  it("says 'No data available' when there is nothing", async () => {
    renderEditor({}, { api: fakeApi([]) });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('filters by subject, resource and action on the server, back to the first page', async () => {
    const api = renderEditor({}, { api: fakeApi([row({})], 200) });
    await screen.findByRole('button', { name: 'Viewer Vic' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery(api).pageIndex).toBe(1));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Viewer Vic' })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), PERSON.id);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Resource' }), 'connection_id=not.is.null');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'playbook:run');
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({
        pageIndex: 0,
        filters: { subject: PERSON.id, connection_id: 'not.is.null', action: 'playbook:run' },
      }),
    );
  });

  it('sorts on the server: ascending, descending, then removed', async () => {
    const api = renderEditor();
    await screen.findByRole('button', { name: 'Viewer Vic' });
    const sortAction = screen.getByRole('button', { name: 'Sort by Action' });
    await userEvent.click(sortAction);
    await waitFor(() => expect(lastQuery(api).sort).toEqual({ column: 'action', desc: false }));
    expect(sortAction.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(sortAction);
    await waitFor(() => expect(lastQuery(api).sort).toEqual({ column: 'action', desc: true }));
    await userEvent.click(sortAction);
    await waitFor(() => expect(lastQuery(api).sort).toBeNull());
  });

  it("offers 'Add Permission' only to those who may write permissions, and never in a public embed", async () => {
    renderEditor({}, { roles: ['viewer'] });
    await screen.findByRole('button', { name: 'Viewer Vic' });
    expect(screen.queryByRole('button', { name: 'Add Permission' })).not.toBeInTheDocument();
  });

  it('hides Add Permission in mode="public"', async () => {
    renderEditor({}, { mode: 'public' });
    await screen.findByRole('button', { name: 'Viewer Vic' });
    expect(screen.queryByRole('button', { name: 'Add Permission' })).not.toBeInTheDocument();
  });

  it('adds a deny permission: subject, global object, action, Deny; requires what is missing; toasts Permission added', async () => {
    const api = renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Permission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Permission' }, { timeout: 10_000 });
    expect(within(dialog).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/reference/permissions');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(3);
    expect(api.create).not.toHaveBeenCalled();

    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Viewer Vic (viewer@opsdeck.local)' })).toBeInTheDocument());
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Person' }), PERSON.id);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Object' }), 'connection');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Action' }), 'read');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Deny' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'no secrets for Vic');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.create).toHaveBeenCalledTimes(1));
    expect(api.create.mock.calls[0]![0]).toEqual(
      expect.objectContaining({ subject_type: 'person', subject: PERSON.id, object: 'connection', action: 'read', deny: true, description: 'no secrets for Vic', until: null, connection_id: null }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastTitles()).toContain('Permission added');
  });

  it('switching the subject kind clears the other subject, and switching the scope clears the target', async () => {
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Permission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Permission' }, { timeout: 10_000 });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: /Viewer Vic/ })).toBeInTheDocument());
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Person' }), PERSON.id);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Team' }));
    expect(within(dialog).getByRole('combobox', { name: 'Team' })).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Person' }));
    expect(within(dialog).getByRole('combobox', { name: 'Person' })).toHaveValue('');

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Object' }), 'playbooks');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Action' }), 'playbook:run');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Connection' }));
    expect(within(dialog).queryByRole('combobox', { name: 'Object' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Connection' })).toHaveValue('');
    // playbook:run is not an action on a connection: cleared too.
    expect(within(dialog).getByRole('combobox', { name: 'Action' })).toHaveValue('');
  });

  it('a failing save keeps every value and shows the server message', async () => {
    const api = fakeApi();
    api.create.mockRejectedValueOnce(new Error('A permission has exactly one target, got object and config_id'));
    renderEditor({}, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Permission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Permission' }, { timeout: 10_000 });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: /Viewer Vic/ })).toBeInTheDocument());
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Person' }), PERSON.id);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Object' }), 'logs');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Action' }), 'read');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'keep me');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A permission has exactly one target, got object and config_id');
    expect(within(dialog).getByRole('combobox', { name: 'Person' })).toHaveValue(PERSON.id);
    expect(within(dialog).getByRole('combobox', { name: 'Object' })).toHaveValue('logs');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('keep me');
    expect(toastTitles()).not.toContain('Permission added');
  });

  it('edits a permission: Edit Permission, prefilled, PATCH clearing the other targets, Permission updated', async () => {
    const api = renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Viewer Vic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Permission' }, { timeout: 10_000 });
    expect(within(dialog).getByRole('combobox', { name: 'Person' })).toHaveValue(PERSON.id);
    expect(within(dialog).getByRole('combobox', { name: 'Object' })).toHaveValue('canaries');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Action' }), '*');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.update).toHaveBeenCalledTimes(1));
    expect(api.update.mock.calls[0]).toEqual([
      'p-1',
      expect.objectContaining({ subject: PERSON.id, person_id: null, object: 'canaries', config_id: null, connection_id: null, action: '*' }),
    ]);
    expect(toastTitles()).toContain('Permission updated');
  });

  it('deletes after the confirmation, and not when it is cancelled', async () => {
    const api = renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Viewer Vic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Permission' }, { timeout: 10_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Delete Permission' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete the permission?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.remove).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    confirm = screen.getByRole('alertdialog', { name: 'Delete Permission' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith('p-1'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastTitles()).toContain('Permission deleted');
  });

  it('shows a permission another source owns without save and delete, with a link to its origin', async () => {
    renderEditor({}, { api: fakeApi([row({ source: 'KubernetesCRD', name: 'vic-canaries' })]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Viewer Vic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Permission' }, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('This permission is managed by KubernetesCRD and cannot be changed here.');
    expect(within(dialog).getByRole('link', { name: 'View its origin' })).toHaveAttribute('href', '/catalog?name=vic-canaries');
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Action' })).toBeDisabled();
  });

  it('scoped to a connection: lists its permissions only and adds to it without asking for a resource', async () => {
    const api = renderEditor({ connectionId: CONNECTION.id });
    await screen.findByRole('button', { name: 'Viewer Vic' });
    expect(lastQuery(api).filters).toEqual({ connection_id: CONNECTION.id });
    expect(screen.queryByRole('combobox', { name: 'Resource' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Permission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Permission' }, { timeout: 10_000 });
    expect(within(dialog).queryByRole('radio', { name: 'Global' })).not.toBeInTheDocument();
    // The fixed target by its name, looked up by id.
    expect(await within(dialog).findByText(`Connection: ${CONNECTION.name}`)).toBeInTheDocument();
    expect(api.resource).toHaveBeenCalledWith('connection', CONNECTION.id, expect.anything());
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Team' }));
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Platform' })).toBeInTheDocument());
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Team' }), TEAM.id);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Action' }), 'read');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.create).toHaveBeenCalledTimes(1));
    expect(api.create.mock.calls[0]![0]).toMatchObject({ subject_type: 'team', subject: TEAM.id, connection_id: CONNECTION.id, object: null });
  });

  it('takes every string from messages', async () => {
    renderEditor({ messages: { addPermission: 'Berechtigung hinzufügen', noData: 'Keine Daten' } }, { api: fakeApi([]) });
    expect(await screen.findByText('Keine Daten')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Berechtigung hinzufügen' })).toBeInTheDocument();
  });
});
