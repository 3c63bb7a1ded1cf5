import { useOpsdeckClient, useOpsdeckQueryContext } from '@opsdeck/sdk';
import { useQuery } from '@tanstack/react-query';

/** 'NA' when the backend does not say (spec 001 section 2.10). */
export const UNKNOWN_VERSION = 'NA';

/** The backend's version from GET /api/about (`{Version}`, as Mission Control and canary-checker answer it). */
export function useBackendVersion(): string {
  const client = useOpsdeckClient();
  const { queryClient, queryKeyRoot } = useOpsdeckQueryContext();
  const { data } = useQuery(
    {
      queryKey: [...queryKeyRoot, 'about'],
      queryFn: async ({ signal }) => (await client.get<{ Version?: unknown }>('/about', { signal })).data,
      staleTime: Infinity,
      retry: false,
    },
    queryClient,
  );
  return typeof data?.Version === 'string' && data.Version ? data.Version : UNKNOWN_VERSION;
}
