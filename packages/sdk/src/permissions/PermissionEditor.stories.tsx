import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { jsonResponse, pending } from '../testing/storyBackend';
import { manyPermissionRows, permissionRoutes, STORED_CONNECTION_ID } from '../testing/storyFixtures';
import { PermissionEditor } from './PermissionEditor';

// The PermissionEditor against the in-memory backend of .storybook/preview.tsx (`parameters.opsdeck`).
const meta = {
  title: 'Widgets/PermissionEditor',
  component: PermissionEditor,
  parameters: { opsdeck: { roles: ['admin'], routes: permissionRoutes() } },
} satisfies Meta<typeof PermissionEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

// Plays wait for answers and lazily loaded parts (dialogs, the Permissions tab): generously, for a loaded CI machine.
const LAZY = { timeout: 10_000 };

/** One server page of permissions (120 in all): people, teams, notifications and roles; allow and deny. */
export const List: Story = { parameters: { opsdeck: { routes: permissionRoutes(manyPermissionRows(120)) } } };

/** Nothing to list. */
export const Empty: Story = { parameters: { opsdeck: { routes: permissionRoutes([]) } } };

/** The first page is still loading (the request never answers). */
export const Loading: Story = {
  parameters: { opsdeck: { routes: { ...permissionRoutes(), 'GET /db/permissions_summary': () => pending() } } },
};

/** The server failed to list permissions: its own words, and Retry. */
export const LoadError: Story = {
  parameters: {
    opsdeck: { routes: { ...permissionRoutes(), 'GET /db/permissions_summary': () => jsonResponse(500, { error: 'permission denied for view permissions_summary' }) } },
  },
};

/** A user who may not write permissions: no 'Add Permission'; rows open read-only. */
export const ReadOnly: Story = { parameters: { opsdeck: { roles: ['viewer'], routes: permissionRoutes() } } };

/** Scoped to one connection (the ConnectionForm's Permissions tab): only its permissions, new ones target it. */
export const ScopedToConnection: Story = { args: { connectionId: STORED_CONNECTION_ID } };

/** 'Add Permission' open on an empty form. */
export const AddPermissionDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Permission' }, LAZY));
    await expect(await canvas.findByRole('dialog', undefined, LAZY)).toBeVisible();
  },
};

/** An existing permission opened for editing. */
export const EditPermissionDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Viewer Vic' }, LAZY))[0]!);
    await expect(await canvas.findByRole('dialog', undefined, LAZY)).toBeVisible();
  },
};
