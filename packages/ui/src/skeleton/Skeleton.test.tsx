import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonText } from './Skeleton';

describe('Skeleton', () => {
  it('is a sized, hidden placeholder', () => {
    const { container } = render(<Skeleton width={120} height={20} circle className="host" />);
    const el = container.firstElementChild as HTMLElement;
    expect(el).toHaveAttribute('aria-hidden', 'true');
    expect(el).toHaveAttribute('data-circle');
    expect(el).toHaveClass('host');
    expect(el.style.width).toBe('120px');
    expect(el.style.height).toBe('20px');
  });

  it('draws paragraph lines with a shorter last line', () => {
    const { container } = render(<SkeletonText lines={3} />);
    const bars = [...container.querySelectorAll<HTMLElement>('span')];
    expect(bars.map((b) => b.style.width)).toEqual(['100%', '100%', '60%']);
  });
});
