import { useSyncExternalStore } from 'react';

/** Spec 000 section 2: the Health Overview chart shows on screens at least this tall, else in a Graph tab. */
export const TALL_WINDOW_MIN_HEIGHT = 992;

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

const isTall = () => window.innerHeight >= TALL_WINDOW_MIN_HEIGHT;
// A server (and the first client render after it) has no window: the chart goes in its tab.
const notTall = () => false;

/** Whether the window is at least 992 px tall, following resizes. */
export function useTallWindow(): boolean {
  return useSyncExternalStore(subscribe, isTall, notTall);
}
