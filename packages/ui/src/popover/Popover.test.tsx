import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/Button';
import { ThemeProvider } from '../theme/ThemeProvider';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './Popover';

describe('Popover', () => {
  it('opens from its trigger, themed like its tree, and closes with its close part or Escape', async () => {
    render(
      <ThemeProvider colorScheme="dark">
        <Popover>
          <PopoverTrigger asChild>
            <Button>Filters</Button>
          </PopoverTrigger>
          <PopoverContent aria-label="Filter options" className="host" withArrow>
            <p>Only failing</p>
            <PopoverClose>Done</PopoverClose>
          </PopoverContent>
        </Popover>
      </ThemeProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    const panel = screen.getByRole('dialog', { name: 'Filter options' });
    expect(panel).toHaveClass('host');
    expect(panel).toHaveAttribute('data-od-color-scheme', 'dark');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
