import { act, render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/Button';
import { Select } from '../select/Select';
import { Toaster } from '../toast/Toaster';
import { createToaster } from '../toast/toastStore';
import { MessagesProvider } from '../messages/MessagesProvider';
import { axeViolations } from '../test/axe';
import { Dialog, DialogContent, DialogTrigger, type DialogContentProps } from './Dialog';

function Example(props: Partial<DialogContentProps> & { onOpenChange?: (open: boolean) => void }) {
  const { onOpenChange, ...content } = props;
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
    >
      <DialogTrigger asChild>
        <Button>Open</Button>
      </DialogTrigger>
      <DialogContent title="Edit check" description="Change the schedule" footer={<Button>Save</Button>} {...content}>
        <p>Body</p>
      </DialogContent>
    </Dialog>
  );
}

// The backdrop is the dialog's own first child; pointer checks are off as a modal page behind it is inert.
const clickBackground = () =>
  userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }).click(document.querySelector<HTMLElement>('.test-overlay')!);

describe('Dialog', () => {
  describe('given a closed Dialog', () => {
    it('opens from its trigger with a title, a description, and focus inside', async () => {
      render(<Example />);
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit check' });
      expect(dialog).toHaveAccessibleDescription('Change the schedule');
      expect(dialog).toHaveAttribute('data-size', 'medium');
      expect(dialog.contains(document.activeElement)).toBe(true);
    });
  });

  it('starts focus on the first field of its body, not on the header controls', async () => {
    render(
      <Dialog defaultOpen>
        <DialogContent title="Link" expandable>
          <label>
            Incident <input />
          </label>
        </DialogContent>
      </Dialog>,
    );
    expect(await screen.findByRole('textbox', { name: 'Incident' })).toHaveFocus();
  });

  describe('given an open Dialog', () => {
    it('closes with the close button and with Escape, returning focus to the trigger', async () => {
      render(<Example />);
      const trigger = screen.getByRole('button', { name: 'Open' });
      await userEvent.click(trigger);
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(trigger).toHaveFocus();
      await userEvent.click(trigger);
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('closes on a background click by default', async () => {
      const onOpenChange = vi.fn();
      render(<Example onOpenChange={onOpenChange} classNames={{ overlay: 'test-overlay' }} />);
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      await clickBackground();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
    });

    it('stays open on a background click when closeOnOutsideClick is false', async () => {
      render(<Example closeOnOutsideClick={false} classNames={{ overlay: 'test-overlay' }} />);
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      await clickBackground();
      expect(screen.getByRole('dialog', { name: 'Edit check' })).toBeInTheDocument();
    });

    it('switches to full and back with the expand control', async () => {
      const onExpandedChange = vi.fn();
      render(<Example size="small" expandable onExpandedChange={onExpandedChange} />);
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      const dialog = screen.getByRole('dialog');
      expect(dialog).toHaveAttribute('data-size', 'small');
      await userEvent.click(screen.getByRole('button', { name: 'Expand' }));
      expect(dialog).toHaveAttribute('data-size', 'full');
      expect(screen.getByRole('button', { name: 'Collapse' })).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(screen.getByRole('button', { name: 'Collapse' }));
      expect(dialog).toHaveAttribute('data-size', 'small');
      expect(onExpandedChange.mock.calls).toEqual([[true], [false]]);
    });

    it.each(['very-small', 'small', 'medium', 'large', 'full'] as const)('renders size %s', async (size) => {
      render(<Example size={size} />);
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      expect(screen.getByRole('dialog')).toHaveAttribute('data-size', size);
    });

    it('takes its strings from props over a MessagesProvider over the defaults', async () => {
      render(
        <MessagesProvider messages={{ dialog: { close: 'Schließen', expand: 'Vergrößern' } }}>
          <Example expandable messages={{ expand: 'Maximise' }} />
        </MessagesProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Maximise' })).toBeInTheDocument();
    });

    it('puts classNames on its slots and has no structural accessibility violations', async () => {
      render(<Example classNames={{ overlay: 'x-overlay', content: 'x-content', body: 'x-body', footer: 'x-footer' }} />);
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      for (const cls of ['x-overlay', 'x-content', 'x-body', 'x-footer']) expect(document.querySelector(`.${cls}`)).not.toBeNull();
      expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
    });
  });

  describe('while open', () => {
    it('locks the page scroll through the style of <body> and gives the page its own value back on close', async () => {
      document.body.style.overflow = 'clip';
      const stylesBefore = document.head.querySelectorAll('style:not([data-vite-dev-id])').length;
      render(<Example />);
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      expect(document.body.style.overflow).toBe('hidden');
      // No <style> element: nothing for a CSP to block.
      expect(document.head.querySelectorAll('style:not([data-vite-dev-id])').length).toBe(stylesBefore);
      await userEvent.keyboard('{Escape}');
      expect(document.body.style.overflow).toBe('clip');
      document.body.style.overflow = '';
    });

    it('closes a select open inside it on the first Escape and itself on the second', async () => {
      render(
        <Dialog defaultOpen>
          <DialogContent title="Filters">
            <Select label="Status" options={[{ value: 'ok', label: 'Healthy' }]} />
          </DialogContent>
        </Dialog>,
      );
      await userEvent.click(await screen.findByRole('combobox', { name: /Status/ }));
      expect(screen.getByRole('listbox')).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('keeps open when onEscapeKeyDown cancels, and returns focus to where it was without a trigger', async () => {
      function Controlled() {
        const [open, setOpen] = useState(false);
        return (
          <>
            <Button onClick={() => setOpen(true)}>Details</Button>
            <Dialog open={open} onOpenChange={setOpen}>
              <DialogContent title="Check" onEscapeKeyDown={(event) => event.preventDefault()}>
                <p>Body</p>
              </DialogContent>
            </Dialog>
          </>
        );
      }
      render(<Controlled />);
      const opener = screen.getByRole('button', { name: 'Details' });
      await userEvent.click(opener);
      await userEvent.keyboard('{Escape}');
      expect(screen.getByRole('dialog', { name: 'Check' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(opener).toHaveFocus();
    });

    it('shows toasts inside the modal dialog (the page behind it is inert)', async () => {
      const toaster = createToaster();
      render(
        <>
          <Toaster toaster={toaster} />
          <Example />
        </>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      act(() => void toaster.error('Could not save'));
      expect(screen.getByRole('dialog').contains(screen.getByText('Could not save'))).toBe(true);
      await userEvent.keyboard('{Escape}');
      expect(screen.getByText('Could not save').closest('dialog')).toBeNull();
    });
  });
});
