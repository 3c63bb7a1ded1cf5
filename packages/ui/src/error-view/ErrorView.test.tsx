import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itConformsToStylesApi } from '../test/conformance';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorView } from './ErrorView';

describe('ErrorView', () => {
  itConformsToStylesApi({
    render: (props) => <ErrorView error={new Error('boom')} onRetry={() => {}} {...props} />,
    slots: ['root', 'icon', 'title', 'message', 'action'],
    refElement: HTMLDivElement,
  });

  it("says 'Sorry.. there was an error' with the error's message and a retry", async () => {
    const onRetry = vi.fn();
    render(<ErrorView error={new Error('connection refused')} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Sorry.. there was an error');
    expect(alert).toHaveTextContent('connection refused');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('reads a message from strings and plain objects, and shows none for other values', () => {
    const { rerender } = render(<ErrorView error="timeout" />);
    expect(screen.getByRole('alert')).toHaveTextContent('timeout');
    rerender(<ErrorView error={{ message: 'forbidden' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('forbidden');
    rerender(<ErrorView error={42} messages={{ title: 'Oops' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Oops$/);
  });
});

describe('ErrorBoundary', () => {
  // React logs caught render errors to console.error; keep the output readable.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  function Bomb({ explode }: { explode: boolean }) {
    if (explode) throw new Error('widget crashed');
    return <p>widget ok</p>;
  }

  it('contains a render error, reports it, and renders the children again after retry', async () => {
    const onError = vi.fn();
    function Harness() {
      const [explode, setExplode] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setExplode(false)}>
            fix
          </button>
          <ErrorBoundary onError={onError}>
            <Bomb explode={explode} />
          </ErrorBoundary>
          <p>rest of the page</p>
        </>
      );
    }
    render(<Harness />);
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry.. there was an error');
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'widget crashed' }), expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'fix' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('widget ok')).toBeInTheDocument();
  });

  it('uses a fallback render function and clears itself when resetKeys change', () => {
    const { rerender } = render(
      <ErrorBoundary resetKeys={['a']} fallback={({ error }) => <p>custom: {(error as Error).message}</p>}>
        <Bomb explode />
      </ErrorBoundary>,
    );
    expect(screen.getByText('custom: widget crashed')).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKeys={['b']} fallback={<p>static</p>}>
        <Bomb explode={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('widget ok')).toBeInTheDocument();
  });
});
