import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeRangePicker } from './TimeRangePicker';

// The popover is a chunk of its own: when it cannot be fetched (a deploy replaced it, the network dropped), the
// picker must not take the host's page down with it.
vi.mock('./TimeRangePanel', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => vi.restoreAllMocks());

describe('TimeRangePicker when its popover cannot load', () => {
  it('keeps the trigger working and closed, and the page rendered', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <main>
        <p>host content</p>
        <TimeRangePicker defaultValue={{ type: 'relative', display: '1 hour', range: 'now-1h' }} />
      </main>,
    );
    const trigger = screen.getByRole('button', { name: 'Time range: 1 hour' });
    await user.click(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    // React reports the error the picker's boundary caught; the host's tree never sees it.
    expect(logged).toHaveBeenCalled();
    expect(screen.getByText('host content')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.getByRole('button', { name: 'Time range: 1 hour' })).toBeInTheDocument();
  });
});
