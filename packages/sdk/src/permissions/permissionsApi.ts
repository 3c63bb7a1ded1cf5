import { createApiRef, parseContentRange, type OpsdeckClient, type PermissionSummary } from '@opsdeck/api';
import type { PermissionPayload, ScopeKind } from './permissionForm';

/**
 * Every call the PermissionEditor makes (contract 2(e)), behind one replaceable API object: a host can wrap or fake
 * it with `<OpsdeckProvider apis={[[permissionsApiRef, myPermissionsApi]]}>`. Answers are read leniently without
 * zod, which alone would weigh more than the widget's size budget.
 */

export type PermissionSortColumn = 'created_at' | 'updated_at' | 'created_by' | 'action' | 'subject' | 'deny' | 'until';

export interface PermissionListQuery {
  pageIndex: number;
  pageSize: number;
  /** Column filters sent as `eq.` (subject, action, connection_id, ...), or a PostgREST operator value as it is. */
  filters: Readonly<Record<string, string>>;
  sort?: { column: PermissionSortColumn; desc: boolean } | null;
}

export interface PermissionPage {
  rows: PermissionSummary[];
  total: number;
}

/** A subject (person, team, notification, role) or a resource (catalog item, component, connection, playbook). */
export interface PermissionOption {
  id: string;
  name: string;
  /** Person e-mail, resource type: shown beside the name. */
  detail?: string | null;
  type?: string | null;
}

interface Signal {
  signal?: AbortSignal;
}

export interface PermissionsApi {
  /** GET /db/permissions_summary with `Prefer: count=exact`: one page and the total. */
  list(query: PermissionListQuery, options?: Signal): Promise<PermissionPage>;
  /** GET /db/permission_subjects of one type (person, team, notification, role), optionally searched by name. */
  subjects(type: string, search: string, options?: Signal): Promise<PermissionOption[]>;
  /** The resources of a scope a permission can target, optionally searched by name. */
  resources(scope: Exclude<ScopeKind, 'global'>, search: string, options?: Signal): Promise<PermissionOption[]>;
  /** One resource of a scope by id (the scoped editor names its fixed target), or null when there is none. */
  resource(scope: Exclude<ScopeKind, 'global'>, id: string, options?: Signal): Promise<PermissionOption | null>;
  create(payload: PermissionPayload): Promise<void>;
  update(id: string, payload: PermissionPayload): Promise<void>;
  remove(id: string): Promise<void>;
}

export const permissionsApiRef = createApiRef<PermissionsApi>({ id: 'opsdeck.permissions' });

/** How many subjects or resources a picker lists at once; a search narrows them. */
export const OPTION_LIMIT = 100;

const RESOURCE_TABLES: Readonly<Record<Exclude<ScopeKind, 'global'>, { table: string; select: string; detail: string }>> = {
  catalog: { table: 'config_items', select: 'id,name,type', detail: 'type' },
  component: { table: 'components', select: 'id,name,type', detail: 'type' },
  connection: { table: 'connections', select: 'id,name,type', detail: 'type' },
  playbook: { table: 'playbooks', select: 'id,name,title', detail: 'title' },
  check: { table: 'checks', select: 'id,name,type', detail: 'type' },
};

function listOf<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/** `*` and `,` are PostgREST syntax inside ilike and or=(): a search for them must not change the query's meaning. */
function ilike(search: string): string {
  return `ilike.*${search.replace(/[*,()]/g, ' ').trim()}*`;
}

export function createPermissionsApi(client: OpsdeckClient): PermissionsApi {
  /** Resources of a scope as picker options, by a PostgREST query (the scope's table, name and detail column). */
  async function resourceOptions(scope: Exclude<ScopeKind, 'global'>, query: Record<string, string | number>, options: Signal): Promise<PermissionOption[]> {
    const { table, select, detail } = RESOURCE_TABLES[scope];
    const { data } = await client.get<unknown>(`/db/${table}`, { ...(options.signal ? { signal: options.signal } : {}), query: { select, ...query } });
    return listOf<Record<string, string | null>>(data).map((r) => ({ id: String(r.id), name: r.name ?? String(r.id), detail: r[detail] ?? null }));
  }

  return {
    async list({ pageIndex, pageSize, filters, sort }, options = {}) {
      const query: Record<string, string | number> = {
        select: '*,created_by(id,name,avatar,email)',
        limit: pageSize,
        offset: pageIndex * pageSize,
      };
      for (const [column, value] of Object.entries(filters)) {
        query[column] = /^(eq|neq|in|is|not|like|ilike)\./.test(value) ? value : `eq.${value}`;
      }
      if (sort) query.order = `${sort.column}.${sort.desc ? 'desc' : 'asc'}`;
      else query.order = 'created_at.desc';
      const { data, headers } = await client.get<unknown>('/db/permissions_summary', {
        ...(options.signal ? { signal: options.signal } : {}),
        query,
        headers: { Prefer: 'count=exact' },
      });
      const rows = listOf<PermissionSummary>(data).map((row) => ({ ...row, deny: row.deny === true, source: row.source ?? 'UI' }));
      return { rows, total: parseContentRange(headers.get('content-range'))?.total ?? rows.length };
    },
    async subjects(type, search, options = {}) {
      const query: Record<string, string | number> = { select: 'id,name,type,owner', type: `eq.${type}`, order: 'name.asc', limit: OPTION_LIMIT };
      if (search.trim()) query.name = ilike(search);
      const { data } = await client.get<unknown>('/db/permission_subjects', { ...(options.signal ? { signal: options.signal } : {}), query });
      return listOf<{ id: string; name: string | null; type: string; owner: string | null }>(data).map((s) => ({
        id: s.id,
        name: s.name ?? s.id,
        detail: s.owner,
        type: s.type,
      }));
    },
    async resources(scope, search, options = {}) {
      const query: Record<string, string | number> = { order: 'name.asc', limit: OPTION_LIMIT, deleted_at: 'is.null' };
      if (search.trim()) query.name = ilike(search);
      return resourceOptions(scope, query, options);
    },
    async resource(scope, id, options = {}) {
      const [found] = await resourceOptions(scope, { id: `eq.${id}`, limit: 1 }, options);
      return found ?? null;
    },
    async create(payload) {
      const row: PermissionPayload = {};
      // A new row sends only what is set: the columns it leaves out take their defaults.
      for (const [key, value] of Object.entries(payload)) if (value !== null) row[key] = value;
      await client.post('/db/permissions', row);
    },
    async update(id, payload) {
      await client.patch('/db/permissions', payload, { query: { id: `eq.${id}` } });
    },
    async remove(id) {
      await client.delete('/db/permissions', { query: { id: `eq.${id}` } });
    },
  };
}
