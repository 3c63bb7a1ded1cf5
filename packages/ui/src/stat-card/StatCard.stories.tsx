import type { Meta, StoryObj } from '@storybook/react-vite';
import { Row } from '../stories/StoryLayout';
import { StatCard } from './StatCard';

const meta = { title: 'Data display/StatCard', component: StatCard, args: { label: 'Checks', value: 128 } } satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  render: () => (
    <Row align="stretch">
      <StatCard label="Checks" value="1,284" description="across 12 namespaces" />
      <StatCard label="Healthy" value="1,270" tone="success" />
      <StatCard label="Degraded" value="9" tone="warning" />
      <StatCard label="Failing" value="5" tone="danger" description="last hour" />
    </Row>
  ),
};

export const Loading: Story = { args: { loading: true } };
