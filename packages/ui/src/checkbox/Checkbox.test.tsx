import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { itConformsToStylesApi } from '../test/conformance';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  itConformsToStylesApi({
    render: (props) => <Checkbox label="Select all" defaultChecked {...props} />,
    slots: ['root', 'box', 'indicator', 'label'],
    refElement: HTMLButtonElement,
  });

  it('checks and unchecks from its label', async () => {
    render(<Checkbox label="Select all" />);
    const box = screen.getByRole('checkbox', { name: 'Select all' });
    await userEvent.click(screen.getByText('Select all'));
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(box).not.toBeChecked();
  });

  it('shows the mixed state', () => {
    render(<Checkbox label="Some rows" checked="indeterminate" />);
    expect(screen.getByRole('checkbox', { name: 'Some rows' })).toHaveAttribute('aria-checked', 'mixed');
  });

  it('toggles with Space, not Enter; a mixed box becomes checked; a named box submits while checked', async () => {
    const onCheckedChange = vi.fn();
    const { container } = render(
      <form>
        <Checkbox label="Rows" name="rows" value="all" defaultChecked="indeterminate" onCheckedChange={onCheckedChange} />
      </form>,
    );
    const box = screen.getByRole('checkbox', { name: 'Rows' });
    box.focus();
    await userEvent.keyboard('{Enter}');
    expect(onCheckedChange).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    expect(box).toHaveAttribute('aria-checked', 'true');
    expect(new FormData(container.querySelector('form')!).get('rows')).toBe('all');
    await userEvent.keyboard(' ');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
    expect(new FormData(container.querySelector('form')!).get('rows')).toBeNull();
  });
});
