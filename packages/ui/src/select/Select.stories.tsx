import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Stack } from '../stories/StoryLayout';
import { Select } from './Select';
import type { SelectOption } from './selectOptions';

const regions: SelectOption[] = [
  { value: 'eu-west-1', label: 'Europe (Ireland)', description: 'eu-west-1' },
  { value: 'eu-central-1', label: 'Europe (Frankfurt)', description: 'eu-central-1' },
  { value: 'us-east-1', label: 'US East (N. Virginia)', description: 'us-east-1' },
  { value: 'us-west-2', label: 'US West (Oregon)', description: 'us-west-2' },
  { value: 'ap-south-1', label: 'Asia Pacific (Mumbai)', description: 'ap-south-1', disabled: true },
];
const many: SelectOption[] = Array.from({ length: 2000 }, (_, i) => ({ value: `check-${i}`, label: `check-${String(i).padStart(4, '0')}` }));

const meta = { title: 'Forms/Select', component: Select, args: { label: 'Region', options: regions } } satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  render: () => {
    const [value, setValue] = useState<string | null>('eu-west-1');
    return (
      <Stack width={360}>
        <Select label="Region" options={regions} value={value} onValueChange={setValue} clearable />
      </Stack>
    );
  },
};

export const Multi: Story = {
  render: () => (
    <Stack width={420}>
      <Select label="Regions" multiple searchable options={regions} defaultValue={['eu-west-1', 'us-east-1', 'us-west-2', 'eu-central-1']} clearable />
    </Stack>
  ),
};

export const SearchableOpen: Story = {
  render: () => (
    <Stack width={360}>
      <Select label="Region" searchable options={regions} defaultValue="us-east-1" defaultOpen />
    </Stack>
  ),
};

export const AsyncSearch: Story = {
  render: () => (
    <Stack width={360}>
      <Select
        label="Check"
        description="Looked up as you type"
        loadOptions={async (query) => many.filter((o) => o.label.includes(query)).slice(0, 200)}
        defaultOpen
      />
    </Stack>
  ),
};

export const NoOptions: Story = {
  render: () => (
    <Stack width={360}>
      <Select label="Team" options={[]} defaultOpen />
    </Stack>
  ),
};

export const Windowed: Story = {
  render: () => (
    <Stack width={360}>
      <Select label="Check (2000 options, windowed)" searchable options={many} defaultOpen />
    </Stack>
  ),
};

export const States: Story = {
  render: () => (
    <Stack width={360}>
      <Select label="Required" options={regions} required error="This field is required" />
      <Select label="Disabled" options={regions} defaultValue="eu-west-1" disabled />
    </Stack>
  ),
};
