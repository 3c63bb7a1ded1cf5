import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme/ThemeProvider';
import { DEFAULT_TOAST_DURATION, Toaster } from './Toaster';
import { createToaster } from './toastStore';

describe('toast store', () => {
  it('adds, updates in place, and dismisses toasts, notifying subscribers', () => {
    const store = createToaster();
    const seen: number[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getSnapshot().length));
    const id = store.loading('Saving');
    store.success('Saved');
    store.update(id, { type: 'success', title: 'Done' });
    expect(store.getSnapshot().map((t) => [t.type, t.title])).toEqual([
      ['success', 'Done'],
      ['success', 'Saved'],
    ]);
    store.dismiss(id);
    expect(store.getSnapshot()).toHaveLength(1);
    store.dismiss();
    unsubscribe();
    store.error('unheard');
    expect(seen).toEqual([1, 2, 2, 1, 0]);
  });

  it('replaces a toast shown again with the same id instead of stacking it', () => {
    const store = createToaster();
    store.error('Failed once', { id: 'sync' });
    store.error('Failed twice', { id: 'sync' });
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]?.title).toBe('Failed twice');
  });
});

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows toasts bottom-right in a labelled region and closes them after 5000 ms', () => {
    const store = createToaster();
    render(<Toaster toaster={store} />);
    act(() => void store.success('Token created successfully'));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('data-position', 'bottom-right');
    expect(screen.getByRole('status')).toHaveTextContent('Token created successfully');
    expect(DEFAULT_TOAST_DURATION).toBe(5000);
    act(() => void vi.advanceTimersByTime(4999));
    expect(screen.queryByText('Token created successfully')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByText('Token created successfully')).toBeNull();
  });

  it('announces errors assertively and lets the user close them', () => {
    const store = createToaster();
    render(<Toaster toaster={store} />);
    act(() => void store.error('Failed to create token', { description: 'name taken' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to create token');
    expect(alert).toHaveTextContent('name taken');
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a loading toast, without a close button, until it is updated; then the clock starts', () => {
    const store = createToaster();
    render(<Toaster toaster={store} />);
    let id = '';
    act(() => void (id = store.loading('Creating...')));
    expect(screen.getByRole('status')).toHaveAttribute('data-type', 'loading');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    act(() => void vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Creating...')).toBeInTheDocument();
    act(() => store.update(id, { type: 'success', title: 'Created' }));
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Created')).toBeNull();
  });

  it('pauses while hovered, takes position, duration, theme and strings from props', () => {
    const store = createToaster();
    render(
      <ThemeProvider colorScheme="dark">
        <Toaster toaster={store} position="top-left" duration={1000} messages={{ region: 'Meldungen', close: 'Zu' }} />
      </ThemeProvider>,
    );
    act(() => void store.info('Copied to clipboard'));
    const region = screen.getByRole('region', { name: 'Meldungen' });
    expect(region).toHaveAttribute('data-position', 'top-left');
    expect(region).toHaveAttribute('data-od-color-scheme', 'dark');
    const toast = screen.getByRole('status');
    act(() => void toast.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.getByText('Copied to clipboard')).toBeInTheDocument();
    act(() => void toast.dispatchEvent(new MouseEvent('mouseout', { bubbles: true })));
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Copied to clipboard')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Zu' })).toBeNull();
  });
});
