import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

function Example() {
  return (
    <Tabs defaultValue="checks" className="host">
      <TabsList aria-label="Sections">
        <TabsTrigger value="checks">Checks</TabsTrigger>
        <TabsTrigger value="history">History</TabsTrigger>
        <TabsTrigger value="off" disabled>
          Off
        </TabsTrigger>
      </TabsList>
      <TabsContent value="checks">Checks panel</TabsContent>
      <TabsContent value="history">History panel</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the default tab and switches by click', async () => {
    render(<Example />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Checks panel');
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('History panel');
  });

  it('moves with the arrow keys and skips disabled tabs', async () => {
    render(<Example />);
    screen.getByRole('tab', { name: 'Checks' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Checks' })).toHaveFocus();
  });

  it('keeps the host class and has no structural accessibility violations', async () => {
    const { container } = render(<Example />);
    expect(container.firstElementChild).toHaveClass('host');
    expect(await axeViolations()).toEqual([]);
  });

  it('goes to the first and last tab with Home and End, and selects on focus (automatic activation)', async () => {
    render(<Example />);
    screen.getByRole('tab', { name: 'Checks' }).focus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('History panel');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Checks' })).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Checks' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Checks');
  });

  it('in manual activation moves focus with the arrows and selects with Enter only', async () => {
    const onValueChange = vi.fn();
    render(
      <Tabs defaultValue="a" activationMode="manual" onValueChange={onValueChange}>
        <TabsList aria-label="Manual">
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b">B</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Panel A</TabsContent>
        <TabsContent value="b">Panel B</TabsContent>
      </Tabs>,
    );
    screen.getByRole('tab', { name: 'A' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'B' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel A');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel B');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('b');
  });
});
