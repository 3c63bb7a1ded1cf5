import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itConformsToStylesApi } from '../test/conformance';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  itConformsToStylesApi({
    render: (props) => <StatCard label="Failing" value={3} description="last hour" icon="!" {...props} />,
    slots: ['root', 'header', 'label', 'icon', 'value', 'description'],
    refElement: HTMLDivElement,
  });

  it('shows label, value and tone; while loading a placeholder and aria-busy', () => {
    const { rerender, container } = render(<StatCard label="Failing" value={3} tone="danger" />);
    expect(screen.getByText('3')).toHaveAttribute('data-tone', 'danger');
    rerender(<StatCard label="Failing" value={3} loading />);
    expect(screen.queryByText('3')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
  });
});
