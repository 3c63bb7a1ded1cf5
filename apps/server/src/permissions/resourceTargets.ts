import type { FastifyRequest } from 'fastify';
import type { Access, Resource, ResourceAction, ResourceColumn } from '@opsdeck/api';
import { isUuid } from '../requestValues';
import { singleIdFilter } from './permissionRules';

/**
 * The resources a permission row can name one of (spec 001 section 3.4: connection_id, playbook_id, config_id,
 * component_id, check_id, canary_id), the /api/db relations whose rows are such resources, and the requests that act
 * on one of them. Everything here is a fixed map: column names that reach SQL come from it, never from a request.
 */

export { RESOURCE_COLUMNS, accessOfResourceAction, type ResourceAction, type ResourceColumn } from '@opsdeck/api';

export interface ResourceRelation {
  column: ResourceColumn;
  /** The column of the relation that holds the resource's id. */
  key: string;
  /**
   * The action a write on the relation performs on the resource: a row of playbook_runs is a run of its playbook.
   * Absent: the method's own action (create, update, delete).
   */
  writeAction?: ResourceAction;
  /**
   * When `key` names a row of another relation that holds the resource in its own column: a run action's
   * playbook_run_id names a run, whose playbook_id is the resource.
   */
  via?: { table: string; key: string };
}

/** The /api/db relations whose rows are (or belong to) a resource a permission can name. */
export const RESOURCE_RELATIONS: Readonly<Record<string, ResourceRelation>> = {
  connections: { column: 'connection_id', key: 'id' },
  playbooks: { column: 'playbook_id', key: 'id' },
  config_items: { column: 'config_id', key: 'id' },
  configs: { column: 'config_id', key: 'id' },
  components: { column: 'component_id', key: 'id' },
  checks: { column: 'check_id', key: 'id' },
  // The health list reads checks through this view: a check hidden from `checks` is hidden here too.
  check_summary: { column: 'check_id', key: 'id' },
  canaries: { column: 'canary_id', key: 'id' },
  // Runs are read as their playbook is (a deny on reading it hides its runs), and written as runs of it.
  playbook_runs: { column: 'playbook_id', key: 'playbook_id', writeAction: 'playbook:run' },
  // A run's actions (their results and errors) are read and written as the run is.
  playbook_run_actions: { column: 'playbook_id', key: 'playbook_run_id', via: { table: 'playbook_runs', key: 'playbook_id' }, writeAction: 'playbook:run' },
};

/** The table a resource column names, as a refusal names it. */
export const OBJECT_OF_COLUMN: Readonly<Record<ResourceColumn, string>> = {
  connection_id: 'connections',
  playbook_id: 'playbooks',
  config_id: 'config_items',
  component_id: 'components',
  check_id: 'checks',
  canary_id: 'canaries',
};

export function resourceRelation(name: string): ResourceRelation | null {
  return Object.hasOwn(RESOURCE_RELATIONS, name) ? RESOURCE_RELATIONS[name]! : null;
}

/** The action of a method on /api/db. */
function actionOfMethod(method: string): 'read' | 'create' | 'update' | 'delete' {
  if (method === 'GET' || method === 'HEAD') return 'read';
  if (method === 'POST') return 'create';
  if (method === 'PATCH') return 'update';
  return 'delete';
}

/** What a read or write of the rows of `relation` does to their resource. */
export function resourceActionOf(relation: ResourceRelation, action: 'read' | 'create' | 'update' | 'delete'): ResourceAction {
  return action !== 'read' && relation.writeAction ? relation.writeAction : action;
}

/**
 * Routes outside /api/db that act on one resource named in the path: what they do to it and the area they check.
 * (Running a check asks resourceAccess.ts itself: health/runCheckPermission.ts, as its rule spans two areas.)
 */
const RESOURCE_ROUTES: Readonly<Record<string, { column: ResourceColumn; action: ResourceAction; object: string; area: Resource; access: Access }>> = {
  // Testing uses the connection's secrets on the server's side without showing them: read, as the deny rule has it.
  '/api/connection/test/:id': { column: 'connection_id', action: 'read', object: 'connections', area: 'connections', access: 'write' },
};

export interface AddressedResource {
  column: ResourceColumn;
  id: string;
  action: ResourceAction;
  /** The table named in a refusal. */
  object: string;
  /** For a route outside /api/db: the area and access its handler authorizes, which an allow on the resource opens. */
  routeArea?: { area: Resource; access: Access };
}

function searchOf(request: FastifyRequest): URLSearchParams {
  const at = request.url.indexOf('?');
  return new URLSearchParams(at >= 0 ? request.url.slice(at + 1) : '');
}

const TABLE_ROUTE = '/api/db/:table';

/** The one resource a request addresses (`/api/db/<table>?id=eq.<id>`, a connection test), or null. */
export function addressedResource(request: FastifyRequest): AddressedResource | null {
  const route = request.routeOptions.url;
  if (!route) return null;
  if (route === TABLE_ROUTE) {
    const table = (request.params as { table?: string }).table ?? '';
    const relation = resourceRelation(table);
    if (!relation || relation.key !== 'id') return null;
    const id = singleIdFilter(searchOf(request));
    if (!id) return null;
    return { column: relation.column, id: id.toLowerCase(), action: resourceActionOf(relation, actionOfMethod(request.method)), object: table };
  }
  const byPath = Object.hasOwn(RESOURCE_ROUTES, route) ? RESOURCE_ROUTES[route]! : null;
  const id = (request.params as { id?: string }).id;
  if (!byPath || !id || !isUuid(id)) return null;
  return {
    column: byPath.column,
    id: id.toLowerCase(),
    action: byPath.action,
    object: byPath.object,
    routeArea: { area: byPath.area, access: byPath.access },
  };
}

export interface AddressedRow {
  table: string;
  relation: ResourceRelation;
  /** The row's own id; the resource it belongs to is read from the row's `relation.key`. */
  rowId: string;
  action: ResourceAction;
}

/** A PATCH or DELETE of one row that belongs to a resource (`/api/db/playbook_runs?id=eq.<id>`, a run), or null. */
export function addressedRow(request: FastifyRequest): AddressedRow | null {
  if (request.routeOptions.url !== TABLE_ROUTE || (request.method !== 'PATCH' && request.method !== 'DELETE')) return null;
  const table = (request.params as { table?: string }).table ?? '';
  const relation = resourceRelation(table);
  if (!relation || relation.key === 'id') return null;
  const rowId = singleIdFilter(searchOf(request));
  if (!rowId) return null;
  return { table, relation, rowId: rowId.toLowerCase(), action: resourceActionOf(relation, actionOfMethod(request.method)) };
}

/** The ids a JSON body's rows name in `key` (a run names its playbook), and whether every row names one. */
export function idsInBody(body: unknown, key: string): { ids: string[]; everyRow: boolean } {
  const rows = Array.isArray(body) ? (body as unknown[]) : [body];
  const ids: string[] = [];
  for (const row of rows) {
    const id = row && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined;
    if (typeof id === 'string') ids.push(id.toLowerCase());
  }
  return { ids, everyRow: ids.length > 0 && ids.length === rows.length };
}
