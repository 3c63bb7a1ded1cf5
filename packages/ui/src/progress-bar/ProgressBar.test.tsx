import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itConformsToStylesApi } from '../test/conformance';
import { progressFillWidth, progressTone } from './progress';
import { ProgressBar } from './ProgressBar';

describe('progress rules', () => {
  it('is green up to 75, orange above 75, red above 90', () => {
    expect([0, 50, 75, 75.01, 90, 90.5, 100, 150].map(progressTone)).toEqual([
      'success',
      'success',
      'success',
      'warning',
      'warning',
      'danger',
      'danger',
      'danger',
    ]);
  });

  it('clamps the fill width to 5..100 for any number', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        const width = progressFillWidth(value);
        return width >= 5 && width <= 100 && (value < 5 || value > 100 || Number.isNaN(value) || width === value);
      }),
    );
  });
});

describe('ProgressBar', () => {
  itConformsToStylesApi({
    render: (props) => <ProgressBar value={40} label="CPU" {...props} />,
    slots: ['root', 'header', 'track', 'fill'],
    refElement: HTMLDivElement,
  });

  it('renders a named progressbar with its value, tone and clamped width', () => {
    const { rerender } = render(<ProgressBar value={2} label="Disk" />);
    const bar = screen.getByRole('progressbar', { name: 'Disk' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    const fill = bar.firstElementChild as HTMLElement;
    expect(fill.style.width).toBe('5%');
    expect(fill).toHaveAttribute('data-tone', 'success');
    rerender(<ProgressBar value={460} max={500} label="Disk" />);
    expect(fill).toHaveAttribute('data-tone', 'danger');
    expect(fill.style.width).toBe('92%');
    expect(screen.getByText('92%')).toBeInTheDocument();
    rerender(<ProgressBar value={80} aria-label="Memory" />);
    expect(screen.getByRole('progressbar', { name: 'Memory' }).firstElementChild).toHaveAttribute('data-tone', 'warning');
  });
});
