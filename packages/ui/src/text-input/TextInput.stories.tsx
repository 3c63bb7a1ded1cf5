import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stories/StoryLayout';
import { TextInput } from './TextInput';

const meta = { title: 'Forms/TextInput', component: TextInput, args: { label: 'Check name', placeholder: 'api-health' } } satisfies Meta<typeof TextInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: () => (
    <Stack width={360}>
      <TextInput label="Name" placeholder="api-health" description="Shown in lists and alerts" />
      <TextInput label="URL" required defaultValue="https://" error="This field is required" />
      <TextInput label="Namespace" defaultValue="default" disabled />
      <TextInput label="Id" defaultValue="018f3c2e-7a" readOnly />
    </Stack>
  ),
};
