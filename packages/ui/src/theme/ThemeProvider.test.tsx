import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { getNonce } from 'get-nonce';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent } from '../dialog/Dialog';
import { vars } from './contract.css';
import { darkColors, lightColors } from './tokens';
import { ThemeProvider } from './ThemeProvider';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      clicked {count}
    </button>
  );
}

describe('ThemeProvider', () => {
  it('exposes the contract as --od-* custom properties', () => {
    expect(vars.color.bg).toBe('var(--od-color-bg)');
    expect(vars.space['2']).toBe('var(--od-space-2)');
    expect(vars.zIndex.modal).toBe('var(--od-z-index-modal)');
    expect(Object.keys(darkColors)).toEqual(Object.keys(lightColors));
  });

  it('switches the colour scheme in place: same DOM node, state kept', async () => {
    function Harness() {
      const [scheme, setScheme] = useState<'light' | 'dark'>('light');
      return (
        <ThemeProvider colorScheme={scheme} data-testid="root">
          <button type="button" onClick={() => setScheme(scheme === 'light' ? 'dark' : 'light')}>
            toggle
          </button>
          <Counter />
        </ThemeProvider>
      );
    }
    render(<Harness />);
    const root = screen.getByTestId('root');
    expect(root).toHaveAttribute('data-od-color-scheme', 'light');
    await userEvent.click(screen.getByRole('button', { name: 'clicked 0' }));
    const counter = screen.getByRole('button', { name: 'clicked 1' });
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByTestId('root')).toBe(root);
    expect(root).toHaveAttribute('data-od-color-scheme', 'dark');
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBe(counter);
  });

  it('carries the scheme into portalled layers, which render outside the wrapper', () => {
    render(
      <ThemeProvider colorScheme="dark" data-testid="root">
        <Dialog open>
          <DialogContent title="Themed">body</DialogContent>
        </Dialog>
      </ThemeProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Themed' });
    expect(screen.getByTestId('root').contains(dialog)).toBe(false);
    expect(dialog).toHaveAttribute('data-od-color-scheme', 'dark');
  });

  it('locks scroll for a dialog without any runtime <style> (nothing for a CSP to block) and hands the nonce to get-nonce', () => {
    const before = document.head.querySelectorAll('style').length;
    render(
      <ThemeProvider nonce="n0nce-123">
        <Dialog open>
          <DialogContent title="Locked">body</DialogContent>
        </Dialog>
      </ThemeProvider>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.head.querySelectorAll('style').length).toBe(before);
    expect(getNonce()).toBe('n0nce-123');
  });

  it('leaves portalled layers to the page when there is no provider', () => {
    render(
      <Dialog open>
        <DialogContent title="Plain">body</DialogContent>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Plain' })).not.toHaveAttribute('data-od-color-scheme');
  });
});
