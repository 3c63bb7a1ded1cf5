import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
});
