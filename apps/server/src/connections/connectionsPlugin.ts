import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../httpError';
import { openSecrets, sealPlaintextSecrets, sealRow } from './connectionSecrets';
import { TestFailure, testConnection, type TestableConnection } from './connectionTester';
import type { OutboundPolicy } from './outboundGuard';
import { createSecretBox, loadSecretKey } from './secretBox';

export interface ConnectionsPluginOptions {
  /** Where a generated secret key is kept when OPSDECK_SECRET_KEY is not set. */
  dataDir: string;
  env?: NodeJS.ProcessEnv;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WRITES = new Set(['POST', 'PATCH', 'PUT']);

/** The outbound policy and test deadline from the environment (README lists the variables). */
export function connectionTestSettings(env: NodeJS.ProcessEnv): { policy: OutboundPolicy; timeoutMs: number } {
  const allow = (env.OPSDECK_OUTBOUND_ALLOW ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const timeoutMs = Number(env.OPSDECK_CONNECTION_TEST_TIMEOUT_MS || 10_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new Error('OPSDECK_CONNECTION_TEST_TIMEOUT_MS must be a positive whole number');
  return { policy: { allow }, timeoutMs };
}

const isConnectionsTable = (request: FastifyRequest) =>
  request.routeOptions.url === '/api/db/:table' && (request.params as { table?: string }).table === 'connections';

/**
 * Connections as a real product keeps them: the secret columns are encrypted before /api/db writes them (the read side
 * of /api/db already answers them as '***', and '***' written back keeps the stored value), plaintext left by older
 * versions is sealed at start, and `POST /api/connection/test/{id}` tests a connection with its decrypted secrets.
 * Registered at the root (fastify-plugin) so that its hook sees the /api/db routes.
 */
const plugin: FastifyPluginAsync<ConnectionsPluginOptions> = async (app, options) => {
  const env = options.env ?? process.env;
  const { key, source } = loadSecretKey(env, options.dataDir);
  if (source === 'generated') app.log.info({ dir: options.dataDir }, 'connections: generated a secret key (set OPSDECK_SECRET_KEY to choose one)');
  const box = createSecretBox(key);
  const settings = connectionTestSettings(env);

  app.addHook('preHandler', async (request) => {
    if (!WRITES.has(request.method) || !isConnectionsTable(request)) return;
    const body = request.body;
    const rows = Array.isArray(body) ? body : [body];
    for (const row of rows) if (row && typeof row === 'object' && !Array.isArray(row)) sealRow(box, row as Record<string, unknown>);
  });

  app.addHook('onReady', async () => {
    const sealed = await sealPlaintextSecrets(app.db.pool, box);
    if (sealed) app.log.info({ sealed }, 'connections: encrypted secrets that were stored in plain text');
  });

  await app.register(async (scope) => {
    // The test takes no body; clients that still send Content-Type: application/json with an empty one are fine.
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
      body === '' ? done(null, undefined) : parseJson(request, body as string, done),
    );
    scope.post<{ Params: { id: string } }>('/api/connection/test/:id', testRoute);
  });

  async function testRoute(request: FastifyRequest<{ Params: { id: string } }>) {
    // Mission Control checks connection/update: testing uses the connection's secrets.
    await request.authorize('connections', 'write');
    const { id } = request.params;
    if (!UUID.test(id)) throw badRequest(`'${id}' is not a connection id (a UUID)`);
    const { rows } = await app.db.pool.query<TestableConnection & { username: string | null; password: string | null; certificate: string | null }>(
      'SELECT type, url, username, password, certificate, insecure_tls, properties FROM connections WHERE id = $1 AND deleted_at IS NULL',
      [id],
    );
    const row = rows[0];
    if (!row) throw notFound('connection was not found');
    const connection = { ...row, ...openSecrets(box, row) };
    try {
      const outcome = await testConnection(connection, settings);
      if (!outcome.tested) return { message: `not tested: ${outcome.reason}`, payload: { tested: false, reason: outcome.reason } };
      return { message: 'ok', payload: outcome.result };
    } catch (err) {
      if (err instanceof TestFailure) throw badRequest(err.message);
      throw err;
    }
  }
};

export const connectionsPlugin = fp(plugin, { name: 'connections', dependencies: ['db'] });
