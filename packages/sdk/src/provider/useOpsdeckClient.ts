import type { OpsdeckClient } from '@opsdeck/api';
import { useOpsdeckContext } from './opsdeckContext';

/** The provider's HTTP client: base URL, token (to the API's origin only), the host's fetch and headers. */
export function useOpsdeckClient(): OpsdeckClient {
  return useOpsdeckContext('useOpsdeckClient').client;
}
