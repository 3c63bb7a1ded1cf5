import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { EmptyState } from './EmptyState';

const meta = { title: 'Feedback/EmptyState', component: EmptyState } satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: { title: 'No checks yet', description: 'Create a health check to start monitoring.', action: <Button>Add check</Button> },
};
