import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OpsdeckProvider } from '../provider/OpsdeckProvider';
import { OpsdeckLink } from './OpsdeckLink';
import { useOpsdeckMode } from './useOpsdeckMode';
import { useOpsdeckNavigate } from './useOpsdeckNavigate';

const BASE = 'http://opsdeck.invalid';

afterEach(() => vi.restoreAllMocks());

describe('OpsdeckLink in an app', () => {
  it('sends a plain click through the host router and keeps a real href', () => {
    const navigate = vi.fn();
    render(
      <OpsdeckProvider baseUrl={BASE} navigate={navigate}>
        <OpsdeckLink to="/health?check=1">Check</OpsdeckLink>
      </OpsdeckProvider>,
    );
    const link = screen.getByRole('link', { name: 'Check' });
    expect(link).toHaveAttribute('href', '/health?check=1');
    expect(link).not.toHaveAttribute('target');
    const notPrevented = fireEvent.click(link, { button: 0 });
    expect(notPrevented).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/health?check=1', undefined);
  });

  it('leaves modified clicks (new tab, new window) and other targets to the browser', () => {
    const navigate = vi.fn();
    render(
      <OpsdeckProvider baseUrl={BASE} navigate={navigate}>
        <OpsdeckLink to="/a">A</OpsdeckLink>
        <OpsdeckLink to="/b" target="_blank">
          B
        </OpsdeckLink>
      </OpsdeckProvider>,
    );
    const a = screen.getByRole('link', { name: 'A' });
    a.addEventListener('click', (event) => event.preventDefault()); // jsdom would otherwise try to navigate
    fireEvent.click(a, { ctrlKey: true });
    fireEvent.click(a, { metaKey: true });
    fireEvent.click(a, { shiftKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('passes replace to the router and respects a caller that prevented the click', () => {
    const navigate = vi.fn();
    render(
      <OpsdeckProvider baseUrl={BASE} navigate={navigate}>
        <OpsdeckLink to="/r" replace>
          R
        </OpsdeckLink>
        <OpsdeckLink to="/p" onClick={(event) => event.preventDefault()}>
          P
        </OpsdeckLink>
      </OpsdeckProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'R' }));
    fireEvent.click(screen.getByRole('link', { name: 'P' }));
    expect(navigate.mock.calls).toEqual([['/r', { replace: true }]]);
  });
});

describe('given mode="public"', () => {
  it('opens links in a new tab and never drives the host page', () => {
    const navigate = vi.fn();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    function Go() {
      const go = useOpsdeckNavigate();
      return (
        <button type="button" onClick={() => go('/topology')}>
          {`go (${useOpsdeckMode()})`}
        </button>
      );
    }
    render(
      <OpsdeckProvider baseUrl={BASE} mode="public" navigate={navigate}>
        <OpsdeckLink to="/health">Health</OpsdeckLink>
        <Go />
      </OpsdeckProvider>,
    );
    const link = screen.getByRole('link', { name: 'Health' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    fireEvent.click(screen.getByRole('button', { name: 'go (public)' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(open).toHaveBeenCalledWith('/topology', '_blank', 'noopener,noreferrer');
  });
});

describe('hooks outside a provider', () => {
  it('say where they must be used', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Lost() {
      useOpsdeckMode();
      return null;
    }
    expect(() => render(<Lost />)).toThrow('useOpsdeckMode must be used inside <OpsdeckProvider>');
  });
});
