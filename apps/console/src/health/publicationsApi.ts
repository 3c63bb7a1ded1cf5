import { createPostgrestClient, type OpsdeckClient } from '@opsdeck/api';

/** What is published to the public health view (`GET /api/health/publications`). */
export interface Publications {
  canaries: { id: string; name: string; namespace?: string | null; published_at: string }[];
  checks: { id: string; name: string; canary_id?: string | null; canary_name?: string | null; namespace?: string | null; published_at: string }[];
}

export type PublicationKind = 'canary' | 'check';

/** A canary or check as the publishing page lists it. */
export interface PublishTarget {
  id: string;
  name: string;
  namespace: string | null;
  canary_name?: string | null;
}

export async function readPublications(client: OpsdeckClient, signal?: AbortSignal): Promise<Publications> {
  const { data } = await client.get<Partial<Publications> | null>('/health/publications', signal ? { signal } : {});
  return { canaries: data?.canaries ?? [], checks: data?.checks ?? [] };
}

export async function setPublished(client: OpsdeckClient, kind: PublicationKind, id: string, published: boolean) {
  const path = `/health/publications/${kind}/${encodeURIComponent(id)}`;
  if (published) await client.put(path);
  else await client.delete(path);
}

/** Every live canary or check, by name, for the publishing tables. */
export async function readTargets(client: OpsdeckClient, kind: PublicationKind, signal?: AbortSignal): Promise<PublishTarget[]> {
  const table = kind === 'canary' ? 'canaries' : 'checks';
  const { data } = await createPostgrestClient(client)
    .from<Record<string, unknown>>(table)
    .select(kind === 'canary' ? 'id,name,namespace' : 'id,name,namespace,canaries!checks_canary_id_fkey(name)')
    .is('deleted_at', null)
    .order('name', { ascending: true })
    .execute(signal ? { signal } : {});
  return data.map((row) => ({
    id: String(row.id),
    name: String(row.name),
    namespace: typeof row.namespace === 'string' ? row.namespace : null,
    canary_name: (row.canaries as { name?: string } | null)?.name ?? null,
  }));
}

/** The badge of a published canary or check, on this server (`?theme=dark` for dark pages). */
export function badgePath(kind: PublicationKind, id: string): string {
  return `/api/public/health/badge/${kind}/${encodeURIComponent(id)}.svg`;
}
