import type { FastifyPluginAsync } from 'fastify';
import { OPSDECK_API_VERSION } from '@opsdeck/api';

/** Liveness and version: public, answered without touching anything but the database. */
export const systemRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async (_request, reply) => {
    const started = performance.now();
    await app.db.pool.query('SELECT 1');
    reply.header('cache-control', 'no-store');
    return { status: 'ok', database: app.db.kind, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  });
  app.get('/about', async () => ({ Version: OPSDECK_API_VERSION, Timestamp: new Date().toISOString() }));
};
