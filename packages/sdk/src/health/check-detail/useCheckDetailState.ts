import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { defaultTimeRangeForLastRun, type Check, type CheckGraphResponse, type TimeRangeValue } from '@opsdeck/api';
import { useApi } from '../../provider/useApi';
import { useOpsdeckQueryContext } from '../../provider/useOpsdeckQuery';
import { createHealthApi, healthApiRef, type HealthApi } from '../healthApi';
import { healthKeys } from '../healthKeys';

export interface CheckDetailStateOptions {
  checkId: string;
  /** Controlled time range. */
  timeRange?: TimeRangeValue;
  /** Initial time range when uncontrolled; without it the last run's age decides (defaultTimeRangeForLastRun). */
  defaultTimeRange?: TimeRangeValue;
  onTimeRangeChange?: (value: TimeRangeValue) => void;
}

export interface CheckDetailState {
  checkId: string;
  api: HealthApi;
  checkQuery: UseQueryResult<Check | null, Error>;
  check: Check | null | undefined;
  graphQuery: UseQueryResult<CheckGraphResponse, Error>;
  /** Undefined until it is known: controlled, defaulted, or derived from the loaded check. */
  timeRange: TimeRangeValue | undefined;
  setTimeRange: (value: TimeRangeValue) => void;
  /** Refetches everything shown for the check (detail, graph, history, playbooks) and the dashboard summary. */
  refresh: () => Promise<void>;
}

/**
 * The state the parts of the check detail share: the check, its graph for the time range, and the time range itself.
 * Mount it under a key of the check id: a different check starts over (its own default range).
 */
export function useCheckDetailState({ checkId, timeRange: controlled, defaultTimeRange, onTimeRangeChange }: CheckDetailStateOptions): CheckDetailState {
  const api = useApi(healthApiRef, createHealthApi);
  const { queryClient, queryKeyRoot } = useOpsdeckQueryContext();

  const checkQuery = useQuery(
    {
      queryKey: healthKeys.check(queryKeyRoot, checkId),
      queryFn: ({ signal }) => api.check(checkId, { signal }),
    },
    queryClient,
  );
  const check = checkQuery.data;

  // Uncontrolled: the range chosen by the user, else the default given, else the smallest range that still shows the
  // last run, fixed when the check first arrives (a Run Now that makes the last run recent must not shrink the range
  // under the user's eyes).
  const [chosen, setChosen] = useState<TimeRangeValue | undefined>(defaultTimeRange);
  if (controlled === undefined && chosen === undefined && check) {
    setChosen(defaultTimeRangeForLastRun(check.last_runtime));
  }
  const timeRange = controlled ?? chosen;
  const setTimeRange = useCallback(
    (value: TimeRangeValue) => {
      if (controlled === undefined) setChosen(value);
      onTimeRangeChange?.(value);
    },
    [controlled, onTimeRangeChange],
  );

  const graphQuery = useQuery(
    {
      queryKey: healthKeys.graph(queryKeyRoot, checkId, timeRange ?? ''),
      queryFn: ({ signal }) => api.graph(checkId, timeRange!, { signal }),
      enabled: timeRange !== undefined && check !== null,
      // A new range keeps the previous figures on screen until its own arrive.
      placeholderData: keepPreviousData,
    },
    queryClient,
  );

  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: healthKeys.check(queryKeyRoot, checkId) }),
      queryClient.invalidateQueries({ queryKey: [...healthKeys.all(queryKeyRoot), 'summary'] }),
    ]);
  }, [queryClient, queryKeyRoot, checkId]);

  return { checkId, api, checkQuery, check, graphQuery, timeRange, setTimeRange, refresh };
}
