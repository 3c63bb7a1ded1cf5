import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stories/StoryLayout';
import { Checkbox } from './Checkbox';

const meta = { title: 'Forms/Checkbox', component: Checkbox, args: { label: 'Send notifications' } } satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: () => (
    <Stack gap={12}>
      <Checkbox label="Unchecked" />
      <Checkbox label="Checked" defaultChecked />
      <Checkbox label="Some selected" checked="indeterminate" />
      <Checkbox label="Disabled" disabled />
    </Stack>
  ),
};
