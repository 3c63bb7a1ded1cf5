import type { OpsdeckQueryKeyRoot } from '../provider/opsdeckKeys';

/** Query keys of the incident widgets and pages, under the provider's root (two backends never share an entry). */
export const incidentKeys = {
  all: (root: OpsdeckQueryKeyRoot) => [...root, 'incidents'] as const,
  search: (root: OpsdeckQueryKeyRoot, text: string) => [...root, 'incidents', 'search', text] as const,
  list: (root: OpsdeckQueryKeyRoot, params: Readonly<Record<string, unknown>>) => [...root, 'incidents', 'list', params] as const,
  incident: (root: OpsdeckQueryKeyRoot, id: string) => [...root, 'incidents', 'incident', id] as const,
  hypotheses: (root: OpsdeckQueryKeyRoot, incidentId: string) => [...root, 'incidents', 'incident', incidentId, 'hypotheses'] as const,
};
