import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { HealthSummaryResponse } from '@opsdeck/api';
import { useApi } from '../provider/useApi';
import { useOpsdeckQueryContext } from '../provider/useOpsdeckQuery';
import { listQueryOptionsFor } from '../provider/queryDefaults';
import { DEFAULT_SUMMARY_PATH, LOCAL_AGENT_ID, createHealthApi, healthApiRef } from './healthApi';
import { healthKeys } from './healthKeys';
import { normalizeSummaryChecks } from './healthDashboardModel';

export interface UseHealthSummaryOptions {
  /** The summary URL, relative to the provider's API root (default `/canary/api/summary`), or absolute. */
  path?: string;
  /** Part of the cache key: a new time range requests the summary again (default '1h'). */
  timeRange?: string;
  /** Auto-refresh interval in ms; 0 or undefined: none. */
  refreshInterval?: number;
  enabled?: boolean;
}

/**
 * The health summary (`checks_summary`) in the provider's cache. `refetch()` cancels a request still in flight and
 * starts a new one (the API call gets the query's AbortSignal), as does a new time range; a cancelled request is
 * never an error. A failure keeps the last good data, and a time-range change keeps showing the previous list until
 * the new one arrives. Payloads are large (10-50 MB at 10k-50k checks), so the answer is used as it arrived: no
 * structural sharing pass, no refetch on window focus.
 */
export function useHealthSummary(options: UseHealthSummaryOptions = {}): UseQueryResult<HealthSummaryResponse, Error> {
  const { path = DEFAULT_SUMMARY_PATH, timeRange = '1h', refreshInterval = 0, enabled = true } = options;
  const { queryClient, queryKeyRoot } = useOpsdeckQueryContext();
  const api = useApi(healthApiRef, createHealthApi);
  return useQuery(
    {
      queryKey: healthKeys.summary(queryKeyRoot, path, timeRange),
      queryFn: async ({ signal }) => {
        const response = await api.summary({ signal, path });
        return { ...response, checks_summary: normalizeSummaryChecks(response.checks_summary) };
      },
      retry: listQueryOptionsFor(queryClient).retry,
      placeholderData: keepPreviousData,
      refetchInterval: refreshInterval > 0 ? refreshInterval : false,
      refetchOnWindowFocus: false,
      structuralSharing: false,
      enabled,
    },
    queryClient,
  );
}

/** Names of the non-local agents among `ids` (contract 2(a): looked up after the summary), id -> name. */
export function useHealthAgentNames(ids: readonly string[], enabled = true): ReadonlyMap<string, string> {
  const { queryClient, queryKeyRoot } = useOpsdeckQueryContext();
  const api = useApi(healthApiRef, createHealthApi);
  const remote = ids.filter((id) => id && id !== LOCAL_AGENT_ID);
  const query = useQuery(
    {
      queryKey: healthKeys.agents(queryKeyRoot, remote),
      queryFn: ({ signal }) => api.agents(remote, { signal }),
      ...listQueryOptionsFor(queryClient),
      enabled: enabled && remote.length > 0,
      select: namesById,
    },
    queryClient,
  );
  return query.data ?? EMPTY;
}

const EMPTY: ReadonlyMap<string, string> = new Map();

// Module-level so the Map is built once per answer, not once per render.
function namesById(agents: readonly { id: string; name: string }[]): ReadonlyMap<string, string> {
  return new Map(agents.map((agent) => [agent.id, agent.name] as const));
}
