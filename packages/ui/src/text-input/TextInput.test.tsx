import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itConformsToStylesApi } from '../test/conformance';
import { TextInput } from './TextInput';

describe('TextInput', () => {
  itConformsToStylesApi({
    render: (props) => <TextInput label="Name" description="Shown in lists" error="Too short" {...props} />,
    slots: ['root', 'label', 'input', 'description', 'error'],
    refElement: HTMLInputElement,
  });

  it('is labelled, typed into, and described by its description and error', async () => {
    render(<TextInput label="Name" description="Shown in lists" error="Name is required" required />);
    const input = screen.getByRole('textbox', { name: /Name/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Shown in lists Name is required');
    await userEvent.type(input, 'api');
    expect(input).toHaveValue('api');
  });

  it('is not marked invalid without an error', () => {
    render(<TextInput label="Name" />);
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });
});
