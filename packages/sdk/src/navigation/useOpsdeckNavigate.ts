import { useCallback } from 'react';
import { useOpsdeckContext, type OpsdeckNavigate } from '../provider/opsdeckContext';

/**
 * Where a widget sends the user: through the host's router when it gave one, else a plain page navigation. In
 * `mode="public"` the target opens in a new tab, so the embed (and the page around it) stays where it is.
 */
export function useOpsdeckNavigate(): OpsdeckNavigate {
  const { mode, navigate } = useOpsdeckContext('useOpsdeckNavigate');
  return useCallback<OpsdeckNavigate>(
    (to, options) => {
      if (mode === 'public') {
        window.open(to, '_blank', 'noopener,noreferrer');
      } else if (navigate) {
        navigate(to, options);
      } else if (options?.replace) {
        window.location.replace(to);
      } else {
        window.location.assign(to);
      }
    },
    [mode, navigate],
  );
}
