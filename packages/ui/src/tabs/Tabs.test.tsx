import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
});
