import type { UrlStateAdapter } from '@opsdeck/sdk';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The widgets' URL state adapter over React Router's search params: their state lives in the console's URL. */
export function useRouterUrlState(): UrlStateAdapter {
  const [params, setParams] = useSearchParams();
  return useMemo(
    () => ({ params, setParams: (next, options) => setParams(next, { replace: options?.replace ?? false }) }),
    [params, setParams],
  );
}
