import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/Button';
import { MessagesProvider } from '../messages/MessagesProvider';
import { itConformsToStylesApi } from '../test/conformance';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  itConformsToStylesApi({
    render: (props) => <EmptyState description="Add a check" action={<Button>Add</Button>} {...props} />,
    slots: ['root', 'icon', 'title', 'description', 'action'],
    refElement: HTMLDivElement,
  });

  it("says 'No data available' by default", () => {
    render(<EmptyState />);
    expect(screen.getByText('No data available')).toBeInTheDocument();
  });

  it('takes a title prop, then messages, then a provider', () => {
    const { rerender } = render(
      <MessagesProvider messages={{ emptyState: { title: 'Keine Daten' } }}>
        <EmptyState />
      </MessagesProvider>,
    );
    expect(screen.getByText('Keine Daten')).toBeInTheDocument();
    rerender(
      <MessagesProvider messages={{ emptyState: { title: 'Keine Daten' } }}>
        <EmptyState messages={{ title: 'Nothing yet' }} />
      </MessagesProvider>,
    );
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    rerender(<EmptyState title="No checks match" icon={false} />);
    expect(screen.getByText('No checks match')).toBeInTheDocument();
  });
});
