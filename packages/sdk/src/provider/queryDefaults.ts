import type { QueryClient } from '@tanstack/react-query';
import { isOpsdeckError } from '@opsdeck/api';

/** Spec 000 section 9: lists (and the identity and flags the shell draws from) are cached for 5 minutes. */
export const LIST_CACHE_TIME_MS = 300_000;
/** Spec 000 section 9: check status history goes stale after 10 s. */
export const CHECK_HISTORY_STALE_TIME_MS = 10_000;

const MAX_RETRIES = 2;

/**
 * Only failures that may pass on their own are retried: a lost connection, a time-out, a busy or failing server.
 * A 4xx answer (401, 403, 404, 422 ...) will be the same next time, so it is reported at once.
 */
export function isTransientError(error: unknown): boolean {
  if (!isOpsdeckError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'offline') return true;
  const status = error.status ?? 0;
  return error.kind === 'http' && (status >= 500 || status === 408 || status === 429);
}

export function retryTransient(failureCount: number, error: Error): boolean {
  return failureCount < MAX_RETRIES && isTransientError(error);
}

type RetryOption = boolean | number | ((failureCount: number, error: Error) => boolean);

/** Options for a host's own list queries in the provider's cache: `useQuery({ ...listQueryOptions, queryKey, queryFn })`. */
export const listQueryOptions = {
  staleTime: LIST_CACHE_TIME_MS,
  gcTime: LIST_CACHE_TIME_MS,
  retry: retryTransient,
} as const;

/**
 * The same for our own queries, which run on whichever QueryClient the provider has: retries follow our policy
 * unless the client's owner chose one (a host's `retry: 1`, a test client's `retry: false`), which is theirs to make.
 */
export function listQueryOptionsFor(queryClient: QueryClient): { staleTime: number; gcTime: number; retry: RetryOption } {
  const chosen = queryClient.getDefaultOptions().queries?.retry as RetryOption | undefined;
  return { ...listQueryOptions, retry: chosen ?? retryTransient };
}
