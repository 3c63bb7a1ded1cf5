import { createApiRef, type OpsdeckClient } from '@opsdeck/api';

/** A property as `GET /api/properties` lists it: feature flags (`<feature>.disable`) and backend settings. */
export interface PropertyItem {
  name: string;
  value: string;
  source?: string | null;
}

export interface PropertiesApi {
  list(options?: { signal?: AbortSignal }): Promise<PropertyItem[]>;
}

export const propertiesApiRef = createApiRef<PropertiesApi>({ id: 'opsdeck.properties' });

/** Checks the list by hand (no zod in the provider's entry); values become text as the backend stores them. */
export function readProperties(body: unknown): PropertyItem[] {
  if (!Array.isArray(body)) throw new TypeError('Unexpected properties response: not a list');
  return body.map((item: unknown, i) => {
    const row = item as Record<string, unknown> | null;
    if (typeof row !== 'object' || row === null || typeof row.name !== 'string' || !row.name) {
      throw new TypeError(`Unexpected properties response: item ${i} has no name`);
    }
    const { value, source } = row;
    if (value != null && !['string', 'number', 'boolean'].includes(typeof value)) {
      throw new TypeError(`Unexpected properties response: ${row.name} has a value that is not text`);
    }
    return { name: row.name, value: value == null ? '' : String(value), source: typeof source === 'string' ? source : null };
  });
}

export function createPropertiesApi(client: OpsdeckClient): PropertiesApi {
  return {
    async list(options = {}) {
      const { data } = await client.get<unknown>('/properties', options.signal ? { signal: options.signal } : {});
      return readProperties(data);
    },
  };
}
