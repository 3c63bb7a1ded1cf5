import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// The server-rendering test runs in plain Node: nothing below applies there.
if (typeof window !== 'undefined') installBrowserGaps();

function installBrowserGaps() {
  // jsdom lacks these browser APIs; Radix (ResizeObserver, pointer capture) and our Select (scrollIntoView) call them.
  // They are inert here, exactly as in a browser that never lays anything out.
  class InertResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver ??= InertResizeObserver as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
