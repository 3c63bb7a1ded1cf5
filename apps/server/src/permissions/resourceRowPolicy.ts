import type { FastifyRequest } from 'fastify';
import type { Relation } from '../db-rest/catalog';
import type { RowAction, RowPolicy, RowPolicyProvider } from '../db-rest/rowPolicy';
import { ident, type SqlParams } from '../db-rest/sql';
import type { Queryable } from '../db/queryable';
import { resourceAccessOf, type ResourceAccess } from './resourceAccess';
import { idsInBody, resourceActionOf, resourceRelation } from './resourceTargets';

/**
 * Permissions on single resources as /api/db's RowPolicy: a list of connections, playbooks, catalog items, components,
 * checks or canaries leaves out the rows a deny hides from the caller, and shows a caller whose area lacks the action
 * only the rows an allow grants; a list of playbook runs, or of their actions, does the same by each run's playbook. The condition is a constant list
 * of ids bound once (the caller's rows were read for the request), so the statement stays one indexed read; a caller with no such rows gets today's SQL unchanged.
 */

function policyOf(request: FastifyRequest, access: ResourceAccess): RowPolicy {
  const narrowed = (relation: Relation, action: RowAction) => {
    const target = resourceRelation(relation.name);
    if (!target) return null;
    return { target, action: resourceActionOf(target, action) };
  };
  return {
    opens(relation, action) {
      const scope = narrowed(relation, action);
      if (!scope || access.canArea(relation.area, action === 'read' ? 'read' : 'write')) return false;
      if (action === 'create') {
        // Only a row that names its resource (a run of a playbook) can be created on an allow on that resource.
        if (scope.target.key === 'id' || scope.target.via) return false;
        const { ids, everyRow } = idsInBody(request.body, scope.target.key);
        return everyRow && ids.every((id) => access.decide({ column: scope.target.column, id, action: scope.action }, relation.area) === 'granted');
      }
      const rows = access.rowsOf(scope.target.column, scope.action, relation.area);
      return 'only' in rows && rows.only.size > 0;
    },
    condition(relation: Relation, alias: string, action: RowAction, params: SqlParams) {
      const scope = narrowed(relation, action);
      if (!scope || action === 'create') return null;
      const { key: column, via } = scope.target;
      const key = `${alias}.${ident(column)}`;
      const rows = access.rowsOf(scope.target.column, scope.action, relation.area);
      // The resource of a row named through another relation: the ids of that relation's rows holding the resource.
      const holding = (ids: Set<string>) =>
        `SELECT v.id FROM ${ident(via!.table)} v WHERE v.${ident(via!.key)} = ANY(${params.add([...ids])}::uuid[])`;
      if ('only' in rows) {
        if (!rows.only.size) return 'false';
        return via ? `${key} IN (${holding(rows.only)})` : `${key} = ANY(${params.add([...rows.only])}::uuid[])`;
      }
      if (!rows.except.size) return null;
      const except = via ? `${key} NOT IN (${holding(rows.except)})` : `${key} <> ALL(${params.add([...rows.except])}::uuid[])`;
      return column === 'id' ? except : `(${key} IS NULL OR ${except})`;
    },
  };
}

export function resourceRowPolicy(db: Queryable): RowPolicyProvider {
  return async (request, relations) => {
    if (![...relations].some((name) => resourceRelation(name))) return null;
    const access = await resourceAccessOf(db, request);
    if (!access || !access.rules.rules.length) return null;
    return policyOf(request, access);
  };
}
