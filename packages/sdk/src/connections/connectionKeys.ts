import type { OpsdeckQueryKeyRoot } from '../provider/opsdeckKeys';

/** Query keys of the connection widgets, under the provider's root (the contract's table name `connections`). */
export const connectionKeys = {
  all: (root: OpsdeckQueryKeyRoot) => [...root, 'connections'] as const,
  detail: (root: OpsdeckQueryKeyRoot, id: string) => [...root, 'connections', 'detail', id] as const,
};
