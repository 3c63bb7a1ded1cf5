import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useApi } from '../provider/useApi';
import { useOpsdeckContext } from '../provider/opsdeckContext';
import { listQueryOptionsFor } from '../provider/queryDefaults';
import { authApiRef, createAuthApi, type Whoami } from './authApi';

/**
 * The signed-in user, their roles and permission rows. In `mode="public"` nobody is signed in: the query never runs
 * (it stays pending with fetchStatus 'idle'), so a public embed never triggers a sign-in redirect.
 */
export function useWhoami(): UseQueryResult<Whoami, Error> {
  const { queryClient, queryKeyRoot, mode } = useOpsdeckContext('useWhoami');
  const auth = useApi(authApiRef, createAuthApi);
  return useQuery(
    {
      queryKey: [...queryKeyRoot, 'auth', 'whoami'],
      queryFn: ({ signal }) => auth.whoami({ signal }),
      ...listQueryOptionsFor(queryClient),
      enabled: mode === 'app',
    },
    queryClient,
  );
}
