import { useState } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { OpsdeckProvider, type OpsdeckProviderProps } from '../provider/OpsdeckProvider';

/** A QueryClient for tests: no retries (a failure shows at once) and no garbage-collection timers left running. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

export interface TestOpsdeckProviderProps<TApis extends readonly unknown[] = readonly unknown[]>
  extends Omit<OpsdeckProviderProps<TApis>, 'baseUrl'> {
  /** Default 'http://opsdeck.test': nothing is fetched from it unless a test gives a `fetch` that answers. */
  baseUrl?: string;
}

/**
 * OpsdeckProvider for a host's tests: fake APIs as `[ref, fake]` pairs (`apis={[[authApiRef, fakeAuth]]}`) or a
 * fake `fetch`, a fresh test QueryClient per mount unless one is given, and a base URL that needs no server.
 * Its `retry: false` also stops our queries' own retries of transient failures (they defer to a client's choice).
 */
export function TestOpsdeckProvider<TApis extends readonly unknown[] = readonly unknown[]>({
  baseUrl = 'http://opsdeck.test',
  queryClient,
  ...props
}: TestOpsdeckProviderProps<TApis>) {
  const [ownClient] = useState(createTestQueryClient);
  return <OpsdeckProvider<TApis> baseUrl={baseUrl} queryClient={queryClient ?? ownClient} {...props} />;
}
