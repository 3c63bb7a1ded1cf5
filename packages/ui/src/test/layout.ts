import { onTestFinished, vi } from 'vitest';

/**
 * jsdom lays nothing out, so every element measures 0 x 0 and a virtualised list would show no rows. Call this inside
 * a test to give elements a fixed box (what TanStack Virtual reads: clientWidth/clientHeight), as a browser would.
 */
export function useFakeLayout(height: number, width = 600) {
  const spies = [
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(height),
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(width),
  ];
  onTestFinished(() => spies.forEach((spy) => spy.mockRestore()));
}
