import { useOpsdeckClient, useOpsdeckQueryContext } from '@opsdeck/sdk';
import { useQuery } from '@tanstack/react-query';

/**
 * Whether the backend serves GET /api/kubeconfig (Mission Control does, through its Kubernetes proxy). The reference
 * server has no Kubernetes proxy, so the menu leaves 'Download kubeconfig' out rather than offer a download that 404s.
 */
export function useKubeconfigAvailable(): boolean {
  const client = useOpsdeckClient();
  const { queryClient, queryKeyRoot } = useOpsdeckQueryContext();
  const { data } = useQuery(
    {
      queryKey: [...queryKeyRoot, 'kubeconfig', 'available'],
      queryFn: async ({ signal }) => {
        try {
          await client.request('HEAD', '/kubeconfig', { signal });
          return true;
        } catch {
          return false;
        }
      },
      staleTime: Infinity,
      retry: false,
    },
    queryClient,
  );
  return data === true;
}
