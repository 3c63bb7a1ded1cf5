import { useCallback, useMemo } from 'react';
import { decodeLabelFilters } from '@opsdeck/api';
import { useUrlParams, type UrlStateAdapter } from '../url-state/urlState';
import {
  HEALTH_DASHBOARD_PARAMS,
  healthDashboardParamsPatch,
  readHealthDashboardState,
  readSort,
  type HealthDashboardParam,
  type HealthDashboardState,
  type HealthDashboardStatePatch,
} from './healthDashboardParams';

export interface HealthDashboardStateHandle {
  state: HealthDashboardState;
  /** Applies a change; replaces the history entry unless `{ replace: false }` (opening a check pushes one). */
  update: (patch: HealthDashboardStatePatch, options?: { replace?: boolean }) => void;
}

/**
 * The dashboard's state in the host's URL (or in memory without an adapter), under an optional prefix. Object-valued
 * parts (the label filters, the sort) keep their identity while their parameters do not change, so a change of
 * layout does not re-filter 50,000 checks.
 */
export function useHealthDashboardState(
  adapter: UrlStateAdapter | undefined,
  { prefix = '', initialParams, refreshDefault = '' }: { prefix?: string; initialParams?: string; refreshDefault?: string },
): HealthDashboardStateHandle {
  const url = useUrlParams(adapter, initialParams);
  const read = useCallback((name: HealthDashboardParam) => url.values[`${prefix}${name}`], [url.values, prefix]);
  const labelsParam = read('labels');
  const sortBy = read('sortBy');
  const sortDesc = read('sortDesc');
  const labels = useMemo(() => decodeLabelFilters(labelsParam), [labelsParam]);
  const sort = useMemo(() => readSort(sortBy, sortDesc), [sortBy, sortDesc]);
  const state = useMemo(
    () => ({ ...readHealthDashboardState(read, refreshDefault), labels, sort }),
    [read, refreshDefault, labels, sort],
  );
  const { update: updateUrl } = url;
  const update = useCallback(
    (patch: HealthDashboardStatePatch, options?: { replace?: boolean }) => {
      const params = healthDashboardParamsPatch(patch, refreshDefault);
      const prefixed: Record<string, string | null | undefined> = {};
      for (const name of HEALTH_DASHBOARD_PARAMS) if (name in params) prefixed[`${prefix}${name}`] = params[name];
      updateUrl(prefixed, options);
    },
    [updateUrl, prefix, refreshDefault],
  );
  return useMemo(() => ({ state, update }), [state, update]);
}
