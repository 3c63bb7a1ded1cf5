import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { HttpError } from '../httpError';
import { CrossOriginWriteError } from './csrf';
import { KratosError, badRequest, csrfViolation, internalError, notFound } from './kratosErrors';
import { loginRoutes } from './loginRoutes';
import { wantsHtml } from '../requestValues';
import { dummyPasswordHash } from './secrets';
import { sessionRoutes } from './sessionRoutes';

/** Where the console shows a stored flow error (it fetches it from /self-service/errors?id=). */
const ERROR_UI = '/error';

function toKratosError(err: FastifyError, request: FastifyRequest): KratosError {
  if (err instanceof KratosError) return err;
  if (err instanceof CrossOriginWriteError) return csrfViolation(err.message);
  if (err instanceof HttpError) return new KratosError(err.status, { message: err.message });
  if (err.validation) return badRequest(`invalid request: ${err.message}`);
  if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
    return new KratosError(err.statusCode, { message: err.message });
  }
  request.log.error({ err }, 'identity request failed');
  return internalError();
}

/**
 * The Kratos-compatible identity endpoints, mounted under /api/.ory (what the console and Ory's SDK use) and
 * /api/kratos. Errors here leave in Kratos's shape, and a browser navigation that fails is sent to the console's
 * error page with a stored error id, as Kratos does. Registration, recovery, verification and settings flows do not
 * exist yet: they answer 404.
 */
export const identityRoutes: FastifyPluginAsync<{ config: ServerConfig; prefix?: string }> = async (app, opts) => {
  const basePath = opts.prefix ?? '';
  const { pool } = app.db;

  // HTML forms post url-encoded bodies; only the identity endpoints take them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    const kratos = toKratosError(err, request);
    reply.headers(kratos.headers);
    if (wantsHtml(request) && kratos.statusCode !== 429) {
      const { rows } = await pool.query<{ id: string }>(
        'INSERT INTO self_service_errors (error) VALUES ($1) RETURNING id',
        [JSON.stringify(kratos.toJSON().error)],
      );
      return reply.redirect(`${ERROR_UI}?id=${rows[0]!.id}`, 303);
    }
    return reply.status(kratos.statusCode).send(kratos.toJSON());
  });

  // A catch-all route rather than a not-found handler: the console's SPA fallback is a root wildcard, which would
  // otherwise win over this plugin's not-found handler and answer unknown identity paths in the wrong shape.
  const unknownEndpoint = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    reply.status(404).send(notFound(`No identity endpoint ${request.method} ${path} on this server.`).toJSON());
  };
  app.setNotFoundHandler(unknownEndpoint);
  app.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: unknownEndpoint });

  // The first unknown-user sign-in would otherwise also pay for creating the dummy hash, and be slower than others.
  app.addHook('onReady', async () => {
    await dummyPasswordHash();
  });

  await app.register(loginRoutes, { config: opts.config, basePath });
  await app.register(sessionRoutes, { config: opts.config, basePath });
};
