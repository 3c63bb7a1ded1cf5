import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckIcon, ChevronDownIcon } from '../icons/icons';
import { Row } from '../stories/StoryLayout';
import { Button } from './Button';

const meta = { title: 'Primitives/Button', component: Button, args: { children: 'Save changes' } } satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: () => (
    <Row>
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="danger">Delete</Button>
    </Row>
  ),
};

export const Sizes: Story = {
  render: () => (
    <Row>
      <Button size="sm">Small</Button>
      <Button size="md">Medium</Button>
      <Button size="lg">Large</Button>
    </Row>
  ),
};

export const Loading: Story = {
  render: () => (
    <Row>
      <Button loading>Saving</Button>
      <Button variant="secondary" loading>
        Refresh
      </Button>
    </Row>
  ),
};

export const Disabled: Story = {
  render: () => (
    <Row>
      <Button disabled>Primary</Button>
      <Button variant="secondary" disabled>
        Secondary
      </Button>
    </Row>
  ),
};

export const WithSections: Story = {
  render: () => (
    <Row>
      <Button leftSection={<CheckIcon />}>Approve</Button>
      <Button variant="secondary" rightSection={<ChevronDownIcon />}>
        Actions
      </Button>
    </Row>
  ),
};

export const Playground: Story = {};
