import { useSyncExternalStore } from 'react';
import { PREFERENCE_KEYS, encodePreference, readPreferences, type Preferences } from './preferences';

/**
 * One store over localStorage for the whole console: components subscribe with usePreferences(), writes go through
 * setPreference(), and a change made in another tab arrives through the storage event.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
const storage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);
// Choices that could not be stored (no storage, quota, blocked): they last for this page's life.
const unsaved = new Map<string, string>();
const reader: Pick<Storage, 'getItem'> = { getItem: (key) => unsaved.get(key) ?? storage()?.getItem(key) ?? null };

let snapshot: Preferences = readPreferences(reader);

function refresh() {
  snapshot = readPreferences(reader);
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values(PREFERENCE_KEYS).includes(event.key)) refresh();
  });
}

export function setPreference<K extends keyof Preferences>(key: K, value: Preferences[K]): void {
  const encoded = encodePreference(key, value);
  const name = PREFERENCE_KEYS[key];
  try {
    const target = storage();
    if (!target) throw new Error('no storage');
    target.setItem(name, encoded);
    unsaved.delete(name);
  } catch {
    unsaved.set(name, encoded);
  }
  refresh();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => snapshot;

export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
