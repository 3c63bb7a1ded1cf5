import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../messages/MessagesProvider';
import { itConformsToStylesApi } from '../test/conformance';
import { Button } from './Button';

describe('Button', () => {
  itConformsToStylesApi({
    render: (props) => (
      <Button leftSection="L" loading {...props}>
        Save
      </Button>
    ),
    slots: ['root', 'label', 'section', 'spinner'],
    refElement: HTMLButtonElement,
  });

  it('is a type=button with its variant and size on data attributes', () => {
    render(
      <Button variant="danger" size="sm">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'danger');
    expect(button).toHaveAttribute('data-size', 'sm');
  });

  it('calls onClick when enabled', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Go</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  describe('given loading', () => {
    it('is busy and disabled, announces the loading label and ignores clicks', async () => {
      const onClick = vi.fn();
      render(
        <Button loading loadingLabel="Saving" onClick={onClick}>
          Save
        </Button>,
      );
      const button = screen.getByRole('button', { name: /Save/ });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button).toHaveAttribute('data-loading');
      expect(screen.getByRole('status', { name: 'Saving' })).toBeInTheDocument();
      await userEvent.click(button);
      expect(onClick).not.toHaveBeenCalled();
    });
  });

  it('takes its loading label from a MessagesProvider unless the prop is given', () => {
    const { rerender } = render(
      <MessagesProvider messages={{ button: { loading: 'Wird geladen' } }}>
        <Button loading>Save</Button>
      </MessagesProvider>,
    );
    expect(screen.getByRole('status', { name: 'Wird geladen' })).toBeInTheDocument();
    rerender(
      <MessagesProvider messages={{ button: { loading: 'Wird geladen' } }}>
        <Button loading loadingLabel="Speichern">
          Save
        </Button>
      </MessagesProvider>,
    );
    expect(screen.getByRole('status', { name: 'Speichern' })).toBeInTheDocument();
  });
});
