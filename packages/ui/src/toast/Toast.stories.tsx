import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../button/Button';
import { Row } from '../stories/StoryLayout';
import { Toaster } from './Toaster';
import { toast } from './toastStore';

// The preview decorator renders the shared <Toaster /> (bottom-right, 5000 ms).
const meta = { title: 'Feedback/Toast', component: Toaster } satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Types: Story = {
  render: () => (
    <Row>
      <Button variant="secondary" onClick={() => toast.success('Token created successfully')}>
        Success
      </Button>
      <Button variant="secondary" onClick={() => toast.error('Failed to create token', { description: 'name already taken' })}>
        Error
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          const id = toast.loading('Creating...');
          setTimeout(() => toast.update(id, { type: 'success', title: 'Created' }), 1500);
        }}
      >
        Loading then success
      </Button>
    </Row>
  ),
};

function ShownToasts() {
  useEffect(() => {
    const ids = [
      toast.success('Permission added', { duration: Infinity }),
      toast.error('Something went wrong', { description: 'connection refused', duration: Infinity }),
      toast.loading('Creating...'),
    ];
    return () => ids.forEach((id) => toast.dismiss(id));
  }, []);
  return <p>Three toasts, bottom-right.</p>;
}

export const Shown: Story = { render: () => <ShownToasts /> };
