import type { OpsdeckQueryKeyRoot } from '../provider/opsdeckKeys';

/** Query keys of the health widgets, under the provider's root (two backends never share an entry). */
export const healthKeys = {
  all: (root: OpsdeckQueryKeyRoot) => [...root, 'health'] as const,
  summary: (root: OpsdeckQueryKeyRoot, path: string, timeRange: string) => [...root, 'health', 'summary', path, timeRange] as const,
  agents: (root: OpsdeckQueryKeyRoot, ids: readonly string[]) => [...root, 'health', 'agents', [...ids].sort().join(',')] as const,
  check: (root: OpsdeckQueryKeyRoot, id: string) => [...root, 'health', 'check', id] as const,
  graph: (root: OpsdeckQueryKeyRoot, id: string, timeRange: string) => [...root, 'health', 'check', id, 'graph', timeRange] as const,
  history: (root: OpsdeckQueryKeyRoot, id: string, params: Readonly<Record<string, unknown>>) =>
    [...root, 'health', 'check', id, 'history', params] as const,
  canary: (root: OpsdeckQueryKeyRoot, id: string) => [...root, 'health', 'canary', id] as const,
  playbooks: (root: OpsdeckQueryKeyRoot, checkId: string) => [...root, 'health', 'check', checkId, 'playbooks'] as const,
};
