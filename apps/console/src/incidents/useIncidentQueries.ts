import { listQueryOptions, retryTransient, useOpsdeckClient, useOpsdeckQueryContext } from '@opsdeck/sdk';
import type { OpsdeckClient } from '@opsdeck/api';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { toast } from '@opsdeck/ui';
import {
  describeWriteError,
  fetchIncidentDetail,
  fetchIncidentHistory,
  fetchIncidentPage,
  fetchPeople,
  fetchTeams,
  type IncidentListQuery,
} from './incidentsApi';

/** Query keys of the incident pages, under the provider's root: one prefix per incident invalidates all of it. */
export function useIncidentKeys() {
  const { queryKeyRoot } = useOpsdeckQueryContext();
  return {
    all: [...queryKeyRoot, 'incidents'] as const,
    list: (query: IncidentListQuery) => [...queryKeyRoot, 'incidents', 'list', query] as const,
    incident: (id: string) => [...queryKeyRoot, 'incidents', 'detail', id] as const,
    detail: (id: string) => [...queryKeyRoot, 'incidents', 'detail', id, 'rows'] as const,
    history: (id: string) => [...queryKeyRoot, 'incidents', 'detail', id, 'history'] as const,
    people: [...queryKeyRoot, 'incidents', 'people'] as const,
    teams: [...queryKeyRoot, 'incidents', 'teams'] as const,
  };
}

export function useIncidentPage(query: IncidentListQuery) {
  const client = useOpsdeckClient();
  const { queryClient } = useOpsdeckQueryContext();
  const keys = useIncidentKeys();
  return useQuery(
    {
      queryKey: keys.list(query),
      queryFn: ({ signal }) => fetchIncidentPage(client, query, signal),
      // The previous page stays on screen while the next one loads.
      placeholderData: keepPreviousData,
      retry: retryTransient,
    },
    queryClient,
  );
}

export function useIncidentDetail(id: string) {
  const client = useOpsdeckClient();
  const { queryClient } = useOpsdeckQueryContext();
  const keys = useIncidentKeys();
  return useQuery({ queryKey: keys.detail(id), queryFn: ({ signal }) => fetchIncidentDetail(client, id, signal), retry: retryTransient }, queryClient);
}

export function useIncidentHistory(id: string, enabled: boolean) {
  const client = useOpsdeckClient();
  const { queryClient } = useOpsdeckQueryContext();
  const keys = useIncidentKeys();
  return useQuery(
    { queryKey: keys.history(id), queryFn: ({ signal }) => fetchIncidentHistory(client, id, signal), enabled, retry: retryTransient },
    queryClient,
  );
}

export function usePeople() {
  const client = useOpsdeckClient();
  const { queryClient } = useOpsdeckQueryContext();
  const keys = useIncidentKeys();
  return useQuery({ queryKey: keys.people, queryFn: ({ signal }) => fetchPeople(client, signal), ...listQueryOptions }, queryClient);
}

export function useTeams() {
  const client = useOpsdeckClient();
  const { queryClient } = useOpsdeckQueryContext();
  const keys = useIncidentKeys();
  return useQuery({ queryKey: keys.teams, queryFn: ({ signal }) => fetchTeams(client, signal), ...listQueryOptions }, queryClient);
}

/**
 * A write on one incident: runs it, then refreshes the incident, its history and the list. A failure shows the
 * server's words in a toast; the caller's inputs keep what was typed.
 */
export function useIncidentWrite<TArgs>(incidentId: string, write: (client: OpsdeckClient, args: TArgs) => Promise<unknown>) {
  const client = useOpsdeckClient();
  const { queryClient } = useOpsdeckQueryContext();
  const keys = useIncidentKeys();
  return useMutation(
    {
      mutationFn: (args: TArgs) => write(client, args),
      onError: (error) => {
        toast.error(describeWriteError(error));
      },
      onSettled: async () => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: keys.incident(incidentId) }),
          queryClient.invalidateQueries({ queryKey: [...keys.all, 'list'] }),
        ]);
      },
    },
    queryClient,
  );
}
