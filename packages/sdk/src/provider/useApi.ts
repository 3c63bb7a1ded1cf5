import type { ApiRef } from '@opsdeck/api';
import type { ApiFactory } from './apiHolder';
import { useOpsdeckContext } from './opsdeckContext';

/**
 * The implementation of an API in this provider: the host's replacement (the provider's `apis`), else the default
 * the factory builds from the provider's client. Without either it throws, naming the ref.
 */
export function useApi<T>(ref: ApiRef<T>, defaultFactory?: ApiFactory<T>): T {
  return useOpsdeckContext('useApi').apis.get(ref, defaultFactory);
}
