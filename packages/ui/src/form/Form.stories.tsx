import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { Button } from '../button/Button';
import { Stack } from '../stories/StoryLayout';
import { toast } from '../toast/toastStore';
import { FormSelect } from '../form-select';
import { FormSwitch, FormTextarea, FormTextInput } from '.';

interface Values {
  name: string;
  severity: string | null;
  hypothesis: string;
  notify: boolean;
}

function TokenForm() {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: { name: '', severity: null, hypothesis: '', notify: true } });
  return (
    <form noValidate onSubmit={handleSubmit((values) => void toast.success(`Saved ${values.name}`))}>
      <Stack width={400}>
        <FormTextInput control={control} name="name" label="Name" required />
        <FormSelect
          control={control}
          name="severity"
          label="Severity"
          required
          options={['Low', 'Medium', 'High', 'Critical'].map((s) => ({ value: s.toLowerCase(), label: s }))}
        />
        <FormTextarea control={control} name="hypothesis" label="Hypothesis" />
        <FormSwitch control={control} name="notify" label="Notify the team" />
        <div>
          <Button type="submit">Save</Button>
        </div>
      </Stack>
    </form>
  );
}

const meta = { title: 'Forms/react-hook-form', component: TokenForm } satisfies Meta<typeof TokenForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RequiredFields: Story = {};
