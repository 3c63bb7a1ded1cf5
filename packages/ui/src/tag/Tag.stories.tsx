import type { Meta, StoryObj } from '@storybook/react-vite';
import { Row, Stack } from '../stories/StoryLayout';
import { Badge, Tag } from './Tag';
import { TagList } from './TagList';

const meta = { title: 'Data display/Tag', component: Tag, args: { children: 'prod' } } satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <Stack gap={10}>
      <Row gap={6}>
        <Tag>neutral</Tag>
        <Tag tone="accent">accent</Tag>
        <Tag tone="success">success</Tag>
        <Tag tone="warning">warning</Tag>
        <Tag tone="danger">danger</Tag>
        <Tag labelKey="env">prod</Tag>
      </Row>
      <Row gap={6}>
        <Badge tone="success">healthy</Badge>
        <Badge tone="warning">warning</Badge>
        <Badge tone="danger">unhealthy</Badge>
        <Badge>unknown</Badge>
      </Row>
    </Stack>
  ),
};

const labels = Object.entries({ env: 'prod', team: 'sre', tier: '1', region: 'eu-west-1', app: 'payments-api', owner: 'alice' }).map(
  ([key, value]) => ({ id: `${key}=${value}`, labelKey: key, label: value }),
);

export const LabelsRow: Story = { render: () => <TagList items={labels} max={3} /> };

export const LabelsRowExpanded: Story = { render: () => <TagList items={labels} max={3} defaultExpanded /> };
