import type { FastifyPluginAsync } from 'fastify';
import { badRequest, notFound } from '../httpError';
import { offeredPlaybooks } from '../permissions/playbookAccess';
import { isUuid } from '../requestValues';
import { findSelectable, playbooksWithSelectors } from './playbookRepository';
import { playbookApplies, type SelectableKind } from './resourceSelector';

const ID_PARAMS: Record<string, SelectableKind> = { check_id: 'check', component_id: 'component', config_id: 'config' };

/** Exactly one of check_id, component_id, config_id, as a uuid. */
function parseListQuery(query: unknown): { kind: SelectableKind; id: string } {
  const given: Array<{ kind: SelectableKind; id: string }> = [];
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    const kind = ID_PARAMS[name];
    if (!kind) throw badRequest(`unknown parameter '${name}' (known: check_id, component_id, config_id)`);
    if (Array.isArray(value)) throw badRequest(`${name} is given more than once`);
    const id = String(value);
    if (!isUuid(id)) throw badRequest(`${name} must be a uuid, got '${id}'`);
    given.push({ kind, id: id.toLowerCase() });
  }
  if (given.length !== 1) {
    throw badRequest(`give exactly one of check_id, component_id or config_id${given.length ? `, not ${given.length}` : ''}`);
  }
  return given[0]!;
}

/**
 * GET /list (under /api/playbook): the playbooks that may run on one check, component or config item, for the
 * "Playbooks" menu of a check's or resource's page: `[{id, name, title, icon, category}]` by name. A playbook applies
 * when a selector of its spec for that kind matches the resource (resourceSelector); one without such selectors
 * applies to nothing. Playbooks the caller may not read or run are left out (permissions/playbookAccess). 404 for an
 * unknown or deleted resource.
 */
export const playbookRoutes: FastifyPluginAsync = async (app) => {
  app.get('/list', async (request, reply) => {
    const offered = await offeredPlaybooks(app.db.pool, request);
    const { kind, id } = parseListQuery(request.query);
    const resource = await findSelectable(app.db.pool, kind, id);
    if (!resource) throw notFound(`${kind} (${id}) was not found`);
    const candidates = await playbooksWithSelectors(app.db.pool, kind);
    reply.header('cache-control', 'private, no-cache');
    return candidates
      .filter((p) => offered(p.id) && playbookApplies(p.spec, kind, resource))
      .map((p) => ({
        id: p.id,
        name: p.name,
        // The spec's title, icon and category stand in when the columns are empty (playbooks created from a spec).
        title: p.title || stringOr(p.spec.title, p.name),
        icon: p.icon || stringOr(p.spec.icon, null),
        category: p.category || stringOr(p.spec.category, ''),
      }));
  });
};

function stringOr<T>(value: unknown, fallback: T): string | T {
  return typeof value === 'string' && value !== '' ? value : fallback;
}
