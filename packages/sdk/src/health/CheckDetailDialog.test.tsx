import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckDetailDialog as EntryCheckDetailDialog } from './checkDetailEntry';
import DefaultCheckDetailDialog, { CheckDetailDialog } from './CheckDetailDialog';
import type { CheckDetailDialogProps } from './CheckDetailDialog';
import { NOW, fakeHealthApi, installBrowserGaps, renderWithProvider } from './check-detail/checkDetailTestSupport';

beforeAll(installBrowserGaps);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

function Host({ Dialog, onOpenChange }: { Dialog: (props: CheckDetailDialogProps) => React.ReactNode; onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show check
      </button>
      <Dialog
        checkId="check-1"
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      />
    </>
  );
}

describe('<CheckDetailDialog>', () => {
  it('is the default export of its module too (the dashboard lazy-loads it)', () => {
    expect(DefaultCheckDetailDialog).toBe(CheckDetailDialog);
  });

  for (const [name, Dialog] of [
    ['the module', CheckDetailDialog],
    ['the entry (code loaded on first open)', EntryCheckDetailDialog],
  ] as const) {
    it(`opens titled with the check's name, expands to full, and closes through onOpenChange(false): ${name}`, async () => {
      const user = userEvent.setup();
      const onOpenChange = vi.fn();
      const api = fakeHealthApi();
      renderWithProvider(<Host Dialog={Dialog} onOpenChange={onOpenChange} />, { api });
      expect(api.check).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Show check' }));
      const dialog = await screen.findByRole('dialog', { name: 'api-health' });
      expect(dialog).toHaveAttribute('data-size', 'large');
      // The first open also loads the lazy parts (the tabs, the history table).
      await within(dialog).findByText('row 0', {}, { timeout: 10_000 });
      // The name is the title: the body's header does not repeat it.
      expect(within(dialog).getAllByRole('heading', { name: 'api-health' })).toHaveLength(1);
      expect(await within(dialog).findByRole('button', { name: 'Run Now' })).toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Expand' }));
      expect(dialog).toHaveAttribute('data-size', 'full');
      await user.click(within(dialog).getByRole('button', { name: 'Collapse' }));
      expect(dialog).toHaveAttribute('data-size', 'large');

      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(onOpenChange).toHaveBeenCalledWith(false);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  }

  it('shows the not-found view inside the dialog', async () => {
    const api = fakeHealthApi({ check: null });
    renderWithProvider(<CheckDetailDialog checkId="gone" open onOpenChange={() => {}} />, { api });
    const dialog = await screen.findByRole('dialog', { name: 'Check' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Check not found');
  });
});
