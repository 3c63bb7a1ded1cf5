import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { badRequest, conflict } from '../httpError';
import { isManagedElsewhere, permissionRowProblem, singleIdFilter } from './permissionRules';
import { enforceResourcePermissions } from './resourceEnforcement';

/**
 * Writes to /api/db/permissions answer a 400 that names what is wrong with the row (targets, subject) before the
 * generic engine runs, and refuse to change or delete a permission that another source (a Kubernetes CRD, a config
 * file) owns: that source would write it back. The database's trigger (migration 0007) holds the same rules for any
 * other writer. Rows on global objects are enforced by auth/principal.ts, which loads them for every request; rows on
 * one resource (a connection, playbook, ...) by resourceAccess.ts: resourceEnforcement.ts for the requests that
 * address one resource, resourceRowPolicy.ts for the rows /api/db lists.
 */

const TABLE_ROUTE = '/api/db/:table';

function isPermissionsWrite(request: FastifyRequest): boolean {
  if (request.method !== 'POST' && request.method !== 'PATCH' && request.method !== 'DELETE') return false;
  return request.routeOptions.url === TABLE_ROUTE && (request.params as { table?: string }).table === 'permissions';
}

const isRow = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const permissionsPlugin = fp(
  async (app) => {
    const { pool } = app.db;

    async function storedRow(id: string): Promise<Record<string, unknown> | null> {
      const { rows } = await pool.query<Record<string, unknown>>(
        'SELECT * FROM permissions WHERE id = $1 AND deleted_at IS NULL',
        [id],
      );
      return rows[0] ?? null;
    }

    app.addHook('preHandler', async (request) => {
      await enforceResourcePermissions(pool, request);
      if (!isPermissionsWrite(request)) return;
      // Whoever may not write permissions hears that first, not what is wrong with a row they may not write.
      await request.authorize('permissions', 'write');
      if (request.method === 'POST') {
        const rows = Array.isArray(request.body) ? request.body : [request.body];
        rows.forEach((row, i) => {
          if (!isRow(row)) return; // the engine explains a malformed body
          const problem = permissionRowProblem(row);
          if (problem) throw badRequest(rows.length > 1 ? `${problem} (item ${i})` : problem);
        });
        return;
      }
      const at = request.url.indexOf('?');
      const id = singleIdFilter(new URLSearchParams(at >= 0 ? request.url.slice(at + 1) : ''));
      if (!id) return; // other filters: the database trigger still names the problem
      const stored = await storedRow(id);
      if (!stored) return; // matches nothing: the engine answers as PostgREST does
      if (isManagedElsewhere(stored.source)) {
        throw conflict(`This permission is managed by ${stored.source}: change it there`);
      }
      if (request.method === 'PATCH' && isRow(request.body)) {
        const problem = permissionRowProblem({ ...stored, ...request.body });
        if (problem) throw badRequest(problem);
      }
    });
  },
  { name: 'permissions', dependencies: ['db', 'auth'] },
);
