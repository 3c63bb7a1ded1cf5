import type { FastifyPluginAsync } from 'fastify';
import { badRequest, forbidden, notFound, sessionInactive } from './kratosErrors';
import { isUuid } from '../requestValues';
import type { IdentityRouteOptions } from './loginRoutes';
import { SESSION_COOKIE } from './principal';
import { checkReturnTo } from './returnTo';
import { ownOrigin } from './requestOrigin';
import { wantsHtml } from '../requestValues';
import { sha256 } from './secrets';
import { clearSessionCookie, endSession, findActiveSession, issueLogoutToken, sessionJson } from './sessions';

/** The session check, browser logout and flow errors, in Kratos's shapes. */
export const sessionRoutes: FastifyPluginAsync<IdentityRouteOptions> = async (app, { config, basePath }) => {
  const { pool } = app.db;

  app.get('/sessions/whoami', async (request, reply) => {
    const session = await findActiveSession(pool, request.cookies[SESSION_COOKIE]);
    if (!session) throw sessionInactive();
    reply.header('x-kratos-authenticated-identity-id', session.identity_id);
    reply.header('cache-control', 'private, no-store');
    return sessionJson(session);
  });

  app.get<{ Querystring: { return_to?: string } }>(
    '/self-service/logout/browser',
    { schema: { querystring: { type: 'object', properties: { return_to: { type: 'string' } } } } },
    async (request) => {
      const session = await findActiveSession(pool, request.cookies[SESSION_COOKIE]);
      if (!session) throw sessionInactive();
      const origin = ownOrigin(request);
      const returnTo = checkReturnTo(request.query.return_to, origin);
      const token = await issueLogoutToken(pool, session.id);
      const url = new URL(`${origin}${basePath}/self-service/logout`);
      url.searchParams.set('token', token);
      if (returnTo) url.searchParams.set('return_to', returnTo);
      return { logout_token: token, logout_url: url.href };
    },
  );

  app.get<{ Querystring: { token?: string; return_to?: string } }>(
    '/self-service/logout',
    {
      schema: {
        querystring: { type: 'object', properties: { token: { type: 'string' }, return_to: { type: 'string' } } },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      if (!token) throw badRequest('Please include a token in the URL query.');
      const returnTo = checkReturnTo(request.query.return_to, ownOrigin(request));
      // As in Kratos the token only ends the session of the browser it was issued to.
      const session = await findActiveSession(pool, request.cookies[SESSION_COOKIE]);
      if (!session) throw sessionInactive();
      if (session.logout_token_hash !== sha256(token)) {
        throw forbidden('Unable to log out because the logout token in the URL query does not match the session cookie.');
      }
      await endSession(pool, session.id);
      clearSessionCookie(reply, config);
      if (wantsHtml(request)) return reply.redirect(returnTo ?? '/', 303);
      return reply.status(204).send();
    },
  );

  app.get<{ Querystring: { id?: string } }>(
    '/self-service/errors',
    { schema: { querystring: { type: 'object', properties: { id: { type: 'string' } } } } },
    async (request) => {
      const { id } = request.query;
      const { rows } = isUuid(id)
        ? await pool.query<{ id: string; error: unknown; created_at: Date }>(
            'SELECT id, error, created_at FROM self_service_errors WHERE id = $1',
            [id],
          )
        : { rows: [] };
      const row = rows[0];
      if (!row) throw notFound(`The flow error "${id ?? ''}" does not exist.`);
      const at = new Date(row.created_at).toISOString();
      return { id: row.id, error: row.error, created_at: at, updated_at: at };
    },
  );
};
