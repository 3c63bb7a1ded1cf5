import type { FastifyPluginAsync } from 'fastify';
import { badRequest, notFound } from '../httpError';
import { isUuid } from '../requestValues';
import { listPublications, publish, PUBLICATION_KINDS, unpublish, type PublicationKind } from './publicationRepository';

function targetId(kind: PublicationKind, id: string): string {
  if (!isUuid(id)) throw badRequest(`${kind} id must be a uuid, got '${id}'`);
  return id.toLowerCase();
}

/**
 * Under /api/health/publications: what is public, and publishing or unpublishing a check or a canary. Reading needs
 * read on canaries, changing needs write on canaries (the same right that edits them). Cookie-authenticated writes
 * from another origin are refused by the csrf plugin before they get here, as for every write route.
 *
 * GET /            -> {canaries: [{id, name, namespace, published_at}], checks: [{id, name, canary_id, canary_name, namespace, published_at}]}
 * PUT /:kind/:id   -> 200 {kind, target_id, published_at, published_by}; the same again when already published
 * DELETE /:kind/:id -> 204, published or not
 */
export const publicationRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (request, reply) => {
    await request.authorize('canaries', 'read');
    reply.header('cache-control', 'private, no-cache');
    return listPublications(app.db.pool);
  });

  for (const kind of PUBLICATION_KINDS) {
    app.put<{ Params: { id: string } }>(`/${kind}/:id`, async (request) => {
      const principal = await request.authorize('canaries', 'write');
      const id = targetId(kind, request.params.id);
      const publication = await publish(app.db.pool, kind, id, principal.person.id);
      if (!publication) throw notFound(`${kind} (${id}) was not found`);
      return publication;
    });

    app.delete<{ Params: { id: string } }>(`/${kind}/:id`, async (request, reply) => {
      await request.authorize('canaries', 'write');
      await unpublish(app.db.pool, kind, targetId(kind, request.params.id));
      return reply.status(204).send();
    });
  }
};
