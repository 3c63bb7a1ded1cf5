import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stories/StoryLayout';
import { ProgressBar } from './ProgressBar';

const meta = { title: 'Data display/ProgressBar', component: ProgressBar, args: { value: 42, label: 'CPU' } } satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Thresholds: Story = {
  render: () => (
    <Stack width={360}>
      <ProgressBar value={1} label="Tiny (drawn at 5 %)" />
      <ProgressBar value={60} label="Memory" />
      <ProgressBar value={80} label="Disk" />
      <ProgressBar value={95} label="Connections" />
      <ProgressBar value={1.5} max={2} valueLabel="1.5 of 2 GiB" label="Quota" size="lg" />
    </Stack>
  ),
};
