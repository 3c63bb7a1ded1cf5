import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { accessOfAction, type Access } from '@opsdeck/api';
import type { Principal } from '../auth/principal';
import { forbidden } from '../httpError';
import { singleIdFilter } from './permissionRules';

/**
 * Permissions that name one resource (a connection, playbook, catalog item, component, check or canary) rather than
 * a global object. The principal's authorizer only knows areas, so these are judged per request: a deny row for the
 * caller (their person, a team they are in, or a role they hold) on the resource a request addresses refuses it.
 * A request addresses one resource when it is `/api/db/<table>?id=eq.<id>` on the resource's table, a connection test
 * or a check run; lists are not filtered row by row.
 */

/** The table of each resource-scoped column, as /api/db exposes it. */
const TABLE_COLUMN: Readonly<Record<string, string>> = {
  connections: 'connection_id',
  playbooks: 'playbook_id',
  config_items: 'config_id',
  configs: 'config_id',
  components: 'component_id',
  checks: 'check_id',
  canaries: 'canary_id',
};

/** Routes that act on one resource named in the path, and what they do to it. */
const RESOURCE_ROUTES: Readonly<Record<string, { column: string; access: Access; object: string }>> = {
  '/api/connection/test/:id': { column: 'connection_id', access: 'read', object: 'connections' },
  '/api/canary/run/check/:id': { column: 'check_id', access: 'write', object: 'checks' },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AddressedResource {
  column: string;
  id: string;
  access: Access;
  /** The table named in a refusal. */
  object: string;
}

/** The one resource a request addresses, or null. */
export function addressedResource(request: FastifyRequest): AddressedResource | null {
  const route = request.routeOptions.url;
  if (!route) return null;
  if (route === '/api/db/:table') {
    const table = (request.params as { table?: string }).table ?? '';
    const column = Object.hasOwn(TABLE_COLUMN, table) ? TABLE_COLUMN[table]! : null;
    if (!column) return null;
    const at = request.url.indexOf('?');
    const id = singleIdFilter(new URLSearchParams(at >= 0 ? request.url.slice(at + 1) : ''));
    if (!id) return null;
    const access: Access = request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write';
    return { column, id, access, object: table };
  }
  const byPath = Object.hasOwn(RESOURCE_ROUTES, route) ? RESOURCE_ROUTES[route]! : null;
  const id = (request.params as { id?: string }).id;
  if (!byPath || !id || !UUID.test(id)) return null;
  return { column: byPath.column, id, access: byPath.access, object: byPath.object };
}

/** The deny rows of the caller on one resource that are in force now. */
async function denyActions(pool: pg.Pool, principal: Principal, target: AddressedResource): Promise<string[]> {
  // `target.column` comes from the fixed maps above, never from the request.
  const { rows } = await pool.query<{ action: string }>(
    `SELECT x.action FROM permissions x
      WHERE x.deny AND x.deleted_at IS NULL AND (x.until IS NULL OR x.until > now())
        AND x.${target.column} = $1::uuid
        AND ((x.subject_type = 'person' AND x.subject = $2::text)
          OR x.person_id = $2::uuid
          OR (x.subject_type = 'team' AND x.subject IN (SELECT team_id::text FROM team_members WHERE person_id = $2::uuid))
          OR x.team_id IN (SELECT team_id FROM team_members WHERE person_id = $2::uuid)
          OR (x.subject_type IN ('group', 'role') AND (x.subject = ANY($3::text[]) OR x.subject = 'everyone')))`,
    [target.id, principal.person.id, principal.roles],
  );
  return rows.map((r) => r.action);
}

/** Refuses the request when a deny row of the caller covers what it does to the resource it addresses. */
export async function enforceResourceDenies(pool: pg.Pool, request: FastifyRequest): Promise<void> {
  const target = addressedResource(request);
  if (!target) return;
  const principal = await request.principal();
  if (!principal) return; // the route answers 401 itself
  const actions = await denyActions(pool, principal, target);
  if (!actions.some((action) => accessOfAction(action).includes(target.access))) return;
  const subject = principal.person.email ?? principal.person.id;
  throw forbidden(`${subject} may not ${target.access} ${target.object} ${target.id}: a permission denies it`, {
    subject,
    object: target.object,
    action: target.access,
    resource_id: target.id,
  });
}
