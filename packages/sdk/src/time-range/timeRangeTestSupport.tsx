// Test helpers of the time-range widgets (not exported by any entry).
import { useState } from 'react';
import type { UrlStateAdapter } from '../url-state/urlState';

/** jsdom lacks scrollIntoView, which @opsdeck/ui's Select calls on its active option; a browser that lays nothing out. */
export function installScrollIntoView() {
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}

/** A host's router in miniature: search params in state, and every write recorded. */
export function useTestUrl(initial = '') {
  const [params, setParams] = useState(() => new URLSearchParams(initial));
  const adapter: UrlStateAdapter = { params, setParams: (next) => setParams(next) };
  return adapter;
}

/** An in-memory Storage, optionally one whose every call throws (private mode, sandboxed iframes, a full quota). */
export function memoryStorage(options: { throws?: boolean } = {}): Storage {
  const data = new Map<string, string>();
  const guard = () => {
    if (options.throws) throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    get length() {
      return data.size;
    },
    clear: () => (guard(), data.clear()),
    getItem: (key) => (guard(), data.get(key) ?? null),
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => (guard(), data.delete(key), undefined),
    setItem: (key, value) => (guard(), data.set(key, String(value)), undefined),
  };
}
