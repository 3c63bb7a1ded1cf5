import type { Meta } from '@storybook/react-vite';
import { ConnectionForm } from './ConnectionForm';

/**
 * The empty form of every connection type in the catalogue, one story each. The stories themselves are not written
 * here: .storybook/connectionTypeStories.ts lists one per catalogue entry and appends its export (`{ args: { type } }`)
 * to this module, so the list can never fall behind the catalogue.
 */
const meta = {
  title: 'Widgets/ConnectionForm/Empty form by type',
  component: ConnectionForm,
  parameters: { opsdeck: { roles: ['admin'] } },
} satisfies Meta<typeof ConnectionForm>;

export default meta;
