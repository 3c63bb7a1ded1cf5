import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { Tooltip } from './Tooltip';

const meta = { title: 'Overlays/Tooltip', component: Tooltip, args: { content: 'Runs every 30 seconds', children: <button type="button">x</button> } } satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  render: () => (
    <div style={{ paddingTop: 48 }}>
      <Tooltip content="Runs every 30 seconds" open>
        <Button variant="secondary">@every 30s</Button>
      </Tooltip>
    </div>
  ),
};

export const OnHover: Story = {
  render: () => (
    <Tooltip content="Copy the id">
      <Button variant="ghost">Hover or focus me</Button>
    </Tooltip>
  ),
};
