import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/Button';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('appears on keyboard focus and describes its trigger', async () => {
    render(
      <Tooltip content="Runs every 30 s" delayDuration={0}>
        <Button>Schedule</Button>
      </Tooltip>,
    );
    await userEvent.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Runs every 30 s');
    expect(screen.getByRole('button', { name: 'Schedule' })).toHaveAccessibleDescription('Runs every 30 s');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('renders open when controlled, with the content class', () => {
    render(
      <Tooltip content="Hello" open className="host">
        <Button>Greeting</Button>
      </Tooltip>,
    );
    expect(document.querySelector('.host')).toHaveTextContent('Hello');
  });

  it('opens on hover after its delay and stays while the pointer moves onto it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(
        <Tooltip content="Copy the id" delayDuration={300}>
          <Button>Copy</Button>
        </Tooltip>,
      );
      // Past the skip-delay window of a tooltip closed just before (the previous test's).
      await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
      await user.hover(screen.getByRole('button', { name: 'Copy' }));
      expect(screen.queryByRole('tooltip')).toBeNull();
      await act(async () => void (await vi.advanceTimersByTimeAsync(350)));
      const tip = screen.getByRole('tooltip');
      await user.hover(tip);
      await act(async () => void (await vi.advanceTimersByTimeAsync(500)));
      expect(screen.getByRole('tooltip')).toBeInTheDocument();
      await user.unhover(tip);
      await act(async () => void (await vi.advanceTimersByTimeAsync(500)));
      expect(screen.queryByRole('tooltip')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
