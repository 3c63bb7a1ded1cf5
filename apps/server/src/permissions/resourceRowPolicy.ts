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
 * only the rows an allow grants; a list of playbook runs does the same by each run's playbook. The condition is a constant list of ids bound once (the caller's rows were read
 * for the request), so the statement stays one indexed read; a caller with no such rows gets today's SQL unchanged.
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
        // Only a row that belongs to a resource (a run of a playbook) can be created on an allow on that resource.
        if (scope.target.key === 'id') return false;
        const { ids, everyRow } = idsInBody(request.body, scope.target.key);
        return everyRow && ids.every((id) => access.decide({ column: scope.target.column, id, action: scope.action }, relation.area) === 'granted');
      }
      const rows = access.rowsOf(scope.target.column, scope.action, relation.area);
      return 'only' in rows && rows.only.size > 0;
    },
    condition(relation: Relation, alias: string, action: RowAction, params: SqlParams) {
      const scope = narrowed(relation, action);
      if (!scope || action === 'create') return null;
      const key = `${alias}.${ident(scope.target.key)}`;
      const rows = access.rowsOf(scope.target.column, scope.action, relation.area);
      if ('only' in rows) return rows.only.size ? `${key} = ANY(${params.add([...rows.only])}::uuid[])` : 'false';
      if (!rows.except.size) return null;
      const except = `${key} <> ALL(${params.add([...rows.except])}::uuid[])`;
      return scope.target.key === 'id' ? except : `(${key} IS NULL OR ${except})`;
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
