import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorView } from './ErrorView';

const meta = { title: 'Feedback/ErrorView', component: ErrorView } satisfies Meta<typeof ErrorView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithMessageAndRetry: Story = { args: { error: new Error('Request failed with status 502'), onRetry: () => {} } };

function Crash(): never {
  throw new Error('Cannot read properties of undefined (reading "status")');
}

export const Boundary: Story = {
  render: () => (
    <ErrorBoundary>
      <Crash />
    </ErrorBoundary>
  ),
};
