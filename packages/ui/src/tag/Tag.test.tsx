import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itConformsToStylesApi } from '../test/conformance';
import { Badge, Tag } from './Tag';
import { TagList } from './TagList';

const labels = ['env:prod', 'team:sre', 'tier:1', 'region:eu', 'app:api'].map((id) => {
  const [key, value] = id.split(':');
  return { id, labelKey: key, label: value };
});

describe('Tag', () => {
  itConformsToStylesApi({
    render: (props) => (
      <Tag labelKey="env" {...props}>
        prod
      </Tag>
    ),
    slots: ['root', 'key', 'text'],
    refElement: HTMLSpanElement,
  });

  it('shows key and value with its tone on a data attribute; Badge is a pill', () => {
    render(
      <>
        <Tag labelKey="env" tone="danger">
          prod
        </Tag>
        <Badge tone="success">healthy</Badge>
      </>,
    );
    expect(screen.getByText('prod').parentElement).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByText('env:')).toBeInTheDocument();
    expect(screen.getByText('healthy').parentElement).toHaveAttribute('data-shape', 'pill');
  });
});

describe('TagList', () => {
  it("shows the first `max` labels and '+N more', which expands and collapses", async () => {
    render(<TagList items={labels} max={2} />);
    expect(screen.getByText('prod')).toBeInTheDocument();
    expect(screen.queryByText('eu')).toBeNull();
    const more = screen.getByRole('button', { name: '+3 more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(screen.getByText('eu')).toBeInTheDocument();
    expect(screen.getByText('api')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.queryByText('eu')).toBeNull();
  });

  it('has no toggle when everything fits, and takes overridden strings', () => {
    const { rerender } = render(<TagList items={labels.slice(0, 2)} max={2} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<TagList items={labels} max={1} messages={{ more: (n) => `${n} weitere` }} />);
    expect(screen.getByRole('button', { name: '4 weitere' })).toBeInTheDocument();
  });
});
