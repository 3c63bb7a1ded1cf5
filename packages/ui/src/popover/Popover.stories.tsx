import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { Checkbox } from '../checkbox/Checkbox';
import { Stack } from '../stories/StoryLayout';
import { Popover, PopoverContent, PopoverTrigger } from './Popover';

const meta = { title: 'Overlays/Popover', component: PopoverContent } satisfies Meta<typeof PopoverContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  render: () => (
    <div style={{ height: 240 }}>
      <Popover defaultOpen>
        <PopoverTrigger asChild>
          <Button variant="secondary">Filters</Button>
        </PopoverTrigger>
        <PopoverContent aria-label="Filters" align="start" withArrow>
          <Stack gap={10}>
            <Checkbox label="Only failing" defaultChecked />
            <Checkbox label="Include archived" />
          </Stack>
        </PopoverContent>
      </Popover>
    </div>
  ),
};
