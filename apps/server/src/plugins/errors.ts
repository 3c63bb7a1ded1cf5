import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { HttpError } from '../httpError';

// PostgreSQL error classes that are the caller's fault, with the status they answer.
const PG_CLIENT_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'duplicate key'],
  '23503': [409, 'foreign key violation'],
  '23502': [400, 'missing required value'],
  '23514': [400, 'check constraint violation'],
  '22P02': [400, 'invalid input syntax'],
  '22007': [400, 'invalid date or time'],
  '22008': [400, 'date or time out of range'],
  '22003': [400, 'number out of range'],
  '22001': [400, 'value too long'],
  '42883': [400, 'operator does not apply to these types'],
  '2201W': [400, 'invalid limit'],
  '2201X': [400, 'invalid offset'],
};

/** Every error leaves as `{ error, message? }` JSON with its status; never a stack trace. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError & { code?: string; detail?: string }, request, reply) => {
      if (err instanceof HttpError) {
        return reply.status(err.status).send({ error: err.message, ...err.details });
      }
      if (err.validation) {
        return reply.status(400).send({ error: `invalid request: ${err.message}` });
      }
      if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
        // Fastify's own: bad JSON (400), body too large (413), unsupported media type (415), ...
        return reply.status(err.statusCode).send({ error: err.message });
      }
      const pg = err.code ? PG_CLIENT_ERRORS[err.code] : undefined;
      if (pg) {
        return reply.status(pg[0]).send({ error: pg[1], message: err.detail ?? err.message });
      }
      request.log.error({ err }, 'request failed');
      return reply.status(500).send({ error: 'internal server error' });
    });
    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send({ error: `no route for ${request.method} ${request.url.split('?')[0]}` });
    });
  },
  { name: 'errors' },
);
