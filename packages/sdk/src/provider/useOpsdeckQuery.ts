import type { QueryClient } from '@tanstack/react-query';
import type { OpsdeckQueryKeyRoot } from './opsdeckKeys';
import { useOpsdeckContext } from './opsdeckContext';

/**
 * What a data hook needs to run a query in this provider: the QueryClient to pass as useQuery's second argument
 * (the host's or the provider's own; never the nearest QueryClientProvider, which may belong to someone else) and the
 * key root every key must start with.
 */
export function useOpsdeckQueryContext(): { queryClient: QueryClient; queryKeyRoot: OpsdeckQueryKeyRoot } {
  const { queryClient, queryKeyRoot } = useOpsdeckContext('useOpsdeckQueryContext');
  return { queryClient, queryKeyRoot };
}
