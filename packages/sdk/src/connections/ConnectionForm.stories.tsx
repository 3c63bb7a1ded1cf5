import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { jsonResponse, pending } from '../testing/storyBackend';
import { connectionRoutes, STORED_CONNECTION_ID, storedConnection } from '../testing/storyFixtures';
import { ConnectionForm } from './ConnectionForm';

// The ConnectionForm against the in-memory backend of .storybook/preview.tsx (`parameters.opsdeck`). The empty form
// of every catalogue type is in ConnectionFormTypes.stories.tsx.
const meta = {
  title: 'Widgets/ConnectionForm',
  component: ConnectionForm,
  parameters: { opsdeck: { roles: ['admin'], routes: connectionRoutes() } },
} satisfies Meta<typeof ConnectionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// Plays wait for answers and lazily loaded parts (dialogs, the Permissions tab): generously, for a loaded CI machine.
const LAZY = { timeout: 10_000 };

/** A new connection: the searchable type grid, filterable to notification channels. */
export const TypeGrid: Story = {};

/** A new connection of a given type, the grid skipped. */
export const NewPostgres: Story = { args: { type: 'postgres' } };

/** An existing connection: Edit and Permissions tabs, name and namespace fixed, secrets masked. */
export const Existing: Story = { args: { connectionId: STORED_CONNECTION_ID } };

/** The Permissions tab of an existing connection: the PermissionEditor scoped to it. */
export const ExistingPermissionsTab: Story = {
  args: { connectionId: STORED_CONNECTION_ID },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Permissions' }, LAZY));
    await canvas.findByRole('table', { name: 'Permissions' }, LAZY);
    await canvas.findAllByRole('button', { name: 'Viewer Vic' }, LAZY);
  },
};

/** A connection another source manages (a Kubernetes CRD): a banner, no Update or Delete. */
export const ReadOnlyFromKubernetes: Story = {
  args: { connectionId: STORED_CONNECTION_ID },
  parameters: { opsdeck: { routes: connectionRoutes({ ...storedConnection, source: 'KubernetesCRD' }) } },
};

/** A user who may read connections but not write them: every field disabled, no Save, Delete or Test. */
export const ReadOnlyForEditorRole: Story = {
  args: { connectionId: STORED_CONNECTION_ID },
  parameters: { opsdeck: { roles: ['editor'], routes: connectionRoutes() } },
};

/** The connection is still loading (the request never answers). */
export const Loading: Story = {
  args: { connectionId: STORED_CONNECTION_ID },
  parameters: { opsdeck: { routes: { ...connectionRoutes(), 'GET /db/connections': () => pending() } } },
};

/** The server failed to load the connection: its own words are shown. */
export const LoadError: Story = {
  args: { connectionId: STORED_CONNECTION_ID },
  parameters: {
    opsdeck: { routes: { ...connectionRoutes(), 'GET /db/connections': () => jsonResponse(500, { error: 'connection pool exhausted' }) } },
  },
};

/** 'Test Connection' succeeded: the results dialog with the server's answer. */
export const TestConnectionSuccess: Story = {
  args: { connectionId: STORED_CONNECTION_ID },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Test Connection' }, LAZY));
    await expect(await canvas.findByText('Connection successful', undefined, LAZY)).toBeVisible();
  },
};

/** 'Test Connection' failed: the results dialog with the server's message. */
export const TestConnectionFailure: Story = {
  args: { connectionId: STORED_CONNECTION_ID },
  parameters: {
    opsdeck: {
      routes: {
        ...connectionRoutes(),
        [`POST /connection/test/${STORED_CONNECTION_ID}`]: () => jsonResponse(400, { error: 'password authentication failed for user "app"' }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Test Connection' }, LAZY));
    await expect(await canvas.findByText('Connection failed', undefined, LAZY)).toBeVisible();
  },
};

/** Delete asks first. */
export const DeleteConfirmation: Story = {
  args: { connectionId: STORED_CONNECTION_ID },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }, LAZY));
    await canvas.findByRole('alertdialog', undefined, LAZY);
  },
};

/** Save with nothing filled in: every required field says so. */
export const RequiredFields: Story = {
  args: { type: 'slack' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }, LAZY));
    await canvas.findAllByText('This field is required', undefined, LAZY);
  },
};

/** The server refused the save: every value is kept and the server's message shown. */
export const SaveError: Story = {
  args: { type: 'folder' },
  parameters: {
    opsdeck: { routes: { ...connectionRoutes(), 'POST /db/connections': () => jsonResponse(409, { error: 'duplicate key value violates unique constraint "connections_name_namespace_key"' }) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The fields are enabled once whoami says the user may write connections, when Save appears.
    const save = await canvas.findByRole('button', { name: 'Save' }, LAZY);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'logs');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Path' }), '/var/log');
    await userEvent.click(save);
    await expect(await canvas.findByText(/duplicate key value/, undefined, LAZY)).toBeVisible();
  },
};
