import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { Row, Stack } from '../stories/StoryLayout';
import { Select } from '../select/Select';
import { TextInput } from '../text-input/TextInput';
import { Dialog, DialogClose, DialogContent, DialogTrigger, type DialogSize } from './Dialog';

const meta = { title: 'Overlays/Dialog', component: DialogContent } satisfies Meta<typeof DialogContent>;
export default meta;
type Story = StoryObj<typeof meta>;

const footer = (
  <>
    <DialogClose asChild>
      <Button variant="secondary">Cancel</Button>
    </DialogClose>
    <Button>Save</Button>
  </>
);

export const Sizes: Story = {
  args: { title: 'Dialog' },
  render: () => (
    <Row>
      {(['very-small', 'small', 'medium', 'large', 'full'] as DialogSize[]).map((size) => (
        <Dialog key={size}>
          <DialogTrigger asChild>
            <Button variant="secondary">{size}</Button>
          </DialogTrigger>
          <DialogContent size={size} title={`A ${size} dialog`} description="Widths follow the viewport" footer={footer}>
            <p>Content of a {size} dialog.</p>
          </DialogContent>
        </Dialog>
      ))}
    </Row>
  ),
};

export const OpenWithForm: Story = {
  args: { title: 'Dialog' },
  render: () => (
    <Dialog defaultOpen>
      <DialogContent title="Link to incident" description="Attach this check as evidence" footer={footer} expandable>
        <Stack>
          <TextInput label="Incident" placeholder="Search or create" />
          <Select
            label="Severity"
            searchable
            options={['Low', 'Medium', 'High', 'Critical'].map((s) => ({ value: s.toLowerCase(), label: s }))}
          />
          <TextInput label="Hypothesis" required />
        </Stack>
      </DialogContent>
    </Dialog>
  ),
};

export const OpenSmall: Story = {
  args: { title: 'Dialog' },
  render: () => (
    <Dialog defaultOpen>
      <DialogContent size="very-small" title="Delete permission?" footer={footer} closeOnOutsideClick={false}>
        <p style={{ margin: 0 }}>Are you sure you want to delete the permission?</p>
      </DialogContent>
    </Dialog>
  ),
};

export const Expanded: Story = {
  args: { title: 'Dialog' },
  render: () => (
    <Dialog defaultOpen>
      <DialogContent title="Resource editor" expandable defaultExpanded footer={footer}>
        <p>The expand control switches between the chosen size and full.</p>
      </DialogContent>
    </Dialog>
  ),
};
