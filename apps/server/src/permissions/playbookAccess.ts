import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/queryable';
import { resourceAccessOf } from './resourceAccess';

/**
 * Which playbooks to offer a caller (GET /api/playbook/list): those they may read, by their area or by an allow on the
 * playbook (read or playbook:run), and on which no deny refuses read or playbook:run. A caller who may read no
 * playbook at all hears the area's 403.
 */
export async function offeredPlaybooks(db: Queryable, request: FastifyRequest): Promise<(id: string) => boolean> {
  await request.requirePrincipal();
  const access = (await resourceAccessOf(db, request))!;
  const read = access.rowsOf('playbook_id', 'read', 'playbooks');
  const run = access.rowsOf('playbook_id', 'playbook:run', 'playbook_runs');
  const denied = access.rules.deniedIds('playbook_id', 'read', 'playbook:run');
  if ('except' in read) return (id) => !denied.has(id);
  const granted = new Set([...read.only, ...('only' in run ? run.only : access.rules.allowedIds('playbook_id', 'playbook:run'))]);
  if (!granted.size) await request.authorize('playbooks', 'read');
  return (id) => granted.has(id) && !denied.has(id);
}
