/**
 * Every query of ours is keyed under ['opsdeck', <API root>]: two providers pointing at two backends never share an
 * entry, even when the host gives both the same QueryClient, and a host can invalidate everything of one backend with
 * `queryClient.invalidateQueries({ queryKey: opsdeckKeys.all(apiRoot) })`. A provider's `cacheKey` (two providers on
 * one backend with different credentials) is part of the root: `opsdeckKeys.all(apiRoot, cacheKey)`.
 */
export type OpsdeckQueryKeyRoot = readonly ['opsdeck', string];

export const opsdeckKeys = {
  all: (apiRoot: string, cacheKey?: string): OpsdeckQueryKeyRoot => ['opsdeck', cacheKey ? `${apiRoot}#${cacheKey}` : apiRoot],
  whoami: (apiRoot: string, cacheKey?: string) => [...opsdeckKeys.all(apiRoot, cacheKey), 'auth', 'whoami'] as const,
  properties: (apiRoot: string, cacheKey?: string) => [...opsdeckKeys.all(apiRoot, cacheKey), 'properties'] as const,
};

/** Whether a query or mutation key belongs to the provider with this root. */
export function isUnderRoot(key: readonly unknown[] | undefined, root: OpsdeckQueryKeyRoot): boolean {
  return !!key && key[0] === root[0] && key[1] === root[1];
}
