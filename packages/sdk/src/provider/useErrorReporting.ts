import { useEffect, type RefObject } from 'react';
import type { MutationKey, QueryClient, QueryKey } from '@tanstack/react-query';
import { isAbortedError } from '@opsdeck/api';
import { isUnderRoot, type OpsdeckQueryKeyRoot } from './opsdeckKeys';

export interface OpsdeckErrorContext {
  /** The user-facing text (spec 000 section 8 for transport failures, the server's message otherwise). */
  message: string;
  queryKey?: QueryKey;
  mutationKey?: MutationKey;
}

export type OpsdeckErrorHandler = (error: unknown, context: OpsdeckErrorContext) => void;

export interface ErrorReporting {
  onError: OpsdeckErrorHandler | undefined;
  describe: (error: unknown) => string;
}

/**
 * Tells the host about every failed query or mutation of this provider, after retries, whichever QueryClient runs
 * them: we listen to the client's caches instead of setting its global callbacks, which belong to the host. A
 * cancelled request is not a failure.
 */
export function useErrorReporting(
  queryClient: QueryClient,
  root: OpsdeckQueryKeyRoot,
  reporting: RefObject<ErrorReporting>,
): void {
  useEffect(() => {
    const report = (error: unknown, keys: Omit<OpsdeckErrorContext, 'message'>) => {
      if (isAbortedError(error)) return;
      const { onError, describe } = reporting.current;
      onError?.(error, { message: describe(error), ...keys });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnderRoot(event.query.queryKey, root)) {
        report(event.action.error, { queryKey: event.query.queryKey });
      }
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      const key = event.mutation?.options.mutationKey;
      if (event.type === 'updated' && event.action.type === 'error' && isUnderRoot(key, root)) {
        report(event.action.error, { mutationKey: key });
      }
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, root, reporting]);
}
