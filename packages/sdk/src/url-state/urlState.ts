import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { parseUrlParams, type SafeRecord } from '@opsdeck/api';

/**
 * How a widget keeps its state in the host's URL (Nuqs/TanStack Router style, without depending on a router): the
 * host hands over its current search params and a setter each render, e.g. with React Router
 * `const [params, setParams] = useSearchParams(); <HealthDashboard urlState={{ params, setParams }} />`.
 * Without an adapter a widget keeps the same state in memory; `useWindowUrlState()` binds it to `window.location`.
 */
export interface UrlStateAdapter {
  params: URLSearchParams;
  setParams: (next: URLSearchParams, options?: { replace?: boolean }) => void;
}

/** A change to some parameters: a string sets it, null or undefined removes it. */
export type UrlParamsPatch = Readonly<Record<string, string | null | undefined>>;

export interface UrlParams {
  /** The current parameters, prototype-less, with `__proto__`, `constructor` and `prototype` dropped. */
  values: SafeRecord<string>;
  get(name: string): string | undefined;
  /** Applies a patch over the current parameters (others are kept); replace by default, push with `{ replace: false }`. */
  update(patch: UrlParamsPatch, options?: { replace?: boolean }): void;
}

export function applyUrlParamsPatch(current: URLSearchParams, patch: UrlParamsPatch): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(patch)) {
    if (value === null || value === undefined) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/**
 * The parameters of a widget, from the host's adapter when given, else from memory (seeded by `initial`). Only the
 * names listed in `owned` are read, so two widgets can share one URL without seeing each other's keys; a widget's
 * `prefix` (e.g. 'hd.') namespaces them further.
 */
export function useUrlParams(adapter: UrlStateAdapter | undefined, initial?: string | URLSearchParams): UrlParams {
  const [memory, setMemory] = useState(() => new URLSearchParams(initial));
  const params = adapter ? adapter.params : memory;
  const setParams = adapter?.setParams;
  const values = useMemo(() => parseUrlParams(params), [params]);
  const update = useCallback(
    (patch: UrlParamsPatch, options?: { replace?: boolean }) => {
      if (setParams) setParams(applyUrlParamsPatch(params, patch), { replace: options?.replace ?? true });
      else setMemory((current) => applyUrlParamsPatch(current, patch));
    },
    [params, setParams],
  );
  const get = useCallback((name: string) => values[name], [values]);
  return useMemo(() => ({ values, get, update }), [values, get, update]);
}

const locationEvent = 'opsdeck:locationchange';

function subscribeToLocation(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  window.addEventListener(locationEvent, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(locationEvent, listener);
  };
}

const readSearch = () => window.location.search;
const readServerSearch = () => '';

/**
 * An adapter over `window.location` and the History API, for hosts without a router (a plain page, a wiki embed).
 * Back and forward work; on a server render it starts empty.
 */
export function useWindowUrlState(): UrlStateAdapter {
  const search = useSyncExternalStore(subscribeToLocation, readSearch, readServerSearch);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback((next: URLSearchParams, options?: { replace?: boolean }) => {
    const query = next.toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    if (options?.replace) window.history.replaceState(window.history.state, '', url);
    else window.history.pushState(window.history.state, '', url);
    window.dispatchEvent(new Event(locationEvent));
  }, []);
  return useMemo(() => ({ params, setParams }), [params, setParams]);
}
