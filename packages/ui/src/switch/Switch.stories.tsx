import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stories/StoryLayout';
import { Switch } from './Switch';

const meta = { title: 'Forms/Switch', component: Switch, args: { label: 'Hide passing checks' } } satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: () => (
    <Stack gap={12}>
      <Switch label="Off" />
      <Switch label="On" defaultChecked />
      <Switch label="Disabled" disabled />
      <Switch label="Disabled on" disabled defaultChecked />
    </Stack>
  ),
};
