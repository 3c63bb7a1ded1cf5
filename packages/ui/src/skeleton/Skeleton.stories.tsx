import type { Meta, StoryObj } from '@storybook/react-vite';
import { Row, Stack } from '../stories/StoryLayout';
import { Skeleton, SkeletonText } from './Skeleton';

const meta = { title: 'Feedback/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Stack width={360}>
      <Row>
        <Skeleton circle width={36} height={36} />
        <Skeleton width={180} height={16} />
      </Row>
      <SkeletonText lines={4} />
    </Stack>
  ),
};
