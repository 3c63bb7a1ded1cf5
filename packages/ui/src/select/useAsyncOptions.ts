import { useEffect, useState } from 'react';
import type { SelectOption } from './selectOptions';

export type LoadOptions = (query: string, signal: AbortSignal) => Promise<readonly SelectOption[]>;

export const ASYNC_LOOKUP_DEBOUNCE_MS = 100;

export interface AsyncOptionsState {
  options: readonly SelectOption[];
  loading: boolean;
}

/**
 * Looks options up as the user types: debounced, the previous request aborted when the query changes, nothing asked
 * for an empty query (the list then says 'Start typing to search'). A failed lookup shows as no options.
 */
export function useAsyncOptions(loadOptions: LoadOptions | undefined, query: string, enabled: boolean): AsyncOptionsState {
  const [state, setState] = useState<AsyncOptionsState>({ options: [], loading: false });
  const trimmed = query.trim();

  useEffect(() => {
    if (!loadOptions || !enabled || !trimmed) {
      setState({ options: [], loading: false });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ options: previous.options, loading: true }));
    const timer = setTimeout(() => {
      loadOptions(trimmed, controller.signal).then(
        (options) => !controller.signal.aborted && setState({ options, loading: false }),
        () => !controller.signal.aborted && setState({ options: [], loading: false }),
      );
    }, ASYNC_LOOKUP_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [loadOptions, enabled, trimmed]);

  return state;
}
