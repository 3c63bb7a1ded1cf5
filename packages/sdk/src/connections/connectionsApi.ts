import { createApiRef, type Connection, type ConnectionPayload, type OpsdeckClient } from '@opsdeck/api';

/** The answer of `POST /api/connection/test/{id}` (contract 2(d)): 'ok' with the result, or 'not tested: <reason>'. */
export interface ConnectionTestAnswer {
  message: string;
  payload?: unknown;
}

/**
 * Every call the ConnectionForm makes (contract 2(d)), behind one replaceable API object: a host can wrap or fake it
 * with `<OpsdeckProvider apis={[[connectionsApiRef, myApi]]}>`. Answers are read leniently, without zod.
 */
export interface ConnectionsApi {
  get(id: string, options?: { signal?: AbortSignal }): Promise<Connection | null>;
  create(payload: ConnectionPayload): Promise<Connection>;
  update(id: string, payload: Partial<ConnectionPayload>): Promise<Connection>;
  /** Soft delete: PATCH deleted_at = now(). */
  remove(id: string): Promise<void>;
  test(id: string): Promise<ConnectionTestAnswer>;
}

export const connectionsApiRef = createApiRef<ConnectionsApi>({ id: 'opsdeck.connections' });

const first = (data: unknown) => (Array.isArray(data) ? (data[0] as Connection | undefined) : undefined);
const RETURN = { headers: { prefer: 'return=representation' } };

export function createConnectionsApi(client: OpsdeckClient): ConnectionsApi {
  return {
    async get(id, options = {}) {
      const { data } = await client.get<unknown>('/db/connections', {
        ...(options.signal ? { signal: options.signal } : {}),
        query: { id: `eq.${id}`, deleted_at: 'is.null', select: '*' },
      });
      return first(data) ?? null;
    },
    async create(payload) {
      const { data } = await client.post<unknown>('/db/connections', payload, RETURN);
      return first(data)!;
    },
    async update(id, payload) {
      const { data } = await client.patch<unknown>('/db/connections', { ...payload, id }, { ...RETURN, query: { id: `eq.${id}` } });
      return first(data)!;
    },
    async remove(id) {
      await client.patch('/db/connections', { deleted_at: 'now()' }, { query: { id: `eq.${id}` } });
    },
    async test(id) {
      const { data } = await client.post<ConnectionTestAnswer | null>(`/connection/test/${encodeURIComponent(id)}`);
      return { message: data?.message ?? '', payload: data?.payload };
    },
  };
}
