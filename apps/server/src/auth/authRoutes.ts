import os from 'node:os';
import type { FastifyPluginAsync } from 'fastify';
import { resourceAccessOf } from '../permissions/resourceAccess';
import type { Principal } from './principal';
import { tokenRoutes } from './tokenRoutes';

/**
 * Mission Control's /api/auth: whoami (who the caller is, their roles and the allow/deny rows that apply to them,
 * from which the console builds its authorizer) and API tokens.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const hostname = os.hostname();

  app.get('/whoami', async (request, reply) => {
    let principal: Principal | null = null;
    try {
      principal = await request.principal();
    } catch {
      // A revoked or unknown token: the same answer as no credentials at all.
    }
    if (!principal) return reply.status(401).send({ error: 'error fetching user' });
    reply.header('cache-control', 'private, no-store');
    const access = await resourceAccessOf(app.db.pool, request);
    const { id, name, email, avatar } = principal.person;
    return {
      message: 'success',
      payload: {
        user: { id, name, email, avatar },
        roles: principal.roles,
        permissions: principal.permissions,
        // Rows that name one resource (a connection, a check...): the client hides by them what the server refuses.
        resource_permissions: access?.rules.rules ?? [],
        hostname,
        // A scoped API token may do less than its person: the client narrows its authorizer by these too, so an
        // embed using a read-only token does not offer actions the server will refuse.
        ...(principal.via === 'token' && principal.scopes ? { token_scopes: principal.scopes } : {}),
      },
    };
  });

  await app.register(tokenRoutes);
};
