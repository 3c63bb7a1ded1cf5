import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stories/StoryLayout';
import { Textarea } from './Textarea';

const meta = { title: 'Forms/Textarea', component: Textarea, args: { label: 'Hypothesis' } } satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { placeholder: 'What do you think is going on?' } };

export const States: Story = {
  render: () => (
    <Stack width={420}>
      <Textarea label="Notes" description="Markdown is not rendered" defaultValue={'Line one\nLine two'} />
      <Textarea label="Reason" required error="This field is required" />
      <Textarea label="Disabled" disabled defaultValue="Read only text" />
    </Stack>
  ),
};
