import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent } from '@opsdeck/ui/dialog';
import { EmptyState } from '@opsdeck/ui/empty-state';
import { useErrorMessage } from '../messages/requestMessages';
import { OpsdeckError } from '@opsdeck/api';
import { OpsdeckProvider } from './OpsdeckProvider';
import { themeOverrideStyle } from './themeOverrides';

const BASE = 'http://opsdeck.invalid';

function Counter() {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {`clicked ${n}`}
    </button>
  );
}

function themeRoot(): HTMLElement {
  return document.querySelector('[data-od-color-scheme]') as HTMLElement;
}

describe('OpsdeckProvider presentation', () => {
  it('switches light and dark in place: same element, state kept', () => {
    const { rerender } = render(
      <OpsdeckProvider baseUrl={BASE} colorScheme="light">
        <Counter />
      </OpsdeckProvider>,
    );
    const root = themeRoot();
    expect(root).toHaveAttribute('data-od-color-scheme', 'light');
    fireEvent.click(screen.getByRole('button'));
    rerender(
      <OpsdeckProvider baseUrl={BASE} colorScheme="dark">
        <Counter />
      </OpsdeckProvider>,
    );
    expect(themeRoot()).toBe(root);
    expect(root).toHaveAttribute('data-od-color-scheme', 'dark');
    expect(screen.getByRole('button')).toHaveTextContent('clicked 1');
  });

  it('inherits the scheme of an enclosing provider unless it sets its own', () => {
    render(
      <OpsdeckProvider baseUrl={BASE} colorScheme="dark">
        <OpsdeckProvider baseUrl="http://other.invalid">
          <span data-testid="inner" />
        </OpsdeckProvider>
      </OpsdeckProvider>,
    );
    expect(screen.getByTestId('inner').closest('[data-od-color-scheme]')).toHaveAttribute('data-od-color-scheme', 'dark');
  });

  it('sets theme overrides as --od-* variables on its element', () => {
    render(
      <OpsdeckProvider baseUrl={BASE} theme={{ color: { accent: '#7c3aed' }, radius: { md: '2px' }, font: { family: 'Inter' } }}>
        <span />
      </OpsdeckProvider>,
    );
    const style = themeRoot().style;
    expect(style.getPropertyValue('--od-color-accent')).toBe('#7c3aed');
    expect(style.getPropertyValue('--od-radius-md')).toBe('2px');
    expect(style.getPropertyValue('--od-font-family')).toBe('Inter');
  });

  it('refuses an unknown theme token, naming it', () => {
    expect(() => themeOverrideStyle({ color: { acent: 'red' } } as never)).toThrow('Unknown theme token "color.acent"');
    expect(() => themeOverrideStyle({ color: 'red' } as never)).toThrow('Unknown theme token "color"');
  });

  it('opens a scroll-locked dialog under a strict CSP: no runtime <style>, the lock set through element.style', () => {
    // The ui layer forwards `nonce` to get-nonce (covered in @opsdeck/ui); here: nothing of ours needs it any more.
    const before = document.head.querySelectorAll('style').length;
    render(
      <OpsdeckProvider baseUrl={BASE} nonce="sdk-n0nce">
        <Dialog open>
          <DialogContent title="Locked">body</DialogContent>
        </Dialog>
      </OpsdeckProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Locked' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.head.querySelectorAll('style').length).toBe(before);
  });

  it('overrides the strings of the design system and its own through messages', () => {
    function Failure() {
      const describe = useErrorMessage();
      return <p>{describe(new OpsdeckError({ kind: 'timeout', message: 'x', url: BASE, method: 'GET' }))}</p>;
    }
    render(
      <OpsdeckProvider baseUrl={BASE} messages={{ emptyState: { title: 'Rien à afficher' }, request: { timeout: 'Trop lent.' } }}>
        <EmptyState />
        <Failure />
      </OpsdeckProvider>,
    );
    expect(screen.getByText('Rien à afficher')).toBeInTheDocument();
    expect(screen.getByText('Trop lent.')).toBeInTheDocument();
  });

  it('keeps the defaults of spec 000 section 8 for what is not overridden', () => {
    function Failure() {
      const describe = useErrorMessage();
      return <p>{describe(new OpsdeckError({ kind: 'offline', message: 'x', url: BASE, method: 'GET' }))}</p>;
    }
    render(
      <OpsdeckProvider baseUrl={BASE} messages={{ request: { timeout: 'Trop lent.' } }}>
        <EmptyState />
        <Failure />
      </OpsdeckProvider>,
    );
    expect(screen.getByText('No data available')).toBeInTheDocument();
    expect(screen.getByText('No internet connection. Please try again.')).toBeInTheDocument();
  });
});
