import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isFeatureDisabled, type PropertiesInput } from '@opsdeck/api';
import { useApi } from '../provider/useApi';
import { useOpsdeckContext, type OpsdeckFeatures } from '../provider/opsdeckContext';
import { listQueryOptionsFor } from '../provider/queryDefaults';
import { createPropertiesApi, propertiesApiRef, type PropertyItem } from './propertiesApi';

export interface FeatureFlags {
  status: 'pending' | 'error' | 'success';
  error: Error | null;
  /** The backend's properties (empty in public mode, where they are not readable). */
  properties: readonly PropertyItem[];
  /** `<feature>.disable` is 'true' for the feature or the area it belongs to, or the host switched it off. */
  isDisabled(feature: string): boolean;
  isEnabled(feature: string): boolean;
}

const NO_PROPERTIES: readonly PropertyItem[] = [];

/** The host's switches as properties placed after the backend's, so that they win (the last row of a name wins). */
function withHostFeatures(properties: readonly PropertyItem[], features: OpsdeckFeatures | undefined): PropertiesInput {
  if (!features) return properties;
  const host = Object.entries(features).map(([name, enabled]) => ({ name: `${name}.disable`, value: String(!enabled) }));
  return [...properties, ...host];
}

/**
 * Feature flags (spec 001 section 3.5): the backend's properties, fetched once per provider and cached 5 minutes,
 * combined with the provider's `features`. In `mode="public"` only the host's switches apply.
 */
export function useFeatureFlags(): FeatureFlags {
  const { queryClient, queryKeyRoot, mode, features } = useOpsdeckContext('useFeatureFlags');
  const api = useApi(propertiesApiRef, createPropertiesApi);
  const query = useQuery(
    {
      queryKey: [...queryKeyRoot, 'properties'],
      queryFn: ({ signal }) => api.list({ signal }),
      ...listQueryOptionsFor(queryClient),
      enabled: mode === 'app',
    },
    queryClient,
  );
  const properties = query.data ?? NO_PROPERTIES;
  const status = mode === 'public' ? 'success' : query.status;
  const error = mode === 'public' ? null : query.error;
  return useMemo(() => {
    const input = withHostFeatures(properties, features);
    const isDisabled = (feature: string) => isFeatureDisabled(input, feature);
    return { status, error, properties, isDisabled, isEnabled: (feature) => !isDisabled(feature) };
  }, [properties, features, status, error]);
}
