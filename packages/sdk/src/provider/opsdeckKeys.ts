/**
 * Every query of ours is keyed under ['opsdeck', <API root>]: two providers pointing at two backends never share an
 * entry, even when the host gives both the same QueryClient, and a host can invalidate everything of one backend with
 * `queryClient.invalidateQueries({ queryKey: opsdeckKeys.all(apiRoot) })`.
 */
export type OpsdeckQueryKeyRoot = readonly ['opsdeck', string];

export const opsdeckKeys = {
  all: (apiRoot: string): OpsdeckQueryKeyRoot => ['opsdeck', apiRoot],
  whoami: (apiRoot: string) => ['opsdeck', apiRoot, 'auth', 'whoami'] as const,
  properties: (apiRoot: string) => ['opsdeck', apiRoot, 'properties'] as const,
};

/** Whether a query or mutation key belongs to the provider with this root. */
export function isUnderRoot(key: readonly unknown[] | undefined, root: OpsdeckQueryKeyRoot): boolean {
  return !!key && key[0] === root[0] && key[1] === root[1];
}
