import type { FastifyPluginAsync } from 'fastify';
import { graphRoutes } from './graphRoutes';
import { runCheckRoutes } from './runCheckRoutes';
import { summaryRoutes } from './summaryRoutes';

/**
 * The canary API of the contract, registered under /api/canary: /api/canary/api/summary (GET, POST),
 * /api/canary/api/graph (GET) and /api/canary/run/check/:id (POST).
 */
export const healthPlugin: FastifyPluginAsync = async (app) => {
  await app.register(summaryRoutes);
  await app.register(graphRoutes);
  await app.register(runCheckRoutes);
};
