import type { FastifyRequest } from 'fastify';
import type { Resource } from '@opsdeck/api';
import { EXPOSED } from '../db-rest/exposure';
import { ident } from '../db-rest/sql';
import type { Queryable } from '../db/queryable';
import { resourceAccessOf, type ResourceAccess, type ResourceRef } from './resourceAccess';
import {
  OBJECT_OF_COLUMN,
  accessOfResourceAction,
  addressedResource,
  addressedRow,
  idsInBody,
  resourceRelation,
  type AddressedResource,
  type AddressedRow,
  type ResourceRelation,
} from './resourceTargets';

/**
 * Requests that act on one resource, judged before their route runs (lists are narrowed by resourceRowPolicy.ts):
 * - a deny on the resource a request addresses refuses it with a 403 naming the resource;
 * - an allow on it lets a route outside /api/db (a connection test) pass its area check for this request;
 * - on /api/db a caller whose area lacks the action and whose allows name other rows hears the area's 403 for this
 *   one, rather than an empty answer;
 * - a PATCH or DELETE of one playbook run, or of one of its actions, is judged as that action on the run's playbook
 *   (the same two rules); a write of playbook runs naming a playbook the caller may not run, or of actions of such a
 *   playbook's runs, is refused, naming the playbook.
 */

const TABLE_ROUTE = '/api/db/:table';

/** Refuses on a deny; on /api/db, the area's 403 when neither the area nor an allow on the resource grants it. */
async function judgeOnArea(request: FastifyRequest, access: ResourceAccess, target: ResourceRef, object: string, area: Resource | undefined) {
  access.refuseIfDenied(target, object);
  if (area && access.decide(target, area) === 'refused') await request.authorize(area, accessOfResourceAction(target.action));
}

async function judgeAddressed(request: FastifyRequest, access: ResourceAccess, target: AddressedResource): Promise<void> {
  if (target.routeArea) {
    access.refuseIfDenied(target, target.object);
    const { area, access: needed } = target.routeArea;
    if (access.decide(target, area, needed) === 'granted') request.grantForRequest(area, needed);
    return;
  }
  await judgeOnArea(request, access, target, target.object, EXPOSED[target.object]?.area);
}

/** A write of one row that belongs to a resource: the resource is read from the row, then judged as addressed. */
async function judgeRow(db: Queryable, request: FastifyRequest, access: ResourceAccess, row: AddressedRow): Promise<void> {
  const { column, key, via } = row.relation;
  // No rule names such a resource: nothing to judge beyond the area, which the engine checks without this read.
  if (!access.rules.rules.some((rule) => rule.column === column)) return;
  const sql = via
    ? `SELECT v.${ident(via.key)}::text AS owner FROM ${ident(row.table)} t JOIN ${ident(via.table)} v ON v.id = t.${ident(key)} WHERE t.id = $1::uuid`
    : `SELECT ${ident(key)}::text AS owner FROM ${ident(row.table)} WHERE id = $1::uuid`;
  const { rows } = await db.query<{ owner: string | null }>(sql, [row.rowId]);
  const owner = rows[0]?.owner;
  if (!owner) return; // no such row: the engine answers as PostgREST does
  await judgeOnArea(request, access, { column, id: owner.toLowerCase(), action: row.action }, OBJECT_OF_COLUMN[column], EXPOSED[row.table]?.area);
}

/** The playbooks a POST or PATCH of /api/db/playbook_runs names in its body. */
function runPlaybooks(request: FastifyRequest): string[] {
  if (request.routeOptions.url !== TABLE_ROUTE || (request.params as { table?: string }).table !== 'playbook_runs') return [];
  if (request.method !== 'POST' && request.method !== 'PATCH') return [];
  return idsInBody(request.body, 'playbook_id').ids;
}

/**
 * A POST or PATCH of rows that name their resource through another relation (run actions name a run): the table, the
 * relation, and the rows of the other relation the body names (an action created in, or moved to, a run).
 */
function viaRows(request: FastifyRequest): { table: string; relation: ResourceRelation; ids: string[] } | null {
  if (request.routeOptions.url !== TABLE_ROUTE || (request.method !== 'POST' && request.method !== 'PATCH')) return null;
  const table = (request.params as { table?: string }).table ?? '';
  const relation = resourceRelation(table);
  if (!relation?.via) return null;
  const { ids } = idsInBody(request.body, relation.key);
  return ids.length ? { table, relation, ids } : null;
}

/** Judges each resource the written rows will belong to, as a write of it: a deny refuses, else area or allow. */
async function judgeViaRows(db: Queryable, request: FastifyRequest, access: ResourceAccess, rows: { table: string; relation: ResourceRelation; ids: string[] }) {
  const { relation, ids } = rows;
  const via = relation.via!;
  const { rows: owners } = await db.query<{ owner: string | null }>(
    `SELECT DISTINCT ${ident(via.key)}::text AS owner FROM ${ident(via.table)} WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  for (const { owner } of owners) {
    if (!owner) continue;
    const target = { column: relation.column, id: owner.toLowerCase(), action: relation.writeAction ?? 'create' };
    await judgeOnArea(request, access, target, OBJECT_OF_COLUMN[relation.column], EXPOSED[rows.table]?.area);
  }
}

export async function enforceResourcePermissions(db: Queryable, request: FastifyRequest): Promise<void> {
  const target = addressedResource(request);
  const row = target ? null : addressedRow(request);
  const playbooks = runPlaybooks(request);
  const created = viaRows(request);
  if (!target && !row && !playbooks.length && !created) return;
  const access = await resourceAccessOf(db, request);
  if (!access) return; // the route answers 401 itself
  if (target) await judgeAddressed(request, access, target);
  if (row) await judgeRow(db, request, access, row);
  if (created) await judgeViaRows(db, request, access, created);
  // The playbooks runs are created for or moved to: each as a run of it (a deny refuses; else the area or an allow).
  for (const id of playbooks) await judgeOnArea(request, access, { column: 'playbook_id', id, action: 'playbook:run' }, 'playbooks', EXPOSED.playbook_runs?.area);
}
