import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormSelect } from '../form-select';
import { FormCheckbox, FormSwitch, FormTextarea, FormTextInput } from '.';
import { isEmptyValue } from './useFormField';

interface Values {
  name: string;
  notes: string;
  region: string | null;
  tags: string[];
  enabled: boolean;
  agree: boolean;
}

const regions = [
  { value: 'eu', label: 'Europe' },
  { value: 'us', label: 'United States' },
];

function Example({ onSubmit, mode }: { onSubmit: (values: Values) => void; mode?: 'onSubmit' | 'onTouched' }) {
  const { control, handleSubmit } = useForm<Values>({
    mode,
    defaultValues: { name: '', notes: '', region: null, tags: [], enabled: false, agree: false },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <FormTextInput control={control} name="name" label="Name" required />
      <FormTextarea control={control} name="notes" label="Notes" />
      <FormSelect control={control} name="region" label="Region" options={regions} required />
      <FormSelect control={control} name="tags" label="Tags" options={regions} multiple />
      <FormSwitch control={control} name="enabled" label="Enabled" />
      <FormCheckbox control={control} name="agree" label="Agree" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('react-hook-form bindings', () => {
  it('treats undefined, null, blank strings and empty arrays as empty', () => {
    expect([undefined, null, '', '  ', []].every(isEmptyValue)).toBe(true);
    expect([0, false, 'x', ['a']].some(isEmptyValue)).toBe(false);
  });

  it("shows 'This field is required' once a required field is touched and left empty, whatever the form mode", async () => {
    render(<Example onSubmit={vi.fn()} mode="onSubmit" />);
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(screen.queryByText('This field is required')).toBeNull();
    await userEvent.click(name);
    await userEvent.tab();
    expect(name).toHaveAccessibleDescription('This field is required');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(name, 'api-health');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('marks a required select touched when its list closes empty', async () => {
    render(<Example onSubmit={vi.fn()} />);
    const region = screen.getByRole('combobox', { name: /Region/ });
    await userEvent.click(region);
    await userEvent.keyboard('{Escape}');
    expect(region).toHaveAccessibleDescription('This field is required');
  });

  it('blocks submit while required fields are empty, then submits every bound value', async () => {
    const onSubmit = vi.fn();
    render(<Example onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);

    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'api');
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'hello');
    await userEvent.click(screen.getByRole('combobox', { name: /Region/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Europe' }));
    await userEvent.click(screen.getByRole('combobox', { name: /Tags/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Europe' }));
    await userEvent.click(screen.getByRole('option', { name: 'United States' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('switch', { name: 'Enabled' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Agree' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'api',
      notes: 'hello',
      region: 'eu',
      tags: ['eu', 'us'],
      enabled: true,
      agree: true,
    });
  });

  it('shows other rule errors and takes an overridden required message', async () => {
    function Custom() {
      const { control, handleSubmit } = useForm<{ port: string }>({ defaultValues: { port: '' } });
      return (
        <form onSubmit={handleSubmit(() => {})}>
          <FormTextInput
            control={control}
            name="port"
            label="Port"
            required
            messages={{ required: 'Port is required' }}
            rules={{ pattern: { value: /^\d+$/, message: 'This field must be a number' } }}
          />
          <button type="submit">Go</button>
        </form>
      );
    }
    render(<Custom />);
    const port = screen.getByRole('textbox', { name: /Port/ });
    await userEvent.click(port);
    await userEvent.tab();
    expect(port).toHaveAccessibleDescription('Port is required');
    await userEvent.type(port, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(port).toHaveAccessibleDescription('This field must be a number');
  });
});
