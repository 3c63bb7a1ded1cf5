import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { itConformsToStylesApi } from '../test/conformance';
import { Switch } from './Switch';

describe('Switch', () => {
  itConformsToStylesApi({
    render: (props) => <Switch label="Hide passing" {...props} />,
    slots: ['root', 'track', 'thumb', 'label'],
    refElement: HTMLButtonElement,
  });

  it('toggles by click on the label and by Space, reporting each change', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Hide passing" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Hide passing' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(screen.getByText('Hide passing'));
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAttribute('data-state', 'checked');
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });
});
