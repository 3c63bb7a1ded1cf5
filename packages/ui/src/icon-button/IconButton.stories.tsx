import type { Meta, StoryObj } from '@storybook/react-vite';
import { CloseIcon, ExpandIcon, SearchIcon } from '../icons/icons';
import { Row } from '../stories/StoryLayout';
import { IconButton } from './IconButton';

const meta = { title: 'Primitives/IconButton', component: IconButton } satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  args: { label: 'Close', children: <CloseIcon /> },
  render: () => (
    <Row>
      <IconButton label="Close">
        <CloseIcon />
      </IconButton>
      <IconButton label="Search" variant="secondary">
        <SearchIcon />
      </IconButton>
      <IconButton label="Expand" variant="primary">
        <ExpandIcon />
      </IconButton>
      <IconButton label="Small close" size="sm">
        <CloseIcon />
      </IconButton>
    </Row>
  ),
};

export const Loading: Story = { args: { label: 'Refreshing', loading: true, variant: 'secondary', children: <SearchIcon /> } };

export const Disabled: Story = { args: { label: 'Close', disabled: true, variant: 'secondary', children: <CloseIcon /> } };
