import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CloseIcon } from '../icons/icons';
import { itConformsToStylesApi } from '../test/conformance';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  itConformsToStylesApi({
    render: (props) => (
      <IconButton label="Close" loading {...props}>
        <CloseIcon />
      </IconButton>
    ),
    slots: ['root', 'spinner'],
    refElement: HTMLButtonElement,
  });

  it('takes its accessible name from label, ghost by default', () => {
    render(
      <IconButton label="Remove row">
        <CloseIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Remove row' });
    expect(button).toHaveAttribute('data-variant', 'ghost');
    expect(button).toHaveAttribute('title', 'Remove row');
  });
});
