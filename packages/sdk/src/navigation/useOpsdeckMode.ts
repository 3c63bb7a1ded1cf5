import { useOpsdeckContext, type OpsdeckMode } from '../provider/opsdeckContext';

/** 'public' in read-only embeds: widgets hide every write action there. */
export function useOpsdeckMode(): OpsdeckMode {
  return useOpsdeckContext('useOpsdeckMode').mode;
}
